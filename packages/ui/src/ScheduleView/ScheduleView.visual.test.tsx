import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import { expectStoryToLookTheSame } from '../testing/visual.tsx';
import * as stories from './ScheduleView.stories.tsx';

const { Day, Week, Dark, DarkWeek, Empty, TraditionalChinese } = composeStories(stories);

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
