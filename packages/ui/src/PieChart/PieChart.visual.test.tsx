import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './PieChart.stories.tsx';

const { BmiBands, Dark, English, ManySlices } = composeStories(stories);

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
