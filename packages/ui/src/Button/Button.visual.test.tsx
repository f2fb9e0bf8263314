import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { AllVariants, Dark, Disabled, English, TraditionalChinese } from './Button.stories.tsx';

describe('Button looks the same', () => {
  it.each([
    ['all-variants-light', AllVariants],
    ['all-variants-dark', Dark],
    ['disabled', Disabled],
    ['zh-TW', TraditionalChinese],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
