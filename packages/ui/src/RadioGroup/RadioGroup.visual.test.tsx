import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, Invalid, Small, TraditionalChinese } from './RadioGroup.stories.tsx';

describe('RadioGroup looks the same', () => {
  it.each([
    ['default', Default],
    ['invalid', Invalid],
    ['dark', Dark],
    ['small', Small],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
