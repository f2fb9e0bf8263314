import {
  deviceActivationCounts,
  deviceDeactivate,
  deviceExport,
  devicePage,
  deviceSetFocus,
  deviceSetStatus,
  deviceVenueOptions,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog } from '@school-sports/ui';
import { lazy, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { withParts } from '../../i18n/areas.ts';
import { call, defineResource } from '../../kit/defineResource.ts';
import { type ListFilter, ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ActivateDeviceDialog } from './ActivateDeviceDialog.tsx';
import { type DeviceRow, useDeviceColumns } from './deviceColumns.tsx';
import { MoveDeviceDialog } from './MoveDeviceDialog.tsx';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const DeviceImportDialog = lazy(() =>
  withParts(['imports'], import('./DeviceImportDialog.tsx')).then((module) => ({ default: module.DeviceImportDialog })),
);

type Filters = 'venueId' | 'status' | 'keyword';

// Devices join by activation, not by a form: the header's "activate" takes the place of "add".
const devices = defineResource({
  screen: 'device',
  texts: 'devices',
  page: devicePage,
  export: deviceExport,
  key: (row) => row.deviceId,
  name: (row) => row.name,
  addPath: false,
  editPath: false,
  // An offline device is enabled: the toggle disables it.
  status: {
    of: (row) => (row.status === 'disabled' ? 'disabled' : 'enabled'),
    set: (row, status) => call(deviceSetStatus, { deviceId: row.deviceId, status }),
  },
});

/**
 * How often the list asks again while it is shown: a device goes offline five minutes after its last
 * poll (DEVICE_LIMITS.offlineAfterMs), and a status a minute late is soon enough for a person watching.
 */
const STATUS_REFRESH_MS = 60_000;

/**
 * `device`: the organisation's devices with its activation counts, filtered and paged; focus mode
 * for the selected devices, and each device's actions (issue 9).
 */
export function DeviceListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const [focusing, setFocusing] = useState<{ deviceIds: string[]; focusMode: boolean } | null>(null);
  const [activating, setActivating] = useState(false);
  const [moving, setMoving] = useState<DeviceRow | null>(null);
  const [deactivating, setDeactivating] = useState<DeviceRow | null>(null);
  const counts = useGatewayQuery(deviceActivationCounts, {});
  const venues = useGatewayQuery(deviceVenueOptions, {});
  const columns = useDeviceColumns({ indentSubDevices: false });
  const reloadCounts = counts.reload;
  const reloadVenues = venues.reload;
  // Activating, importing or deactivating changes the counts and the venues' device numbers.
  const reloadAround = useCallback(() => {
    reloadCounts();
    reloadVenues();
  }, [reloadCounts, reloadVenues]);

  const countText = counts.data
    ? intl.formatMessage(
        { id: 'devices.counts' },
        {
          activated: intl.formatNumber(counts.data.activatedCount),
          activatable: intl.formatNumber(counts.data.activatableCount),
        },
      )
    : undefined;
  const filters = (): ListFilter<Filters>[] => [
    {
      kind: 'select',
      name: 'venueId',
      label: intl.formatMessage({ id: 'devices.venue' }),
      options: (venues.data ?? []).map((venue) => ({ value: venue.venueId, label: `${venue.code} ${venue.name}` })),
    },
    {
      kind: 'status',
      name: 'status',
      more: [{ value: 'offline', label: intl.formatMessage({ id: 'devices.statusOffline' }) }],
    },
    { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'devices.keyword' }) },
  ];

  return (
    <ResourceList
      resource={devices}
      columns={columns}
      filters={filters}
      subtitle={countText ? <span data-activation-counts="">{countText}</span> : undefined}
      onReload={reloadAround}
      refreshInterval={STATUS_REFRESH_MS}
      importDialog={{ label: 'devices.import', Dialog: DeviceImportDialog }}
      headerAction={{ button: 'activate', label: 'devices.activate', onPress: () => setActivating(true) }}
      bulkActions={{
        button: 'focus',
        render: (rows) => {
          const deviceIds = rows.map((row) => row.deviceId);
          return (
            <>
              <Button
                size="small"
                isDisabled={deviceIds.length === 0}
                onPress={() => setFocusing({ deviceIds, focusMode: true })}
              >
                <FormattedMessage id="devices.bulkFocusOn" />
              </Button>
              <Button
                size="small"
                isDisabled={deviceIds.length === 0}
                onPress={() => setFocusing({ deviceIds, focusMode: false })}
              >
                <FormattedMessage id="devices.bulkFocusOff" />
              </Button>
            </>
          );
        },
      }}
      rowActions={(row) => (
        <RowButton action="common.detail" name={row.name} onPress={() => navigate(`detail/${row.deviceId}`)} />
      )}
      moreRowActions={(row) => (
        <>
          {can('edit') && row.parentId === '' ? (
            <RowButton action="devices.move" name={row.name} onPress={() => setMoving(row)} />
          ) : null}
          {can('activate') ? (
            <RowButton action="devices.deactivate" name={row.name} onPress={() => setDeactivating(row)} />
          ) : null}
        </>
      )}
    >
      {(list) => (
        <>
          <ConfirmDialog
            isOpen={focusing !== null}
            onOpenChange={(open) => {
              if (!open) setFocusing(null);
            }}
            variant="primary"
            title={intl.formatMessage(
              { id: focusing?.focusMode ? 'devices.focusOnTitle' : 'devices.focusOffTitle' },
              { count: focusing?.deviceIds.length ?? 0 },
            )}
            message={intl.formatMessage({ id: 'devices.focusMessage' })}
            onConfirm={async () => {
              if (focusing === null) return;
              if (!(await list.run(deviceSetFocus, focusing, 'success.saved'))) throw new Error('refused');
              list.reload();
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
              const done = await list.run(deviceDeactivate, { deviceId: deactivating.deviceId }, 'success.saved');
              if (!done) throw new Error('refused');
              list.reload();
            }}
          />
          {activating ? (
            <ActivateDeviceDialog
              venues={venues.data ?? []}
              onActivated={list.reload}
              onClose={() => setActivating(false)}
            />
          ) : null}
          {moving ? (
            <MoveDeviceDialog
              device={moving}
              venues={venues.data ?? []}
              onMoved={() => {
                setMoving(null);
                list.reload();
              }}
              onClose={() => setMoving(null)}
            />
          ) : null}
        </>
      )}
    </ResourceList>
  );
}
