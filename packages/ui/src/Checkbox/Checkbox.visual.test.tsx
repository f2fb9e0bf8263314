import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Indeterminate, Invalid, Sizes, TraditionalChinese } from './Checkbox.stories.tsx';

describe('Checkbox looks the same', () => {
  it.each([
    ['indeterminate', Indeterminate],
    ['sizes', Sizes],
    ['dark', Dark],
    ['invalid', Invalid],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
