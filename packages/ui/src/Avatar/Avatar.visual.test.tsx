import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Avatar.stories.tsx';

const { Gallery, Dark, TraditionalChinese } = composeStories(stories);

describe('Avatar looks the same', () => {
  it.each([
    ['avatar-gallery-light', Gallery],
    ['avatar-gallery-dark', Dark],
    ['avatar-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
