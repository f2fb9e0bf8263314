import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Card, Dark, DarkCard, Line, TraditionalChinese, Vertical } from './Tabs.stories.tsx';

describe('Tabs looks the same', () => {
  it.each([
    ['line-light', Line],
    ['card-light', Card],
    ['vertical', Vertical],
    ['line-dark', Dark],
    ['card-dark', DarkCard],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
