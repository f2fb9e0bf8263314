import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Daily365, Dark, Monthly, TraditionalChinese } from './LineChart.stories.tsx';

describe('LineChart looks the same', () => {
  it.each([
    ['monthly-light', Monthly],
    ['monthly-dark', Dark],
    ['zh-TW', TraditionalChinese],
    ['daily-365', Daily365],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
