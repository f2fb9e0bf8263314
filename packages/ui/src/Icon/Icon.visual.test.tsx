import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { AllIcons } from './Icon.stories.tsx';

describe('Icon looks the same', () => {
  it('all-icons', async () => {
    await expectStoryToLookTheSame('all-icons', AllIcons);
  });
});
