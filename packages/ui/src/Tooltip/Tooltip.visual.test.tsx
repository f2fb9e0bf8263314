import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Bottom, Dark, English, Open, TraditionalChinese } from './Tooltip.stories.tsx';

describe('Tooltip looks the same', () => {
  it.each([
    ['tooltip-top-light', Open],
    ['tooltip-bottom', Bottom],
    ['tooltip-dark', Dark],
    ['tooltip-en-US', English],
    ['tooltip-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
