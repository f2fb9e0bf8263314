import { describe, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, Default, English, TraditionalChinese } from './EntryGrid.stories.tsx';

// Typing over the 50 m run of the first student, as a person would, leaves an invalid value in the
// editor: its error shows on the cell and in the bar under the grid.
async function typeInvalid() {
  await userEvent.keyboard('{Tab}{ArrowRight}{ArrowRight}{ArrowRight}4.2');
}

describe('EntryGrid looks the same', () => {
  it.each([
    ['light', Default],
    ['dark', Dark],
    ['en-US', English],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });

  it('typing an invalid value', async () => {
    await expectStoryToLookTheSame('typing-invalid', Default, typeInvalid);
  });

  it('typing an invalid value, dark', async () => {
    await expectStoryToLookTheSame('typing-invalid-dark', Dark, typeInvalid);
  });
});
