import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { boxOf, cssOf, demoBoxes, expectBeside, layoutArgTypes } from '../testing/layout.tsx';
import preview from '../testing/preview.tsx';
import { inDarkTheme, renderInBox } from '../testing/stories.tsx';
import { Inline, inlineAligns, inlineJustifies } from './Inline.tsx';

const meta = preview.meta({
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: [
      <Button key="add" variant="primary">
        新增学生
      </Button>,
      <Button key="import">批量导入</Button>,
      <Button key="export">导出</Button>,
    ],
  },
  argTypes: { ...layoutArgTypes(inlineAligns), justify: { control: 'inline-radio', options: inlineJustifies } },
  render: renderInBox({ width: 480 }),
});

export const Toolbar = meta.story({
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: '新增学生' });
    const importButton = canvas.getByRole('button', { name: '批量导入' });
    const exportButton = canvas.getByRole('button', { name: '导出' });
    // Side by side on one line, 8 px apart (the `sm` spacing token).
    await expectBeside(add, importButton, 8);
    await expectBeside(importButton, exportButton, 8);
    await expect(boxOf(exportButton).top).toBe(boxOf(add).top);
    // Tab follows the order the buttons are written in.
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.tab();
    await expect(importButton).toHaveFocus();
  },
});

export const Wrapping = meta.story({
  args: { gap: 'xs', children: demoBoxes(8, '项目') },
  render: renderInBox({ width: 240 }),
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByText(/^项目 \d$/);
    const row = boxes[0]?.parentElement as HTMLElement;
    await expect(cssOf(row, 'flex-wrap')).toBe('wrap');
    // Too many for one line: later boxes move to further lines, none sticks out of the row.
    const tops = new Set(boxes.map((box) => Math.round(boxOf(box).top)));
    await expect(tops.size).toBeGreaterThan(1);
    for (const box of boxes) await expect(boxOf(box).right).toBeLessThanOrEqual(boxOf(row).right + 0.5);
  },
});

export const SpaceBetween = meta.story({
  args: {
    justify: 'between',
    children: [<strong key="title">五年级（2）班</strong>, <Button key="edit">编辑</Button>],
  },
  play: async ({ canvas }) => {
    const title = canvas.getByText('五年级（2）班');
    const edit = canvas.getByRole('button', { name: '编辑' });
    const row = title.parentElement as HTMLElement;
    // The first child at the start, the last at the end.
    await expect(Math.abs(boxOf(title).left - boxOf(row).left)).toBeLessThan(1);
    await expect(Math.abs(boxOf(edit).right - boxOf(row).right)).toBeLessThan(1);
  },
});

export const NoWrap = meta.story({
  args: { wrap: false, gap: 'xs', children: demoBoxes(8, '项目') },
  render: renderInBox({ width: 240, overflow: 'hidden' }),
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByText(/^项目 \d$/);
    // All on one line, even when that overflows the row.
    await expect(new Set(boxes.map((box) => Math.round(boxOf(box).top))).size).toBe(1);
    await expect(cssOf(boxes[0]?.parentElement as HTMLElement, 'flex-wrap')).toBe('nowrap');
  },
});

export const Dark = meta.story(inDarkTheme(Toolbar.input));
