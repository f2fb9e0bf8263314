import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
  render: renderInBox({ width: 480 }),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: {
    title: '还没有学生',
    description: '可以逐个新增，也可以用 Excel 模板批量导入。',
    action: (
      <>
        <Button variant="primary" onPress={onAdd}>
          新增学生
        </Button>
        <Button>批量导入</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有学生')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '新增学生' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'small', description: '没有符合筛选条件的记录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合筛选条件的记录')).toBeVisible();
  },
};

export const WithoutIllustration: Story = {
  args: { illustration: null, title: '暂无报名记录' },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' }, play: undefined };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暫無資料')).toBeVisible();
  },
};
