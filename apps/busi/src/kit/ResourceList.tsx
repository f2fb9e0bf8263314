import type { ButtonKind } from '@school-sports/domain';
import { Button, ConfirmDialog, PagedTable, type PagedTableProps, type TableSettings } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import type { AppMessageId } from '../i18n/messages.ts';
import { gateway } from '../session/gateway.ts';
import { userInfoAtom } from '../session/state.ts';
import { useGatewayAction, useGatewayQuery } from '../session/useGateway.ts';
import { useCan } from '../shell/permissions.tsx';
import { exportColumns, type ListColumn, tableColumns } from './columns.tsx';
import { filteredRequest, type Page, type Resource } from './defineResource.ts';
import { ExportButton } from './ExportButton.tsx';
import { streamedList, wholeList } from './exportSources.ts';
import { FormOverlayContext } from './formOverlay.ts';
import { ListHeader } from './ListHeader.tsx';
import { clockRequest, emptyFilterValues, type ListFilter, ListFilterBar } from './listFilters.tsx';
import { listSettingsKey, readListSettings, storeListSettings } from './listSettings.ts';
import { type ListSort, nextSort, useListState } from './listState.ts';
import { usePageCursor } from './pageCursor.ts';
import * as css from './ResourceList.css.ts';
import { RowButton, StatusToggleButton } from './RowButtons.tsx';
import * as styles from './screens.css.ts';
import { placed, withTreeNames } from './treeList.tsx';

export type { ListFilter } from './listFilters.tsx';

/** What a screen's own actions, columns and dialogs may do with the list. */
export interface ListHandle<Row = unknown> {
  /** Loads the current page again (and whatever `onReload` names), clearing the selection. */
  reload: () => void;
  run: ReturnType<typeof useGatewayAction>['run'];
  /** The rows loaded: the whole list where the endpoint answers it whole, else the page. */
  rows: readonly Row[];
  /** A row's depth in a tree list: 0 at the top (and in a list that is no tree). */
  depth(row: Row): number;
}

type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];

export interface ResourceListProps<Row extends object, Filter extends string> {
  resource: Resource<Row, Filter>;
  /** The columns of the table and of the export, in the order shown (given the list, where a cell acts on it). */
  columns: readonly ListColumn<Row>[] | ((list: ListHandle<Row>) => readonly ListColumn<Row>[]);
  /** The bar's filters, given the values it holds now (a class filter may follow the grade chosen). */
  filters?: (values: Readonly<Record<string, string>>) => readonly ListFilter<Filter>[];
  /** Filters the bar shows before "more filters". */
  visibleFilters?: number;
  /** Row actions of the screen's own, before the edit, status and delete buttons. */
  rowActions?: (row: Row, list: ListHandle<Row>) => ReactNode;
  /** Row actions of the screen's own, after the edit and status buttons and before delete, which comes last. */
  moreRowActions?: (row: Row, list: ListHandle<Row>) => ReactNode;
  /**
   * The screen's own main action, for roles holding `button` (activate a device, add members): a
   * primary button after export and import, where a list of records has its add button.
   */
  headerAction?: { button: ButtonKind; label: AppMessageId; onPress: () => void; isDisabled?: boolean };
  /** The import dialog, shown with the role's `import` button; it loads when first opened. */
  importDialog?: { label: AppMessageId; Dialog: ComponentType<{ onClose: () => void; onImported: () => void }> };
  /** What else to load again after a change (counts shown beside the list). */
  onReload?: () => void;
  /**
   * A live list, whose rows change without anyone acting in the app (devices going offline): asked
   * again every this many milliseconds while the page is visible.
   */
  refreshInterval?: number;
  /** A line under the title (a summary of counts). */
  subtitle?: ReactNode;
  /**
   * What the screen shows between the filter bar and the table, given the filters' values now
   * (summary cards that follow the year and grade chosen).
   */
  above?: (values: Readonly<Record<string, string>>) => ReactNode;
  /**
   * Actions on the selected rows, for roles holding `button`: rows become selectable and the bar
   * above the table shows the count and these actions (bulk delete, where the resource has it, joins them).
   */
  bulkActions?: { button: ButtonKind; render: (rows: readonly Row[], list: ListHandle<Row>) => ReactNode };
  /** The screen's own dialogs, rendered with the list. */
  children?: (list: ListHandle<Row>) => ReactNode;
  /**
   * A list of one record's rows (a role's members, a department's): the record's id fields, sent
   * with every call of the list and its export; the values of its title (`<prefix>.title` names the
   * record); and the way back to the list of such records.
   */
  within?: {
    request: Readonly<Record<string, string>>;
    title: Readonly<Record<string, string>>;
    onBack: () => void;
    /** The export's file name, where it is not the title. */
    file?: string;
  };
}

/**
 * A resource's list screen: its header (add, export, import), filter bar, paged table with row
 * actions the role's buttons allow, bulk selection where the resource deletes in bulk, and the
 * delete confirmation. Every text comes from the resource's message prefix.
 */
