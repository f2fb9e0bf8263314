import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, TraditionalChinese, WithLinks } from './Breadcrumbs.stories.tsx';

describe('Breadcrumbs look the same', () => {
  it.each([
    ['breadcrumbs-light', WithLinks],
    ['breadcrumbs-dark', Dark],
    ['breadcrumbs-en-US', English],
    ['breadcrumbs-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
