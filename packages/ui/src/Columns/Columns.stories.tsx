import { expect } from 'storybook/test';
import { boxOf, cssOf, DemoBox, demoBoxes, layoutArgTypes } from '../testing/layout.tsx';
import preview from '../testing/preview.tsx';
import { inDarkTheme, renderInBox } from '../testing/stories.tsx';
import { Columns, columnsAligns } from './Columns.tsx';

const meta = preview.meta({
  title: 'Layout/Columns',
  component: Columns,
  args: { columns: 3, children: demoBoxes(6, '班级') },
  argTypes: layoutArgTypes(columnsAligns),
  render: renderInBox({ width: 960 }),
});

/** The number of tracks the browser laid the grid out in. */
function trackCount(grid: HTMLElement): number {
  return cssOf(grid, 'grid-template-columns').split(' ').filter(Boolean).length;
}

export const ThreeEqual = meta.story({
  play: async ({ canvas }) => {
    const cells = canvas.getAllByText(/^班级 \d$/);
    const [first, second, third, fourth] = cells;
    if (!first || !second || !third || !fourth) throw new Error('six cells expected');
    const grid = first.parentElement as HTMLElement;
    await expect(trackCount(grid)).toBe(3);
    // Row by row in source order: three on the first row, equally wide, 16 px apart (`lg`).
    await expect(boxOf(third).top).toBe(boxOf(first).top);
    await expect(boxOf(fourth).top).toBeGreaterThan(boxOf(first).bottom);
    await expect(Math.abs(boxOf(first).width - boxOf(second).width)).toBeLessThan(1);
    await expect(Math.abs(boxOf(second).left - boxOf(first).right - 16)).toBeLessThan(1);
  },
});

export const NarrowContainer = meta.story({
  render: renderInBox({ width: 520 }),
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByText(/^班级 \d$/);
    // Three columns would each be narrower than 240 px: the grid keeps two.
    await expect(trackCount(first?.parentElement as HTMLElement)).toBe(2);
  },
});

export const PhoneWidth = meta.story({
  render: renderInBox({ width: 200 }),
  play: async ({ canvas }) => {
    const cells = canvas.getAllByText(/^班级 \d$/);
    const grid = cells[0]?.parentElement as HTMLElement;
    // Narrower than one column's minimum: one column, no cell wider than the container.
    await expect(trackCount(grid)).toBe(1);
    for (const cell of cells) await expect(boxOf(cell).right).toBeLessThanOrEqual(boxOf(grid).right + 0.5);
  },
});

export const GivenWidths = meta.story({
  args: {
    columns: [2, 1],
    gap: 'xl',
    children: [
      <DemoBox key="list" height={160}>
        学生名单
      </DemoBox>,
      <DemoBox key="details">学生详情</DemoBox>,
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByText('学生名单');
    const details = canvas.getByText('学生详情');
    // The first column takes two shares of the room, the second one, 24 px apart (`xl`).
    const room = boxOf(list).width + boxOf(details).width;
    await expect(Math.abs(boxOf(list).width - (room * 2) / 3)).toBeLessThan(1);
    await expect(Math.abs(boxOf(details).left - boxOf(list).right - 24)).toBeLessThan(1);
    // Cells stretch to the row's height by default.
    await expect(boxOf(details).height).toBe(boxOf(list).height);
  },
});

export const AsList = meta.story({
  args: {
    as: 'ul',
    'aria-label': '本周赛程',
    style: { margin: 0, padding: 0, listStyle: 'none' },
    children: ['周一 篮球', '周三 排球', '周五 田径'].map((text) => (
      <li key={text}>
        <DemoBox>{text}</DemoBox>
      </li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '本周赛程' });
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});

export const Dark = meta.story(inDarkTheme(ThreeEqual.input));
