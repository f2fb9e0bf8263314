import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './TextField.stories.tsx';

const { Dark, DarkInvalid, Default, Sizes, TraditionalChinese } = composeStories(stories);

describe('TextField looks the same', () => {
  it.each([
    ['default', Default],
    ['sizes', Sizes],
    ['dark', Dark],
    ['dark-invalid', DarkInvalid],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
