import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import {
  RemovableDark,
  Selectable,
  Statuses,
  StatusesDark,
  StatusesTraditionalChinese,
  Variants,
} from './Tag.stories.tsx';

describe('Tag looks the same', () => {
  it.each([
    ['tag-variants', Variants],
    ['status-tags-light', Statuses],
    ['status-tags-dark', StatusesDark],
    ['status-tags-zh-TW', StatusesTraditionalChinese],
    ['tag-group-selectable', Selectable],
    ['tag-group-removable-dark', RemovableDark],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
