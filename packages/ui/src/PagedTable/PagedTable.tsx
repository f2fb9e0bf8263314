import { lazy, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react';
import {
  Column as AriaColumn,
  Row as AriaRow,
  type Key,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as cards from './cards.css.ts';
import { CellContent, pinnedProps, renderCell, SelectionCheckbox, SortIcon } from './cells.tsx';
import { type Column, cellValueOf } from './columns.ts';
import { gridColumnsOf } from './gridColumns.ts';
import * as css from './PagedTable.css.ts';
import { pagedTableStrings } from './PagedTable.strings.ts';
import { Pager } from './Pager.tsx';
import { TableState } from './TableState.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import { loadingDelayMs, useDelayedFlag, useFullScreen, usePinnedInsets } from './tableHooks.ts';
import { defaultTableSettings, type TableSettings } from './tableSettings.ts';

export { type Column, type ColumnAlign, columnAlignments } from './columns.ts';

/** The selection modes of a table. */
export const tableSelectionModes = ['none', 'single', 'multiple'] as const;
export type TableSelectionMode = (typeof tableSelectionModes)[number];

/** How a table lays out its rows: as a table, as cards, or as cards on a phone only. */
export const tableLayouts = ['auto', 'table', 'cards'] as const;
export type TableLayout = (typeof tableLayouts)[number];

/** SPEC 9's page sizes. */
export const defaultPageSizes = [10, 20, 50, 80] as const;

export interface PagedTableProps<Row extends object> {
  /** The columns, in order. */
  columns: readonly Column<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A row's unique key, for selection and rendering. */
  rowKey: (row: Row) => Key;
  /** How many rows all pages hold together. */
  total: number;
  /** The total is an estimate (a very large list): the pager says "about" it. */
  totalIsEstimate?: boolean | undefined;
  /** The current page, from 1. Out-of-range values show as the nearest page. */
  page: number;
  /** How many rows a page holds. */
  pageSize: number;
  /** Called with the page and page size the person asks for; the caller loads them. */
  onPageChange: (page: number, pageSize: number) => void;
  /**
   * The page sizes offered.
   * @default [10, 20, 50, 80]
   */
  pageSizes?: readonly number[];
  /** The column and direction the rows are sorted by. */
  sort?: SortDescriptor;
  /** Called when a sortable header is pressed; the caller sorts and reloads. */
  onSortChange?: (sort: SortDescriptor) => void;
  /**
   * Whether rows can be selected, one or many (with a checkbox column).
   * @default 'none'
   */
  selectionMode?: TableSelectionMode;
  /** The selected row keys (`'all'`: every row of the page). */
  selectedKeys?: Selection;
  /** Called with the new selection. */
  onSelectionChange?: (keys: Selection) => void;
  /** The actions of a row (buttons, links), shown in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Whether the rows are loading: a first load shows skeleton rows, a later one dims the old rows.
   * @default false
   */
  isLoading?: boolean;
  /** A loader's failure: shows an error state with a retry button instead of rows. */
  error?: ReactNode;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** What an empty table shows; a localised 'No data' when missing. */
  emptyContent?: ReactNode;
  /** A visible title above the table, which also names it. */
  caption?: ReactNode;
  /** The table's accessible name when there is no `caption`. */
  'aria-label'?: string;
  /** Extra content of the bar above the table (bulk actions, export), before the table's own buttons. */
  toolbar?: ReactNode;
  /** Called by the toolbar's refresh button, shown only when this is given; the caller loads the rows again. */
  onRefresh?: () => void;
  /**
   * Whether the bar shows the table's own buttons (refresh, density, columns). A small table inside
   * a dialog (a picker) leaves them out: a person picking rows has no use for them there.
   * @default true
   */
  showTableTools?: boolean;
  /**
   * The row density and the columns' visibility, order and pinning (controlled), for a caller that
   * keeps them (e.g. per person); the table holds them itself when missing, starting from the
   * columns' `defaultHidden`. Pinned columns (`pinned`) come first, in the order pinned, and stay at
   * the table's start, after the selection column, while a wide table scrolls sideways; the last
   * pinned one draws the edge. They stay put only as a table: shown as cards, or virtualised (past
   * `virtualizeAbove` rows), they come first and scroll with the rest. A hidden column stays hidden
   * though pinned.
   */
  settings?: TableSettings;
  /** Called with the settings the person chooses in the toolbar. */
  onSettingsChange?: (settings: TableSettings) => void;
  /**
   * The height past which the rows scroll under a fixed header: pixels or any CSS length. A
   * virtualised table takes this height (480 pixels when missing).
   */
  maxHeight?: number | string;
  /**
   * Past this many rows on a page, only the rows in view are rendered (with a fixed row height), so
   * even thousands of rows render at once.
   * @default 100
   */
  virtualizeAbove?: number;
  /**
   * How the rows are laid out: `auto` shows each row as a card of labelled values on a phone (below
   * 600 pixels) and as a table row elsewhere; `cards` always as cards; `table` always as a table. A
   * virtualised table is always a table. Cards label each value with its column's title when the
   * title is text.
   * @default 'auto'
   */
  layout?: TableLayout;
  /** Extra class names of the root element. */
  className?: string;
}

// The virtualiser is loaded the first time a table passes `virtualizeAbove` rows: list screens page
// by at most 80 rows and never need it, and it weighs more than the rest of the table.
const VirtualizedRows = lazy(() => import('./VirtualizedRows.tsx'));

/** Renders only the rows in view when the table is large. */
function VirtualizedIf({
  isVirtualized,
  density,
  children,
}: {
  isVirtualized: boolean;
  density: TableSettings['density'];
  children: ReactNode;
}) {
  if (!isVirtualized) return children;
  return (
    <Suspense fallback={null}>
      <VirtualizedRows density={density}>{children}</VirtualizedRows>
    </Suspense>
  );
}

/**
 * A data table for server-side paging: typed columns, sorting, selection, row actions, loading,
 * empty and error states, a pager with total, page sizes and a quick jumper, and a toolbar to
 * refresh, choose the row density and show, hide, reorder and pin columns. Arrow keys move between
 * cells; the caller loads each page through `onPageChange`.
 *
 * Accessibility: A `grid`: arrow keys move between cells, Home and End along a row, Enter or Space
 * on a sortable header sorts it and the header says its sort order. Selection checkboxes are named
 * for their row, a load error is announced as an alert, and the pager's buttons and page-size
 * choice are named. The toolbar's icon buttons are named; the density menu says which density is
 * chosen; the column settings are a dialog that holds the focus until closed and then returns it,
 * where columns move by named up and down buttons rather than by dragging, and each column's pin
 * button says whether it is pressed. Pinning changes only where a column is drawn: the grid keeps
 * the order shown, so screen readers and the arrow keys meet the columns as they are seen. The
 * full-screen button says whether it is pressed; Escape leaves full screen once no menu or dialog
 * of the table is open.
 */
export function PagedTable<Row extends object>({
  columns,
  rows,
  rowKey,
  total,
  totalIsEstimate,
  page,
  pageSize,
  onPageChange,
  pageSizes = defaultPageSizes,
  sort,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  rowActions,
  isLoading = false,
  error,
  onRetry,
  emptyContent,
  caption,
  'aria-label': ariaLabel,
  toolbar,
  onRefresh,
  showTableTools = true,
  settings,
  onSettingsChange,
  maxHeight,
  virtualizeAbove = 100,
  layout = 'auto',
  className,
}: PagedTableProps<Row>) {
  const t = useKitStrings(pagedTableStrings);
  const captionId = useId();
  const [ownSettings, setOwnSettings] = useState(() => defaultTableSettings(columns));
  const current = settings ?? ownSettings;
  const changeSettings = (next: TableSettings) => {
    if (!settings) setOwnSettings(next);
    onSettingsChange?.(next);
  };
  const [fullScreen, setFullScreen] = useFullScreen();
  const hasError = error !== undefined && error !== null && error !== false;
  const showsOverlay = useDelayedFlag(isLoading && rows.length > 0 && !hasError, loadingDelayMs);

  const items = hasError ? [] : rows;
  const isVirtualized = items.length > virtualizeAbove;
  // Cards have no columns to keep in view, and the virtualiser places the cells itself.
  const canPin = layout !== 'cards' && !isVirtualized;

  const tableColumns = useMemo(
    () =>
      gridColumnsOf(columns, current, { selection: selectionMode !== 'none', actions: Boolean(rowActions), canPin }),
    [columns, current, selectionMode, rowActions, canPin],
  );

  const rowHeaderKey = tableColumns.find((column) => column.kind === 'data' && column.isRowHeader)?.id;
  // react-aria needs a row header; with no data column shown, the first column names the row.
  const fallbackHeader = rowHeaderKey === undefined ? tableColumns[0]?.id : undefined;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pins = tableColumns
    .filter((column) => column.kind !== 'actions' && column.pin)
    .map((column) => column.id)
    .join('\n');
  usePinnedInsets(scrollerRef, pins);

  return (
    <div
      className={[css.root, className].filter(Boolean).join(' ')}
      data-density={current.density}
      data-layout={isVirtualized ? 'table' : layout}
      data-full-screen={fullScreen || undefined}
    >
      <div className={css.toolbar}>
        {caption ? (
          <div className={css.caption} id={captionId}>
            {caption}
          </div>
        ) : null}
        <div className={css.toolbarActions}>
          {toolbar}
          {showTableTools ? (
            <TableToolbar
              columns={columns}
              settings={current}
              onSettingsChange={changeSettings}
              onRefresh={onRefresh}
              fullScreen={fullScreen}
              onFullScreenChange={setFullScreen}
            />
          ) : null}
        </div>
      </div>
      <div
        ref={scrollerRef}
        className={css.scroller}
        style={isVirtualized ? undefined : { maxHeight }}
        data-virtualized={isVirtualized || undefined}
        aria-busy={isLoading || undefined}
        data-loading-visible={showsOverlay || undefined}
      >
        <VirtualizedIf isVirtualized={isVirtualized} density={current.density}>
          <Table
            className={[css.table, cards.table].join(' ')}
            style={isVirtualized ? { height: maxHeight ?? 480 } : undefined}
            aria-label={caption ? undefined : ariaLabel}
            aria-labelledby={caption ? captionId : undefined}
            selectionMode={selectionMode}
            selectionBehavior="toggle"
            selectedKeys={selectedKeys}
            onSelectionChange={onSelectionChange}
            sortDescriptor={sort}
            onSortChange={onSortChange}
          >
            <TableHeader className={cards.header} columns={tableColumns} dependencies={[t, sort]}>
              {(column) => {
                if (column.kind === 'selection') {
                  const pinned = pinnedProps(column.pin, 'column');
                  return (
                    <AriaColumn
                      {...pinned}
                      id={column.id}
                      isRowHeader={column.id === fallbackHeader}
                      width={isVirtualized ? 48 : undefined}
                      className={[css.column, css.selectionColumn, pinned.className].filter(Boolean).join(' ')}
                    >
                      {selectionMode === 'multiple' ? (
                        <CellContent cellKey={column.id}>
                          <SelectionCheckbox />
                        </CellContent>
                      ) : (
                        <span className={css.visuallyHidden}>{t('select')}</span>
                      )}
                    </AriaColumn>
                  );
                }
                if (column.kind === 'actions') {
                  return (
                    <AriaColumn
                      id={column.id}
                      isRowHeader={column.id === fallbackHeader}
                      className={[css.column, css.actionsColumn].join(' ')}
                    >
                      {t('actions')}
                    </AriaColumn>
                  );
                }
                const { column: data } = column;
                const pinned = pinnedProps(column.pin, 'column');
                const width = data.width === undefined || isVirtualized ? undefined : { width: data.width };
                return (
                  <AriaColumn
                    {...pinned}
                    id={column.id}
                    isRowHeader={column.isRowHeader}
                    allowsSorting={Boolean(data.sortable)}
                    textValue={typeof data.title === 'string' ? data.title : column.id}
                    className={[css.column, css.align[data.align ?? 'start'], pinned.className]
                      .filter(Boolean)
                      .join(' ')}
                    width={isVirtualized && typeof data.width === 'number' ? data.width : undefined}
                    style={pinned.style || width ? { ...pinned.style, ...width } : undefined}
                  >
                    {({ allowsSorting, sortDirection }) => (
                      <span className={css.columnInner}>
                        {data.title}
                        {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                      </span>
                    )}
                  </AriaColumn>
                );
              }}
            </TableHeader>
            <TableBody
              className={[css.body, cards.body].join(' ')}
              items={items}
              dependencies={[tableColumns, rowActions, fallbackHeader]}
              renderEmptyState={() => (
                <div className={css.stateCell}>
                  <TableState
                    error={hasError ? error : undefined}
                    onRetry={onRetry}
                    isLoading={isLoading}
                    pageSize={pageSize}
                    emptyContent={emptyContent}
                  />
                </div>
              )}
            >
              {(row) => (
                <AriaRow
                  id={rowKey(row)}
                  className={[css.row, cards.row, selectionMode === 'none' ? '' : cards.selectableRow].join(' ')}
                  columns={tableColumns}
                  textValue={rowHeaderKey ? String(cellValueOf(row, rowHeaderKey)) : undefined}
                >
                  {(column) => renderCell(column, row, rowActions)}
                </AriaRow>
              )}
            </TableBody>
          </Table>
        </VirtualizedIf>
        {showsOverlay ? (
          <div className={css.overlay}>
            <div className={css.spinnerBox} role="status">
              <svg className={css.spinner} viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
                <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
              </svg>
              {t('loading')}
            </div>
          </div>
        ) : null}
      </div>
      <Pager
        total={total}
        totalIsEstimate={totalIsEstimate}
        page={page}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
      />
    </div>
  );
}
