import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './RadarChart.stories.tsx';

const { StudentPortrait, Dark, English, EightItems } = composeStories(stories);

describe('RadarChart looks the same', () => {
  it.each([
    ['portrait-light', StudentPortrait],
    ['portrait-dark', Dark],
    ['en-US', English],
    ['eight-items', EightItems],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
