import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './CheckboxGroup.stories.tsx';

const { Dark, Default, English, Horizontal } = composeStories(stories);

describe('CheckboxGroup looks the same', () => {
  it.each([
    ['default', Default],
    ['horizontal', Horizontal],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
