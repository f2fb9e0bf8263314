import {
  Button,
  type Column,
  ConfirmDialog,
  FilterBar,
  type FilterOption,
  PagedTable,
  type PagedTableProps,
} from '@school-sports/ui';
import { type ComponentType, type ReactNode, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AppMessageId } from '../i18n/messages.ts';
import { ExportButton } from '../screens/shared/ExportButton.tsx';
import { ListHeader } from '../screens/shared/ListScreen.tsx';
import { RowButton, StatusToggleButton } from '../screens/shared/RowButtons.tsx';
import * as styles from '../screens/shared/screens.css.ts';
import { gateway } from '../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../session/useGateway.ts';
import { useCan } from '../shell/permissions.tsx';
import type { ListColumn } from './columns.tsx';
import { filteredRequest, type Page, type Resource } from './defineResource.ts';
import * as css from './ResourceList.css.ts';

/** A filter of the list's bar, named after the request field it sets. */
export type ListFilter<Filter extends string> =
  | { kind: 'search'; name: Filter; label: string }
  | { kind: 'select'; name: Filter; label: string; options: readonly FilterOption[] };

/** What a screen's own actions and dialogs may do with the list. */
export interface ListHandle {
  /** Loads the current page again (and whatever `onReload` names), clearing the selection. */
  reload: () => void;
  run: ReturnType<typeof useGatewayAction>['run'];
}

type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];

