import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { PageHeader } from './PageHeader.tsx';

const trail = (
  <nav aria-label="面包屑">
    <span style={{ fontSize: 13 }}>学生管理 / 学生列表 / 学生详情</span>
  </nav>
);

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: '学生详情', onBack: fn() },
  render: renderInBox({ width: 880, maxWidth: '100%' }),
});

export const WithBackAndActions = meta.story({
  args: {
    subtitle: '学号 20250312',
    breadcrumbs: trail,
    actions: (
      <>
        <Button>导出</Button>
        <Button variant="primary">编辑</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '学生详情' })).toBeVisible();
    await expect(canvas.getByText('学号 20250312')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
});

export const KeyboardOrder = meta.story({
  args: {
    actions: (
      <>
        <Button>导出</Button>
        <Button variant="primary">编辑</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '返回' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '导出' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '编辑' })).toHaveFocus();
  },
});

export const WithoutBack = meta.story({
  args: {
    title: '学生列表',
    onBack: undefined,
    subtitle: '共 1,284 人',
    actions: <Button variant="primary">新增学生</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  },
});

export const WithTabs = meta.story({
  args: {
    title: '2025 春季校运会',
    subtitle: '进行中',
    children: <span>报名截止 2025-04-10 · 比赛日 2025-04-18 至 2025-04-19</span>,
    footer: (
      <Tabs
        aria-label="赛事详情"
        items={[
          { id: 'info', label: '基本信息', content: null },
          { id: 'items', label: '比赛项目', content: null },
          { id: 'athletes', label: '参赛人员', content: null },
        ]}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '比赛项目' }));
    await expect(canvas.getByRole('tab', { name: '比赛项目' })).toHaveAttribute('aria-selected', 'true');
  },
});

export const TitleOnly = meta.story({
  args: { title: '系统设置', onBack: undefined },
});

export const Dark = meta.story({
  ...WithBackAndActions.input,
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    title: 'Student details',
    subtitle: 'ID 20250312',
    actions: <Button variant="primary">Edit</Button>,
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    title: '學生詳情',
    subtitle: '學號 112045',
    actions: <Button variant="primary">編輯</Button>,
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
});
