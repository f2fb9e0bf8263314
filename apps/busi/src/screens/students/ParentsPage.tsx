import { type DataOf, parentDelete, parentPage } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, PageHeader, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import type { ExportColumn } from '../shared/exportList.ts';
import { useListState } from '../shared/ListScreen.tsx';
import { RowButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { relationshipText, sexText } from './studentText.ts';

type ParentRow = DataOf<typeof parentPage>['records'][number];
type Filters = { keyword: string; status: string };

const noFilters: Filters = { keyword: '', status: '' };

/**
 * `user/parent`: the organisation's parents with their children, searched by the parent's name or
 * mobile or a child's name; edit and delete (issue 7). Parents are added with their children.
 */
export function ParentsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<ParentRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status ? { status: filters.status as ParentRow['status'] } : {}),
  };
  const parents = useGatewayQuery(parentPage, { ...page, ...filtered });

  const separator = intl.formatMessage({ id: 'students.listSeparator' });
  const childrenText = (row: ParentRow) =>
    row.children
      .map((child) =>
        intl.formatMessage(
          { id: 'parents.childEntry' },
          {
            name: child.name,
            className: child.className,
            relationship: relationshipText(locale, child.relationship),
          },
        ),
      )
      .join(separator);
  const statusText = (status: ParentRow['status']) =>
    intl.formatMessage({ id: status === 'enabled' ? 'common.enabled' : 'common.disabled' });

  const columns: Column<ParentRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'parents.name' }), isRowHeader: true },
    { key: 'mobile', title: intl.formatMessage({ id: 'students.mobile' }) },
    { key: 'sex', title: intl.formatMessage({ id: 'students.sex' }), render: (row) => sexText(locale, row.sex) },
    {
      key: 'children',
      title: intl.formatMessage({ id: 'parents.children' }),
      render: (row) => childrenText(row) || '—',
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const exportColumns: ExportColumn<ParentRow>[] = [
    { title: intl.formatMessage({ id: 'parents.name' }), value: (row) => row.name },
    { title: intl.formatMessage({ id: 'students.mobile' }), value: (row) => row.mobile },
    { title: intl.formatMessage({ id: 'students.sex' }), value: (row) => sexText(locale, row.sex) },
    { title: intl.formatMessage({ id: 'parents.children' }), value: childrenText },
    { title: intl.formatMessage({ id: 'common.status' }), value: (row) => statusText(row.status) },
  ];

  const statusOptions = useStatusFilterOptions();

  return (
    <section className={styles.screen} data-screen="user/parent">
      <PageHeader
        title={intl.formatMessage({ id: 'parents.title' })}
        actions={
          can('export') ? (
            <ExportButton
              name={intl.formatMessage({ id: 'parents.title' })}
              columns={exportColumns}
              fetchPage={(pageNum, pageSize) => gateway.call(parentPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'parents.search' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<ParentRow>
        caption={intl.formatMessage({ id: 'parents.title' })}
        columns={columns}
        rows={parents.data?.records ?? []}
        rowKey={(row) => row.parentId}
        total={parents.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={parents.isLoading}
        error={parents.error ?? undefined}
        onRetry={parents.reload}
        emptyContent={intl.formatMessage({ id: 'parents.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.parentId}`)} />
            )}
            {can('delete') && <RowButton action="common.delete" name={row.name} onPress={() => setDeleting(row)} />}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage({ id: 'parents.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'parents.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(parentDelete, { parentId: deleting.parentId }, 'success.deleted');
          if (!done) throw new Error('refused');
          parents.reload();
        }}
      />
    </section>
  );
}
