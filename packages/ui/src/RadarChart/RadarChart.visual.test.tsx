import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, EightItems, English, StudentPortrait } from './RadarChart.stories.tsx';

describe('RadarChart looks the same', () => {
  it.each([
    ['portrait-light', StudentPortrait],
    ['portrait-dark', Dark],
    ['en-US', English],
    ['eight-items', EightItems],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
