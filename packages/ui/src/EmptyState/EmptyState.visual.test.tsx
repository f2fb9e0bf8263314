import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, Small, TraditionalChinese, WithAction } from './EmptyState.stories.tsx';

describe('EmptyState looks the same', () => {
  it.each([
    ['empty-default', Default],
    ['empty-with-action', WithAction],
    ['empty-small', Small],
    ['empty-dark', Dark],
    ['empty-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
