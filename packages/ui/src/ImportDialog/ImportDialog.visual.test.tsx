import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './ImportDialog.stories.tsx';

const { ChooseFile, DarkBlocked, English, TraditionalChinese } = composeStories(stories);

describe('ImportDialog looks the same', () => {
  it.each([
    ['import-dialog-choose-file', ChooseFile],
    ['import-dialog-dark-blocked', DarkBlocked],
    ['import-dialog-en-US', English],
    ['import-dialog-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
