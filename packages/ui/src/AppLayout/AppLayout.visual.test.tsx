import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './AppLayout.stories.tsx';

const { Default, Collapsed, Mobile, Dark, TraditionalChinese } = composeStories(stories);

describe('AppLayout looks the same', () => {
  it.each([
    ['default-light', Default],
    ['collapsed', Collapsed],
    ['mobile', Mobile],
    ['dark', Dark],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
