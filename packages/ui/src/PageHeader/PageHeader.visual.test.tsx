import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './PageHeader.stories.tsx';

const { WithBackAndActions, WithTabs, Dark, English, TraditionalChinese } = composeStories(stories);

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
