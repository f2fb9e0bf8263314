import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Open, TraditionalChinese, WithoutArrow } from './Popover.stories.tsx';

describe('Popover looks the same', () => {
  it.each([
    ['popover-open-light', Open],
    ['popover-no-arrow', WithoutArrow],
    ['popover-dark', Dark],
    ['popover-en-US', English],
    ['popover-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
