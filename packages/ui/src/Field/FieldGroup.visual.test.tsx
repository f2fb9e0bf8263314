import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, English, YearsOfGrades } from './FieldGroup.stories.tsx';

describe('FieldGroup looks the same', () => {
  it.each([
    ['field-group', YearsOfGrades],
    ['field-group-dark', Dark],
    ['field-group-en-US', English],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
