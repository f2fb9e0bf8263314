import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './TextArea.stories.tsx';

const { Dark, English, Invalid, WithCount } = composeStories(stories);

describe('TextArea looks the same', () => {
  it.each([
    ['with-count', WithCount],
    ['invalid', Invalid],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
