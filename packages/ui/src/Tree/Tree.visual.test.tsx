import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Controlled, Dark, English, Organisations, TraditionalChinese } from './Tree.stories.tsx';

describe('Tree looks the same', () => {
  it.each([
    ['permissions-light', Controlled],
    ['organisations', Organisations],
    ['permissions-dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
