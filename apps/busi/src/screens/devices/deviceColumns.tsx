import type { DataOf, devicePage } from '@school-sports/gateway-client';
import { StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { type ListColumn, useColumns } from '../../kit/columns.tsx';
import * as css from './devices.css.ts';

export type DeviceRow = DataOf<typeof devicePage>['records'][number];

const statusIds = { enabled: 'common.enabled', disabled: 'common.disabled', offline: 'devices.statusOffline' } as const;

/**
 * The columns of every device table and export: the name (a sub-device's indented under its
 * parent's when `indentSubDevices`), serial number, MAC address, venue, parent, status, focus mode
 * and activation time.
 */
export function useDeviceColumns({
  indentSubDevices = false,
  showVenue = true,
}: {
  indentSubDevices?: boolean;
  showVenue?: boolean;
} = {}): ListColumn<DeviceRow>[] {
  const intl = useIntl();
  const c = useColumns<DeviceRow>();
  const activatedAt = (row: DeviceRow) => intl.formatDate(row.activatedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return [
    c.column('name', 'devices.name', {
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
    }),
    c.column('serialNumber', 'devices.serialNumber'),
    c.column('macAddress', 'devices.macAddress', { hideable: true }),
    ...(showVenue
      ? [c.column('venueName', 'devices.venue', { value: (row) => `${row.venueCode} ${row.venueName}` })]
      : []),
    c.column('parentName', 'devices.parent', { hideable: true }),
    c.column('status', 'common.status', {
      value: (row) => intl.formatMessage({ id: statusIds[row.status] ?? 'common.enabled' }),
      render: (row) => <StatusTag status={row.status} />,
    }),
    c.column('focusMode', 'devices.focusMode', {
      value: (row) => intl.formatMessage({ id: row.focusMode ? 'devices.focusOn' : 'devices.focusOff' }),
    }),
    c.column('activatedAt', 'devices.activatedAt', { value: activatedAt, hideable: true }),
  ];
}
