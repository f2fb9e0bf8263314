import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PieChart } from './PieChart.tsx';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  tags: ['autodocs'],
  args: {
    title: '全校 BMI 等级分布',
    description: '2024 年秋季体质测试，共 940 名学生。',
    categoryLabel: 'BMI 等级',
    valueLabel: '人数',
    centerLabel: '测试人数',
    data: [
      { key: 'low', label: '偏瘦', value: 86, color: 'info' },
      { key: 'normal', label: '正常', value: 612, color: 'success' },
      { key: 'over', label: '超重', value: 148, color: 'warning' },
      { key: 'obese', label: '肥胖', value: 94, color: 'danger' },
    ],
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BmiBands: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '全校 BMI 等级分布' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('偏瘦');
    await expect(tooltip).toHaveTextContent('人数86');
    await expect(tooltip).toHaveTextContent('占比9.1%');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('正常'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('占比65.1%');
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
    title: '全校 BMI 等級分布',
    description: '113 年秋季體適能檢測，共 940 名學生。',
    categoryLabel: 'BMI 等級',
    valueLabel: '人數',
    centerLabel: '受測人數',
    data: [
      { key: 'low', label: '過輕', value: 86, color: 'info' },
      { key: 'normal', label: '適中', value: 612, color: 'success' },
      { key: 'over', label: '過重', value: 148, color: 'warning' },
      { key: 'obese', label: '肥胖', value: 94, color: 'danger' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '全校 BMI 等級分布' });
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'BMI 等級人數佔比',
      '過輕869.1%',
      '適中61265.1%',
      '過重14815.7%',
      '肥胖9410.0%',
      '合計940100.0%',
    ]);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'BMI bands, whole school',
    description: 'Autumn 2024 fitness test, 940 students.',
    categoryLabel: 'BMI band',
    valueLabel: 'Students',
    centerLabel: undefined,
    data: [
      { key: 'low', label: 'Underweight', value: 86, color: 'info' },
      { key: 'normal', label: 'Healthy', value: 612, color: 'success' },
      { key: 'over', label: 'Overweight', value: 148, color: 'warning' },
      { key: 'obese', label: 'Obese', value: 94, color: 'danger' },
      // A broken import value: left out, no crash.
      { key: 'bad', label: 'Unknown', value: -3 },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(within(canvas.getByRole('img')).getByText('Total')).toBeInTheDocument();
    await expect(canvas.queryByText('Unknown')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Obese'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Share10.0%');
  },
};

export const Empty: Story = {
  args: { data: [{ label: '正常', value: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ManySlices: Story = {
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
    const table = canvas.getByRole('table', { name: '运动会各项目报名人数' });
    // Every value is in the table, also those merged into "other" on the ring.
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('row', { name: /拔河/ })).toHaveTextContent('拔河303.1%');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('其他'));
  },
};
