import { defineStrings } from '../i18n/strings.ts';

export const scheduleViewStrings = defineStrings({
  'en-US': {
    schedule: 'Schedule',
    venue: 'Venue',
    separator: ', ',
    emptyDay: 'Nothing is scheduled for this day.',
    emptyWeek: 'Nothing is scheduled for this week.',
    noVenues: 'No venues to show.',
  },
  'zh-CN': {
    schedule: '日程',
    venue: '场地',
    separator: '，',
    emptyDay: '当天暂无日程安排',
    emptyWeek: '本周暂无日程安排',
    noVenues: '暂无场地',
  },
  'zh-TW': {
    schedule: '行程',
    venue: '場地',
    separator: '，',
    emptyDay: '當天尚無行程安排',
    emptyWeek: '本週尚無行程安排',
    noVenues: '尚無場地',
  },
});
