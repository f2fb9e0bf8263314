import { expect } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar.tsx';

const meta = preview.meta({
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: '上传进度', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  render: renderInBox({ width: 360 }),
});

export const Determinate = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '上传进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
});

export const Indeterminate = meta.story({
  args: { isIndeterminate: true, label: '正在生成报表' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在生成报表' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%/)).not.toBeInTheDocument();
  },
});

export const WithoutLabel = meta.story({
  args: { label: undefined, value: 90 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '进度' })).toHaveAttribute('aria-valuenow', '90');
  },
});

// No indeterminate bar here: its endless animation would never settle for a screenshot.
export const States = meta.story({
  render: () => (
    <div style={{ width: 360, display: 'grid', gap: 16 }}>
      <ProgressBar label="导入学生" value={90} />
      <ProgressBar label="导入完成" value={100} tone="success" />
      <ProgressBar label="导入失败" value={60} tone="danger" />
      <ProgressBar aria-label="已报名人数" value={38} maxValue={50} formatOptions={{ style: 'decimal' }} size="small" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: '已报名人数' })).toHaveAttribute('aria-valuemax', '50');
  },
});

export const Dark = meta.story({ ...States.input, globals: { theme: 'dark' } });

export const English = meta.story({
  args: { label: undefined, value: 25 },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress' })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  args: { label: '上傳進度', value: 70 },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '上傳進度' })).toBeInTheDocument();
  },
});
