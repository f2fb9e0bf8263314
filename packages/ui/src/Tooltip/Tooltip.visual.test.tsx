import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Tooltip.stories.tsx';

const { Open, Bottom, Dark, English, TraditionalChinese } = composeStories(stories);

describe('Tooltip looks the same', () => {
  it.each([
    ['tooltip-top-light', Open],
    ['tooltip-bottom', Bottom],
    ['tooltip-dark', Dark],
    ['tooltip-en-US', English],
    ['tooltip-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
