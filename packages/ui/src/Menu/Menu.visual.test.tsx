import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Open, TraditionalChinese } from './Menu.stories.tsx';

describe('Menu looks the same', () => {
  it.each([
    ['menu-open-light', Open],
    ['menu-open-dark', Dark],
    ['menu-en-US', English],
    ['menu-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
