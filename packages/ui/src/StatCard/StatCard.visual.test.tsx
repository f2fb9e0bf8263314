import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, NoValue, Overview } from './StatCard.stories.tsx';

describe('StatCard looks the same', () => {
  it.each([
    ['overview-light', Overview],
    ['overview-dark', Dark],
    ['en-US', English],
    ['no-value', NoValue],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
