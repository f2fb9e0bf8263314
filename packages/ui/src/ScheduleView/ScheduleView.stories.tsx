import { expect, fn, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { type ScheduleEvent, ScheduleView, scheduleViews } from './ScheduleView.tsx';

// Wednesday 14 May 2025, local time.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 4, day, hour, minute);

const venues = ['田径场', '体育馆', '游泳馆', '足球场'];

// Accessible names join the visible title and time with hidden day and venue; spacing between
// the parts is the browser's, so names are matched part by part.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const named = (...parts: string[]) => new RegExp(`^${parts.map(escapeRegExp).join('\\s*')}$`);

const meetDay: ScheduleEvent[] = [
  { id: 'opening', title: '开幕式', start: at(14, 8), end: at(14, 9), venue: '田径场', color: 'info' },
  { id: 'm100-heats', title: '男子 100 米预赛', start: at(14, 9), end: at(14, 10, 30), venue: '田径场' },
  { id: 'w-longjump', title: '女子跳远', start: at(14, 9, 30), end: at(14, 11), venue: '田径场', color: 'success' },
  {
    id: 'm100-final',
    title: '男子 100 米决赛',
    start: at(14, 15),
    end: at(14, 15, 30),
    venue: '田径场',
    color: 'danger',
  },
  { id: 'basketball', title: '篮球小组赛', start: at(14, 10), end: at(14, 12), venue: '体育馆', color: 'warning' },
  { id: 'badminton', title: '羽毛球单打', start: at(14, 13, 30), end: at(14, 16), venue: '体育馆', color: 'success' },
  { id: 'swim-50', title: '50 米自由泳', start: at(14, 14), end: at(14, 15), venue: '游泳馆', color: 'info' },
];

const meetWeek: ScheduleEvent[] = [
  ...meetDay,
  { id: 'relay', title: '4×100 米接力', start: at(15, 9), end: at(15, 11), venue: '田径场', color: 'danger' },
  { id: 'football', title: '足球决赛', start: at(16, 14), end: at(16, 16), venue: '足球场', color: 'warning' },
  { id: 'closing', title: '闭幕式', start: at(17, 15), end: at(17, 17), venue: '田径场', color: 'info' },
];

const meta = preview.meta({
  title: 'Time/ScheduleView',
  component: ScheduleView,
  args: { events: meetDay, venues, view: 'day' as const, date: at(14, 0), onEventPress: fn() },
  argTypes: { view: { control: 'inline-radio', options: scheduleViews } },
  render: renderInBox({ width: 960, maxWidth: '100%' }),
});

export const Day = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: '日程 2025年5月14日星期三' })).toBeVisible();
    const track = canvas.getByRole('group', { name: '田径场' });
    const events = within(track).getAllByRole('button');
    await expect(events).toHaveLength(4);
    // Names carry the time range and the venue.
    await expect(events[1]).toHaveAccessibleName(named('男子 100 米预赛', '，', '09:00–10:30', '，田径场'));
    // Overlapping events stack in lanes: the long jump sits under the 100 m heats.
    const heats = canvas.getByRole('button', { name: /男子 100 米预赛/ });
    const jump = canvas.getByRole('button', { name: /女子跳远/ });
    await expect(jump.getBoundingClientRect().top).toBeGreaterThan(heats.getBoundingClientRect().top);
    // Positions follow the time: 9:00 is 2/12 of the 7–19 axis.
    const row = heats.parentElement as HTMLElement;
    const offset = (heats.getBoundingClientRect().left - row.getBoundingClientRect().left) / row.clientWidth;
    await expect(offset).toBeCloseTo(2 / 12, 2);
    await userEvent.click(jump);
    await expect(args.onEventPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'w-longjump' }));
  },
});

