import { useState } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import preview from '../testing/preview.tsx';
import { inBox } from '../testing/stories.tsx';
import { type Column, PagedTable, type PagedTableProps, tableLayouts, tableSelectionModes } from './PagedTable.tsx';

// Vitest serves react-aria with `process.env.NODE_ENV` set to 'test', which turns virtualisation off
// (for jsdom) unless `VIRT_ON` is set; these stories run in a real browser, so turn it back on.
const globalWithProcess = globalThis as { process?: { env: Record<string, string | undefined> } };
globalWithProcess.process ??= { env: {} };
globalWithProcess.process.env.VIRT_ON ??= '1';

interface Student {
  id: number;
  name: string;
  studentNumber: string;
  grade: string;
  gender: string;
  score: number;
}

const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const givenNames = ['子涵', '浩然', '雨桐', '梓萱', '一诺', '宇轩', '欣怡', '俊杰', '思远', '佳怡', '明轩'];
const grades = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级'];

function studentsOf(count: number): Student[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${surnames[index % surnames.length]}${givenNames[(index * 7) % givenNames.length]}`,
    studentNumber: `2024${String(index + 1).padStart(4, '0')}`,
    grade: grades[Math.floor(index / 3) % grades.length] ?? '',
    gender: index % 2 === 0 ? '男' : '女',
    score: 60 + ((index * 37) % 41),
  }));
}

const allStudents = studentsOf(128);

const columns: Column<Student>[] = [
  { key: 'studentNumber', title: '学号', sortable: true, width: 120 },
  { key: 'name', title: '姓名', isRowHeader: true },
  { key: 'grade', title: '年级', hideable: true },
  { key: 'gender', title: '性别', hideable: true, width: 80 },
  { key: 'score', title: '体测成绩', sortable: true, align: 'end', render: (row) => row.score.toFixed(1) },
];

const StudentTable = PagedTable<Student>;
type Props = PagedTableProps<Student>;

/** Holds page, size, sort and selection like a screen would, slicing a local list for each page. */
function Stateful(props: Props & { source?: readonly Student[] }) {
  const { source = allStudents, onPageChange, onSortChange, onSelectionChange } = props;
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  const [sort, setSort] = useState<SortDescriptor | undefined>(props.sort);
  const [selected, setSelected] = useState<Selection>(props.selectedKeys ?? new Set());
  const sorted = sort
    ? [...source].sort((a, b) => {
        const key = sort.column as keyof Student;
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.direction === 'descending' ? -order : order;
      })
    : source;
  return (
    <StudentTable
      {...props}
      rows={props.rows.length === 0 ? [] : sorted.slice((page - 1) * pageSize, page * pageSize)}
      total={props.rows.length === 0 ? props.total : source.length}
      page={page}
      pageSize={pageSize}
      sort={sort}
      selectedKeys={selected}
      onPageChange={(nextPage, nextSize) => {
        setPage(nextPage);
        setPageSize(nextSize);
        onPageChange(nextPage, nextSize);
      }}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      onSelectionChange={(keys) => {
        setSelected(keys);
        onSelectionChange?.(keys);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Data/PagedTable',
  component: StudentTable,
  args: {
    'aria-label': '学生名单',
    columns,
    rows: allStudents.slice(0, 10),
    rowKey: (row) => row.id,
    total: allStudents.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: tableSelectionModes },
    layout: { control: 'inline-radio', options: tableLayouts },
  },
  render: (args) => <Stateful {...args} />,
});

export const Default = meta.story({
  args: {
    caption: '学生名单',
    selectionMode: 'multiple',
    rowActions: (row) => (
      <>
        <Button size="small" variant="ghost" aria-label={`编辑 ${row.name}`}>
          编辑
        </Button>
        <Button size="small" variant="ghost" aria-label={`删除 ${row.name}`}>
          删除
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: '学生名单' })).toBeVisible();
    await expect(canvas.getByText('共 128 条')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('rowheader', { name: allStudents[10]?.name })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3, 10);

    await userEvent.click(canvas.getByRole('button', { name: '第 13 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(13, 10);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
  },
});

export const Sorting = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const header = canvas.getByRole('columnheader', { name: /体测成绩/ });
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'score', direction: 'ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(canvas.getAllByRole('row')[1] as HTMLElement).getByText('60.0')).toBeVisible();
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'score', direction: 'descending' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
});

export const KeyboardAndSelection = meta.story({
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '行密度' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '列设置' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '全屏' })).toHaveFocus();
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    const selection = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls[0]?.[0] as Set<number>;
    await expect([...selection]).toEqual([allStudents[1]?.id]);

    await userEvent.click(canvas.getByRole('checkbox', { name: /全选|Select All/i }));
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(10);
  },
});

export const SingleSelection = meta.story({
  args: { selectionMode: 'single' },
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('row');
    await userEvent.click(within(rows[3] as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(rows[4] as HTMLElement).getByRole('checkbox'));
    await expect(rows[3]).toHaveAttribute('aria-selected', 'false');
    await expect(rows[4]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
});

export const PageSizeAndJumper = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /每页条数/ }));
    const listbox = await screen.findByRole('listbox');
    // Portalled inside the themed root, so the theme's colours reach it.
    await expect(listbox.closest('[data-theme]')).not.toBeNull();
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页', '80 条/页']);
    await userEvent.click(within(listbox).getByRole('option', { name: '20 条/页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1, 20);
    await expect(canvas.getAllByRole('row')).toHaveLength(21);

    const jumper = canvas.getByRole('textbox', { name: '跳至页码' });
    await userEvent.type(jumper, '5{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5, 20);
    await expect(jumper).toHaveValue('');

    await userEvent.type(jumper, '999{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7, 20);

    await userEvent.type(jumper, '0{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1, 20);

    const calls = (args.onPageChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.type(jumper, 'abc{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledTimes(calls);
  },
});

export const Ellipsis = meta.story({
  args: { page: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: '分页' }));
    await expect(pages.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pages.getByRole('button', { name: '向前 5 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5, 10);
    await userEvent.click(pages.getByRole('button', { name: '向后 5 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10, 10);
  },
});

interface Venue {
  id: number;
  name: string;
  address: string;
}

const venues: Venue[] = [
  { id: 1, name: '田径场', address: '北京市海淀区学院路 37 号阳光实验小学东校区操场南侧看台下的器材室旁' },
  { id: 2, name: '体育馆', address: '主楼北侧' },
];

/** A long address is cut to one line: the pointer finds it whole in the hint, the focused cell unfolds it. */
export const LongTextCut = meta.story({
  render: () => (
    <PagedTable<Venue>
      caption="场地"
      columns={[
        { key: 'name', title: '场地名称', isRowHeader: true },
        { key: 'address', title: '地址', ellipsis: true, width: 160 },
      ]}
      rows={venues}
      rowKey={(row) => String(row.id)}
      total={venues.length}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const long = canvas.getByText(venues[0]?.address ?? '');
    const short = canvas.getByText('主楼北侧');
    // Cut to one line, the whole text still there for screen readers.
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await userEvent.hover(long);
    await expect(long).toHaveAttribute('title', venues[0]?.address);
    await userEvent.hover(short);
    await expect(short).toHaveAttribute('title', '');
    // By keyboard: past the bar's three buttons to the first row, right to its address; the
    // focused cell shows every word.
    for (let press = 0; press < 4; press += 1) await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(long.closest('[role="gridcell"]')).toHaveFocus();
    await waitFor(() => expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth));
  },
});

/** In a table wider than its place, the actions stay at each row's end while the rest scrolls. */
export const ActionsStayInView = meta.story({
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    caption: '学生名单',
    rowActions: (row) => (
      <Button size="small" variant="ghost" aria-label={`编辑 ${row.name}`}>
        编辑
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '学生名单' });
    let scroller = grid.parentElement as HTMLElement;
    while (getComputedStyle(scroller).overflowX !== 'auto' && scroller.parentElement) scroller = scroller.parentElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const edit = canvas.getByRole('button', { name: `编辑 ${allStudents[0]?.name}` });
    const endOf = (element: Element) => element.getBoundingClientRect().right;
    // At the start of the scroll, and at its end, the button is inside the table's visible box.
    await expect(endOf(edit)).toBeLessThanOrEqual(endOf(scroller));
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    await expect(endOf(edit)).toBeLessThanOrEqual(endOf(scroller));
    await expect(edit.getBoundingClientRect().left).toBeGreaterThanOrEqual(scroller.getBoundingClientRect().left);
  },
});

const headerNames = (canvas: { getAllByRole: (role: 'columnheader') => HTMLElement[] }) =>
  canvas.getAllByRole('columnheader').map((header) => header.textContent);

/** Opens the column settings from the toolbar; they load on first opening. */
async function openColumnSettings(
  canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement },
  userEvent: { click: (element: Element) => Promise<void> },
) {
  await userEvent.click(canvas.getByRole('button', { name: '列设置' }));
  const dialog = within(await screen.findByRole('dialog', { name: '列设置' }));
  // The dialog opens at once; its list follows once loaded.
  await dialog.findByRole('list');
  return dialog;
}

/** The toolbar's refresh button, shown when the caller gives `onRefresh`, calls it. */
export const Refresh = meta.story({
  args: { caption: '学生名单', onRefresh: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
});

/** Without `onRefresh` there is nothing to refresh with, so no button. */
export const WithoutRefresh = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '刷新' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '行密度' })).toBeVisible();
  },
});

/** A table in a picker dialog leaves the table's own buttons out; its own toolbar content stays. */
export const WithoutTableTools = meta.story({
  args: { showTableTools: false, onRefresh: fn(), toolbar: <span>已选 0 人</span> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已选 0 人')).toBeVisible();
    for (const name of ['刷新', '行密度', '列设置']) await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
});

export const Density = meta.story({
  args: { onSettingsChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const cell = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    await expect(getComputedStyle(cell).paddingTop).toBe('8px');
    await userEvent.click(canvas.getByRole('button', { name: '行密度' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: '宽松' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: '紧凑' }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ density: 'compact', hidden: [], order: [] });
    await expect(getComputedStyle(cell).paddingTop).toBe('4px');
    // The columns keep their spacing beside the text.
    await expect(getComputedStyle(cell).paddingLeft).toBe('12px');
  },
});

/** Full screen: the table takes the whole window, its menus still open above it, Escape gives the page back. */
export const FullScreen = meta.story({
  args: { caption: '学生名单' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: '全屏' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvasElement.querySelector('[data-full-screen]') as HTMLElement;
    const box = table.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    // A menu of the table opens above it, and its Escape closes the menu only.
    const density = canvas.getByRole('button', { name: '行密度' });
    await userEvent.click(density);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The next Escape gives the page back, with the focus where it was.
    await waitFor(() => expect(density).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('[data-full-screen]')).toBeNull();
    await expect(density).toHaveFocus();
  },
});

export const HideColumn = meta.story({
  args: { onSettingsChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('columnheader', { name: '性别' })).toBeVisible();
    const dialog = await openColumnSettings(canvas, userEvent);
    // Portalled inside the themed root, so the theme's colours reach it.
    await expect(screen.getByRole('dialog').closest('[data-theme]')).not.toBeNull();
    // The row header names each row: it cannot be hidden.
    await expect(dialog.getByRole('checkbox', { name: /姓名/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: '性别' }));
    await expect(dialog.getByRole('checkbox', { name: '性别' })).not.toBeChecked();
    // Left out of the grid, not just out of sight.
    await expect(canvas.queryByRole('columnheader', { name: '性别' })).toBeNull();
    await expect(canvas.getAllByRole('row')[1]?.querySelectorAll('[role="gridcell"], [role="rowheader"]')).toHaveLength(
      4,
    );
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      density: 'comfortable',
      hidden: ['gender'],
      order: [],
    });
    await userEvent.click(dialog.getByRole('checkbox', { name: '性别' }));
    await expect(canvas.getByRole('columnheader', { name: '性别' })).toBeVisible();
  },
});

export const ReorderByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(headerNames(canvas)).toEqual(['学号', '姓名', '年级', '性别', '体测成绩']);
    const trigger = canvas.getByRole('button', { name: '列设置' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: '列设置' }));
    await dialog.findByRole('list');
    // Focus is held inside the popover while it is open.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await expect(dialog.getByRole('button', { name: '上移学号' })).toBeDisabled();

    dialog.getByRole('button', { name: '下移学号' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(headerNames(canvas)).toEqual(['姓名', '学号', '年级', '性别', '体测成绩']);
    // The moved column's button keeps the focus, so the next press moves it again.
    await expect(dialog.getByRole('button', { name: '下移学号' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(headerNames(canvas)).toEqual(['姓名', '年级', '学号', '性别', '体测成绩']);

    // At the end its down button is disabled, so the focus moves to its up button.
    dialog.getByRole('button', { name: '下移性别' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(headerNames(canvas)).toEqual(['姓名', '年级', '学号', '体测成绩', '性别']);
    await expect(dialog.getByRole('button', { name: '上移性别' })).toHaveFocus();

    // Tab from the last control stays inside the popover.
    dialog.getByRole('button', { name: '重置' }).focus();
    await userEvent.tab();
    await expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    // Escape closes the popover and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus comes back once the closed popover has left, a frame or more later.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const ResetColumns = meta.story({
  args: { onSettingsChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '行密度' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: '紧凑' }));
    const dialog = await openColumnSettings(canvas, userEvent);
    await userEvent.click(dialog.getByRole('checkbox', { name: '年级' }));
    await userEvent.click(dialog.getByRole('button', { name: '上移体测成绩' }));
    await expect(headerNames(canvas)).toEqual(['学号', '姓名', '体测成绩', '性别']);

    await userEvent.click(dialog.getByRole('button', { name: '重置' }));
    await expect(headerNames(canvas)).toEqual(['学号', '姓名', '年级', '性别', '体测成绩']);
    await expect(dialog.getByRole('checkbox', { name: '年级' })).toBeChecked();
    // Reset puts the columns back; the density chosen stays.
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ density: 'compact', hidden: [], order: [] });
  },
});

/** Settings held by the caller (a screen keeping them per person): the table follows them. */
export const ControlledSettings = meta.story({
  args: {
    caption: '学生名单',
    onRefresh: fn(),
    settings: { density: 'compact', hidden: ['grade'], order: ['name', 'studentNumber'] },
  },
  play: async ({ canvas }) => {
    await expect(headerNames(canvas)).toEqual(['姓名', '学号', '性别', '体测成绩']);
    await expect(canvas.getByRole('grid').closest('[data-density]')).toHaveAttribute('data-density', 'compact');
  },
});

export const ControlledSettingsDark = meta.story({
  ...ControlledSettings.input,
  globals: { theme: 'dark' },
});

/** The element that scrolls the table sideways: the nearest box around the grid that scrolls. */
function sideScrollerOf(grid: HTMLElement): HTMLElement {
  let scroller = grid.parentElement as HTMLElement;
  while (getComputedStyle(scroller).overflowX !== 'auto' && scroller.parentElement) scroller = scroller.parentElement;
  return scroller;
}

const leftOf = (element: Element) => element.getBoundingClientRect().left;
const widthOf = (element: Element) => element.getBoundingClientRect().width;

// The story's columns and two more, each value kept on one line (cut where long), as a screen
// with many columns shows them: together wider than the box.
const wideColumns: Column<Student>[] = [
  ...columns.map((column) => ({ ...column, ellipsis: true })),
  {
    key: 'phone',
    title: '家长电话',
    render: (row) => `1380013${String(row.id).padStart(4, '0')}`,
  },
  {
    key: 'address',
    title: '家庭住址',
    ellipsis: true,
    width: 200,
    render: (row) => `北京市海淀区学院路 ${row.id} 号阳光小区 ${(row.id % 9) + 1} 号楼`,
  },
];

/**
 * A table wider than its box with two columns pinned to its start (held by the caller, as a screen
 * keeping them per person would): the selection, the name and the student number stay in view while
 * the rest scrolls under them; a line marks where the pinned part ends.
 */
export const PinnedColumns = meta.story({
  decorators: [inBox({ width: 480 })],
  args: {
    caption: '学生名单',
    columns: wideColumns,
    selectionMode: 'multiple',
    selectedKeys: new Set([allStudents[1]?.id ?? 0]),
    settings: { density: 'comfortable', hidden: [], order: [], pinned: ['name', 'studentNumber'] },
    rowActions: (row) => (
      <Button size="small" variant="ghost" aria-label={`编辑 ${row.name}`}>
        编辑
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: '学生名单' });
    const scroller = sideScrollerOf(grid);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // Pinned columns come first, and the grid reads in the order shown.
    await expect(headerNames(canvas).slice(1, 4)).toEqual(['姓名', '学号', '年级']);
    const [selection] = canvas.getAllByRole('columnheader');
    const name = canvas.getByRole('columnheader', { name: '姓名' });
    const number = canvas.getByRole('columnheader', { name: '学号' });
    const grade = canvas.getByRole('columnheader', { name: '年级' });
    const firstName = canvas.getAllByRole('rowheader')[0] as HTMLElement;
    // The second pinned column starts where the selection and the first pinned column end.
    await waitFor(() =>
      expect(Number.parseFloat(getComputedStyle(number).insetInlineStart)).toBeCloseTo(
        widthOf(selection as HTMLElement) + widthOf(name),
        1,
      ),
    );
    await expect(getComputedStyle(number).boxShadow).toContain('inset');

    const before = [selection as HTMLElement, name, number, firstName].map(leftOf);
    const gradeBefore = leftOf(grade);
    scroller.scrollLeft = 100;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    // The pinned part stays where it was; the rest moved under it.
    await waitFor(() => expect(leftOf(grade)).toBeCloseTo(gradeBefore - scroller.scrollLeft, 0));
    await expect([selection as HTMLElement, name, number, firstName].map(leftOf)).toEqual(before);
    // Nothing shows through the pinned cells: they are painted in the row's colour.
    await expect(getComputedStyle(firstName).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const selectedName = canvas.getAllByRole('rowheader')[1] as HTMLElement;
    await expect(getComputedStyle(selectedName).backgroundColor).not.toBe(getComputedStyle(firstName).backgroundColor);
  },
});

export const PinnedColumnsDark = meta.story({
  ...PinnedColumns.input,
  globals: { theme: 'dark' },
});

/** The first row's cell under the header titled `title`. */
function firstRowCellUnder(canvas: { getAllByRole: (role: 'columnheader' | 'row') => HTMLElement[] }, title: string) {
  const index = headerNames(canvas).indexOf(title);
  const row = canvas.getAllByRole('row')[1] as HTMLElement;
  return row.querySelectorAll<HTMLElement>('[role="gridcell"], [role="rowheader"]')[index] as HTMLElement;
}

/** By keyboard in the column settings: a column's pin button pins it to the start, and the focus stays on it. */
export const PinByKeyboard = meta.story({
  args: { onSettingsChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(headerNames(canvas)).toEqual(['学号', '姓名', '年级', '性别', '体测成绩']);
    canvas.getByRole('button', { name: '列设置' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: '列设置' }));
    await dialog.findByRole('list');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));

    // Tab through the list to the grade's pin button.
    const pin = dialog.getByRole('button', { name: '将年级固定在左侧' });
    for (let press = 0; press < 20 && document.activeElement !== pin; press += 1) await userEvent.tab();
    await expect(pin).toHaveFocus();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');

    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveFocus();
    await expect(headerNames(canvas)).toEqual(['年级', '学号', '姓名', '性别', '体测成绩']);
    await expect(getComputedStyle(firstRowCellUnder(canvas, '年级')).position).toBe('sticky');
    // The settings list leads with it too, and the pinned stay among the pinned.
    await expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('年级');
    await expect(dialog.getByRole('button', { name: '下移年级' })).toBeDisabled();
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({
      density: 'comfortable',
      hidden: [],
      order: [],
      pinned: ['grade'],
    });

    // Space unpins it: back to its place, the focus still on its button.
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('button', { name: '将年级固定在左侧' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: '将年级固定在左侧' })).toHaveAttribute('aria-pressed', 'false');
    await expect(headerNames(canvas)).toEqual(['学号', '姓名', '年级', '性别', '体测成绩']);
    await expect(getComputedStyle(firstRowCellUnder(canvas, '年级')).position).toBe('static');
  },
});

export const Empty = meta.story({
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('共 0 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
});

/** Nothing but the required props, and no columns at all: still renders, never throws. */
export const NoColumns = meta.story({
  args: { columns: [], rows: [], total: 0, selectionMode: 'multiple' },
  render: (args) => <StudentTable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
});

export const CustomEmpty = meta.story({
  args: { rows: [], total: 0, emptyContent: '本学期还没有学生，请先导入名单。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本学期还没有学生，请先导入名单。')).toBeVisible();
  },
});

export const FirstLoad = meta.story({
  args: { rows: [], total: 0, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeInTheDocument();
    await expect(canvas.queryByText('暂无数据')).toBeNull();
  },
});

export const Reloading = meta.story({
  args: { isLoading: true },
  play: async ({ canvas }) => {
    // The spinner waits 500 ms so a quick answer does not flash it.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByRole('status', {}, { timeout: 2000 })).toHaveTextContent('加载中…');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
});

/** A loader that fails once, then succeeds when retried. */
function FailingLoader(props: Props) {
  const [failed, setFailed] = useState(true);
  const [loading, setLoading] = useState(false);
  return (
    <StudentTable
      {...props}
      rows={failed || loading ? [] : props.rows}
      isLoading={loading}
      error={failed ? '网络或服务器异常，请检查网络和服务器状态' : undefined}
      onRetry={() => {
        props.onRetry?.();
        setLoading(true);
        setTimeout(() => {
          setFailed(false);
          setLoading(false);
        }, 100);
      }}
    />
  );
}

export const LoaderError = meta.story({
  args: { onRetry: fn() },
  render: (args) => <FailingLoader {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('数据加载失败');
    await expect(alert).toHaveTextContent('网络或服务器异常');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('rowheader', { name: allStudents[0]?.name })).toBeVisible();
  },
});

/**
 * Loads its rows again after every change of selection, as a screen does after an action: the
 * same rows come back as new objects a moment later, and the table says it is loading meanwhile.
 */
function ReloadingAfterEachChange(props: Props) {
  const [rows, setRows] = useState(props.rows);
  const [isLoading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Selection>(new Set());
  return (
    <StudentTable
      {...props}
      rows={rows}
      isLoading={isLoading}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        setSelected(keys);
        props.onSelectionChange?.(keys);
        setLoading(true);
        setTimeout(() => {
          setRows(props.rows.map((row) => ({ ...row })));
          setLoading(false);
        }, 100);
      }}
    />
  );
}

/**
 * A control in the table keeps a focus that comes from outside without a pointer (a screen reader
 * moving its cursor, a script, a test): Space then ticks that row, not the first one or the row
 * the table remembered, and the focus stays on it while the list reloads.
 */
export const FocusFromOutside = meta.story({
  args: { selectionMode: 'multiple' },
  render: (args) => <ReloadingAfterEachChange {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const onSelectionChange = args.onSelectionChange as ReturnType<typeof fn>;
    const grid = canvas.getByRole('grid', { name: '学生名单' });
    const rowOf = (student: Student | undefined) => canvas.getByRole('row', { name: student?.name });
    const checkboxOf = (student: Student | undefined) => within(rowOf(student)).getByRole('checkbox');
    const reloaded = () => waitFor(() => expect(grid.closest('[aria-busy]')).toBeNull());

    // A key pressed first, so the table takes a focus without a pointer as the keyboard's.
    await userEvent.tab();
    const third = checkboxOf(allStudents[2]);
    third.focus();
    await expect(third).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rowOf(allStudents[2])).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(1);
    await reloaded();
    await expect(third).toHaveFocus();

    // Focus moved out of the table and back in, onto another row.
    canvas.getByRole('button', { name: '列设置' }).focus();
    const fifth = checkboxOf(allStudents[4]);
    fifth.focus();
    await expect(fifth).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rowOf(allStudents[4])).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(2);
    await reloaded();
    await expect(fifth).toHaveFocus();
    // The arrow keys go on from where the focus is.
    await userEvent.keyboard('{ArrowDown}');
    await expect(checkboxOf(allStudents[5])).toHaveFocus();

    // The header's checkbox, reached from outside, selects the page.
    canvas.getByRole('button', { name: '列设置' }).focus();
    const all = canvas.getByRole('checkbox', { name: /全选/ });
    all.focus();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onSelectionChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(10);
  },
});

const thousands = studentsOf(5000);

/**
 * 5,000 rows on one page: only the rows in view are rendered, the grid still counts them all. The
 * virtualiser is loaded when a table first needs it.
 */
export const ThousandsOfRows = meta.story({
  args: {
    rows: thousands,
    total: thousands.length,
    pageSize: 5000,
    pageSizes: [10, 20, 50, 80, 5000],
    maxHeight: 420,
    selectionMode: 'multiple',
  },
  render: (args) => <Stateful {...args} source={thousands} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('共 5000 条')).toBeVisible();
    // The virtualiser loads the first time a table needs it.
    // (In development each module is compiled on first request, which can take seconds.)
    const grid = await canvas.findByRole('grid', { name: '学生名单' }, { timeout: 10_000 });
    await expect(grid).toHaveAttribute('aria-rowcount', '5001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);

    await userEvent.click(canvas.getByRole('checkbox', { name: /全选/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('all');

    grid.scrollTop = grid.scrollHeight;
    const last = thousands.at(-1);
    await expect(await canvas.findByRole('rowheader', { name: last?.name })).toBeVisible();
    await expect(canvas.getByRole('row', { name: last?.name })).toHaveAttribute('aria-selected', 'true');
  },
});

export const Dark = meta.story({
  ...Default.input,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 128 条')).toBeVisible();
  },
});

const englishColumns: Column<Student>[] = [
  { key: 'studentNumber', title: 'Student no.', sortable: true, width: 120 },
  { key: 'name', title: 'Name', isRowHeader: true },
  { key: 'grade', title: 'Grade', hideable: true },
  { key: 'score', title: 'Score', sortable: true, align: 'end' },
];

export const English = meta.story({
  args: { 'aria-label': 'Students', columns: englishColumns, page: 4 },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('128 items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Go to page' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('10 / page');
    await expect(canvas.getByRole('button', { name: 'Row density' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  },
});

export const EnglishEmpty = meta.story({
  args: { 'aria-label': 'Students', columns: englishColumns, rows: [], total: 0 },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: { 'aria-label': '學生名單', selectionMode: 'multiple' },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 128 筆')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一頁' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '欄位設定' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '列密度' })).toBeVisible();
  },
});

/** The story's table shown as cards in a phone's width, a short page of them. */
const cardsFrame = { decorators: [inBox({ width: 360 })] };
const cardsPage = { layout: 'cards', pageSize: 4 } as const;

/** What a card shows: its rows laid out as cards, each value with its label, nothing sideways. */
async function expectCards(canvasElement: HTMLElement, label: string) {
  const grid = within(canvasElement).getByRole('grid');
  const rows = within(grid).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(4);
  for (const row of rows) await expect(getComputedStyle(row).display).toBe('grid');
  // The header row stays for screen readers, out of sight.
  const header = within(grid).getAllByRole('rowgroup')[0] as HTMLElement;
  await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  await expect(getComputedStyle(header).overflow).toBe('hidden');
  await expect(within(grid).getAllByRole('columnheader').length).toBeGreaterThan(3);
  // A value's label is drawn beside it, with no text of its own for screen readers.
  const first = rows[0] as HTMLElement;
  const labelled = within(first)
    .getAllByRole('gridcell')
    .filter((cell) => cell.dataset.label === label);
  await expect(labelled).toHaveLength(1);
  await expect(getComputedStyle(labelled[0] as HTMLElement, '::before').content).toContain(label);
  // The row's name leads the card, without a label.
  const name = within(first).getByRole('rowheader');
  await expect(name.dataset.label).toBeUndefined();
  const cells = within(first).getAllByRole('gridcell');
  for (const cell of cells.filter((one) => one.dataset.label)) {
    await expect(name.getBoundingClientRect().top).toBeLessThan(cell.getBoundingClientRect().top);
  }
  // Nothing scrolls sideways on a phone.
  const scroller = grid.parentElement as HTMLElement;
  await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
}

export const Cards = meta.story({
  ...cardsFrame,
  args: { ...Default.input.args, ...cardsPage },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expectCards(canvasElement, '学号');
    // The arrow keys still move from row to row, and a row's actions are reached in it.
    const rows = canvas.getAllByRole('row');
    (rows[1] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows[2] as HTMLElement).getByRole('checkbox')).toHaveFocus();
    await expect(within(rows[2] as HTMLElement).getByRole('button', { name: /^编辑/ })).toBeVisible();
  },
});

export const CardsDark = meta.story({
  ...Cards.input,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, '学号');
  },
});

export const CardsEnglish = meta.story({
  ...cardsFrame,
  args: { ...English.input.args, ...cardsPage },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, 'Student no.');
  },
});

export const CardsTraditionalChinese = meta.story({
  ...cardsFrame,
  args: { ...TraditionalChinese.input.args, ...cardsPage },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, '学号');
  },
});
