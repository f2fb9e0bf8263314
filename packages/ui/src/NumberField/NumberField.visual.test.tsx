import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './NumberField.stories.tsx';

const { Dark, Default, English, Sizes } = composeStories(stories);

describe('NumberField looks the same', () => {
  it.each([
    ['default', Default],
    ['sizes', Sizes],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
