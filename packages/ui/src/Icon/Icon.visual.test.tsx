import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './Icon.stories.tsx';

const { AllIcons } = composeStories(stories);

describe('Icon looks the same', () => {
  it('all-icons', async () => {
    await expectStoryToLookTheSame('all-icons', AllIcons);
  });
});
