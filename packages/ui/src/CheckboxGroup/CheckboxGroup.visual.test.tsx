import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, Horizontal } from './CheckboxGroup.stories.tsx';

describe('CheckboxGroup looks the same', () => {
  it.each([
    ['default', Default],
    ['horizontal', Horizontal],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
