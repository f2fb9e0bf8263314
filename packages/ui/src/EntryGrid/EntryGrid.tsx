// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid places its rows itself (absolutely, by index), which table elements' layout does not allow, so the grid's parts are elements with ARIA roles.
// biome-ignore-all lint/a11y/useFocusableInteractive: only the data cells take the focus (one Tab stop, arrows between cells); the headers name them and are read with them.
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as css from './EntryGrid.css.ts';
import { entryGridStrings } from './EntryGrid.strings.ts';
import {
  type EntryCell,
  type EntryChange,
  type EntryTone,
  type EntryValues,
  parseEntry,
  saveOutcome,
} from './entries.ts';
import { type EditMode, type GridPosition, keyAction, moveTo } from './navigation.ts';
import { type ParseOutcome, parseClipboardTable, parsePlaced, placePaste } from './paste.ts';
import { revealOffset, rowsPerPage, rowWindow } from './virtualWindow.ts';

/** A row of the grid: one person (or whatever the caller enters values for). */
export interface EntryGridRow {
  /** The row's key in `values` and in the changes. */
  key: string;
  /** The row's name as text: the bar under the grid and the messages name the row with it. */
  label: string;
  /** What the row header shows (name and student number, say); the `label` when missing. */
  header?: ReactNode;
}

/** What a value's description says, and the tone it is shown in (its band). */
export interface EntryDescription {
  text: string;
  tone?: EntryTone;
}

/** A column of the grid: one item measured, with how its values are read, written and described. */
export interface EntryGridColumn {
  /** The column's key in `values` and in the changes. */
  key: string;
  /** The header's text, which also names each of the column's cells. */
  label: string;
  /** The unit shown after the label (cm, kg, s). */
  unit?: string;
  /**
   * Reads a typed or pasted text (never empty: an empty text empties the cell, and the spaces around
   * it are trimmed) as a value in the column's unit, or says what is wrong with it in the person's
   * language.
   */
  parse: (text: string) => ParseOutcome;
  /** Writes a value as the cell shows it, and as editing starts from it. */
  format: (value: number) => string;
  /**
   * What a valid value means, shown beside it as it is typed and read with it by screen readers (the
   * item's score and band, for a fitness test). `row` is the row's key, for rules that depend on who.
   */
  describe?: (value: number, row: string) => EntryDescription | undefined;
  /** Cells shown but not edited: typing, clearing and pasting leave them. */
  readOnly?: boolean;
  /**
   * The column's width in pixels.
   * @default 136
   */
  width?: number;
}

export interface EntryGridProps {
  /** The rows, in order: thousands are fine, only those in view are rendered. */
  rows: readonly EntryGridRow[];
  /** The columns, in order. */
  columns: readonly EntryGridColumn[];
  /**
   * The values by row key and column key, held by the caller (controlled): the grid shows them and
   * reports what the person enters through `onCommit`; the caller applies it (`applyEntryChanges`
   * marks the cells dirty), saves in batches, and sets each cell's `status`, `error` and `conflict`.
   */
  values: EntryValues;
  /**
   * Called with the values the person entered: one cell for Enter, Tab or Delete, many for a paste.
   * Only valid values come; a value equal to the cell's is not reported.
   */
  onCommit: (changes: EntryChange[]) => void;
  /**
   * Called when the person settles a conflict: `mine` keeps the value in the cell (the caller saves
   * it over theirs, with their version), `theirs` takes the other value (the caller stores it as
   * saved). Either way the caller drops `conflict`. Without it the conflict is shown with no choice.
   */
  onResolveConflict?: (row: string, column: string, choice: 'mine' | 'theirs') => void;
  /** The header of the row headers' column ("Student"). */
  rowHeaderLabel: string;
  /** The grid's accessible name, when no visible title names it through `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible title that names the grid. */
  'aria-labelledby'?: string;
  /**
   * The height past which the rows scroll under the sticky header, in pixels.
   * @default 480
   */
  maxHeight?: number;
  /**
   * The row headers' width in pixels; they stay in view while a wide grid scrolls sideways.
   * @default 200
   */
  rowHeaderWidth?: number;
  /** Extra class names of the root element. */
  className?: string;
}

