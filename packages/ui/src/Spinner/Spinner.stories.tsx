import { type ReactNode, useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const ShownAfterDelay = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await sleep(300);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    const spinner = await canvas.findByRole('progressbar', { name: '加载中' }, { timeout: 1000 });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
});

function QuickLoad() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 150);
    return () => clearTimeout(timer);
  }, []);
  return loading ? <Spinner /> : <p>共 12 条记录</p>;
}

export const QuickLoadNeverFlashes = meta.story({
  render: () => <QuickLoad />,
  play: async ({ canvas }) => {
    const seen: boolean[] = [];
    const start = Date.now();
    while (Date.now() - start < 800) {
      seen.push(canvas.queryByRole('progressbar') !== null);
      await sleep(50);
    }
    await expect(seen.some(Boolean)).toBe(false);
    await expect(canvas.getByText('共 12 条记录')).toBeVisible();
  },
});

// The visual baselines stop the rotation so that the screenshot can settle.
const still = (node: ReactNode) => (
  <div className="spinner-still" style={{ display: 'flex', gap: 32, alignItems: 'flex-start', padding: 8 }}>
    <style>{'.spinner-still * { animation: none !important; }'}</style>
    {node}
  </div>
);

export const Sizes = meta.story({
  args: { delay: 0 },
  render: (args) =>
    still(
      <>
        {spinnerSizes.map((size) => (
          <Spinner key={size} {...args} size={size} />
        ))}
        <Spinner {...args} size="large" tip="正在导入学生…" />
      </>,
    ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('progressbar', { name: '加载中' })).toHaveLength(4));
    await expect(canvas.getByText('正在导入学生…')).toBeVisible();
  },
});

export const Dark = meta.story({ ...Sizes.input, globals: { theme: 'dark' } });

export const English = meta.story({
  args: { delay: 0, tip: 'Importing students…' },
  render: (args) => still(<Spinner {...args} />),
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  args: { delay: 0, tip: '正在匯入學生…' },
  render: (args) => still(<Spinner {...args} />),
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: '載入中' })).toBeInTheDocument();
  },
});

export const CustomLabel = meta.story({
  args: { delay: 0, 'aria-label': '正在加载成绩' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: '正在加载成绩' })).toBeInTheDocument();
  },
});