export function ResourceList<Row extends object, Filter extends string>({
  resource,
  columns,
  filters,
  visibleFilters,
  rowActions,
  moreRowActions,
  headerAction,
  importDialog,
  onReload,
  refreshInterval,
  subtitle,
  above,
  bulkActions,
  children,
  within,
}: ResourceListProps<Row, Filter>) {
  const intl = useIntl();
  const can = useCan();
  const { run } = useGatewayAction();
  // A paged list sorts on the gateway by the columns its contract names; a whole list keeps its order.
  const sorts = resource.whole ? [] : (resource.page.sorts ?? []);
  const listState = useListState(emptyFilterValues(filters?.({}) ?? []), sorts);
  const { filters: values, page, sort, open } = listState;
  const [selected, setSelected] = useState<Selection>(new Set());
  const [deleting, setDeleting] = useState<readonly Row[] | null>(null);
  const [importing, setImporting] = useState(false);
  const text = (suffix: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${resource.texts}.${suffix}` }, values);
  const title = text('title', within?.title);

  // The export follows the list's filters and sort.
  const filtered = {
    ...within?.request,
    ...filteredRequest(values),
    ...clockRequest(filters?.(values) ?? [], values),
    ...sortRequest(sort),
  };
  const { cursor, remember } = usePageCursor(filtered, page);
  // A list answered whole is asked without paging; it is paged here.
  const list = useGatewayQuery(
    resource.page,
    resource.whole ? filtered : { ...filtered, ...page, ...cursor },
    refreshInterval ? { refreshInterval } : {},
  );
  // `defineResource` checked that the endpoint answers `Row`s where it knew the endpoint.
  const answer = list.data as Page<Row> | readonly Row[] | undefined;
  const { whole, depths } = placed(resource, Array.isArray(answer) ? answer : undefined);
  const data: Page<Row> | undefined = whole
    ? { records: whole.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: whole.length }
    : (answer as Page<Row> | undefined);
  const rows: readonly Row[] = data?.records ?? [];
  const reloadList = list.reload;
  const reload = useCallback(() => {
    setSelected(new Set());
    reloadList();
    onReload?.();
  }, [reloadList, onReload]);
  const overlay = useMemo(() => ({ reload }), [reload]);
  // Past the last page (its last rows deleted, a bookmark of a shorter list): the last page shows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / page.pageSize)) : page.pageNum;
  const { changePage } = listState;
  useEffect(() => {
    if (page.pageNum > lastPage) changePage(lastPage, page.pageSize);
  }, [page.pageNum, page.pageSize, lastPage, changePage]);
  const handle: ListHandle<Row> = {
    reload,
    run,
    rows: whole ?? rows,
    depth: (row) => depths.get(resource.key(row)) ?? 0,
  };

  const bulkDelete = Boolean(resource.remove?.bulk) && can('delete');
  const bulkOwn = bulkActions !== undefined && can(bulkActions.button);
  const bulk = bulkDelete || bulkOwn;
  const selectedRows = selected === 'all' ? rows : rows.filter((row) => selected.has(resource.key(row)));
  const { remove, status } = resource;
  const editPath = resource.editPath === false ? null : (resource.editPath ?? ((row) => `edit/${resource.key(row)}`));
  const addPath = resource.addPath === false ? null : (resource.addPath ?? 'add');

  const declared = withTreeNames(typeof columns === 'function' ? columns(handle) : columns, resource, handle.depth);
  const table = tableColumns(declared, intl.formatNumber).map((column) =>
    sorts.includes(column.key) ? { ...column, sortable: true } : column,
  );
  // The export writes every declared column, whatever the table hides: an export is a record of
  // the list, and what one person hides on screen must not silently thin it (docs/decisions.md).
  const exported = exportColumns(declared);

  // The person's density, hidden columns and column order, kept per account and screen. A change of
  // account reloads the app, so the key read here at first stays the key of this list.
  const accountId = useAtomValue(userInfoAtom)?.currentAccount?.accountId;
  const settingsKey = listSettingsKey(accountId, resource.screen);
  const [settings, setSettings] = useState<TableSettings>(() => readListSettings(localStorageOf, settingsKey, table));
  const changeSettings = (next: TableSettings) => {
    setSettings(next);
    storeListSettings(localStorageOf, settingsKey, next);
  };

  const deletingOne = deleting?.length === 1 ? deleting[0] : undefined;
  // A role that may do nothing to a row (one that reads the list only) gets no empty column of actions.
  const hasRowActions =
    rowActions !== undefined ||
    moreRowActions !== undefined ||
    (editPath !== null && can('edit')) ||
    (status !== undefined && can('status')) ||
    (remove !== undefined && can('delete'));

  return (
    <section className={styles.screen} data-screen={resource.screen}>
      <ListHeader
        title={title}
        onBack={within?.onBack}
        addLabel={`${resource.texts}.add`}
        onAdd={addPath !== null && can('add') ? () => open(addPath) : undefined}
        actions={
          <>
            {can('export') && resource.export !== false ? (
              <ExportButton<Row>
                name={within?.file ?? title}
                columns={exported}
                total={data?.total}
                source={
                  resource.export
                    ? streamedList<Row>(resource.export, filtered)
                    : wholeList(
                        async () =>
                          placed(resource, (await gateway.call(resource.page, filtered)) as readonly Row[]).whole ?? [],
                      )
                }
              />
            ) : null}
            {importDialog && can('import') ? (
              <Button onPress={() => setImporting(true)}>
                <FormattedMessage id={importDialog.label} />
              </Button>
            ) : null}
            {headerAction && can(headerAction.button) ? (
              <Button variant="primary" onPress={headerAction.onPress} isDisabled={headerAction.isDisabled}>
                <FormattedMessage id={headerAction.label} />
              </Button>
            ) : null}
          </>
        }
        subtitle={subtitle}
      />
      {filters ? (
        <ListFilterBar
          filters={filters(values)}
          empty={listState.empty}
          values={values}
          visibleCount={visibleFilters}
          onInput={listState.input}
          onChange={(next) => {
            setSelected(new Set());
            listState.changeFilters(next);
          }}
        />
      ) : null}
      {above?.(values)}
      <PagedTable<Row>
        caption={title}
        columns={table}
        rows={rows}
        rowKey={resource.key}
        total={data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        totalIsEstimate={data?.totalIsEstimate}
        onPageChange={(pageNum, pageSize) => {
          setSelected(new Set());
          remember(data, pageNum, pageSize);
          listState.changePage(pageNum, pageSize);
        }}
        sort={sort ? { column: sort.by, direction: sort.order === 'desc' ? 'descending' : 'ascending' } : undefined}
        onSortChange={(next) => {
          setSelected(new Set());
          listState.changeSort(nextSort(sort, String(next.column)));
        }}
        isLoading={list.isLoading}
        error={list.error ?? undefined}
        onRetry={list.reload}
        emptyContent={text('empty')}
        onRefresh={reload}
        settings={settings}
        onSettingsChange={changeSettings}
        {...(bulk
          ? { selectionMode: 'multiple' as const, selectedKeys: selected, onSelectionChange: setSelected }
          : {})}
        toolbar={
          bulk ? (
            <span className={css.bulkActions}>
              <span aria-live="polite">{text('selectedCount', { count: selectedRows.length })}</span>
              {bulkOwn ? bulkActions?.render(selectedRows, handle) : null}
              {bulkDelete ? (
                <Button
                  size="small"
                  variant="danger"
                  isDisabled={selectedRows.length === 0}
                  onPress={() => setDeleting(selectedRows)}
                >
                  {text('deleteSelected')}
                </Button>
              ) : null}
            </span>
          ) : undefined
        }
        rowActions={
          hasRowActions
            ? (row) => {
                const name = resource.name(row);
                const path = editPath?.(row);
                const enablement = status?.of(row);
                return (
                  <span className={styles.rowActions}>
                    {rowActions?.(row, handle)}
                    {path && can('edit') ? (
                      <RowButton action="common.edit" name={name} onPress={() => open(path)} />
                    ) : null}
                    {status && enablement && can('status') ? (
                      <StatusToggleButton
                        status={enablement}
                        name={name}
                        onToggle={async (next) => {
                          if (await status.set(row, next).run(run, 'success.statusChanged')) reload();
                        }}
                      />
                    ) : null}
                    {moreRowActions?.(row, handle)}
                    {remove && can('delete') && (remove.allowed?.(row) ?? true) ? (
                      <RowButton action="common.delete" name={name} onPress={() => setDeleting([row])} />
                    ) : null}
                  </span>
                );
              }
            : undefined
        }
      />
      {remove ? (
        <ConfirmDialog
          isOpen={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={
            deletingOne
              ? text('deleteTitle', { name: resource.name(deletingOne) })
              : text('bulkDeleteTitle', { count: deleting?.length ?? 0 })
          }
          message={text('deleteMessage')}
          onConfirm={async () => {
            if (!deleting) return;
            const done = await remove.call(deleting).run(run, 'success.deleted');
            // A refusal keeps the dialog open; the toast has said why.
            if (!done) throw new Error('refused');
            reload();
          }}
        />
      ) : null}
      {importDialog && importing ? (
        <Suspense fallback={null}>
          <importDialog.Dialog onClose={() => setImporting(false)} onImported={reload} />
        </Suspense>
      ) : null}
      {children?.(handle)}
      {/* A small form of the list's, open over it at its own address (`add`, `edit/:id`). */}
      <FormOverlayContext.Provider value={overlay}>
        <Outlet />
      </FormOverlayContext.Provider>
    </section>
  );
}

const localStorageOf = () => globalThis.localStorage;

/** The gateway's sort fields for a list's sort. */
function sortRequest(sort: ListSort | undefined): { sortBy?: string; sortOrder?: 'asc' | 'desc' } {
  return sort ? { sortBy: sort.by, sortOrder: sort.order } : {};
}
