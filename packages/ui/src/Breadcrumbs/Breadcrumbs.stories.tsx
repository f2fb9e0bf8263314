import { expect, fn, userEvent } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = preview.meta({
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="home">首页</Breadcrumb>
      <Breadcrumb id="students">学生管理</Breadcrumb>
      <Breadcrumb id="detail">学生详情</Breadcrumb>
    </Breadcrumbs>
  ),
});

export const KeyboardActivation = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: '面包屑导航' })).toBeInTheDocument();
    const current = canvas.getByText('学生详情');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '学生管理' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('students');
    // The current page is not a stop in the tab order.
    await userEvent.tab();
    await expect(current).not.toHaveFocus();
  },
});

export const WithLinks = meta.story({
  render: () => (
    <Breadcrumbs>
      <Breadcrumb href="#/home">首页</Breadcrumb>
      <Breadcrumb href="#/k12/meets">运动会</Breadcrumb>
      <Breadcrumb href="#/k12/meets/12">2025 春季田径运动会</Breadcrumb>
      <Breadcrumb>报名管理</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '运动会' })).toHaveAttribute('href', '#/k12/meets');
    await expect(canvas.getByText('报名管理')).toHaveAttribute('aria-current', 'page');
  },
});

export const Dark = meta.story({ ...WithLinks.input, globals: { theme: 'dark' } });

export const English = meta.story({
  globals: { locale: 'en-US' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="home">Home</Breadcrumb>
      <Breadcrumb id="students">Students</Breadcrumb>
      <Breadcrumb id="detail">Student details</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
  },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-TW' },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="home">首頁</Breadcrumb>
      <Breadcrumb id="students">學生管理</Breadcrumb>
      <Breadcrumb id="detail">學生詳情</Breadcrumb>
    </Breadcrumbs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '導覽路徑' })).toBeInTheDocument();
  },
});
