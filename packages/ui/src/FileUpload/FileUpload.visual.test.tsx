import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './FileUpload.stories.tsx';

const { Default, Dark, English, TraditionalChinese } = composeStories(stories);

describe('FileUpload looks the same', () => {
  it.each([
    ['file-upload-default', Default],
    ['file-upload-dark', Dark],
    ['file-upload-en-US', English],
    ['file-upload-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
