import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './StatCard.stories.tsx';

const { Overview, Dark, English, NoValue } = composeStories(stories);

describe('StatCard looks the same', () => {
  it.each([
    ['overview-light', Overview],
    ['overview-dark', Dark],
    ['en-US', English],
    ['no-value', NoValue],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
