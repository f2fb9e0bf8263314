import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Tabs.stories.tsx';

const { Line, Card, Vertical, Dark, DarkCard, TraditionalChinese } = composeStories(stories);

describe('Tabs looks the same', () => {
  it.each([
    ['line-light', Line],
    ['card-light', Card],
    ['vertical', Vertical],
    ['line-dark', Dark],
    ['card-dark', DarkCard],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
