import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './FilterBar.stories.tsx';

const { Default, Dark, English, TraditionalChinese } = composeStories(stories);

describe('FilterBar looks the same', () => {
  it.each([
    ['filter-bar-default', Default],
    ['filter-bar-dark', Dark],
    ['filter-bar-en-US', English],
    ['filter-bar-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
