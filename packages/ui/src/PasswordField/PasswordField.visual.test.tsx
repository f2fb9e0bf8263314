import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './PasswordField.stories.tsx';

const { Dark, Default, English, Invalid } = composeStories(stories);

describe('PasswordField looks the same', () => {
  it.each([
    ['default', Default],
    ['invalid', Invalid],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
