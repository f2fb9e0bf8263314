import { deviceDetail, deviceIssueToken } from '@school-sports/gateway-client';
import { PagedTable, StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { tableColumns } from '../../kit/columns.tsx';
import { defineDetail } from '../../kit/defineDetail.ts';
import { ResourceDetailPage } from '../../kit/ResourceDetailPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { DeviceTokenField } from './DeviceTokenField.tsx';
import { type DeviceRow, useDeviceColumns } from './deviceColumns.tsx';

const device = defineDetail({
  screen: 'device/detail',
  load: { endpoint: deviceDetail, request: (deviceId) => ({ deviceId }) },
  title: (record) => record.name,
  placeholder: 'devices.detail',
  subtitle: (record) => record.serialNumber,
  sections: [
    {
      items: [
        { label: 'devices.name', value: (record) => record.name },
        { label: 'devices.serialNumber', value: (record) => record.serialNumber },
        { label: 'devices.macAddress', value: (record) => record.macAddress },
        { label: 'devices.venue', value: (record) => `${record.venueCode} ${record.venueName}` },
        { label: 'devices.parent', value: (record) => record.parentName },
        { label: 'common.status', value: (record) => <StatusTag status={record.status} /> },
        {
          label: 'devices.focusMode',
          value: (record, { text }) => text(record.focusMode ? 'devices.focusOn' : 'devices.focusOff'),
        },
        { label: 'devices.activatedAt', value: (record, { dateTime }) => dateTime(record.activatedAt) },
        {
          label: 'devices.lastSeenAt',
          value: (record, { text, dateTime }) =>
            record.lastSeenAt ? dateTime(record.lastSeenAt) : text('devices.neverSeen'),
        },
        {
          label: 'devices.results',
          value: ({ results }, { text, dateTime }) =>
            results.lastAt
              ? text('devices.resultsSent', { count: results.readings, last: dateTime(results.lastAt) })
              : text('devices.resultsNone'),
        },
      ],
    },
  ],
  // A sub-device has none of its own.
  tabs: [
    {
      id: 'subDevices',
      label: 'devices.subDevices',
      when: (record) => record.parentId === '',
      render: (record) => <SubDevices rows={record.subDevices} />,
    },
  ],
  actions: [
    {
      label: 'devices.issueToken',
      button: 'activate',
      confirm: 'devices.issueTokenConfirm',
      // The new token is shown once, under the heading: the device is set up with it now.
      run: async (record, detail) => {
        const done = await detail.run(deviceIssueToken, { deviceId: record.deviceId }, 'success.saved');
        if (done)
          detail.show(
            <div className={styles.formFields}>
              <DeviceTokenField token={done.data.deviceToken} />
            </div>,
          );
        return done;
      },
    },
  ],
});

/** `device/detail/{deviceId}`: one device, read only, with its sub-devices (issue 9). */
export function DeviceDetailPage() {
  return <ResourceDetailPage detail={device} />;
}

/** The sub-devices the detail carries, on one page, under the tab's heading (which names the table too). */
function SubDevices({ rows }: { rows: readonly DeviceRow[] }) {
  const intl = useIntl();
  const columns = useDeviceColumns({ showVenue: false });
  return (
    <PagedTable<DeviceRow>
      aria-label={intl.formatMessage({ id: 'devices.subDevices' })}
      columns={tableColumns(columns, intl.formatNumber)}
      rows={rows}
      rowKey={(row) => row.deviceId}
      total={rows.length}
      page={1}
      pageSize={Math.max(10, rows.length)}
      onPageChange={() => {}}
      emptyContent={intl.formatMessage({ id: 'devices.subDevicesEmpty' })}
    />
  );
}
