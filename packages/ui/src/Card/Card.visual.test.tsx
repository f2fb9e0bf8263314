import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Card.stories.tsx';

const { Basic, WithExtraAndFooter, Small, Dark, TraditionalChinese } = composeStories(stories);

describe('Card looks the same', () => {
  it.each([
    ['card-basic', Basic],
    ['card-extra-footer', WithExtraAndFooter],
    ['card-small', Small],
    ['card-dark', Dark],
    ['card-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