/** Rows rendered above and below the view, so scrolling does not show blank rows for a frame. */
const overscan = 6;
const defaultColumnWidth = 136;

interface Editing {
  mode: Exclude<EditMode, 'none'>;
  text: string;
}

interface Draft {
  text: string;
  error: string;
}

const cellKeyOf = (row: string, column: string) => `${row}\u0000${column}`;

/**
 * The grid staff type a class's results into: rows of people, columns of items, one value a cell,
 * each value checked as it is typed and its meaning (a score and band) shown beside it. Values are
 * the caller's (controlled); the grid reports what is entered and shows each cell's saving state,
 * error, flag and any value someone else stored meanwhile, which it shows without overwriting. Only
 * the rows in view are rendered, so a plan of thousands of people stays fluid.
 *
 * Accessibility: An ARIA grid with one Tab stop: Tab enters it on the last focused cell and leaves
 * it. Arrows, Home/End, Ctrl+Home/End and PageUp/PageDown move; typing a character replaces the
 * cell's value, F2 or Enter edits it; Enter saves and goes down (Shift+Enter up), Tab saves and goes
 * right, Escape cancels, Delete or Backspace clears. Paste (Ctrl+V) fills a block copied from a
 * spreadsheet from the focused cell. Each cell is named by its column, its row and its value, and
 * described by its score or error, saving state, flag and conflict, so a screen reader says all of it
 * on moving; invalid cells are `aria-invalid`. The outcomes of actions (a paste's counts, a save) are
 * said once by a polite status message; a conflict is settled with the buttons under the grid.
 */
