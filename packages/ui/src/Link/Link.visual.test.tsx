import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { AllVariants, Dark, Inline, TraditionalChinese } from './Link.stories.tsx';

describe('Link looks the same', () => {
  it.each([
    ['all-variants', AllVariants],
    ['dark', Dark],
    ['inline', Inline],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
