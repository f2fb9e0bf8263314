import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Invalid, Open, TraditionalChinese } from './DatePicker.stories.tsx';

describe('DatePicker looks the same', () => {
  it.each([
    ['open', Open],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
    ['invalid', Invalid],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
