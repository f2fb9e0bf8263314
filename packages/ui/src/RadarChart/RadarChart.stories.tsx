import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RadarChart, type RadarChartAxis } from './RadarChart.tsx';

type Item = 'bmi' | 'vital' | 'sprint' | 'reach' | 'rope' | 'situps';

const physiqueItems: RadarChartAxis<Item>[] = [
  { key: 'bmi', label: 'BMI' },
  { key: 'vital', label: '肺活量' },
  { key: 'sprint', label: '50 米跑' },
  { key: 'reach', label: '坐位体前屈' },
  { key: 'rope', label: '一分钟跳绳' },
  { key: 'situps', label: '一分钟仰卧起坐' },
];

const meta = {
  title: 'Charts/RadarChart',
  component: RadarChart,
  tags: ['autodocs'],
  args: {
    title: '张小明 体质画像',
    description: '五年级（2）班，2024 年秋季测试单项得分，与年级平均对比。',
    axes: physiqueItems,
    series: [
      {
        key: 'student',
        label: '张小明',
        values: { bmi: 100, vital: 78, sprint: 85, reach: 66, rope: 92, situps: 74 },
      },
      {
        key: 'grade',
        label: '年级平均',
        color: 'warning',
        reference: true,
        values: { bmi: 88, vital: 72, sprint: 76, reach: 71, rope: 80, situps: 70 },
      },
    ],
  },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StudentPortrait: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '张小明 体质画像' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('BMI');
    await expect(tooltip).toHaveTextContent('张小明100');
    await expect(tooltip).toHaveTextContent('年级平均88');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('50 米跑'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('张小明85');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  args: {
    title: '王小華 體適能畫像',
    description: '五年二班，113 學年度上學期各項目得分。',
    axes: [
      { key: 'bmi', label: 'BMI' },
      { key: 'vital', label: '肺活量' },
      { key: 'sprint', label: '50 公尺跑' },
      { key: 'reach', label: '坐姿體前彎' },
      { key: 'rope', label: '一分鐘跳繩' },
      { key: 'situps', label: '一分鐘仰臥起坐' },
    ],
    series: [
      {
        key: 'student',
        label: '王小華',
        values: { bmi: 92, vital: 81, sprint: 70, reach: 88, rope: 64, situps: Number.NaN },
      },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '王小華 體適能畫像' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      '項目王小華',
      'BMI92',
      '肺活量81',
      '50 公尺跑70',
      '坐姿體前彎88',
      '一分鐘跳繩64',
      '一分鐘仰臥起坐—無資料',
    ]);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'Fitness portrait: Alex Chen',
    description: 'Grade 5, autumn 2024 item scores against the grade average.',
    axes: [
      { key: 'bmi', label: 'BMI' },
      { key: 'vital', label: 'Vital capacity' },
      { key: 'sprint', label: '50 m sprint' },
      { key: 'reach', label: 'Sit and reach' },
      { key: 'rope', label: 'Rope skipping' },
      { key: 'situps', label: 'Sit-ups' },
    ],
    series: [
      {
        key: 'student',
        label: 'Alex',
        values: { bmi: 100, vital: 78.5, sprint: 85, reach: 66, rope: 92, situps: 74 },
      },
      {
        key: 'grade',
        label: 'Grade average',
        color: 'warning',
        reference: true,
        values: { bmi: 88, vital: 72, sprint: 76, reach: 71, rope: 80, situps: 70 },
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Vital capacity'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Alex78.5');
  },
};

export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const EightItems: Story = {
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
    const table = canvas.getByRole('table', { name: '七年级（1）班 八项素质均分' });
    // A score above the scale's maximum is drawn on the ring but written as it is.
    await expect(within(table).getByRole('row', { name: /一分钟跳绳/ })).toHaveTextContent('一分钟跳绳10586');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('一分钟跳绳'));
  },
};
