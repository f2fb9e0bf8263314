import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Menu.stories.tsx';

const { Open, Dark, English, TraditionalChinese } = composeStories(stories);

describe('Menu looks the same', () => {
  it.each([
    ['menu-open-light', Open],
    ['menu-open-dark', Dark],
    ['menu-en-US', English],
    ['menu-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
