import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Gauge.stories.tsx';

const { Good, AllGrades, Dark, English } = composeStories(stories);

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
