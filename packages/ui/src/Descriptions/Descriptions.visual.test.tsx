import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Bordered, Dark, Default, NarrowContainer, TraditionalChinese } from './Descriptions.stories.tsx';

describe('Descriptions looks the same', () => {
  it.each([
    ['default-light', Default],
    ['bordered-light', Bordered],
    ['bordered-dark', Dark],
    ['narrow', NarrowContainer],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
