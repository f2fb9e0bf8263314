import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, Sizes } from './NumberField.stories.tsx';

describe('NumberField looks the same', () => {
  it.each([
    ['default', Default],
    ['sizes', Sizes],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
