import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Switch.stories.tsx';

const { Dark, English, On, Sizes } = composeStories(stories);

describe('Switch looks the same', () => {
  it.each([
    ['sizes', Sizes],
    ['dark', Dark],
    ['en-US', English],
    ['on', On],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
