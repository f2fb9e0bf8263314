import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, TraditionalChinese } from './PageTabs.stories.tsx';

describe('PageTabs look the same', () => {
  it.each([
    ['page-tabs-light', Default],
    ['page-tabs-dark', Dark],
    ['page-tabs-en-US', English],
    ['page-tabs-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
