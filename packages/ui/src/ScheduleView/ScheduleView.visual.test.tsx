import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import { Dark, DarkWeek, Day, Empty, TraditionalChinese, Week } from './ScheduleView.stories.tsx';

describe('ScheduleView looks the same', () => {
  it.each([
    ['day-light', Day],
    ['week-light', Week],
    ['day-dark', Dark],
    ['week-dark', DarkWeek],
    ['empty', Empty],
    ['zh-TW', TraditionalChinese],
  ] as const)('%s', async (name, Story) => {
    await expectStoryToLookTheSame(name, Story);
  });
});
