import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, Invalid, TraditionalChinese } from './ComboBox.stories.tsx';

describe('ComboBox looks the same', () => {
  it.each([
    ['default', Default],
    ['invalid', Invalid],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
