import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './DateRangePicker.stories.tsx';

const { Dark, English, Open, Sizes, TraditionalChinese } = composeStories(stories);

describe('DateRangePicker looks the same', () => {
  it.each([
    ['open', Open],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
    ['sizes', Sizes],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
