import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Grouped, Horizontal } from './BarChart.stories.tsx';

describe('BarChart looks the same', () => {
  it.each([
    ['grouped-light', Grouped],
    ['grouped-dark', Dark],
    ['horizontal', Horizontal],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
