import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Optional, TraditionalChinese } from './Field.stories.tsx';

describe('Field looks the same', () => {
  it.each([
    ['optional', Optional],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
