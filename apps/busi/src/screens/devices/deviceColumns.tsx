import type { DataOf, devicePage } from '@school-sports/gateway-client';
import { type Column, StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
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
