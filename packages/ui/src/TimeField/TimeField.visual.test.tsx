import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, Invalid } from './TimeField.stories.tsx';

describe('TimeField looks the same', () => {
  it.each([
    ['default', Default],
    ['invalid', Invalid],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
