import { expect } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { StatCard, type StatCardProps } from './StatCard.tsx';
import { statTrendPolarities } from './statTrend.ts';

const meta = preview.meta({
  title: 'Charts/StatCard',
  component: StatCard,
  args: {
    label: '体测及格率',
    value: 92.4,
    unit: '%',
    change: 0.018,
    changeLabel: '较上学期',
  },
  argTypes: {
    polarity: { control: 'inline-radio', options: statTrendPolarities },
  },
  render: renderInBox({ width: 260 }),
});

export const PassRate = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: '体测及格率' });
    await expect(card).toHaveTextContent('92.4%');
    await expect(card).toHaveTextContent('上升 1.8%');
    await expect(card).toHaveTextContent('较上学期');
  },
});

export const AsLink = meta.story({
  args: { label: '在校学生', value: 1286, unit: '人', change: undefined, changeLabel: undefined, href: '#students' },
  play: async ({ canvas, userEvent }) => {
    // One link named by the label and the number, not by the label alone.
    const link = canvas.getByRole('link', { name: /^在校学生\s*1,286\s*人$/ });
    await expect(link).toHaveAttribute('href', '#students');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
});

const overview: (StatCardProps & { key: string })[] = [
  { key: 'students', label: '在校学生', value: 1286, unit: '人', change: 0.021, changeLabel: '较上学期' },
  { key: 'pass', label: '体测及格率', value: 92.4, unit: '%', change: 0.018, changeLabel: '较上学期' },
  {
    key: 'obese',
    label: '肥胖率',
    value: 9.8,
    unit: '%',
    change: -0.006,
    changeLabel: '较上学期',
    polarity: 'lowerIsBetter',
  },
  {
    key: 'minutes',
    label: '人均每日锻炼',
    value: 46,
    unit: '分钟',
    change: -0.034,
    changeLabel: '较上周',
    sparkline: [38, 41, 44, 43, 47, 52, 49, 51, 48, 50, 47.6, 46],
  },
];

export const Overview = meta.story({
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 230px)', gap: 16 }}>
      {overview.map(({ key, ...card }) => (
        <StatCard key={key} {...card} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Down is good news for the obesity rate, bad news for exercise minutes: both are said in words.
    await expect(canvas.getByRole('group', { name: '肥胖率' })).toHaveTextContent('下降 0.6%');
    await expect(canvas.getByRole('group', { name: '人均每日锻炼' })).toHaveTextContent('下降 3.4%');
    await expect(canvas.getByRole('img', { name: '近 12 期趋势：最低 38，最高 52，最新 46' })).toBeInTheDocument();
  },
});

export const Dark = meta.story({
  ...Overview.input,
  globals: { theme: 'dark' },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-TW' },
  args: {
    label: '每日平均運動時間',
    value: 46,
    unit: '分鐘',
    change: 0,
    changeLabel: '與上週相比',
    sparkline: [44, 46, 45, 47, 46, 46],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: '每日平均運動時間' });
    await expect(card).toHaveTextContent('持平');
    await expect(canvas.getByRole('img', { name: '近 6 期趨勢：最低 44，最高 47，最新 46' })).toBeInTheDocument();
  },
});

export const English = meta.story({
  globals: { locale: 'en-US' },
  args: {
    label: 'Students tested',
    value: 12864,
    unit: undefined,
    change: 0.052,
    changeLabel: 'vs last year',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Students tested' });
    await expect(card).toHaveTextContent('12,864');
    await expect(card).toHaveTextContent('Up 5.2%');
  },
});

export const NoValue = meta.story({
  args: { value: Number.NaN, change: undefined, sparkline: [Number.NaN] },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: '体测及格率' });
    await expect(card).toHaveTextContent('暂无数据');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});
