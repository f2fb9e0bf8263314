import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, DarkPreview, OpenPreview, Thumbnails, TraditionalChinese } from './ImageGallery.stories.tsx';

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
