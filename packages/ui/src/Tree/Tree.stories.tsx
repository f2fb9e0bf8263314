import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../testing/preview.tsx';
import { renderInBox } from '../testing/stories.tsx';
import { Tree, type TreeNode } from './Tree.tsx';

const buttons = (menu: string, labels: string[]): TreeNode[] =>
  labels.map((label) => ({ id: `${menu}:${label}`, label }));

/** Menus with the buttons under them, as a role's functional permissions. */
const permissions: TreeNode[] = [
  { id: 'home', label: '首页', children: buttons('home', ['查看']) },
  {
    id: 'students',
    label: '学生管理',
    children: [
      {
        id: 'students/list',
        label: '学生列表',
        children: buttons('students/list', ['新增', '编辑', '删除', '导入', '导出']),
      },
      { id: 'students/classes', label: '班级管理', children: buttons('students/classes', ['新增', '编辑', '删除']) },
    ],
  },
  {
    id: 'physique',
    label: '体质健康',
    children: [
      { id: 'physique/data', label: '体测数据', children: buttons('physique/data', ['导入', '导出', '查看报告']) },
      { id: 'physique/standards', label: '评分标准', children: buttons('physique/standards', ['查看']) },
    ],
  },
  {
    id: 'meets',
    label: '赛事管理',
    children: [
      { id: 'meets/list', label: '赛事列表', children: buttons('meets/list', ['新增', '编辑', '发布', '提前结束']) },
      { id: 'meets/signups', label: '报名审核', children: buttons('meets/signups', ['审核']) },
    ],
  },
  {
    id: 'system',
    label: '系统管理',
    isDisabled: true,
    children: [
      { id: 'system/roles', label: '角色管理', children: buttons('system/roles', ['新增', '编辑']) },
      { id: 'system/logs', label: '操作日志' },
    ],
  },
];

const organisations: TreeNode[] = [
  {
    id: 'district',
    label: '浦东新区教育局',
    children: [
      {
        id: 'school-1',
        label: '建平中学',
        children: [
          { id: 'school-1/pe', label: '体育组' },
          { id: 'school-1/office', label: '教务处' },
        ],
      },
      { id: 'school-2', label: '进才中学', children: [{ id: 'school-2/pe', label: '体育组' }] },
      { id: 'school-3', label: '洋泾中学' },
    ],
  },
];

const rowOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('row', { name });
const checkboxOf = (row: HTMLElement) => within(row).getByRole('checkbox');

const meta = preview.meta({
  title: 'Display/Tree',
  component: Tree,
  args: {
    items: permissions,
    checkable: true,
    'aria-label': '功能权限',
    defaultExpandedKeys: ['students', 'students/list'],
    onSelectionChange: fn(),
    onExpandedChange: fn(),
  },
  render: renderInBox({ width: 360 }),
});

export const Permissions = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: '功能权限' });
    await expect(tree).toBeVisible();
    // Checking a parent checks its whole subtree.
    await userEvent.click(checkboxOf(rowOf(canvasElement, '学生列表')));
    for (const button of ['新增', '编辑', '删除', '导入', '导出']) {
      await expect(checkboxOf(rowOf(canvasElement, button).closest('[role="row"]') as HTMLElement)).toBeChecked();
    }
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    const [keys, detail] = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls[0] as [
      Set<string>,
      { indeterminateKeys: Set<string> },
    ];
    await expect([...keys].sort()).toEqual(
      ['students/list', ...['新增', '编辑', '删除', '导入', '导出'].map((b) => `students/list:${b}`)].sort(),
    );
    // Only some of 学生管理's menus are granted: it shows indeterminate.
    await expect(checkboxOf(rowOf(canvasElement, '学生管理'))).toBePartiallyChecked();
    await expect([...detail.indeterminateKeys]).toEqual(['students']);
    // Unchecking one button unchecks its menu, which becomes indeterminate too.
    const rows = within(tree).getAllByRole('row', { name: '删除' });
    await userEvent.click(checkboxOf(rows[0] as HTMLElement));
    await expect(checkboxOf(rowOf(canvasElement, '学生列表'))).toBePartiallyChecked();
    // Checking the indeterminate top menu checks everything under it.
    await userEvent.click(checkboxOf(rowOf(canvasElement, '学生管理')));
    await expect(checkboxOf(rowOf(canvasElement, '学生管理'))).toBeChecked();
    await expect(checkboxOf(rowOf(canvasElement, '班级管理'))).toBeChecked();
    // Unchecking it unchecks them all.
    await userEvent.click(checkboxOf(rowOf(canvasElement, '学生管理')));
    await expect(checkboxOf(rowOf(canvasElement, '学生列表'))).not.toBeChecked();
    await expect(checkboxOf(rowOf(canvasElement, '班级管理'))).not.toBeChecked();
  },
});