export const Keyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    // Tab follows the venues, then time.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^开幕式/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^男子 100 米预赛/ })).toHaveFocus();
    // Right and Left move within the venue, End and Home to its ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^女子跳远/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /^男子 100 米决赛/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: /^开幕式/ })).toHaveFocus();
    // Down goes to the nearest event of the next venue.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^篮球小组赛/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^50 米自由泳/ })).toHaveFocus();
    // The football pitch has no event today, so Down stays put; Up goes back.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /^50 米自由泳/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: /^羽毛球单打/ })).toHaveFocus();
    // Enter and Space press.
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventPress).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'badminton' }));
    await userEvent.keyboard(' ');
    await expect(args.onEventPress).toHaveBeenCalledTimes(2);
  },
});

export const Week = meta.story({
  args: { view: 'week', events: meetWeek },
  play: async ({ canvas }) => {
    // zh-CN weeks start on Monday: 12 to 18 May.
    await expect(
      canvas.getByRole('button', { name: named('足球决赛', '，', '5/16周五', '14:00–16:00', '，足球场') }),
    ).toBeVisible();
    const closing = canvas.getByRole('button', { name: /^闭幕式/ });
    const row = closing.parentElement as HTMLElement;
    const offset = (closing.getBoundingClientRect().left - row.getBoundingClientRect().left) / row.clientWidth;
    // The week view places events in their day's column: Saturday is the sixth of seven.
    await expect(offset).toBeCloseTo(5 / 7, 2);
    // Events of one day and venue stack in start order.
    const heats = canvas.getByRole('button', { name: /^男子 100 米预赛/ });
    const final = canvas.getByRole('button', { name: /^男子 100 米决赛/ });
    await expect(final.getBoundingClientRect().top).toBeGreaterThan(heats.getBoundingClientRect().top);
  },
});

export const CustomHours = meta.story({
  args: { startHour: 8, endHour: 17 },
  play: async ({ canvas }) => {
    const heats = canvas.getByRole('button', { name: /男子 100 米预赛/ });
    const row = heats.parentElement as HTMLElement;
    const offset = (heats.getBoundingClientRect().left - row.getBoundingClientRect().left) / row.clientWidth;
    await expect(offset).toBeCloseTo(1 / 9, 2);
  },
});

export const Empty = meta.story({
  args: { events: [], date: at(20, 0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当天暂无日程安排')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
});

export const NoVenues = meta.story({
  args: { venues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无场地')).toBeVisible();
  },
});

export const Dark = meta.story({
  globals: { theme: 'dark' },
});

export const DarkWeek = meta.story({
  args: { view: 'week', events: meetWeek },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    venues: ['Track', 'Gym', 'Pool'],
    events: [
      { id: 'a', title: 'Boys 100 m heats', start: at(14, 9), end: at(14, 10, 30), venue: 'Track' },
      { id: 'b', title: 'Girls long jump', start: at(14, 9, 30), end: at(14, 11), venue: 'Track', color: 'success' },
      { id: 'c', title: 'Basketball', start: at(14, 13), end: at(14, 15), venue: 'Gym', color: 'warning' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Schedule Wednesday, May 14, 2025' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Boys 100 m heats\s*,\s*9:00\s–\s10:30\sAM\s*, Track$/ }),
    ).toBeVisible();
  },
});

export const EnglishWeekEmpty = meta.story({
  args: { view: 'week', events: [], venues: ['Track', 'Gym'], date: at(26, 0) },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing is scheduled for this week.')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    venues: ['田徑場', '體育館', '游泳池'],
    events: [
      { id: 'a', title: '男子 100 公尺預賽', start: at(14, 9), end: at(14, 10, 30), venue: '田徑場' },
      { id: 'b', title: '女子跳遠', start: at(14, 13), end: at(14, 14), venue: '田徑場', color: 'success' },
      { id: 'c', title: '籃球分組賽', start: at(14, 10), end: at(14, 12), venue: '體育館', color: 'warning' },
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /^女子跳遠\s*，\s*下午1:00\s*至\s*2:00\s*，田徑場$/ }),
    ).toBeVisible();
  },
});
