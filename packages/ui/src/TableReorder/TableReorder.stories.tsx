import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { type Column, PagedTable } from '../PagedTable/PagedTable.tsx';
import preview from '../testing/preview.tsx';
import { DragHandle, type RowDropPosition, TableReorder, type TableReorderProps } from './TableReorder.tsx';

// A school's carousel banners, put in the order the phone shows them by dragging their rows.

interface Slide {
  id: string;
  title: string;
  period: string;
}

const slides: Slide[] = [
  { id: 'sports-day', title: '运动会', period: '5月1日 – 5月7日' },
  { id: 'fitness-test', title: '体质测试', period: '5月8日 – 5月31日' },
  { id: 'swimming', title: '游泳课', period: '6月1日 – 6月30日' },
  { id: 'summer', title: '暑期训练营', period: '7月1日 – 8月31日' },
];

const columns: Column<Slide>[] = [
  { key: 'order', title: '排序', render: () => <DragHandle />, width: 48 },
  { key: 'title', title: '标题', isRowHeader: true },
  { key: 'period', title: '展示时间' },
];

/** Where the rows are after `keys` were dropped beside `target`. */
function placed(rows: readonly Slide[], keys: readonly Key[], target: Key, position: RowDropPosition): Slide[] {
  const moved = rows.filter((row) => keys.includes(row.id));
  const rest = rows.filter((row) => !keys.includes(row.id));
  const at = rest.findIndex((row) => row.id === target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** The table as a screen shows it: in the order last stored. */
function Carousel({ onReorder }: Pick<TableReorderProps, 'onReorder'>) {
  const [rows, setRows] = useState(slides);
  return (
    <TableReorder
      onReorder={(keys, target, position) => {
        onReorder(keys, target, position);
        setRows((current) => placed(current, keys, target, position));
      }}
    >
      <PagedTable<Slide>
        caption="轮播图"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={rows.length}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        showTableTools={false}
      />
    </TableReorder>
  );
}

const meta = preview.meta({
  title: 'Data/TableReorder',
  component: TableReorder,
  args: { onReorder: fn(), children: null },
  render: (args) => <Carousel onReorder={args.onReorder} />,
});

const titles = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

/** What react-aria last announced to screen readers, in its live region. */
const announced = () => document.querySelector('[data-live-announcer]')?.textContent ?? '';

export const ByKeyboard = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(titles(canvas)).toEqual(['运动会', '体质测试', '游泳课', '暑期训练营']);
    // Each row's handle is named for its row, in the page's language.
    const handle = await canvas.findByRole('button', { name: '拖动 游泳课' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toMatch(/已开始拖动/));
    // Up one place between rows, then one more, past the row above; Enter drops it there.
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(canvas)).toEqual(['运动会', '游泳课', '体质测试', '暑期训练营']));
    await expect(args.onReorder).toHaveBeenCalledWith(['swimming'], 'fitness-test', 'before');
    await waitFor(() => expect(announced()).toMatch(/放置已完成/));
  },
});

export const EscapePutsBack = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    (await canvas.findByRole('button', { name: '拖动 运动会' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toMatch(/已开始拖动/));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(announced()).toMatch(/放置已取消/));
    await expect(titles(canvas)).toEqual(['运动会', '体质测试', '游泳课', '暑期训练营']);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
});
