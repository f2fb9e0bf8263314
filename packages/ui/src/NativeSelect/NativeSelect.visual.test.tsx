import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, Required, Sizes } from './NativeSelect.stories.tsx';

describe('NativeSelect looks the same', () => {
  it.each([
    ['default-light', Default],
    ['dark', Dark],
    ['required-invalid', Required],
    ['sizes', Sizes],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
