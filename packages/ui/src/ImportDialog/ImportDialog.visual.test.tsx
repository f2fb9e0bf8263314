import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { ChooseFile, DarkBlocked, English, TraditionalChinese } from './ImportDialog.stories.tsx';

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
