import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Basic, Dark, Small, TraditionalChinese, WithExtraAndFooter } from './Card.stories.tsx';

describe('Card looks the same', () => {
  it.each([
    ['card-basic', Basic],
    ['card-extra-footer', WithExtraAndFooter],
    ['card-small', Small],
    ['card-dark', Dark],
    ['card-zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
