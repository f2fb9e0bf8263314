import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import preview from '../testing/preview.tsx';
import { inBox } from '../testing/stories.tsx';
import { EntryGrid, type EntryGridColumn, type EntryGridProps, type EntryGridRow } from './EntryGrid.tsx';
import { applyEntryChanges, type EntryCell, type EntryValues } from './entries.ts';

// A class's fitness results, as the test-plan screen gives the grid: the grid knows nothing of
// fitness, these columns bring the parsing, the units and a made-up scoring to show the bands.

type Language = 'zh-CN' | 'zh-TW' | 'en-US';

const words = {
  'zh-CN': {
    student: '学生',
    grid: '三年级一班体测成绩',
    number: (low: number, high: number) => `请输入 ${low} 至 ${high} 之间的数`,
    whole: (low: number, high: number) => `请输入 ${low} 至 ${high} 之间的整数`,
    time: '请按 分\'秒" 输入，如 3\'45"',
    bands: { excellent: '优秀', good: '良好', pass: '及格', fail: '不及格' },
    points: '分',
    save: '保存',
    refused: '体重超出本校登记范围，未保存',
    labels: ['身高', '体重', 'BMI', '50米跑', '坐位体前屈', '1分钟跳绳', '1000米跑', '肺活量'],
  },
  'zh-TW': {
    student: '學生',
    grid: '三年級一班體測成績',
    number: (low: number, high: number) => `請輸入 ${low} 至 ${high} 之間的數`,
    whole: (low: number, high: number) => `請輸入 ${low} 至 ${high} 之間的整數`,
    time: '請按 分\'秒" 輸入，如 3\'45"',
    bands: { excellent: '優秀', good: '良好', pass: '及格', fail: '不及格' },
    points: '分',
    save: '儲存',
    refused: '體重超出本校登記範圍，未儲存',
    labels: ['身高', '體重', 'BMI', '50公尺跑', '坐姿體前彎', '1分鐘跳繩', '1000公尺跑', '肺活量'],
  },
  'en-US': {
    student: 'Student',
    grid: 'Class 3-1 fitness results',
    number: (low: number, high: number) => `Enter a number from ${low} to ${high}`,
    whole: (low: number, high: number) => `Enter a whole number from ${low} to ${high}`,
    time: 'Enter minutes and seconds, like 3\'45"',
    bands: { excellent: 'Excellent', good: 'Good', pass: 'Pass', fail: 'Fail' },
    points: 'pts',
    save: 'Save',
    refused: 'Weight outside the school’s recorded range, not saved',
    labels: [
      'Height',
      'Weight',
      'BMI',
      '50 m run',
      'Sit and reach',
      '1 min rope skips',
      '1000 m run',
      'Vital capacity',
    ],
  },
} as const;

/** A made-up score from 0 to 100 for a value between a worst and a best, and its band. */
function scored(language: Language, value: number, worst: number, best: number) {
  const score = Math.round(Math.min(Math.max((value - worst) / (best - worst), 0), 1) * 100);
  const { bands, points } = words[language];
  const [text, tone] =
    score >= 90
      ? [bands.excellent, 'good' as const]
      : score >= 80
        ? [bands.good, 'good' as const]
        : score >= 60
          ? [bands.pass, 'neutral' as const]
          : [bands.fail, 'danger' as const];
  return { text: `${score}${points} ${text}`, tone };
}

function decimal(low: number, high: number, message: string) {
  return (text: string) => {
    const value = Number(text);
    return /^-?\d+(\.\d+)?$/.test(text) && value >= low && value <= high ? { value } : { error: message };
  };
}

