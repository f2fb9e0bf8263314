import { expect } from 'storybook/test';
import { chartTableRow, chartTableRows, emptyChartStory } from '../testing/charts.ts';
import preview from '../testing/preview.tsx';
import { expectTabTo, inDarkTheme, inLocale } from '../testing/stories.tsx';
import { Gauge } from './Gauge.tsx';

const meta = preview.meta({
  title: 'Charts/Gauge',
  component: Gauge,
  args: {
    title: '体质测试总分',
    description: '张小明，2024 年秋季。',
    value: 86.5,
  },
});

export const Good = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '体质测试总分：86.5，良好' })).toBeInTheDocument();
    await expect(chartTableRows(canvas, '体质测试总分')).toEqual([
      '项目数值',
      '数值86.5',
      '等级良好',
      '最小值0',
      '最大值100',
    ]);
    const toggle = await expectTabTo(canvas, userEvent, 'button', '以表格显示');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table', { name: '体质测试总分' })).toBeVisible();
  },
});

export const AllGrades = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {[52, 72.5, 85, 96].map((value) => (
        <Gauge
          key={value}
          {...args}
          width={200}
          height={136}
          title={`学生 ${value}`}
          description={undefined}
          value={value}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '学生 52：52，不及格' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '学生 72.5：72.5，及格' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '学生 85：85，良好' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '学生 96：96，优秀' })).toBeInTheDocument();
  },
});

export const Dark = meta.story(inDarkTheme(AllGrades.input));

export const TraditionalChinese = meta.story(
  inLocale('zh-TW', {
    args: { title: '體適能總分', description: '王小華，113 學年度上學期。', value: 93 },
    play: async ({ canvas }) => {
      await expect(canvas.getByRole('img', { name: '體適能總分：93，優秀' })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: '以表格顯示' })).toBeInTheDocument();
    },
  }),
);

export const English = meta.story(
  inLocale('en-US', {
    args: {
      title: 'Physique total with bonus',
      description: 'Standard 100 plus up to 20 bonus points.',
      value: 104.5,
      max: 120,
    },
    play: async ({ canvas }) => {
      await expect(
        canvas.getByRole('img', { name: 'Physique total with bonus: 104.5, Excellent' }),
      ).toBeInTheDocument();
      await expect(chartTableRow(canvas, 'Physique total with bonus', /Maximum/)).toHaveTextContent('Maximum120');
    },
  }),
);

export const CustomBands = meta.story({
  args: {
    title: '本周达标率',
    description: '目标 95%。',
    value: 91.2,
    valueFormat: { style: 'unit', unit: 'percent', maximumFractionDigits: 1 },
    bands: [
      { from: 0, color: 'muted', label: '未达标' },
      { from: 95, color: 'success', label: '达标' },
    ],
    label: '距目标 3.8%',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '本周达标率：91.2%，距目标 3.8%' })).toBeInTheDocument();
  },
});

export const Empty = meta.story(emptyChartStory({ value: Number.NaN }));