export interface ResourceListProps<Row extends object, Filter extends string> {
  resource: Resource<Row, Filter>;
  /** The columns of the table and of the export, in the order shown. */
  columns: readonly ListColumn<Row>[];
  /** The bar's filters, given the values it holds now (a class filter may follow the grade chosen). */
  filters?: (values: Readonly<Record<string, string>>) => readonly ListFilter<Filter>[];
  /** Filters the bar shows before "more filters". */
  visibleFilters?: number;
  /** Row actions of the screen's own, before the edit, status and delete buttons. */
  rowActions?: (row: Row, list: ListHandle) => ReactNode;
  /** Row actions of the screen's own, after the edit, status and delete buttons. */
  trailingRowActions?: (row: Row, list: ListHandle) => ReactNode;
  /** Header actions of the screen's own, before export, import and add. */
  headerActions?: (list: ListHandle) => ReactNode;
  /** The import dialog, shown with the role's `import` button; it loads when first opened. */
  importDialog?: { label: AppMessageId; Dialog: ComponentType<{ onClose: () => void; onImported: () => void }> };
  /** What else to load again after a change (counts shown beside the list). */
  onReload?: () => void;
  /** Content between the header and the filters (a summary of counts). */
  summary?: ReactNode;
  /** The screen's own dialogs, rendered with the list. */
  children?: (list: ListHandle) => ReactNode;
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
  trailingRowActions,
  headerActions,
  importDialog,
  onReload,
  summary,
  children,
}: ResourceListProps<Row, Filter>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const { run } = useGatewayAction();
  const [values, setValues] = useState<Record<string, string>>(() => emptyValues(filters?.({}) ?? []));
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<Selection>(new Set());
  const [deleting, setDeleting] = useState<readonly Row[] | null>(null);
  const [importing, setImporting] = useState(false);
  const text = (suffix: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${resource.texts}.${suffix}` }, values);

  const filtered = filteredRequest(values);
  const list = useGatewayQuery(resource.page, { ...filtered, ...page });
  // `defineResource` checked that the endpoint answers pages of `Row`s where it knew the endpoint.
  const data = list.data as Page<Row> | undefined;
  const rows: readonly Row[] = data?.records ?? [];
  const reloadList = list.reload;
  const reload = useCallback(() => {
    setSelected(new Set());
    reloadList();
    onReload?.();
  }, [reloadList, onReload]);
  const handle: ListHandle = { reload, run };

  const bulk = Boolean(resource.remove?.bulk) && can('delete');
  const selectedRows = selected === 'all' ? rows : rows.filter((row) => selected.has(resource.key(row)));
  const { remove, status } = resource;
  const editPath = resource.editPath === false ? null : (resource.editPath ?? ((row) => `edit/${resource.key(row)}`));
  const addPath = resource.addPath === false ? null : (resource.addPath ?? 'add');

  const tableColumns: Column<Row>[] = columns
    .filter((column) => column.in !== 'export')
    .map(({ value, render, in: _only, ...column }) => ({
      ...column,
      render: render ?? ((row) => cellText(value ? value(row) : undefined, intl.formatNumber)),
    }));
  const exportColumns = columns
    .filter((column) => column.in !== 'table')
    .map((column) => ({ title: column.title, value: column.value ?? (() => '') }));

  const deletingOne = deleting?.length === 1 ? deleting[0] : undefined;

  return (
    <section className={styles.screen} data-screen={resource.screen}>
      <ListHeader
        title={`${resource.texts}.title`}
        addLabel={`${resource.texts}.add`}
        onAdd={addPath !== null && can('add') ? () => navigate(addPath) : undefined}
        actions={
          <>
            {headerActions?.(handle)}
            {can('export') ? (
              <ExportButton<Row>
                name={text('title')}
                columns={exportColumns}
                fetchPage={(pageNum, pageSize) =>
                  gateway.call(resource.page, { ...filtered, pageNum, pageSize }) as Promise<Page<Row>>
                }
              />
            ) : null}
            {importDialog && can('import') ? (
              <Button onPress={() => setImporting(true)}>
                <FormattedMessage id={importDialog.label} />
              </Button>
            ) : null}
          </>
        }
      />
      {summary}
      {filters ? (
        <FilterBar<Record<string, string>>
          defaultValues={emptyValues(filters({}))}
          visibleCount={visibleFilters}
          onChange={(next) => {
            setSelected(new Set());
            setValues(next);
            setPage((current) => ({ ...current, pageNum: 1 }));
          }}
        >
          {filters(values).map((filter) =>
            filter.kind === 'search' ? (
              <FilterBar.Search key={filter.name} name={filter.name} label={filter.label} />
            ) : (
              <FilterBar.Select key={filter.name} name={filter.name} label={filter.label} options={filter.options} />
            ),
          )}
        </FilterBar>
      ) : null}
      <PagedTable<Row>
        caption={text('title')}
        columns={tableColumns}
        rows={rows}
        rowKey={resource.key}
        total={data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => {
          setSelected(new Set());
          setPage({ pageNum, pageSize });
        }}
        isLoading={list.isLoading}
        error={list.error ?? undefined}
        onRetry={list.reload}
        emptyContent={text('empty')}
        {...(bulk
          ? { selectionMode: 'multiple' as const, selectedKeys: selected, onSelectionChange: setSelected }
          : {})}
        toolbar={
          bulk ? (
            <span className={css.bulkActions}>
              <span aria-live="polite">{text('selectedCount', { count: selectedRows.length })}</span>
              <Button
                size="small"
                variant="danger"
                isDisabled={selectedRows.length === 0}
                onPress={() => setDeleting(selectedRows)}
              >
                {text('deleteSelected')}
              </Button>
            </span>
          ) : undefined
        }
        rowActions={(row) => {
          const name = resource.name(row);
          const path = editPath?.(row);
          const enablement = status?.of(row);
          return (
            <span className={styles.rowActions}>
              {rowActions?.(row, handle)}
              {path && can('edit') ? (
                <RowButton action="common.edit" name={name} onPress={() => navigate(path)} />
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
              {remove && can('delete') && (remove.allowed?.(row) ?? true) ? (
                <RowButton action="common.delete" name={name} onPress={() => setDeleting([row])} />
              ) : null}
              {trailingRowActions?.(row, handle)}
            </span>
          );
        }}
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
    </section>
  );
}

/** Every filter empty: the bar's starting values. */
function emptyValues(filters: readonly { name: string }[]): Record<string, string> {
  return Object.fromEntries(filters.map((filter) => [filter.name, '']));
}

/** A cell as the table shows it: numbers in the locale's digits, nothing as a dash. */
function cellText(value: string | number | null | undefined, formatNumber: (value: number) => string): ReactNode {
  if (typeof value === 'number') return formatNumber(value);
  return value ? value : '—';
}
