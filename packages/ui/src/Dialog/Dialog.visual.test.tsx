import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Dialog.stories.tsx';

const { Open, Dark, Small, TraditionalChinese, English } = composeStories(stories);

describe('Dialog looks the same', () => {
  it.each([
    ['dialog-open-light', Open],
    ['dialog-open-dark', Dark],
    ['dialog-small', Small],
    ['dialog-zh-TW', TraditionalChinese],
    ['dialog-en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