export function EntryGrid({
  rows,
  columns,
  values,
  onCommit,
  onResolveConflict,
  rowHeaderLabel,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  maxHeight = 480,
  rowHeaderWidth = 200,
  className,
}: EntryGridProps) {
  const t = useKitStrings(entryGridStrings);
  const base = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, column: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  // The editing state as the blur handler must see it: a key that ended the edit has already
  // handled its value when the editor loses the focus.
  const editingRef = useRef<Editing | null>(null);
  editingRef.current = editing;
  const [drafts, setDrafts] = useState<ReadonlyMap<string, Draft>>(new Map());
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(maxHeight);
  // A counter with the text: the same message said twice (two pastes of one size) is replaced in the
  // page, so a screen reader says it again.
  const [announcement, setAnnounced] = useState({ text: '', count: 0 });
  const setAnnouncement = useCallback(
    (text: string) => setAnnounced((current) => ({ text, count: current.count + 1 })),
    [],
  );
  const focusNext = useRef<'cell' | 'editor' | null>(null);

  const size = {
    rows: rows.length,
    columns: columns.length,
    pageRows: rowsPerPage(viewportHeight, css.rowHeight, css.rowHeight),
  };
  // A grid that lost rows or columns keeps its focus on the nearest cell it still has.
  const at: GridPosition = {
    row: Math.min(active.row, Math.max(rows.length - 1, 0)),
    column: Math.min(active.column, Math.max(columns.length - 1, 0)),
  };
  const widths = columns.map((column) => column.width ?? defaultColumnWidth);
  const template = [rowHeaderWidth, ...widths].map((width) => `${width}px`).join(' ');
  const contentWidth = rowHeaderWidth + widths.reduce((sum, width) => sum + width, 0);

  const ids = {
    hint: `${base}-hint`,
    column: (column: number) => `${base}-c${column}`,
    row: (row: number) => `${base}-r${row}`,
    cell: (row: number, column: number) => `${base}-${row}-${column}`,
  };

  // Tell the person what the caller's saves did, and that someone else changed a value meanwhile.
  const previousValues = useRef(values);
  useEffect(() => {
    const outcome = saveOutcome(previousValues.current, values);
    previousValues.current = values;
    const said = [
      outcome.saved > 0 ? t('savedCount', { count: outcome.saved }) : '',
      outcome.failed > 0 ? t('saveFailed', { count: outcome.failed }) : '',
      outcome.conflicts > 0 ? t('conflicts', { count: outcome.conflicts }) : '',
    ].filter(Boolean);
    if (said.length > 0) setAnnouncement(said.join(t('separator')));
  }, [values, t, setAnnouncement]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setViewportHeight(scroller.clientHeight);
    const observer = new ResizeObserver(() => setViewportHeight(scroller.clientHeight));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // After a move or an edit key, the focus follows to the cell or its editor, scrolled into view
  // past the sticky header row and row headers.
  useLayoutEffect(() => {
    const want = focusNext.current;
    const scroller = scrollerRef.current;
    if (!want || !scroller) return;
    focusNext.current = null;
    const top = revealOffset({
      start: css.rowHeight + at.row * css.rowHeight,
      size: css.rowHeight,
      scroll: scroller.scrollTop,
      viewport: scroller.clientHeight,
      covered: css.rowHeight,
    });
    const left = revealOffset({
      start: rowHeaderWidth + widths.slice(0, at.column).reduce((sum, width) => sum + width, 0),
      size: widths[at.column] ?? defaultColumnWidth,
      scroll: scroller.scrollLeft,
      viewport: scroller.clientWidth,
      covered: rowHeaderWidth,
    });
    if (top !== scroller.scrollTop) {
      scroller.scrollTop = top;
      setScrollTop(scroller.scrollTop);
    }
    if (left !== scroller.scrollLeft) scroller.scrollLeft = left;
    const target = want === 'editor' ? editorRef.current : document.getElementById(ids.cell(at.row, at.column));
    target?.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
  });

  const cellOf = (position: GridPosition): EntryCell | undefined => {
    const row = rows[position.row];
    const column = columns[position.column];
    return row && column ? values[row.key]?.[column.key] : undefined;
  };

  const shownText = (position: GridPosition): string => {
    const row = rows[position.row];
    const column = columns[position.column];
    if (!row || !column) return '';
    const draft = drafts.get(cellKeyOf(row.key, column.key));
    if (draft) return draft.text;
    const value = values[row.key]?.[column.key]?.value ?? null;
    return value === null ? '' : column.format(value);
  };

  const setDraftsFor = (updates: readonly { key: string; draft: Draft | null }[]) => {
    if (updates.length === 0) return;
    setDrafts((current) => {
      const next = new Map(current);
      for (const { key, draft } of updates) {
        if (draft) next.set(key, draft);
        else next.delete(key);
      }
      return next;
    });
  };

  /** Enters a text in a cell: a valid value is committed when it changed, an invalid one stays as a draft if asked. */
  const enter = (position: GridPosition, text: string, keepInvalid: boolean): string | null => {
    const row = rows[position.row];
    const column = columns[position.column];
    if (!row || !column || column.readOnly) return null;
    const key = cellKeyOf(row.key, column.key);
    const outcome = parseEntry(column.parse, text);
    if ('error' in outcome) {
      if (keepInvalid) setDraftsFor([{ key, draft: { text, error: outcome.error } }]);
      return outcome.error;
    }
    if (drafts.has(key)) setDraftsFor([{ key, draft: null }]);
    const current = values[row.key]?.[column.key]?.value ?? null;
    if (outcome.value !== current)
      onCommit([{ row: row.key, column: column.key, text: text.trim(), value: outcome.value }]);
    return null;
  };

  const go = (position: GridPosition) => {
    setActive(position);
    focusNext.current = 'cell';
  };

  const startEditing = (keep: boolean, text = '') => {
    if (columns[at.column]?.readOnly) return;
    setEditing(keep ? { mode: 'keep', text: shownText(at) } : { mode: 'replace', text });
    focusNext.current = 'editor';
  };

  const stopEditing = () => {
    editingRef.current = null;
    setEditing(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0 || columns.length === 0 || event.nativeEvent.isComposing) return;
    const action = keyAction(event, editing ? editing.mode : 'none');
    if (!action) return;
    event.preventDefault();
    switch (action.type) {
      case 'move':
        go(moveTo(at, action.move, size));
        return;
      case 'edit':
        if (action.keep) startEditing(true);
        else startEditing(false, action.text);
        return;
      case 'clear':
        enter(at, '', false);
        return;
      case 'cancel':
        stopEditing();
        go(at);
        return;
      case 'commit': {
        const error = editing ? enter(at, editing.text, false) : null;
        if (error) {
          // The value stays in the editor to be corrected; the person hears why it was not taken.
          setAnnouncement(t('notEntered', { error }));
          return;
        }
        stopEditing();
        go(action.next ? moveTo(at, action.next, size) : at);
        return;
      }
    }
  };

  const onEditorBlur = () => {
    const current = editingRef.current;
    if (!current) return;
    // Leaving the editor by pointer keeps what was typed: a valid value is entered, an invalid one
    // stays on the cell with its error.
    enter(at, current.text, true);
    stopEditing();
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    // A single value pasted while editing goes into the editor as typed text.
    if (editing && !/[\t\r\n]/.test(text)) return;
    event.preventDefault();
    const table = parseClipboardTable(text);
    if (table.length === 0) return;
    const placement = placePaste(table, at, {
      rows: rows.length,
      columns: columns.length,
      isReadOnly: (column) => Boolean(columns[column]?.readOnly),
    });
    const parsed = parsePlaced(placement.cells, (column, cellText) =>
      parseEntry((columns[column] as EntryGridColumn).parse, cellText),
    );
    const keyOf = (position: GridPosition) =>
      cellKeyOf((rows[position.row] as EntryGridRow).key, (columns[position.column] as EntryGridColumn).key);
    setDraftsFor([
      ...parsed.invalid.map((cell) => ({ key: keyOf(cell), draft: { text: cell.text, error: cell.error } })),
      ...parsed.valid.map((cell) => ({ key: keyOf(cell), draft: null })),
    ]);
    const changes = parsed.valid
      .filter((cell) => cell.value !== (cellOf(cell)?.value ?? null))
      .map((cell) => ({
        row: (rows[cell.row] as EntryGridRow).key,
        column: (columns[cell.column] as EntryGridColumn).key,
        text: cell.text.trim(),
        value: cell.value,
      }));
    if (changes.length > 0) onCommit(changes);
    if (editing) {
      stopEditing();
      go(at);
    }
    setAnnouncement(
      [
        t('pasted', { count: parsed.valid.length }),
        parsed.invalid.length > 0 ? t('pastedInvalid', { count: parsed.invalid.length }) : '',
        placement.outside > 0 ? t('pastedOutside', { count: placement.outside }) : '',
        placement.readOnly > 0 ? t('pastedReadOnly', { count: placement.readOnly }) : '',
      ]
        .filter(Boolean)
        .join(t('separator')),
    );
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', shownText(at));
  };

  const view = rowWindow({
    scrollTop,
    viewportHeight,
    headerHeight: css.rowHeight,
    rowHeight: css.rowHeight,
    rowCount: rows.length,
    overscan,
  });
  // The focused row is always rendered, though scrolled away, so the grid keeps its Tab stop.
  const rendered: number[] = [];
  for (let row = view.start; row < view.end; row += 1) rendered.push(row);
  if (rows.length > 0 && (at.row < view.start || at.row >= view.end)) {
    rendered.push(at.row);
    rendered.sort((a, b) => a - b);
  }

  const conflictText = (cell: EntryCell, column: EntryGridColumn): string => {
    const theirs = cell.conflict?.theirs;
    const theirsText = theirs === null || theirs === undefined ? t('empty') : column.format(theirs);
    return cell.conflict?.by
      ? t('conflict', { by: cell.conflict.by, theirs: theirsText })
      : t('conflictBySomeone', { theirs: theirsText });
  };

  const renderCell = (rowIndex: number, columnIndex: number) => {
    const row = rows[rowIndex] as EntryGridRow;
    const column = columns[columnIndex] as EntryGridColumn;
    const cell = values[row.key]?.[column.key];
    const draft = drafts.get(cellKeyOf(row.key, column.key));
    const isActive = rowIndex === at.row && columnIndex === at.column;
    const edit = isActive ? editing : null;
    const id = ids.cell(rowIndex, columnIndex);
    const text = shownText({ row: rowIndex, column: columnIndex });

    // The note beside the value: the score and band of a valid value, or what is wrong.
    const typed = edit ? parseEntry(column.parse, edit.text) : null;
    const error =
      typed && 'error' in typed ? typed.error : (draft?.error ?? (cell?.status === 'error' ? cell.error : undefined));
    const shownValue = typed ? ('error' in typed ? null : typed.value) : draft ? null : (cell?.value ?? null);
    const description = error === undefined && shownValue !== null ? column.describe?.(shownValue, row.key) : undefined;

    const mine = cell?.value === null || cell?.value === undefined ? t('empty') : column.format(cell.value);
    const state = [
      column.readOnly ? t('readOnly') : '',
      cell?.status && cell.status !== 'error' ? t(cell.status) : '',
      cell?.flag ?? '',
      cell?.conflict ? conflictText(cell, column) : '',
      cell?.conflict && onResolveConflict ? t('conflictChoice', { mine }) : '',
    ].filter(Boolean);
    // The cell is named by its column, its row and its own content (the value and its score or
    // error); it is described by the error and the words of its state (hidden, read only on demand).
    const described = [error !== undefined ? `${id}-note` : '', state.length > 0 ? `${id}-state` : ''].filter(Boolean);
    const labelled = `${ids.column(columnIndex)} ${ids.row(rowIndex)}`;
    const note =
      error !== undefined ? (
        <span id={`${id}-note`} className={`${css.note} ${css.errorNote}`} title={error}>
          {error}
        </span>
      ) : description ? (
        <span id={`${id}-note`} className={`${css.note} ${css.tone[description.tone ?? 'neutral']}`}>
          {description.text}
        </span>
      ) : null;

    return (
      <div
        key={column.key}
        role="gridcell"
        id={id}
        aria-colindex={columnIndex + 2}
        tabIndex={isActive && !edit ? 0 : -1}
        aria-labelledby={`${labelled} ${id}`}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        aria-invalid={error !== undefined || undefined}
        aria-readonly={column.readOnly || undefined}
        data-conflict={cell?.conflict ? '' : undefined}
        data-flag={cell?.flag ? '' : undefined}
        className={[css.cell, cell?.status ? css.status[cell.status] : ''].filter(Boolean).join(' ')}
        onMouseDown={(event) => {
          if (event.target instanceof HTMLInputElement) return;
          // The cell takes the focus itself, after the render, as a key move does.
          event.preventDefault();
          if (editingRef.current && !isActive) onEditorBlur();
          go({ row: rowIndex, column: columnIndex });
        }}
        onDoubleClick={() => {
          if (column.readOnly) return;
          setActive({ row: rowIndex, column: columnIndex });
          setEditing({ mode: 'keep', text });
          focusNext.current = 'editor';
        }}
      >
        <span id={`${id}-value`} className={[css.value, draft ? css.invalidText : ''].filter(Boolean).join(' ')}>
          {text === '' ? <span className={css.visuallyHidden}>{t('empty')}</span> : text}
        </span>
        {edit ? null : note}
        {state.length > 0 ? (
          <span id={`${id}-state`} hidden>
            {state.join(t('separator'))}
          </span>
        ) : null}
        {edit ? (
          <>
            <input
              ref={editorRef}
              className={css.editor}
              value={edit.text}
              aria-labelledby={labelled}
              aria-describedby={
                [note ? `${id}-note` : '', state.length > 0 ? `${id}-state` : ''].filter(Boolean).join(' ') || undefined
              }
              aria-invalid={error !== undefined || undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setEditing({ ...edit, text: event.target.value })}
              onBlur={onEditorBlur}
            />
            {note ? <span className={css.editorNote}>{note}</span> : null}
          </>
        ) : null}
      </div>
    );
  };

  const activeRow = rows[at.row];
  const activeColumn = columns[at.column];
  const activeCell = cellOf(at);
  const activeDraft = activeRow && activeColumn ? drafts.get(cellKeyOf(activeRow.key, activeColumn.key)) : undefined;
  const typedOutcome = editing && activeColumn ? parseEntry(activeColumn.parse, editing.text) : null;
  const activeError =
    typedOutcome && 'error' in typedOutcome
      ? typedOutcome.error
      : editing
        ? undefined
        : (activeDraft?.error ?? (activeCell?.status === 'error' ? activeCell.error : undefined));

  const resolve = (choice: 'mine' | 'theirs') => {
    if (!activeRow || !activeColumn) return;
    onResolveConflict?.(activeRow.key, activeColumn.key, choice);
    // The buttons go with the conflict: the focus goes back to the cell it was about.
    go(at);
    document.getElementById(ids.cell(at.row, at.column))?.focus({ preventScroll: true });
  };

  return (
    <div className={[css.root, className].filter(Boolean).join(' ')}>
      <span id={ids.hint} className={css.visuallyHidden}>
        {t('keys')}
      </span>
      <div
        ref={scrollerRef}
        role="grid"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-describedby={ids.hint}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        className={css.scroller}
        style={{ maxHeight }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onCopy={onCopy}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <div role="rowgroup" className={css.header} style={{ width: contentWidth }}>
          <div role="row" aria-rowindex={1} className={css.row} style={{ gridTemplateColumns: template }}>
            <div role="columnheader" aria-colindex={1} className={css.rowHeader}>
              {rowHeaderLabel}
            </div>
            {columns.map((column, index) => (
              <div
                key={column.key}
                role="columnheader"
                id={ids.column(index)}
                aria-colindex={index + 2}
                className={css.columnHeader}
              >
                <span className={css.headerLabel}>
                  {column.label}
                  {column.unit ? (
                    <>
                      {' '}
                      <span className={css.unit}>{column.unit}</span>
                    </>
                  ) : null}
                </span>
              </div>
            ))}
          </div>
        </div>
        {rows.length > 0 ? (
          <div
            role="rowgroup"
            className={css.body}
            style={{ height: rows.length * css.rowHeight, width: contentWidth }}
          >
            {rendered.map((rowIndex) => {
              const row = rows[rowIndex] as EntryGridRow;
              return (
                <div
                  key={row.key}
                  role="row"
                  aria-rowindex={rowIndex + 2}
                  className={`${css.row} ${css.bodyRow}`}
                  style={{ top: rowIndex * css.rowHeight, width: contentWidth, gridTemplateColumns: template }}
                >
                  <div role="rowheader" id={ids.row(rowIndex)} aria-colindex={1} className={css.rowHeader}>
                    <span className={css.rowHeaderText}>{row.header ?? row.label}</span>
                  </div>
                  {columns.map((_, columnIndex) => renderCell(rowIndex, columnIndex))}
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
      <div className={css.bar}>
        {activeRow && activeColumn ? (
          <span className={css.barPlace}>
            {activeColumn.label} · {activeRow.label}
          </span>
        ) : null}
        {activeError !== undefined ? <span className={css.barError}>{activeError}</span> : null}
        {activeCell?.flag ? <span>{activeCell.flag}</span> : null}
        {activeCell?.conflict && activeColumn ? (
          <span className={css.barConflict}>
            <span>{conflictText(activeCell, activeColumn)}</span>
            {onResolveConflict ? (
              <>
                <Button size="small" onPress={() => resolve('mine')}>
                  {t('keepMine', {
                    mine: activeCell.value === null ? t('empty') : activeColumn.format(activeCell.value),
                  })}
                </Button>
                <Button size="small" onPress={() => resolve('theirs')}>
                  {t('takeTheirs', {
                    theirs:
                      activeCell.conflict.theirs === null
                        ? t('empty')
                        : activeColumn.format(activeCell.conflict.theirs),
                  })}
                </Button>
              </>
            ) : null}
          </span>
        ) : null}
        <span role="status" className={css.announcement}>
          <span key={announcement.count}>{announcement.text}</span>
        </span>
      </div>
    </div>
  );
}
