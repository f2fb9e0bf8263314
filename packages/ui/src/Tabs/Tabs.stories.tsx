import { expect, fn } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { expectTabTo } from '../testing/stories.tsx';
import { Tab, TabList, TabPanel, Tabs, tabsVariants } from './Tabs.tsx';

const items = [
  { id: 'basic', label: '基本信息', content: '学生的姓名、学号、班级与联系方式。' },
  { id: 'physique', label: '体质测试', content: '2025 学年第一学期：总分 86.5（良好）。' },
  { id: 'events', label: '参赛记录', content: '校运会 100 米：第 2 名。' },
  { id: 'archived', label: '历史档案', content: '已归档。', isDisabled: true },
];

const meta = preview.meta({
  title: 'Layout/Tabs',
  component: Tabs,
  args: { items, 'aria-label': '学生详情', onSelectionChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
});

export const Line = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('tablist', { name: '学生详情' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '基本信息' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('学号');
    await userEvent.click(canvas.getByRole('tab', { name: '参赛记录' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('100 米');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('events');
  },
});

export const KeyboardNavigation = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const first = await expectTabTo(canvas, userEvent, 'tab', '基本信息');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '体质测试' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('86.5');
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped and focus wraps to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '参赛记录' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('basic');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
});

export const Card = meta.story({
  args: { variant: 'card', defaultSelectedKey: 'physique' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '体质测试' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '历史档案' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const Composed = meta.story({
  args: { items: undefined },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="赛事管理">
        <Tab id="list">赛事列表</Tab>
        <Tab id="signup">报名审核</Tab>
      </TabList>
      <TabPanel id="list">共 12 场赛事。</TabPanel>
      <TabPanel id="signup">待审核 3 条。</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '报名审核' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('待审核 3 条');
  },
});

export const Vertical = meta.story({
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '基本信息' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '体质测试' })).toHaveFocus();
  },
});

export const Dark = meta.story({
  args: { variant: 'line' },
  globals: { theme: 'dark' },
});

export const DarkCard = meta.story({
  args: { variant: 'card' },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    'aria-label': 'Student details',
    items: [
      { id: 'basic', label: 'Profile', content: 'Name, student ID, class and contact details.' },
      { id: 'physique', label: 'Fitness tests', content: 'Semester 1: 86.5 (good).' },
      { id: 'events', label: 'Competitions', content: 'Sports day 100 m: 2nd place.' },
    ],
  },
  globals: { locale: 'en-US' },
});

export const TraditionalChinese = meta.story({
  args: {
    'aria-label': '學生詳情',
    items: [
      { id: 'basic', label: '基本資料', content: '學生的姓名、學號、班級與聯絡方式。' },
      { id: 'physique', label: '體適能檢測', content: '第一學期：總分 86.5（良好）。' },
      { id: 'events', label: '參賽紀錄', content: '校慶運動會 100 公尺：第 2 名。' },
    ],
  },
  globals: { locale: 'zh-TW' },
});
