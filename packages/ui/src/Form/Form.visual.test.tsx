import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Form.stories.tsx';

const { Dark, English, ServerErrorsGiven, TraditionalChinese } = composeStories(stories);

describe('Form looks the same', () => {
  it.each([
    ['server-errors-given', ServerErrorsGiven],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
