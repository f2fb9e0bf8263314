import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './NativeSelect.stories.tsx';

const { Default, Dark, Required, Sizes } = composeStories(stories);

describe('NativeSelect looks the same', () => {
  it.each([
    ['default-light', Default],
    ['dark', Dark],
    ['required-invalid', Required],
    ['sizes', Sizes],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
