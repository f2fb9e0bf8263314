import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Select.stories.tsx';

const { Open, Dark, Required, Sizes, TraditionalChinese } = composeStories(stories);

describe('Select looks the same', () => {
  it.each([
    ['open-light', Open],
    ['open-dark', Dark],
    ['required-invalid', Required],
    ['sizes', Sizes],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
