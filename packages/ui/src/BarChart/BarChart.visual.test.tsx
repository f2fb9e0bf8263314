import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './BarChart.stories.tsx';

const { Grouped, Dark, Horizontal, English } = composeStories(stories);

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
