import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Open, Required, Sizes, TraditionalChinese } from './Select.stories.tsx';

describe('Select looks the same', () => {
  it.each([
    ['open-light', Open],
    ['open-dark', Dark],
    ['required-invalid', Required],
    ['sizes', Sizes],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
