import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Sizes, TraditionalChinese } from './Spinner.stories.tsx';

describe('Spinner looks the same', () => {
  it.each([
    ['spinner-sizes-light', Sizes],
    ['spinner-sizes-dark', Dark],
    ['spinner-en-US', English],
    ['spinner-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
