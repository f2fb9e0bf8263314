import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Determinate, States, TraditionalChinese } from './ProgressBar.stories.tsx';

describe('ProgressBar looks the same', () => {
  it.each([
    ['progress-determinate', Determinate],
    ['progress-states-light', States],
    ['progress-states-dark', Dark],
    ['progress-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
