import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, DarkInvalid, Default, Sizes, TraditionalChinese } from './TextField.stories.tsx';

describe('TextField looks the same', () => {
  it.each([
    ['default', Default],
    ['sizes', Sizes],
    ['dark', Dark],
    ['dark-invalid', DarkInvalid],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