function columnsIn(language: Language): EntryGridColumn[] {
  const w = words[language];
  const [height, weight, bmi, run50, reach, rope, run1000, capacity] = w.labels;
  const oneDecimal = (value: number) => value.toFixed(1);
  return [
    { key: 'height', label: height, unit: 'cm', parse: decimal(80, 250, w.number(80, 250)), format: oneDecimal },
    { key: 'weight', label: weight, unit: 'kg', parse: decimal(10, 200, w.number(10, 200)), format: oneDecimal },
    { key: 'bmi', label: bmi, readOnly: true, width: 96, parse: () => ({ error: '' }), format: oneDecimal },
    {
      key: 'run50',
      label: run50,
      unit: 's',
      parse: decimal(5, 30, w.number(5, 30)),
      format: oneDecimal,
      describe: (value) => scored(language, value, 12, 7.5),
    },
    {
      key: 'reach',
      label: reach,
      unit: 'cm',
      width: 156,
      parse: decimal(-30, 40, w.number(-30, 40)),
      format: oneDecimal,
      describe: (value) => scored(language, value, -5, 20),
    },
    {
      key: 'rope',
      label: rope,
      width: 156,
      parse: (text) => {
        const value = Number(text);
        return /^\d+$/.test(text) && value <= 400 ? { value } : { error: w.whole(0, 400) };
      },
      format: String,
      describe: (value) => scored(language, value, 40, 180),
    },
    {
      key: 'run1000',
      label: run1000,
      width: 156,
      parse: (text) => {
        const match = /^(\d{1,2})['′:](\d{2})(?:["″])?$/.exec(text);
        const seconds = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
        return match && Number(match[2]) < 60 ? { value: seconds } : { error: w.time };
      },
      format: (value) => `${Math.floor(value / 60)}'${String(value % 60).padStart(2, '0')}"`,
      describe: (value) => scored(language, value, 330, 210),
    },
    {
      key: 'capacity',
      label: capacity,
      unit: 'ml',
      parse: (text) => {
        const value = Number(text);
        return /^\d+$/.test(text) && value >= 500 && value <= 8000 ? { value } : { error: w.whole(500, 8000) };
      },
      format: String,
      describe: (value) => scored(language, value, 1200, 3200),
    },
  ];
}

const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周'];
const givenNames = ['子涵', '浩然', '雨桐', '梓萱', '一诺', '宇轩', '欣怡', '俊杰', '思远', '佳怡', '明轩'];

function studentsOf(count: number): EntryGridRow[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${surnames[index % surnames.length]}${givenNames[(index * 7) % givenNames.length]}`;
    const number = `2024${String(index + 1).padStart(4, '0')}`;
    return {
      key: `s${index + 1}`,
      label: `${name} ${number}`,
      header: (
        <>
          {name} <small>{number}</small>
        </>
      ),
    };
  });
}

const students = studentsOf(50);

/** The BMI column follows the height and weight, as a screen computing it would. */
function withBmi(values: EntryValues, row: string): EntryValues {
  const height = values[row]?.height?.value;
  const weight = values[row]?.weight?.value;
  const bmi = height && weight ? Math.round((weight / (height / 100) ** 2) * 10) / 10 : null;
  return { ...values, [row]: { ...values[row], bmi: { value: bmi } } };
}

function mapCells(values: EntryValues, change: (cell: EntryCell, column: string) => EntryCell): EntryValues {
  return Object.fromEntries(
    Object.entries(values).map(([row, cells]) => [
      row,
      Object.fromEntries(Object.entries(cells).map(([column, cell]) => [column, cell && change(cell, column)])),
    ]),
  );
}

type HarnessProps = EntryGridProps & {
  language?: Language;
  /** A column whose first save finds that another teacher stored a value meanwhile. */
  raceOn?: string;
};

/**
 * Holds the values as a screen would: the grid's changes are applied and marked dirty, the save
 * button sends them (a weight over 150 kg is refused, as a gateway's rule might), and a conflict is
 * settled as the person chooses.
 */
function Harness({ language = 'zh-CN', raceOn, onCommit, onResolveConflict, ...props }: HarnessProps) {
  const [values, setValues] = useState(props.values);
  const [raced, setRaced] = useState(false);
  const save = () => {
    setValues((current) =>
      mapCells(current, (cell) => (cell.status === 'dirty' ? { ...cell, status: 'saving' } : cell)),
    );
    // The gateway's answer comes later than the press, as it does over the network.
    void Promise.resolve().then(() =>
      setValues((current) =>
        mapCells(current, (cell, column) => {
          if (cell.status !== 'saving') return cell;
          const refused = column === 'weight' && cell.value !== null && cell.value > 150;
          if (refused) return { ...cell, status: 'error', error: words[language].refused };
          // The other teacher's value wins the race once: the person's stays, to be chosen over it.
          if (column === raceOn && !raced && cell.value !== null) {
            return { ...cell, status: 'dirty', conflict: { theirs: cell.value + 1, by: '李老师' } };
          }
          return { ...cell, status: 'saved' };
        }),
      ),
    );
    if (raceOn) setRaced(true);
  };
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <EntryGrid
        {...props}
        values={values}
        onCommit={(changes) => {
          onCommit(changes);
          setValues((current) =>
            changes.reduce((next, change) => withBmi(next, change.row), applyEntryChanges(current, changes)),
          );
        }}
        onResolveConflict={(row, column, choice) => {
          onResolveConflict?.(row, column, choice);
          setValues((current) => {
            const cell = current[row]?.[column];
            if (!cell?.conflict) return current;
            const settled: EntryCell =
              choice === 'mine'
                ? { value: cell.value, status: 'dirty' }
                : { value: cell.conflict.theirs, status: 'saved' };
            return withBmi({ ...current, [row]: { ...current[row], [column]: settled } }, row);
          });
        }}
      />
      <Button variant="primary" onPress={save}>
        {words[language].save}
      </Button>
    </div>
  );
}

/** Some results already in: entered, saved, refused, flagged and changed by someone else. */
const someResults: EntryValues = withBmi(
  withBmi(
    {
      s1: {
        height: { value: 152.5, status: 'saved' },
        weight: { value: 41.3, status: 'saved' },
        run50: { value: 8.4 },
      },
      s2: {
        height: { value: 148, status: 'dirty' },
        weight: { value: 38.9 },
        run50: { value: 7.6, flag: '低于合理范围，需复核' },
        rope: { value: 156, status: 'error', error: '该生已豁免此项，未保存' },
      },
      s3: {
        height: { value: 160.2, status: 'dirty', conflict: { theirs: 161, by: '李老师' } },
        run1000: { value: 238 },
        reach: { value: 12.5 },
      },
    },
    's1',
  ),
  's2',
);

const meta = preview.meta({
  title: 'Data/EntryGrid',
  component: EntryGrid,
  args: {
    'aria-label': words['zh-CN'].grid,
    rowHeaderLabel: words['zh-CN'].student,
    rows: students,
    columns: columnsIn('zh-CN'),
    values: {},
    onCommit: fn(),
    onResolveConflict: fn(),
    maxHeight: 360,
  },
  // As wide as a page's content: the grid scrolls sideways under its sticky row headers.
  decorators: [inBox({ maxWidth: 960 })],
  render: (args, context) => <Harness {...args} language={context.globals.locale as Language} />,
});

/** The grid with results in every state: a score and band beside each scored value. */
export const Default = meta.story({
  args: { values: someResults },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: words['zh-CN'].grid });
    await expect(grid).toHaveAttribute('aria-rowcount', '51');
    await expect(grid).toHaveAttribute('aria-colcount', '9');
    const cell = canvas.getByRole('gridcell', { name: /50米跑 s 王子涵 20240001 8\.4/ });
    await expect(cell).toHaveAccessibleName(/8\.4 80分 良好$/);
    const refused = canvas.getByRole('gridcell', { name: /1分钟跳绳 李俊杰 20240002/ });
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription('该生已豁免此项，未保存');
    await expect(canvas.getByRole('gridcell', { name: /50米跑 s 李俊杰 20240002/ })).toHaveAccessibleDescription(
      '低于合理范围，需复核',
    );
  },
});

/** Typing into a cell replaces its value; Enter enters it and goes down, Tab goes right, Delete clears. */
export const TypeAndMoveDown = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('gridcell', { name: /身高 cm 王子涵 20240001/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleName('身高 cm 王子涵 20240001 空');

    await userEvent.keyboard('152.5');
    const editor = canvas.getByRole('textbox', { name: /身高 cm 王子涵/ });
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveValue('152.5');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith([
      { row: 's1', column: 'height', text: '152.5', value: 152.5 },
    ]);
    await expect(first).toHaveAccessibleName('身高 cm 王子涵 20240001 152.5');
    await expect(first).toHaveAccessibleDescription('尚未保存');
    const second = canvas.getByRole('gridcell', { name: /身高 cm 李俊杰 20240002/ });
    await expect(second).toHaveFocus();

    // Tab enters and moves right; the score and band show as soon as the value is typed.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}7.9');
    await expect(canvas.getByText('91分 优秀')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    const run50 = canvas.getByRole('gridcell', { name: /50米跑 s 李俊杰 20240002/ });
    await expect(run50).toHaveAccessibleName('50米跑 s 李俊杰 20240002 7.9 91分 优秀');
    await expect(canvas.getByRole('gridcell', { name: /坐位体前屈 cm 李俊杰 20240002/ })).toHaveFocus();

    // F2 edits keeping the value; Escape leaves it as it was.
    await userEvent.keyboard('{ArrowLeft}{F2}');
    await expect(canvas.getByRole('textbox', { name: /50米跑 s 李俊杰 20240002/ })).toHaveValue('7.9');
    await userEvent.keyboard('{Backspace}5{Escape}');
    await expect(run50).toHaveFocus();
    await expect(run50).toHaveAccessibleName(/ 7\.9 91分 优秀$/);

    // Delete clears the cell; a read-only cell does not start editing.
    await userEvent.keyboard('{Delete}');
    await expect(args.onCommit).toHaveBeenLastCalledWith([{ row: 's2', column: 'run50', text: '', value: null }]);
    await expect(run50).toHaveAccessibleName(/空$/);
    await userEvent.keyboard('{ArrowLeft}9');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('gridcell', { name: /BMI 李俊杰 20240002/ })).toHaveAttribute(
      'aria-readonly',
      'true',
    );
  },
});

/** An invalid value shows its error on the cell and is not entered. */
export const InvalidValue = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('1O5{Enter}');
    const editor = canvas.getByRole('textbox', { name: /身高 cm 王子涵/ });
    await expect(editor).toHaveFocus();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('请输入 80 至 250 之间的数');
    await expect(canvas.getByRole('status')).toHaveTextContent('未录入：请输入 80 至 250 之间的数');
    await expect(args.onCommit).not.toHaveBeenCalled();

    // Corrected, it goes in.
    await userEvent.keyboard('{Control>}a{/Control}105{Enter}');
    await expect(args.onCommit).toHaveBeenLastCalledWith([{ row: 's1', column: 'height', text: '105', value: 105 }]);
    await expect(canvas.getByRole('gridcell', { name: /身高 cm 李俊杰 20240002/ })).toHaveFocus();

    // Out of range, cancelled with Escape: nothing entered, the cell as it was.
    await userEvent.keyboard('9999{Escape}');
    await expect(canvas.getByRole('gridcell', { name: /身高 cm 李俊杰 20240002/ })).toHaveAccessibleName(/空$/);
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
});

/** A column pasted from a spreadsheet fills down from the focused cell; the person hears what happened. */
export const PasteColumn = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    // To the 50 m run of the third row from the end.
    await userEvent.keyboard('{Control>}{End}{/Control}{Home}{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    const start = canvas.getByRole('gridcell', { name: /50米跑 s \S+ 20240048/ });
    await expect(start).toHaveFocus();
    await userEvent.paste('8.1\nabc\n9.0\n7.5\n8.8\n');
    await expect(args.onCommit).toHaveBeenLastCalledWith([
      { row: 's48', column: 'run50', text: '8.1', value: 8.1 },
      { row: 's50', column: 'run50', text: '9.0', value: 9 },
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '已粘贴 2 个值；1 个值无效，未录入；2 个值超出表格，已忽略',
    );
    const invalid = canvas.getByRole('gridcell', { name: /50米跑 s \S+ 20240049 abc/ });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription('请输入 5 至 30 之间的数');

    // A block two columns wide from the weight column: the BMI between is read-only.
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowRight}');
    await userEvent.paste('40.5\t99\t8.2\r\n39\t\t7.7\r\n');
    await expect(canvas.getByRole('status')).toHaveTextContent('已粘贴 4 个值；2 个值落在只读列，已忽略');
    await expect(canvas.getByRole('gridcell', { name: /50米跑 s 李俊杰 20240002 7\.7/ })).toBeVisible();
    // The read-only BMI kept its value (none: the first student has no height yet).
    await expect(canvas.getByRole('gridcell', { name: /BMI 王子涵 20240001/ })).toHaveAccessibleName(/空$/);
  },
});

/** A value someone else changed meanwhile is shown beside the person's, who picks one. */
export const Conflict = meta.story({
  args: { values: someResults },
  play: async ({ canvas, userEvent, args }) => {
    const cell = canvas.getByRole('gridcell', { name: /身高 cm 张梓萱 20240003 160\.2/ });
    await expect(cell).toHaveAccessibleDescription(/李老师 在此期间改为 161\.0/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(cell).toHaveFocus();

    // Tab leaves the grid for the choice under it; the person's value is still in the cell.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保留我的（160.2）' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '采用对方的（161.0）' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolveConflict).toHaveBeenCalledWith('s3', 'height', 'theirs');
    await expect(cell).toHaveAccessibleName(/161\.0$/);
    await expect(cell).not.toHaveAccessibleDescription(/李老师/);
    await expect(cell).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: /采用对方的/ })).toBeNull();
  },
});

/** The save's outcome is said once; a value the gateway refused shows its reason on the cell. */
export const SaveOutcome = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // One Tab stop: the next Tab leaves the grid, Shift+Tab comes back to the same cell.
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('152{Tab}180{Enter}');
    const weight = canvas.getByRole('gridcell', { name: /体重 kg 王子涵 20240001 180\.0/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已保存 1 个值；1 个值未保存'));
    await expect(weight).toHaveAttribute('aria-invalid', 'true');
    await expect(weight).toHaveAccessibleDescription('体重超出本校登记范围，未保存');
    await expect(canvas.getByRole('gridcell', { name: /身高 cm 王子涵/ })).toHaveAccessibleDescription('已保存');
  },
});

/** A save that finds a value changed meanwhile: the person hears it, sees both and keeps theirs. */
export const ConflictOnSave = meta.story({
  render: (args, context) => <Harness {...args} language={context.globals.locale as Language} raceOn="height" />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('152{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 个值在此期间被他人修改'));
    const cell = canvas.getByRole('gridcell', { name: /身高 cm 王子涵 20240001 152\.0/ });
    await expect(cell).toHaveAccessibleDescription(/李老师 在此期间改为 153\.0/);

    // Back into the grid, to the cell, and on to the choice under the grid.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{ArrowUp}');
    await expect(cell).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResolveConflict).toHaveBeenCalledWith('s1', 'height', 'mine');
    await expect(cell).toHaveAccessibleDescription('尚未保存');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('已保存 1 个值'));
    await expect(cell).toHaveAccessibleName(/152\.0$/);
  },
});

/** By pointer too: a click focuses a cell, a double click edits it, a click elsewhere enters the value. */
export const Pointer = meta.story({
  args: { values: someResults },
  play: async ({ canvas, userEvent, args }) => {
    const weight = canvas.getByRole('gridcell', { name: /体重 kg 李俊杰 20240002/ });
    await userEvent.click(weight);
    await expect(weight).toHaveFocus();
    await userEvent.dblClick(weight);
    const editor = canvas.getByRole('textbox', { name: /体重 kg 李俊杰/ });
    await expect(editor).toHaveValue('38.9');
    await userEvent.clear(editor);
    await userEvent.type(editor, '39.4');
    const next = canvas.getByRole('gridcell', { name: /体重 kg 张梓萱 20240003/ });
    await userEvent.click(next);
    await expect(args.onCommit).toHaveBeenLastCalledWith([{ row: 's2', column: 'weight', text: '39.4', value: 39.4 }]);
    await expect(next).toHaveFocus();

    // An invalid value left by a click stays on its cell with its error, not entered.
    await userEvent.dblClick(next);
    await userEvent.type(canvas.getByRole('textbox', { name: /体重 kg 张梓萱/ }), 'x');
    await userEvent.click(weight);
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveAccessibleDescription('请输入 10 至 200 之间的数');
  },
});

const manyStudents = studentsOf(3000);

/** 3,000 rows: only those in view are rendered, and the keyboard reaches every one. */
export const ThreeThousandRows = meta.story({
  args: { rows: manyStudents, maxHeight: 480 },
  play: async ({ canvas, userEvent, args }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '3001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);

    await userEvent.tab();
    // A page is as many whole rows as the view shows under the header row.
    const page = Math.floor((grid.clientHeight - 40) / 40);
    await userEvent.keyboard('{PageDown}{PageDown}');
    const paged = canvas.getByRole('gridcell', {
      name: new RegExp(`身高 cm \\S+ 2024${String(2 * page + 1).padStart(4, '0')}`),
    });
    await expect(paged).toHaveFocus();
    await expect(paged.closest('[role="row"]')).toHaveAttribute('aria-rowindex', String(2 * page + 2));
    // Scrolled into view, below the sticky header row.
    const view = grid.getBoundingClientRect();
    const shown = paged.getBoundingClientRect();
    await expect(shown.top).toBeGreaterThanOrEqual(view.top + 40);
    await expect(shown.bottom).toBeLessThanOrEqual(view.bottom);

    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = canvas.getByRole('gridcell', { name: /肺活量 ml \S+ 20243000/ });
    await expect(last).toHaveFocus();
    await expect(last.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
    await expect(within(grid).queryByRole('rowheader', { name: /20240001/ })).toBeNull();

    await userEvent.keyboard('2800{Shift>}{Enter}{/Shift}');
    await expect(args.onCommit).toHaveBeenLastCalledWith([
      { row: 's3000', column: 'capacity', text: '2800', value: 2800 },
    ]);
    await expect(canvas.getByRole('gridcell', { name: /肺活量 ml \S+ 20242999/ })).toHaveFocus();

    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(canvas.getByRole('gridcell', { name: /身高 cm 王子涵 20240001/ })).toHaveFocus();
    await expect(within(grid).queryByRole('rowheader', { name: /20243000/ })).toBeNull();
  },
});

export const Dark = meta.story({
  args: { values: someResults },
  globals: { theme: 'dark' },
  play: Default.input.play,
});

export const English = meta.story({
  args: {
    'aria-label': words['en-US'].grid,
    rowHeaderLabel: words['en-US'].student,
    columns: columnsIn('en-US'),
    values: someResults,
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.paste('150\n151\n152\n');
    await expect(canvas.getByRole('status')).toHaveTextContent('Pasted 3 values');
    await expect(canvas.getByRole('gridcell', { name: /Height cm 张梓萱 20240003/ })).toHaveAccessibleDescription(
      /changed by 李老师 meanwhile to 161\.0/,
    );
  },
});

export const TraditionalChinese = meta.story({
  args: {
    'aria-label': words['zh-TW'].grid,
    rowHeaderLabel: words['zh-TW'].student,
    columns: columnsIn('zh-TW'),
    values: someResults,
  },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('gridcell', { name: /身高 cm 李俊杰 20240002/ })).toHaveAccessibleDescription(
      '尚未儲存',
    );
  },
});
