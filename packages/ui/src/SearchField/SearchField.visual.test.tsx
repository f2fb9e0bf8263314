import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './SearchField.stories.tsx';

const { Dark, Sizes, TraditionalChinese } = composeStories(stories);

describe('SearchField looks the same', () => {
  it.each([
    ['sizes', Sizes],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
