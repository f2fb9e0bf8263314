import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Field.stories.tsx';

const { Dark, English, Optional, TraditionalChinese } = composeStories(stories);

describe('Field looks the same', () => {
  it.each([
    ['optional', Optional],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
