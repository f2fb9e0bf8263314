import {
  deviceActivationCounts,
  deviceDeactivate,
  devicePage,
  deviceSetFocus,
  deviceSetStatus,
  deviceVenueOptions,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, FilterBar, PagedTable, type PagedTableProps, PageHeader } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { useListState } from '../shared/ListScreen.tsx';
import { RowButton, StatusToggleButton } from '../shared/RowButtons.tsx';
import * as styles from '../shared/screens.css.ts';
import { ActivateDeviceDialog } from './ActivateDeviceDialog.tsx';
import { type DeviceRow, useDeviceColumns, useDeviceExportColumns } from './deviceColumns.tsx';
import * as css from './devices.css.ts';
import { MoveDeviceDialog } from './MoveDeviceDialog.tsx';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const DeviceImportDialog = lazy(() =>
  import('./DeviceImportDialog.tsx').then((module) => ({ default: module.DeviceImportDialog })),
);

type Selection = Parameters<NonNullable<PagedTableProps<object>['onSelectionChange']>>[0];
type Filters = { venueId: string; status: string; keyword: string };

const noFilters: Filters = { venueId: '', status: '', keyword: '' };

/**
 * `device`: the organisation's devices with its activation counts, filtered and paged; focus mode
 * for the selected devices, and each device's actions (issue 9).
 */
