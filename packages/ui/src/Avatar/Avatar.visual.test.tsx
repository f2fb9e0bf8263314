import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Gallery, TraditionalChinese } from './Avatar.stories.tsx';

describe('Avatar looks the same', () => {
  it.each([
    ['avatar-gallery-light', Gallery],
    ['avatar-gallery-dark', Dark],
    ['avatar-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
