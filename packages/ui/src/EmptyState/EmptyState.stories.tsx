import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizes } },
  render: renderInBox({ width: 480 }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
});

const onAdd = fn();

export const WithAction = meta.story({
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
});

export const Small = meta.story({
  args: { size: 'small', description: '没有符合筛选条件的记录' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合筛选条件的记录')).toBeVisible();
  },
});

export const WithoutIllustration = meta.story({
  args: { illustration: null, title: '暂无报名记录' },
});

export const Dark = meta.story({ ...WithAction.input, globals: { theme: 'dark' }, play: undefined });

export const English = meta.story({
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暫無資料')).toBeVisible();
  },
});
