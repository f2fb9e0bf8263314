import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Link.stories.tsx';

const { AllVariants, Dark, Inline, TraditionalChinese } = composeStories(stories);

describe('Link looks the same', () => {
  it.each([
    ['all-variants', AllVariants],
    ['dark', Dark],
    ['inline', Inline],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
