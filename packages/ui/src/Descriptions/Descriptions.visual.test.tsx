import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Descriptions.stories.tsx';

const { Default, Bordered, Dark, NarrowContainer, TraditionalChinese } = composeStories(stories);

describe('Descriptions looks the same', () => {
  it.each([
    ['default-light', Default],
    ['bordered-light', Bordered],
    ['bordered-dark', Dark],
    ['narrow', NarrowContainer],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
