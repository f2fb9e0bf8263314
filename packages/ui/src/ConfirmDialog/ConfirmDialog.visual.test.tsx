import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Open, Primary, TraditionalChinese } from './ConfirmDialog.stories.tsx';

describe('ConfirmDialog looks the same', () => {
  it.each([
    ['confirm-danger-light', Open],
    ['confirm-primary', Primary],
    ['confirm-danger-dark', Dark],
    ['confirm-en-US', English],
    ['confirm-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
