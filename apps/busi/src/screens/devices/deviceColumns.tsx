import type { DataOf, devicePage } from '@school-sports/gateway-client';
import { type Column, StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import type { ExportColumn } from '../shared/exportList.ts';
import * as css from './devices.css.ts';

export type DeviceRow = DataOf<typeof devicePage>['records'][number];

/**
 * The columns every device table shows: the name (a sub-device's indented under its parent's when
 * `indentSubDevices`), serial number, MAC address, venue, status, focus mode and activation time.
 */
export function useDeviceColumns({
  indentSubDevices = false,
  showVenue = true,
}: {
  indentSubDevices?: boolean;
  showVenue?: boolean;
} = {}): Column<DeviceRow>[] {
  const intl = useIntl();
  const columns: (Column<DeviceRow> | false)[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'devices.name' }),
      isRowHeader: true,
      render: (row) =>
        indentSubDevices && row.parentId ? (
          <span className={css.subDeviceName}>
            <span aria-hidden="true">└</span>
            <span>{row.name}</span>
          </span>
        ) : (
          row.name
        ),
    },
    { key: 'serialNumber', title: intl.formatMessage({ id: 'devices.serialNumber' }) },
    { key: 'macAddress', title: intl.formatMessage({ id: 'devices.macAddress' }), hideable: true },
    showVenue && {
      key: 'venueName',
      title: intl.formatMessage({ id: 'devices.venue' }),
      render: (row) => `${row.venueCode} ${row.venueName}`,
    },
    {
      key: 'parentName',
      title: intl.formatMessage({ id: 'devices.parent' }),
      render: (row) => row.parentName || '—',
      hideable: true,
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (row) => <StatusTag status={row.status} />,
    },
    {
      key: 'focusMode',
      title: intl.formatMessage({ id: 'devices.focusMode' }),
      render: (row) => intl.formatMessage({ id: row.focusMode ? 'devices.focusOn' : 'devices.focusOff' }),
    },
    {
      key: 'activatedAt',
      title: intl.formatMessage({ id: 'devices.activatedAt' }),
      render: (row) => intl.formatDate(row.activatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      hideable: true,
    },
  ];
  return columns.filter((column): column is Column<DeviceRow> => column !== false);
}

/** The columns of a device export: what the table shows, as text, the venue and parent included. */
export function useDeviceExportColumns({ showVenue = true }: { showVenue?: boolean } = {}): ExportColumn<DeviceRow>[] {
  const intl = useIntl();
  const statusIds = { enabled: 'common.enabled', disabled: 'common.disabled', offline: 'devices.statusOffline' };
  const columns: (ExportColumn<DeviceRow> | false)[] = [
    { title: intl.formatMessage({ id: 'devices.name' }), value: (row) => row.name },
    { title: intl.formatMessage({ id: 'devices.serialNumber' }), value: (row) => row.serialNumber },
    { title: intl.formatMessage({ id: 'devices.macAddress' }), value: (row) => row.macAddress },
    showVenue && {
      title: intl.formatMessage({ id: 'devices.venue' }),
      value: (row) => `${row.venueCode} ${row.venueName}`,
    },
    { title: intl.formatMessage({ id: 'devices.parent' }), value: (row) => row.parentName },
    {
      title: intl.formatMessage({ id: 'common.status' }),
      value: (row) => intl.formatMessage({ id: statusIds[row.status] ?? 'common.enabled' }),
    },
    {
      title: intl.formatMessage({ id: 'devices.focusMode' }),
      value: (row) => intl.formatMessage({ id: row.focusMode ? 'devices.focusOn' : 'devices.focusOff' }),
    },
    {
      title: intl.formatMessage({ id: 'devices.activatedAt' }),
      value: (row) => intl.formatDate(row.activatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
  return columns.filter((column): column is ExportColumn<DeviceRow> => column !== false);
}
