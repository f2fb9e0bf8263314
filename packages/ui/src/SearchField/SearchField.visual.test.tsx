import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Sizes, TraditionalChinese } from './SearchField.stories.tsx';

describe('SearchField looks the same', () => {
  it.each([
    ['sizes', Sizes],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
