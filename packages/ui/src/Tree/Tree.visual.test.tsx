import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Tree.stories.tsx';

const { Controlled, Organisations, Dark, English, TraditionalChinese } = composeStories(stories);

describe('Tree looks the same', () => {
  it.each([
    ['permissions-light', Controlled],
    ['organisations', Organisations],
    ['permissions-dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
