import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, ServerErrorsGiven, TraditionalChinese } from './Form.stories.tsx';

describe('Form looks the same', () => {
  it.each([
    ['server-errors-given', ServerErrorsGiven],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
