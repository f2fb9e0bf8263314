import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, Invalid, WithCount } from './TextArea.stories.tsx';

describe('TextArea looks the same', () => {
  it.each([
    ['with-count', WithCount],
    ['invalid', Invalid],
    ['dark', Dark],
    ['en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
