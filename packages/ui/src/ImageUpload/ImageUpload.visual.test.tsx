import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, TraditionalChinese } from './ImageUpload.stories.tsx';

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
