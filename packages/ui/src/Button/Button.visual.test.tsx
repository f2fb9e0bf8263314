import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Button.stories.tsx';

const { AllVariants, Dark, Disabled, English, TraditionalChinese } = composeStories(stories);

describe('Button looks the same', () => {
  it.each([
    ['all-variants-light', AllVariants],
    ['all-variants-dark', Dark],
    ['disabled', Disabled],
    ['zh-TW', TraditionalChinese],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
