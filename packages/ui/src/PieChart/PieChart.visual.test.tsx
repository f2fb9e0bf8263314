import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { BmiBands, Dark, English, ManySlices } from './PieChart.stories.tsx';

describe('PieChart looks the same', () => {
  it.each([
    ['bmi-light', BmiBands],
    ['bmi-dark', Dark],
    ['en-US', English],
    ['many-slices', ManySlices],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
