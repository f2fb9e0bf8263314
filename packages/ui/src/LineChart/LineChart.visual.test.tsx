import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './LineChart.stories.tsx';

const { Monthly, Dark, TraditionalChinese, Daily365 } = composeStories(stories);

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
