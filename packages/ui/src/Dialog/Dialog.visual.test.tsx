import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Open, Small, TraditionalChinese } from './Dialog.stories.tsx';

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
