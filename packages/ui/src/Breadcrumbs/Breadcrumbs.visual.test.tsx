import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Breadcrumbs.stories.tsx';

const { WithLinks, Dark, English, TraditionalChinese } = composeStories(stories);

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