export function DeviceListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const { filters, page, changeFilters, changePage } = useListState(noFilters);
  const [selected, setSelected] = useState<Selection>(new Set());
  const [focusing, setFocusing] = useState<boolean | null>(null);
  const [activating, setActivating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [moving, setMoving] = useState<DeviceRow | null>(null);
  const [deactivating, setDeactivating] = useState<DeviceRow | null>(null);
  const { run } = useGatewayAction();
  const counts = useGatewayQuery(deviceActivationCounts, {});
  const venues = useGatewayQuery(deviceVenueOptions, {});
  const filtered = {
    ...(filters.venueId ? { venueId: filters.venueId } : {}),
    ...(filters.status ? { status: filters.status as 'enabled' | 'disabled' | 'offline' } : {}),
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
  };
  const devices = useGatewayQuery(devicePage, { ...page, ...filtered });
  const exportColumns = useDeviceExportColumns();
  const columns = useDeviceColumns({ indentSubDevices: false });
  const rows = devices.data?.records ?? [];
  const selectedIds =
    selected === 'all'
      ? rows.map((row) => row.deviceId)
      : rows.map((row) => row.deviceId).filter((id) => selected.has(id));

  function reload() {
    devices.reload();
    counts.reload();
    venues.reload();
  }

  function changeFiltersAndClear(next: Filters) {
    setSelected(new Set());
    changeFilters(next);
  }

  async function setStatus(row: DeviceRow, status: 'enabled' | 'disabled') {
    if (await run(deviceSetStatus, { deviceId: row.deviceId, status }, 'success.statusChanged')) devices.reload();
  }

  const countText = counts.data
    ? intl.formatMessage(
        { id: 'devices.counts' },
        {
          activated: intl.formatNumber(counts.data.activatedCount),
          activatable: intl.formatNumber(counts.data.activatableCount),
        },
      )
    : undefined;

  return (
    <section className={styles.screen} data-screen="device">
      <PageHeader
        title={intl.formatMessage({ id: 'devices.title' })}
        subtitle={countText ? <span data-activation-counts="">{countText}</span> : undefined}
        actions={
          can('activate') || can('export') || can('import') ? (
            <>
              {can('export') ? (
                <ExportButton<DeviceRow>
                  name={intl.formatMessage({ id: 'devices.title' })}
                  columns={exportColumns}
                  fetchPage={(pageNum, pageSize) => gateway.call(devicePage, { ...filtered, pageNum, pageSize })}
                />
              ) : null}
              {can('import') ? (
                <Button onPress={() => setImporting(true)}>
                  <FormattedMessage id="devices.import" />
                </Button>
              ) : null}
              {can('activate') ? (
                <Button variant="primary" onPress={() => setActivating(true)}>
                  <FormattedMessage id="devices.activate" />
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <FilterBar<Filters> defaultValues={noFilters} onChange={changeFiltersAndClear}>
        <FilterBar.Select
          name="venueId"
          label={intl.formatMessage({ id: 'devices.venue' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            ...(venues.data ?? []).map((venue) => ({ value: venue.venueId, label: `${venue.code} ${venue.name}` })),
          ]}
        />
        <FilterBar.Select
          name="status"
          label={intl.formatMessage({ id: 'common.status' })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'common.all' }) },
            { value: 'enabled', label: intl.formatMessage({ id: 'common.enabled' }) },
            { value: 'disabled', label: intl.formatMessage({ id: 'common.disabled' }) },
            { value: 'offline', label: intl.formatMessage({ id: 'devices.statusOffline' }) },
          ]}
        />
        <FilterBar.Search name="keyword" label={intl.formatMessage({ id: 'devices.keyword' })} />
      </FilterBar>
      <PagedTable<DeviceRow>
        caption={intl.formatMessage({ id: 'devices.title' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.deviceId}
        total={devices.data?.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={(pageNum, pageSize) => {
          setSelected(new Set());
          changePage(pageNum, pageSize);
        }}
        isLoading={devices.isLoading}
        error={devices.error ?? undefined}
        onRetry={devices.reload}
        emptyContent={intl.formatMessage({ id: 'devices.empty' })}
        selectionMode={can('focus') ? 'multiple' : 'none'}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        toolbar={
          can('focus') ? (
            <span className={css.bulkActions}>
              <span aria-live="polite">
                <FormattedMessage id="devices.selectedCount" values={{ count: selectedIds.length }} />
              </span>
              <Button size="small" isDisabled={selectedIds.length === 0} onPress={() => setFocusing(true)}>
                <FormattedMessage id="devices.bulkFocusOn" />
              </Button>
              <Button size="small" isDisabled={selectedIds.length === 0} onPress={() => setFocusing(false)}>
                <FormattedMessage id="devices.bulkFocusOff" />
              </Button>
            </span>
          ) : undefined
        }
        rowActions={(row) => (
          <span className={styles.rowActions}>
            <RowButton action="common.detail" name={row.name} onPress={() => navigate(`detail/${row.deviceId}`)} />
            {can('status') && (
              <StatusToggleButton
                status={row.status === 'disabled' ? 'disabled' : 'enabled'}
                name={row.name}
                onToggle={(status) => setStatus(row, status)}
              />
            )}
            {can('edit') && row.parentId === '' && (
              <RowButton action="devices.move" name={row.name} onPress={() => setMoving(row)} />
            )}
            {can('activate') && (
              <RowButton action="devices.deactivate" name={row.name} onPress={() => setDeactivating(row)} />
            )}
          </span>
        )}
      />
      <ConfirmDialog
        isOpen={focusing !== null}
        onOpenChange={(open) => {
          if (!open) setFocusing(null);
        }}
        variant="primary"
        title={intl.formatMessage(
          { id: focusing ? 'devices.focusOnTitle' : 'devices.focusOffTitle' },
          { count: selectedIds.length },
        )}
        message={intl.formatMessage({ id: 'devices.focusMessage' })}
        onConfirm={async () => {
          if (focusing === null) return;
          const done = await run(deviceSetFocus, { deviceIds: selectedIds, focusMode: focusing }, 'success.saved');
          if (!done) throw new Error('refused');
          setSelected(new Set());
          devices.reload();
        }}
      />
      <ConfirmDialog
        isOpen={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title={intl.formatMessage({ id: 'devices.deactivateTitle' }, { name: deactivating?.name ?? '' })}
        message={intl.formatMessage({ id: 'devices.deactivateMessage' })}
        confirmLabel={intl.formatMessage({ id: 'devices.deactivate' })}
        onConfirm={async () => {
          if (!deactivating) return;
          const done = await run(deviceDeactivate, { deviceId: deactivating.deviceId }, 'success.saved');
          if (!done) throw new Error('refused');
          setSelected(new Set());
          reload();
        }}
      />
      {importing ? (
        <Suspense fallback={null}>
          <DeviceImportDialog onClose={() => setImporting(false)} onImported={reload} />
        </Suspense>
      ) : null}
      {activating ? (
        <ActivateDeviceDialog venues={venues.data ?? []} onActivated={reload} onClose={() => setActivating(false)} />
      ) : null}
      {moving ? (
        <MoveDeviceDialog
          device={moving}
          venues={venues.data ?? []}
          onMoved={() => {
            setMoving(null);
            reload();
          }}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </section>
  );
}
