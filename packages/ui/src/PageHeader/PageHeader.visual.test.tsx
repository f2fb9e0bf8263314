import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, TraditionalChinese, WithBackAndActions, WithTabs } from './PageHeader.stories.tsx';

describe('PageHeader looks the same', () => {
  it.each([
    ['back-actions-light', WithBackAndActions],
    ['tabs', WithTabs],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
