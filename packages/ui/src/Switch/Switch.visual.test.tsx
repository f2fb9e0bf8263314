import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, On, Sizes } from './Switch.stories.tsx';

describe('Switch looks the same', () => {
  it.each([
    ['sizes', Sizes],
    ['dark', Dark],
    ['en-US', English],
    ['on', On],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
