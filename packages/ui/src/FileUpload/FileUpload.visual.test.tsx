import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, TraditionalChinese } from './FileUpload.stories.tsx';

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
