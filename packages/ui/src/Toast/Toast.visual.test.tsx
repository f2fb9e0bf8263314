import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Toast.stories.tsx';

const { AllTones, Dark, English, TraditionalChinese } = composeStories(stories);

describe('Toast looks the same', () => {
  it.each([
    ['toast-all-tones-light', AllTones],
    ['toast-all-tones-dark', Dark],
    ['toast-en-US', English],
    ['toast-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
