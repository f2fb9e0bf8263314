import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, TraditionalChinese } from './FilterBar.stories.tsx';

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
