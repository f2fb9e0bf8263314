import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Checkbox.stories.tsx';

const { Dark, Indeterminate, Invalid, Sizes, TraditionalChinese } = composeStories(stories);

describe('Checkbox looks the same', () => {
  it.each([
    ['indeterminate', Indeterminate],
    ['sizes', Sizes],
    ['dark', Dark],
    ['invalid', Invalid],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
