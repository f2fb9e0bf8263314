import { expect, within } from 'storybook/test';
import {
  chartTableRow,
  chartTableRows,
  emptyChartStory,
  expectTooltipAfter,
  focusPlot,
  keyboardWalkStory,
  tableRowsPlay,
} from '../testing/charts.ts';
import preview from '../testing/preview.tsx';
import { inDarkTheme, inLocale } from '../testing/stories.tsx';
import { PieChart, type PieChartDatum } from './PieChart.tsx';

/** The school's BMI bands (940 students), labelled in one locale; each band keeps its colour in every locale. */
function bmiBands(labels: readonly [string, string, string, string]): PieChartDatum[] {
  const [low, normal, over, obese] = labels;
  return [
    { key: 'low', label: low, value: 86, color: 'info' },
    { key: 'normal', label: normal, value: 612, color: 'success' },
    { key: 'over', label: over, value: 148, color: 'warning' },
    { key: 'obese', label: obese, value: 94, color: 'danger' },
  ];
}

const meta = preview.meta({
  title: 'Charts/PieChart',
  component: PieChart,
  args: {
    title: '全校 BMI 等级分布',
    description: '2024 年秋季体质测试，共 940 名学生。',
    categoryLabel: 'BMI 等级',
    valueLabel: '人数',
    centerLabel: '测试人数',
    data: bmiBands(['偏瘦', '正常', '超重', '肥胖']),
  },
});

export const BmiBands = meta.story(
  keyboardWalkStory({
    title: '全校 BMI 等级分布',
    first: ['偏瘦', '人数86', '占比9.1%'],
    keys: '{ArrowRight}',
    reached: ['正常', '占比65.1%'],
  }),
);

export const Dark = meta.story(inDarkTheme());

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: {
      title: '全校 BMI 等級分布',
      description: '113 年秋季體適能檢測，共 940 名學生。',
      categoryLabel: 'BMI 等級',
      valueLabel: '人數',
      centerLabel: '受測人數',
      data: bmiBands(['過輕', '適中', '過重', '肥胖']),
    },
    play: tableRowsPlay('全校 BMI 等級分布', [
      'BMI 等級人數佔比',
      '過輕869.1%',
      '適中61265.1%',
      '過重14815.7%',
      '肥胖9410.0%',
      '合計940100.0%',
    ]),
  }),
);

export const English = meta.story(
  inLocale('en-US', {
    args: {
      title: 'BMI bands, whole school',
      description: 'Autumn 2024 fitness test, 940 students.',
      categoryLabel: 'BMI band',
      valueLabel: 'Students',
      centerLabel: undefined,
      data: [
        ...bmiBands(['Underweight', 'Healthy', 'Overweight', 'Obese']),
        // A broken import value: left out, no crash.
        { key: 'bad', label: 'Unknown', value: -3 },
      ],
    },
    play: async ({ canvas, userEvent }) => {
      await expect(within(canvas.getByRole('img')).getByText('Total')).toBeInTheDocument();
      await expect(canvas.queryByText('Unknown')).not.toBeInTheDocument();
      await focusPlot(canvas, userEvent);
      await expectTooltipAfter(canvas, userEvent, '{End}', 'Obese');
      await expect(canvas.getByRole('tooltip')).toHaveTextContent('Share10.0%');
    },
  }),
);

export const Empty = meta.story(emptyChartStory({ data: [{ label: '正常', value: 0 }] }));

export const ManySlices = meta.story({
  args: {
    title: '运动会各项目报名人数',
    description: '第十二届校运会，11 个项目。',
    categoryLabel: '项目',
    valueLabel: '报名人数',
    centerLabel: '总报名',
    width: 480,
    data: [
      { label: '100 米', value: 182 },
      { label: '200 米', value: 126 },
      { label: '跳远', value: 143 },
      { label: '跳高', value: 64 },
      { label: '实心球', value: 91 },
      { label: '立定跳远', value: 75 },
      { label: '4×100 米接力', value: 48 },
      { label: '800 米', value: 52 },
      { label: '1000 米', value: 39 },
      { label: '跳绳', value: 118 },
      { label: '拔河', value: 30 },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    // Every value is in the table, also those merged into "other" on the ring.
    await expect(chartTableRows(canvas, '运动会各项目报名人数')).toHaveLength(13);
    await expect(chartTableRow(canvas, '运动会各项目报名人数', /拔河/)).toHaveTextContent('拔河303.1%');
    await focusPlot(canvas, userEvent);
    await expectTooltipAfter(canvas, userEvent, '{End}', '其他');
  },
});
