import { expect, waitFor, within } from 'storybook/test';

// What every chart's stories check the same way: the keyboard walk through the points with its
// tooltip, the data table behind the picture, and the empty state. Kept here so each chart's
// stories say only what differs (its data and texts), not how to drive a chart.

type Canvas = ReturnType<typeof within>;

interface Keyboard {
  tab: () => Promise<void>;
  keyboard: (keys: string) => Promise<void>;
}

/**
 * Tabs past the "show as table" toggle (checked to take the focus first when its name is given)
 * onto the plot, which shows the first point's tooltip, and returns that tooltip.
 */
export async function focusPlot(canvas: Canvas, user: Keyboard, toggleName?: string): Promise<HTMLElement> {
  await user.tab();
  if (toggleName) await expect(canvas.getByRole('button', { name: toggleName })).toHaveFocus();
  await user.tab();
  return canvas.findByRole('tooltip');
}

/** Presses keys on the focused plot and waits until the tooltip tells of the point they reach. */
export async function expectTooltipAfter(canvas: Canvas, user: Keyboard, keys: string, text: string): Promise<void> {
  await user.keyboard(keys);
  await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent(text));
}

/** Escape closes the tooltip while the plot keeps its focus. */
export async function expectTooltipClosesOnEscape(canvas: Canvas, user: Keyboard): Promise<void> {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
}

export interface KeyboardWalk {
  /** The chart's title, which names its picture. */
  title: string;
  /** What the first point's tooltip says. */
  first: readonly string[];
  /** The keys that move to another point. */
  keys: string;
  /** What that point's tooltip says, the first text being waited for. */
  reached: readonly [string, ...string[]];
  /** The table toggle's name, to check that it comes first in the tab order. */
  toggleName?: string;
}

/**
 * The walk every chart offers the keyboard: its picture is named by the title, focusing the plot
 * opens the first point's tooltip, keys move it to another point, Escape closes it.
 */
export async function expectKeyboardWalk(canvas: Canvas, user: Keyboard, walk: KeyboardWalk): Promise<void> {
  await expect(canvas.getByRole('img', { name: walk.title })).toBeInTheDocument();
  const tooltip = await focusPlot(canvas, user, walk.toggleName);
  for (const text of walk.first) await expect(tooltip).toHaveTextContent(text);
  const [reached, ...more] = walk.reached;
  await expectTooltipAfter(canvas, user, walk.keys, reached);
  for (const text of more) await expect(canvas.getByRole('tooltip')).toHaveTextContent(text);
  await expectTooltipClosesOnEscape(canvas, user);
}

/** The rows of the chart's data table (named after the chart), each as its text. */
export function chartTableRows(canvas: Canvas, title: string): string[] {
  const table = canvas.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');
}

/** The row of the chart's data table whose text matches. */
export function chartTableRow(canvas: Canvas, title: string, row: RegExp): HTMLElement {
  return within(canvas.getByRole('table', { name: title })).getByRole('row', { name: row });
}

/** A chart without data says so, draws no picture a screen reader would announce, and offers no empty table. */
export async function expectEmptyChart(canvas: Canvas): Promise<void> {
  await expect(canvas.getByText('暂无数据')).toBeVisible();
  await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('button', { name: '以表格显示' })).not.toBeInTheDocument();
}

/** What a chart story's play is handed, as far as these checks need it. */
interface ChartPlayContext {
  canvas: Canvas;
  userEvent: Keyboard;
}

/** A story whose play walks the chart with the keyboard (see `expectKeyboardWalk`). */
export function keyboardWalkStory(walk: KeyboardWalk) {
  return {
    play: async ({ canvas, userEvent }: ChartPlayContext) => {
      await expectKeyboardWalk(canvas, userEvent, walk);
    },
  };
}

/** A play checking the chart's whole data table, row by row as text (the header row first). */
export function tableRowsPlay(title: string, rows: readonly string[]) {
  return async ({ canvas }: ChartPlayContext) => {
    await expect(chartTableRows(canvas, title)).toEqual(rows);
  };
}

/** The story of a chart given nothing it can draw (see `expectEmptyChart`). */
export function emptyChartStory<Args>(args: Args) {
  return {
    args,
    play: async ({ canvas }: ChartPlayContext) => {
      await expectEmptyChart(canvas);
    },
  };
}
