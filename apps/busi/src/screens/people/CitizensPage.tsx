import { sexLabel } from '@school-sports/domain';
import { citizenDelete, citizenPage, citizenSetStatus, type DataOf } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';

type CitizenRow = DataOf<typeof citizenPage>['records'][number];
type Filters = { keyword: string; status: string };

const noFilters: Filters = { keyword: '', status: '' };

/** `user/citizen` (nf frame): the organisation's citizens, filtered and paged, with their actions (issue 7). */
export function CitizensPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<CitizenRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
  };
  const citizens = useGatewayQuery(citizenPage, { ...page, ...filtered });
  const sexText = (row: CitizenRow) => domainText(locale, sexLabel(row.sex));
  // Birth dates as the locale writes them (the stored value is YYYY-MM-DD).
  const dateText = (value: string | null) =>
    value ? intl.formatDate(new Date(`${value}T00:00:00`), { year: 'numeric', month: '2-digit', day: '2-digit' }) : '';

  const columns: Column<CitizenRow>[] = [
    { key: 'name', title: intl.formatMessage({ id: 'people.name' }), isRowHeader: true },
    { key: 'sex', title: intl.formatMessage({ id: 'people.sex' }), render: sexText },
    { key: 'mobile', title: intl.formatMessage({ id: 'people.mobile' }) },
    {
      key: 'birthDate',
      title: intl.formatMessage({ id: 'citizens.birthDate' }),
      render: (row) => dateText(row.birthDate) || '—',
    },
    {
      key: 'address',
      title: intl.formatMessage({ id: 'citizens.address' }),
      render: (row) => row.address || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  const exportColumns = [
    { title: intl.formatMessage({ id: 'people.name' }), value: (row: CitizenRow) => row.name },
    { title: intl.formatMessage({ id: 'people.sex' }), value: sexText },
    { title: intl.formatMessage({ id: 'people.mobile' }), value: (row: CitizenRow) => row.mobile },
    { title: intl.formatMessage({ id: 'people.idCard' }), value: (row: CitizenRow) => row.idCard },
    { title: intl.formatMessage({ id: 'citizens.birthDate' }), value: (row: CitizenRow) => row.birthDate ?? '' },
    { title: intl.formatMessage({ id: 'citizens.address' }), value: (row: CitizenRow) => row.address },
    {
      title: intl.formatMessage({ id: 'common.status' }),
      value: (row: CitizenRow) =>
        intl.formatMessage({ id: row.status === 'enabled' ? 'common.enabled' : 'common.disabled' }),
    },
  ];

  const statusOptions = useStatusFilterOptions();

  async function setStatus(row: CitizenRow, status: 'enabled' | 'disabled') {
    if (await run(citizenSetStatus, { citizenId: row.citizenId, status }, 'success.statusChanged')) citizens.reload();
  }

  return (
    <section className={styles.screen} data-screen="user/citizen">
      <ListHeader
        title="citizens.title"
        addLabel="citizens.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton
              name={intl.formatMessage({ id: 'citizens.title' })}
              columns={exportColumns}
              fetchPage={(pageNum, pageSize) => gateway.call(citizenPage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'citizens.search' })} />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<CitizenRow>
        caption={intl.formatMessage({ id: 'citizens.title' })}
        columns={columns}
        rows={citizens.data?.records ?? []}
        rowKey={(row) => row.citizenId}
        total={citizens.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={citizens.isLoading}
        error={citizens.error ?? undefined}
        onRetry={citizens.reload}
        emptyContent={intl.formatMessage({ id: 'citizens.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.citizenId}`)} />
            )}
            {can('status') && (
              <StatusToggleButton status={row.status} name={row.name} onToggle={(status) => setStatus(row, status)} />
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
        title={intl.formatMessage({ id: 'citizens.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'citizens.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(citizenDelete, { citizenId: deleting.citizenId }, 'success.deleted');
          if (!done) throw new Error('refused');
          citizens.reload();
        }}
      />
    </section>
  );
}
