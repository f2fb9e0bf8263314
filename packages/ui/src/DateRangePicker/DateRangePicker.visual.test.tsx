import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Open, Sizes, TraditionalChinese } from './DateRangePicker.stories.tsx';

describe('DateRangePicker looks the same', () => {
  it.each([
    ['open', Open],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
    ['sizes', Sizes],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
