import { expect } from 'storybook/test';
import {
  chartTableRow,
  emptyChartStory,
  expectTooltipAfter,
  focusPlot,
  keyboardWalkStory,
  tableRowsPlay,
} from '../testing/charts.ts';
import preview from '../testing/preview.tsx';
import { inDarkTheme, inLocale } from '../testing/stories.tsx';
import { RadarChart, type RadarChartAxis } from './RadarChart.tsx';

// The six items of the physique test, in the order every locale's story lists them.
const items = ['bmi', 'vital', 'sprint', 'reach', 'rope', 'situps'] as const;
type Item = (typeof items)[number];

/** The six items' axes, labelled in one locale. */
function physiqueAxes(labels: readonly string[]): RadarChartAxis<Item>[] {
  return items.map((key, index) => ({ key, label: labels[index] ?? key }));
}

/** A student's or group's scores, given in the items' order. */
function scores(values: readonly number[]): Record<Item, number> {
  return Object.fromEntries(items.map((key, index) => [key, values[index] ?? Number.NaN])) as Record<Item, number>;
}

const gradeAverage = scores([88, 72, 76, 71, 80, 70]);

const meta = preview.meta({
  title: 'Charts/RadarChart',
  component: RadarChart,
  args: {
    title: '张小明 体质画像',
    description: '五年级（2）班，2024 年秋季测试单项得分，与年级平均对比。',
    axes: physiqueAxes(['BMI', '肺活量', '50 米跑', '坐位体前屈', '一分钟跳绳', '一分钟仰卧起坐']),
    series: [
      { key: 'student', label: '张小明', values: scores([100, 78, 85, 66, 92, 74]) },
      { key: 'grade', label: '年级平均', color: 'warning' as const, reference: true, values: gradeAverage },
    ],
  },
});

export const StudentPortrait = meta.story(
  keyboardWalkStory({
    title: '张小明 体质画像',
    first: ['BMI', '张小明100', '年级平均88'],
    keys: '{ArrowRight}{ArrowRight}',
    reached: ['50 米跑', '张小明85'],
  }),
);

export const Dark = meta.story(inDarkTheme());

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: {
      title: '王小華 體適能畫像',
      description: '五年二班，113 學年度上學期各項目得分。',
      axes: physiqueAxes(['BMI', '肺活量', '50 公尺跑', '坐姿體前彎', '一分鐘跳繩', '一分鐘仰臥起坐']),
      series: [{ key: 'student', label: '王小華', values: scores([92, 81, 70, 88, 64, Number.NaN]) }],
    },
    play: tableRowsPlay('王小華 體適能畫像', [
      '項目王小華',
      'BMI92',
      '肺活量81',
      '50 公尺跑70',
      '坐姿體前彎88',
      '一分鐘跳繩64',
      '一分鐘仰臥起坐—無資料',
    ]),
  }),
);

export const English = meta.story(
  inLocale('en-US', {
    args: {
      title: 'Fitness portrait: Alex Chen',
      description: 'Grade 5, autumn 2024 item scores against the grade average.',
      axes: physiqueAxes(['BMI', 'Vital capacity', '50 m sprint', 'Sit and reach', 'Rope skipping', 'Sit-ups']),
      series: [
        { key: 'student', label: 'Alex', values: scores([100, 78.5, 85, 66, 92, 74]) },
        { key: 'grade', label: 'Grade average', color: 'warning', reference: true, values: gradeAverage },
      ],
    },
    play: async ({ canvas, userEvent }) => {
      await focusPlot(canvas, userEvent);
      await expectTooltipAfter(canvas, userEvent, '{ArrowRight}', 'Vital capacity');
      await expect(canvas.getByRole('tooltip')).toHaveTextContent('Alex78.5');
    },
  }),
);

export const Empty = meta.story(emptyChartStory({ series: [] }));

export const EightItems = meta.story({
  args: {
    title: '七年级（1）班 八项素质均分',
    description: '满分 100，含选测项目。',
    axes: [
      { key: 'bmi', label: 'BMI' },
      { key: 'vital', label: '肺活量' },
      { key: 'sprint', label: '50 米跑' },
      { key: 'reach', label: '坐位体前屈' },
      { key: 'jump', label: '立定跳远' },
      { key: 'pull', label: '引体向上' },
      { key: 'run', label: '1000 米跑' },
      { key: 'rope', label: '一分钟跳绳' },
    ],
    series: [
      {
        key: 'class',
        label: '本班',
        values: { bmi: 86, vital: 79, sprint: 74, reach: 81, jump: 77, pull: 58, run: 69, rope: 105 },
      },
      {
        key: 'grade',
        label: '年级',
        color: 'warning',
        reference: true,
        values: { bmi: 84, vital: 75, sprint: 78, reach: 76, jump: 73, pull: 62, run: 72, rope: 86 },
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    // A score above the scale's maximum is drawn on the ring but written as it is.
    await expect(chartTableRow(canvas, '七年级（1）班 八项素质均分', /一分钟跳绳/)).toHaveTextContent(
      '一分钟跳绳10586',
    );
    await focusPlot(canvas, userEvent);
    await expectTooltipAfter(canvas, userEvent, '{End}', '一分钟跳绳');
  },
});
