import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Tag.stories.tsx';

const { Variants, Statuses, StatusesDark, StatusesTraditionalChinese, Selectable, RemovableDark } =
  composeStories(stories);

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
