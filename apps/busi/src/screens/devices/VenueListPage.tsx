import type { VenueType } from '@school-sports/domain';
import { type DataOf, venueDelete, venuePage, venueSetStatus } from '@school-sports/gateway-client';
import { type Column, ConfirmDialog, FilterBar, PagedTable, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { ListHeader, useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton, useStatusFilterOptions } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { useVenueTypeLabel, useVenueTypeOptions } from './venueTypes.ts';

type VenueRow = DataOf<typeof venuePage>['records'][number];
type Filters = { name: string; type: string; status: string };

const noFilters: Filters = { name: '', type: '', status: '' };

/** `place`: the venues of the organisation, filtered and paged, with their actions (issue 9). */
export function VenueListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const typeLabel = useVenueTypeLabel();
  const typeOptions = useVenueTypeOptions();
  const statusOptions = useStatusFilterOptions();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [deleting, setDeleting] = useState<VenueRow | null>(null);
  const { run } = useGatewayAction();
  const filtered = {
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    ...(filters.type ? { type: filters.type as VenueType } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' } : {}),
  };
  const venues = useGatewayQuery(venuePage, { ...page, ...filtered });

  const columns: Column<VenueRow>[] = [
    { key: 'code', title: intl.formatMessage({ id: 'venues.code' }) },
    { key: 'name', title: intl.formatMessage({ id: 'venues.name' }), isRowHeader: true },
    { key: 'type', title: intl.formatMessage({ id: 'venues.type' }), render: (row) => typeLabel(row.type) },
    {
      key: 'capacity',
      title: intl.formatMessage({ id: 'venues.capacity' }),
      align: 'end',
      render: (row) => intl.formatNumber(row.capacity),
    },
    {
      key: 'deviceCount',
      title: intl.formatMessage({ id: 'venues.deviceCount' }),
      align: 'end',
      render: (row) => intl.formatNumber(row.deviceCount),
    },
    {
      key: 'location',
      title: intl.formatMessage({ id: 'venues.location' }),
      render: (row) => row.location || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
  ];

  async function setStatus(row: VenueRow, status: 'enabled' | 'disabled') {
    if (await run(venueSetStatus, { venueId: row.venueId, status }, 'success.statusChanged')) venues.reload();
  }

  return (
    <section className={styles.screen} data-screen="place">
      <ListHeader
        title="venues.title"
        addLabel="venues.add"
        onAdd={can('add') ? () => navigate('add') : undefined}
        actions={
          can('export') ? (
            <ExportButton<VenueRow>
              name={intl.formatMessage({ id: 'venues.title' })}
              columns={[
                { title: intl.formatMessage({ id: 'venues.code' }), value: (row) => row.code },
                { title: intl.formatMessage({ id: 'venues.name' }), value: (row) => row.name },
                { title: intl.formatMessage({ id: 'venues.type' }), value: (row) => typeLabel(row.type) },
                { title: intl.formatMessage({ id: 'venues.capacity' }), value: (row) => row.capacity },
                { title: intl.formatMessage({ id: 'venues.deviceCount' }), value: (row) => row.deviceCount },
                { title: intl.formatMessage({ id: 'venues.location' }), value: (row) => row.location },
                {
                  title: intl.formatMessage({ id: 'common.status' }),
                  value: (row) =>
                    intl.formatMessage({ id: row.status === 'disabled' ? 'common.disabled' : 'common.enabled' }),
                },
              ]}
              fetchPage={(pageNum, pageSize) => gateway.call(venuePage, { ...filtered, pageNum, pageSize })}
            />
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFilters}>
        <FilterBar.Search name="name" label={intl.formatMessage({ id: 'venues.search' })} />
        <FilterBar.Select
          name="type"
          label={intl.formatMessage({ id: 'venues.type' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...typeOptions.map((option) => ({ value: option.id, label: option.label })),
          ]}
        />
        <FilterBar.Select name="status" label={intl.formatMessage({ id: 'common.status' })} options={statusOptions} />
      </FilterBar>
      <PagedTable<VenueRow>
        caption={intl.formatMessage({ id: 'venues.title' })}
        columns={columns}
        rows={venues.data?.records ?? []}
        rowKey={(row) => row.venueId}
        total={venues.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={venues.isLoading}
        error={venues.error ?? undefined}
        onRetry={venues.reload}
        emptyContent={intl.formatMessage({ id: 'venues.empty' })}
        rowActions={(row) => (
          <span className={styles.rowActions}>
            <RowButton action="venues.devices" name={row.name} onPress={() => navigate(`device/${row.venueId}`)} />
            {can('edit') && (
              <RowButton action="common.edit" name={row.name} onPress={() => navigate(`edit/${row.venueId}`)} />
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
        title={intl.formatMessage({ id: 'venues.deleteTitle' }, { name: deleting?.name ?? '' })}
        message={intl.formatMessage({ id: 'venues.deleteMessage' })}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await run(venueDelete, { venueId: deleting.venueId }, 'success.deleted');
          if (!done) throw new Error('refused');
          venues.reload();
        }}
      />
    </section>
  );
}
