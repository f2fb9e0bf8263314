import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './PagedTable.stories.tsx';

const { Default, Dark, Empty, FirstLoad, English, TraditionalChinese } = composeStories(stories);

describe('PagedTable looks the same', () => {
  it.each([
    ['paged-table-default', Default],
    ['paged-table-dark', Dark],
    ['paged-table-empty', Empty],
    ['paged-table-first-load', FirstLoad],
    ['paged-table-en-US', English],
    ['paged-table-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
