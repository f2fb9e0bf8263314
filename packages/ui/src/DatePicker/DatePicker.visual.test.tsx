import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './DatePicker.stories.tsx';

const { Dark, English, Invalid, Open, TraditionalChinese } = composeStories(stories);

describe('DatePicker looks the same', () => {
  it.each([
    ['open', Open],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
    ['invalid', Invalid],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
