import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './ImageGallery.stories.tsx';

const { Thumbnails, OpenPreview, Dark, DarkPreview, TraditionalChinese } = composeStories(stories);

describe('ImageGallery looks the same', () => {
  it.each([
    ['thumbnails-light', Thumbnails],
    ['preview-light', OpenPreview],
    ['thumbnails-dark', Dark],
    ['preview-dark', DarkPreview],
    ['preview-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
