import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Popover.stories.tsx';

const { Open, WithoutArrow, Dark, English, TraditionalChinese } = composeStories(stories);

describe('Popover looks the same', () => {
  it.each([
    ['popover-open-light', Open],
    ['popover-no-arrow', WithoutArrow],
    ['popover-dark', Dark],
    ['popover-en-US', English],
    ['popover-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
