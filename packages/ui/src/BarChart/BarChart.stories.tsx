import { expect, waitFor, within } from 'storybook/test';
import {
  chartTableRow,
  chartTableRows,
  emptyChartStory,
  expectKeyboardWalk,
  expectTooltipAfter,
  focusPlot,
} from '../testing/charts.ts';
import preview from '../testing/preview.tsx';
import { inDarkTheme, inLocale, renderInBox } from '../testing/stories.tsx';
import { BarChart, type BarChartDatum, type BarChartSeries, barChartOrientations } from './BarChart.tsx';

const percent = { style: 'unit', unit: 'percent', maximumFractionDigits: 1 } as const;

const rateSeries: BarChartSeries<'pass' | 'good'>[] = [
  { key: 'pass', label: '及格率' },
  { key: 'good', label: '优良率', color: 'success' },
];

const passRatesByGrade: BarChartDatum<'pass' | 'good'>[] = [
  { label: '一年级', values: { pass: 96.2, good: 41.5 } },
  { label: '二年级', values: { pass: 94.8, good: 38.2 } },
  { label: '三年级', values: { pass: 92.1, good: 35.7 } },
  { label: '四年级', values: { pass: 90.4, good: 33.9 } },
  { label: '五年级', values: { pass: 88.6, good: 30.1 } },
  { label: '六年级', values: { pass: 86.3, good: 27.4 } },
];

const meta = preview.meta({
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: '各年级体质测试及格率',
    description: '2024-2025 学年第一学期，按年级统计。',
    data: passRatesByGrade,
    series: rateSeries,
    valueFormat: percent,
    domain: [0, 100] as const,
    categoryLabel: '年级',
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: barChartOrientations },
  },
});

export const Grouped = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expectKeyboardWalk(canvas, userEvent, {
      title: '各年级体质测试及格率',
      toggleName: '以表格显示',
      first: ['一年级', '及格率96.2%', '优良率41.5%'],
      keys: '{ArrowRight}',
      reached: ['二年级', '及格率94.8%'],
    });
    await expectTooltipAfter(canvas, userEvent, '{End}', '六年级');
  },
});

export const Horizontal = meta.story({
  args: { orientation: 'horizontal', title: '各年级优良率（横向）' },
  play: async ({ canvas, userEvent }) => {
    await focusPlot(canvas, userEvent);
    await expectTooltipAfter(canvas, userEvent, '{ArrowDown}', '二年级');
  },
});

export const Dark = meta.story(inDarkTheme());

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: {
      title: '各年級體適能檢測及格率',
      description: '113 學年度第一學期，依年級統計。',
      categoryLabel: '年級',
      series: [
        { key: 'pass', label: '及格率' },
        { key: 'good', label: '優良率', color: 'success' },
      ],
      data: passRatesByGrade.map((datum, index) => ({ ...datum, label: `${'一二三四五六'[index]}年級` })),
    },
    play: async ({ canvas, userEvent }) => {
      const rows = within(canvas.getByRole('table', { name: '各年級體適能檢測及格率' })).getAllByRole('row');
      await expect(rows).toHaveLength(7);
      await expect(rows[0]).toHaveTextContent('年級及格率優良率');
      await expect(rows[1]).toHaveTextContent('一年級96.2%41.5%');
      await expect(rows[6]).toHaveTextContent('六年級86.3%27.4%');
      const toggle = canvas.getByRole('button', { name: '以表格顯示' });
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('region', { name: '各年級體適能檢測及格率的資料' })).toBeVisible();
    },
  }),
);

export const English = meta.story(
  inLocale('en-US', {
    args: {
      title: 'Monthly exercise minutes by grade',
      description: 'Average minutes per student, autumn term.',
      categoryLabel: 'Grade',
      valueFormat: { style: 'unit', unit: 'minute', unitDisplay: 'short' },
      domain: undefined,
      series: [
        { key: 'pass', label: 'Boys' },
        { key: 'good', label: 'Girls', color: 'info' },
      ],
      data: [
        { label: 'Grade 1', values: { pass: 1240, good: 1180 } },
        { label: 'Grade 2', values: { pass: 1315, good: 1202 } },
        { label: 'Grade 3', values: { pass: 1390, good: 1266 } },
        { label: 'Grade 4', values: { pass: 1422, good: 1310 } },
      ],
    },
    play: async ({ canvas, userEvent }) => {
      const tooltip = await focusPlot(canvas, userEvent);
      await expect(tooltip).toHaveTextContent('Grade 1');
      await expect(tooltip).toHaveTextContent('Boys1,240 min');
    },
  }),
);

export const Empty = meta.story(emptyChartStory({ data: [] }));

const classes = Array.from({ length: 36 }, (_, index) => ({
  label: `${Math.floor(index / 6) + 1}(${(index % 6) + 1})班`,
  // Broken values from an import: they must leave a gap, not crash or draw zero.
  values: { pass: index === 7 ? Number.NaN : index === 20 ? null : 70 + ((index * 37) % 29) },
}));

export const ManyCategories = meta.story({
  args: {
    title: '各班级体质测试及格率',
    description: '全校 36 个班级。',
    categoryLabel: '班级',
    width: 720,
    series: [{ key: 'pass', label: '及格率' }],
    data: classes,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(chartTableRows(canvas, '各班级体质测试及格率')).toHaveLength(37);
    await expect(chartTableRow(canvas, '各班级体质测试及格率', /2\(2\)班/)).toHaveTextContent('无数据');
    await focusPlot(canvas, userEvent);
    await expectTooltipAfter(canvas, userEvent, '{End}', '6(6)班');
  },
});

export const Responsive = meta.story({
  args: { responsive: true },
  render: renderInBox({ width: 480 }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(Number(canvas.getByRole('img').getAttribute('width'))).toBeLessThan(480));
  },
});
