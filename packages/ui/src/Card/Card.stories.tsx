import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { Card, cardSizes } from './Card.tsx';

const onExport = fn();

const meta = preview.meta({
  title: 'Layout/Card',
  component: Card,
  args: {
    title: '本学期体测概况',
    children: (
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 24px', margin: 0 }}>
        <dt>参测人数</dt>
        <dd style={{ margin: 0 }}>1,284</dd>
        <dt>优秀率</dt>
        <dd style={{ margin: 0 }}>23.6%</dd>
        <dt>及格率</dt>
        <dd style={{ margin: 0 }}>91.2%</dd>
      </dl>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: cardSizes } },
  render: renderInBox({ width: 420 }),
});

export const Basic = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '本学期体测概况' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: '本学期体测概况' })).toBeInTheDocument();
  },
});

export const WithExtraAndFooter = meta.story({
  args: {
    extra: (
      <Button size="small" variant="ghost" onPress={onExport}>
        导出
      </Button>
    ),
    footer: (
      <>
        <Button size="small">查看明细</Button>
        <Button size="small" variant="primary">
          生成报告
        </Button>
      </>
    ),
    elevated: true,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '导出' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '查看明细' })).toHaveFocus();
  },
});

export const Small = meta.story({ args: { size: 'small', title: '今日报名' } });

export const WithoutTitle = meta.story({
  args: { title: undefined, children: '没有标题的卡片只是一块带边框的内容区域。' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
});

export const Dark = meta.story({ ...WithExtraAndFooter.input, globals: { theme: 'dark' }, play: undefined });

export const English = meta.story({
  args: { title: 'Physical test summary', children: 'Participants: 1,284 · Excellent: 23.6%' },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: { title: '本學期體測概況', children: '參測人數：1,284・優秀率：23.6%' },
  globals: { locale: 'zh-TW' },
});
