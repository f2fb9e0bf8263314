import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { AllGrades, Dark, English, Good } from './Gauge.stories.tsx';

describe('Gauge looks the same', () => {
  it.each([
    ['good-light', Good],
    ['all-grades-light', AllGrades],
    ['all-grades-dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