export const Keyboard = meta.story({
  args: { defaultExpandedKeys: [] },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab();
    await expect(rowOf(canvasElement, '首页')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const students = rowOf(canvasElement, '学生管理');
    await expect(students).toHaveFocus();
    await expect(students).toHaveAttribute('aria-expanded', 'false');
    // Enter expands and collapses.
    await userEvent.keyboard('{Enter}');
    await expect(students).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['students']));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // Space checks the focused node with its subtree.
    await userEvent.keyboard(' ');
    await expect(checkboxOf(students)).toBeChecked();
    await expect(checkboxOf(rowOf(canvasElement, '班级管理'))).toBeChecked();
    // Down enters the children; Right expands, Left collapses then goes to the parent.
    await userEvent.keyboard('{ArrowDown}');
    const list = rowOf(canvasElement, '学生列表');
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(list).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(students).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(students).toHaveAttribute('aria-expanded', 'false');
    // Space again unchecks.
    await userEvent.keyboard(' ');
    await expect(checkboxOf(students)).not.toBeChecked();
    // A disabled menu still expands but cannot be checked.
    await userEvent.keyboard('{End}');
    const system = rowOf(canvasElement, '系统管理');
    await expect(system).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkboxOf(system)).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(system).toHaveAttribute('aria-expanded', 'true');
  },
});

function ControlledPermissions(props: Parameters<typeof Tree>[0]) {
  const [granted, setGranted] = useState<Set<string>>(new Set(['physique/data:导入', 'meets/list']));
  const [summary, setSummary] = useState('勾选以授予权限');
  return (
    <div style={{ width: 360, display: 'grid', gap: 8 }}>
      <Tree
        {...props}
        selectedKeys={granted}
        onSelectionChange={(keys, detail) => {
          setGranted(keys);
          setSummary(`已选 ${keys.size} 项，部分选中 ${detail.indeterminateKeys.size} 项`);
          props.onSelectionChange?.(keys, detail);
        }}
      />
      <output aria-live="polite">{summary}</output>
    </div>
  );
}

export const Controlled = meta.story({
  args: { defaultExpandedKeys: ['physique', 'physique/data', 'meets'] },
  render: (args) => <ControlledPermissions {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    // A checked menu given by the caller implies all its buttons.
    await expect(checkboxOf(rowOf(canvasElement, '赛事列表'))).toBeChecked();
    await expect(checkboxOf(rowOf(canvasElement, '体测数据'))).toBePartiallyChecked();
    await expect(checkboxOf(rowOf(canvasElement, '体质健康'))).toBePartiallyChecked();
    await userEvent.click(rowOf(canvasElement, '评分标准'));
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 8 项，部分选中 3 项');
  },
});

