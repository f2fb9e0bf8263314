import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { AllTones, Dark, English, TraditionalChinese } from './Toast.stories.tsx';

describe('Toast looks the same', () => {
  it.each([
    ['toast-all-tones-light', AllTones],
    ['toast-all-tones-dark', Dark],
    ['toast-en-US', English],
    ['toast-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
