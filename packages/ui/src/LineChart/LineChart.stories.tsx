import { expect, within } from 'storybook/test';
import {
  chartTableRow,
  chartTableRows,
  emptyChartStory,
  expectKeyboardWalk,
  expectTooltipAfter,
  focusPlot,
} from '../testing/charts.ts';
import preview from '../testing/preview.tsx';
import { inDarkTheme, inLocale } from '../testing/stories.tsx';
import { LineChart, type LineChartDatum } from './LineChart.tsx';

const minutes = { style: 'unit', unit: 'minute', unitDisplay: 'short' } as const;

const school = [1180, 1260, 1105, 640, 980, 1320, 1410, 1385, 1450, 1210];
const district = [1050, 1120, 1010, 590, 900, 1150, 1230, 1240, 1300, 1100];

const monthlyMinutes: LineChartDatum<'school' | 'district'>[] = school.map((value, index) => ({
  x: new Date(2024, 8 + index, 1),
  values: { school: value, district: district[index] },
}));

const meta = preview.meta({
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: '每月人均锻炼时长',
    description: '2024-2025 学年，本校与区平均对比。',
    data: monthlyMinutes,
    series: [
      { key: 'school', label: '本校' },
      { key: 'district', label: '区平均', color: 'info' as const },
    ],
    valueFormat: minutes,
    dateFormat: { year: 'numeric', month: 'short' } as const,
    categoryLabel: '月份',
  },
});

export const Monthly = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '每月人均锻炼时长' })).toHaveAccessibleDescription(
      '2024-2025 学年，本校与区平均对比。',
    );
    await expectKeyboardWalk(canvas, userEvent, {
      title: '每月人均锻炼时长',
      first: ['2024年9月', '本校1,180分钟', '区平均1,050分钟'],
      keys: '{ArrowRight}{ArrowRight}{ArrowRight}',
      reached: ['2024年12月', '本校640分钟'],
    });
    await expectTooltipAfter(canvas, userEvent, '{ArrowLeft}', '2024年11月');
  },
});

export const Dark = meta.story(inDarkTheme());

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: {
      title: '每月平均運動時間',
      description: '113 學年度，本校與全市平均比較。',
      categoryLabel: '月份',
      series: [
        { key: 'school', label: '本校' },
        { key: 'district', label: '全市平均', color: 'info' },
      ],
    },
    play: async ({ canvas }) => {
      const rows = within(canvas.getByRole('table', { name: '每月平均運動時間' })).getAllByRole('row');
      await expect(rows).toHaveLength(11);
      await expect(rows[1]).toHaveTextContent('2024年9月1,180 分鐘1,050 分鐘');
      await expect(rows[10]).toHaveTextContent('2025年6月1,210 分鐘1,100 分鐘');
    },
  }),
);

export const English = meta.story(
  inLocale('en-US', {
    args: {
      title: 'Average exercise minutes per month',
      description: 'School year 2024-25, this school against the district.',
      categoryLabel: 'Month',
      series: [
        { key: 'school', label: 'This school' },
        { key: 'district', label: 'District', color: 'info' },
      ],
    },
    play: async ({ canvas, userEvent }) => {
      await focusPlot(canvas, userEvent);
      await expectTooltipAfter(canvas, userEvent, '{End}', 'Jun 2025');
      await expect(canvas.getByRole('tooltip')).toHaveTextContent('This school1,210 min');
    },
  }),
);

export const Empty = meta.story(emptyChartStory({ data: [] }));

const start = new Date(2024, 8, 1);
const daily: LineChartDatum<'minutes'>[] = Array.from({ length: 365 }, (_, day) => {
  const date = new Date(start.getFullYear(), start.getMonth(), start.getDate() + day);
  const weekday = date.getDay();
  const season = 48 + 14 * Math.sin((day - 30) / 58);
  const weekend = weekday === 0 || weekday === 6 ? -9 : 0;
  const wave = Math.round(season + weekend + ((day * 53) % 7) - 3);
  // A few days without a record, and one broken import value: the line breaks there.
  const missing = day % 97 === 50 || day === 200;
  return { x: date, values: { minutes: missing ? (day === 200 ? Number.NaN : null) : wave } };
});

export const Daily365 = meta.story({
  args: {
    title: '全年每日锻炼时长',
    description: '2024 年 9 月 1 日起 365 天，七年级（3）班人均。',
    data: daily,
    series: [{ key: 'minutes', label: '人均时长' }],
    dateFormat: { month: 'short', day: 'numeric' },
    categoryLabel: '日期',
    width: 720,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(chartTableRows(canvas, '全年每日锻炼时长')).toHaveLength(366);
    await expect(chartTableRow(canvas, '全年每日锻炼时长', /^3月20日/)).toHaveTextContent('无数据');
    await expect(await focusPlot(canvas, userEvent)).toHaveTextContent('9月1日');
    await expectTooltipAfter(canvas, userEvent, '{End}', '8月31日');
    await expectTooltipAfter(canvas, userEvent, '{PageUp}', '8月21日');
  },
});
