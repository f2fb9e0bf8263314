import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './RadioGroup.stories.tsx';

const { Dark, Default, Invalid, Small, TraditionalChinese } = composeStories(stories);

describe('RadioGroup looks the same', () => {
  it.each([
    ['default', Default],
    ['invalid', Invalid],
    ['dark', Dark],
    ['small', Small],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