export const Organisations = meta.story({
  args: {
    items: organisations,
    checkable: false,
    'aria-label': '组织机构',
    defaultExpandedKeys: ['district'],
  },
  play: async ({ canvasElement, userEvent }) => {
    await expect(within(canvasElement).queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.tab();
    await expect(rowOf(canvasElement, '浦东新区教育局')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const school = rowOf(canvasElement, '建平中学');
    await expect(school).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(school).toHaveAttribute('aria-expanded', 'true');
    await expect(rowOf(canvasElement, '教务处')).toBeVisible();
    // Type-ahead jumps to a label.
    await userEvent.keyboard('洋');
    await expect(rowOf(canvasElement, '洋泾中学')).toHaveFocus();
  },
});

// 20 districts × 9 schools × 10 classes: 2,000 nodes.
const largeTree: TreeNode[] = Array.from({ length: 20 }, (_, d) => ({
  id: `d${d}`,
  label: `第 ${d + 1} 学区`,
  children: Array.from({ length: 9 }, (_, s) => ({
    id: `d${d}-s${s}`,
    label: `第 ${d + 1} 学区 第 ${s + 1} 中学`,
    children: Array.from({ length: 10 }, (_, c) => ({ id: `d${d}-s${s}-c${c}`, label: `${s + 7} 年级 ${c + 1} 班` })),
  })),
}));
const largeParents = largeTree.flatMap((district) => [district.id, ...(district.children ?? []).map((s) => s.id)]);

// Vitest runs stories with NODE_ENV=test, and under it react-stately's virtualiser reads
// `process.env.VIRT_ON`, which a browser lacks. Setting it keeps real virtualisation on in tests;
// Storybook itself and apps never take that branch.
function enableVirtualizerInTests() {
  const scope = globalThis as { process?: { env?: Record<string, string | undefined> } };
  const previous = scope.process;
  scope.process = { ...previous, env: { ...previous?.env, VIRT_ON: '1' } };
  return () => {
    if (previous) scope.process = previous;
    else delete scope.process;
  };
}

export const TwoThousandNodes = meta.story({
  beforeEach: enableVirtualizerInTests,
  args: {
    items: largeTree,
    'aria-label': '学区与班级',
    defaultExpandedKeys: largeParents,
    height: 400,
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: '学区与班级' });
    // Every node is expanded, yet only the rows in view are in the page.
    await expect(tree).toHaveAttribute('aria-rowcount', '2000');
    const rendered = within(tree).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    // Pressing a row checks it like its checkbox does.
    await userEvent.click(rowOf(canvasElement, '第 1 学区'));
    await expect(rowOf(canvasElement, '第 1 学区')).toHaveFocus();
    const [keys] = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls[0] as [Set<string>];
    await expect(keys.size).toBe(100);
    await userEvent.keyboard('{End}');
    // End jumps to the very last class; the virtualiser renders it on the way.
    await waitFor(() => expect(tree.querySelector('[data-key="d19-s8-c9"]')).toHaveFocus());
    await expect(within(tree).getAllByRole('row').length).toBeLessThan(60);
  },
});

export const Empty = meta.story({
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
});

export const Dark = meta.story({
  args: { defaultSelectedKeys: ['students/list', 'home:查看', 'students/classes:新增'] },
  globals: { theme: 'dark' },
});

export const English = meta.story({
  args: {
    'aria-label': 'Permissions',
    defaultExpandedKeys: ['students'],
    defaultSelectedKeys: ['students/list'],
    items: [
      {
        id: 'students',
        label: 'Students',
        children: [
          { id: 'students/list', label: 'Student list', children: buttons('students/list', ['Add', 'Edit', 'Delete']) },
          { id: 'students/classes', label: 'Classes', children: buttons('students/classes', ['Add', 'Edit']) },
        ],
      },
      { id: 'meets', label: 'Sports meets', children: buttons('meets', ['Publish', 'End early']) },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(checkboxOf(rowOf(canvasElement, 'Students'))).toBePartiallyChecked();
    await expect(within(rowOf(canvasElement, 'Students')).getByRole('button')).toHaveAccessibleName(/collapse/i);
  },
});

export const EnglishEmpty = meta.story({
  args: { items: [], 'aria-label': 'Permissions' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
});

export const TraditionalChinese = meta.story({
  args: {
    'aria-label': '功能權限',
    defaultExpandedKeys: ['students'],
    defaultSelectedKeys: ['students/classes'],
    items: [
      {
        id: 'students',
        label: '學生管理',
        children: [
          { id: 'students/list', label: '學生列表', children: buttons('students/list', ['新增', '編輯', '刪除']) },
          { id: 'students/classes', label: '班級管理', children: buttons('students/classes', ['新增', '編輯']) },
        ],
      },
      { id: 'meets', label: '賽事管理', children: buttons('meets', ['發布', '提前結束']) },
    ],
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvasElement }) => {
    await expect(checkboxOf(rowOf(canvasElement, '班級管理'))).toBeChecked();
    await expect(checkboxOf(rowOf(canvasElement, '學生管理'))).toBePartiallyChecked();
  },
});
