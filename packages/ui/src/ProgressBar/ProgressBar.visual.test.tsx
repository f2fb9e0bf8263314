import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './ProgressBar.stories.tsx';

const { Determinate, States, Dark, TraditionalChinese } = composeStories(stories);

describe('ProgressBar looks the same', () => {
  it.each([
    ['progress-determinate', Determinate],
    ['progress-states-light', States],
    ['progress-states-dark', Dark],
    ['progress-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
