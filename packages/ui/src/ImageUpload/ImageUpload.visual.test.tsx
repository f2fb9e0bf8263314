import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './ImageUpload.stories.tsx';

const { Default, Dark, English, TraditionalChinese } = composeStories(stories);

describe('ImageUpload looks the same', () => {
  it.each([
    ['image-upload-default', Default],
    ['image-upload-dark', Dark],
    ['image-upload-en-US', English],
    ['image-upload-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
