import { deviceDetail } from '@school-sports/gateway-client';
import { Descriptions, PagedTable, PageHeader, StatusTag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useGatewayQuery } from '../../session/useGateway.ts';
import * as styles from '../shared/screens.css.ts';
import { type DeviceRow, useDeviceColumns } from './deviceColumns.tsx';

/** `device/detail/{deviceId}`: one device, read only, with its sub-devices (issue 9). */
export function DeviceDetailPage({ deviceId }: { deviceId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const answer = useGatewayQuery(deviceDetail, { deviceId });
  const data = answer.data;
  const columns = useDeviceColumns({ showVenue: false });
  const dateTime = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.screen} data-screen="device/detail">
      <PageHeader
        title={data?.name ?? intl.formatMessage({ id: 'devices.detail' })}
        subtitle={data?.serialNumber}
        onBack={() => navigate('../..', { relative: 'path' })}
      />
      {answer.error ? <p role="alert">{answer.error}</p> : null}
      {data ? (
        <>
          <Descriptions
            bordered
            columns={2}
            items={[
              { label: intl.formatMessage({ id: 'devices.name' }), value: data.name },
              { label: intl.formatMessage({ id: 'devices.serialNumber' }), value: data.serialNumber },
              { label: intl.formatMessage({ id: 'devices.macAddress' }), value: data.macAddress },
              { label: intl.formatMessage({ id: 'devices.venue' }), value: `${data.venueCode} ${data.venueName}` },
              { label: intl.formatMessage({ id: 'devices.parent' }), value: data.parentName },
              { label: intl.formatMessage({ id: 'common.status' }), value: <StatusTag status={data.status} /> },
              {
                label: intl.formatMessage({ id: 'devices.focusMode' }),
                value: intl.formatMessage({ id: data.focusMode ? 'devices.focusOn' : 'devices.focusOff' }),
              },
              { label: intl.formatMessage({ id: 'devices.activatedAt' }), value: dateTime(data.activatedAt) },
              {
                label: intl.formatMessage({ id: 'devices.lastSeenAt' }),
                value: data.lastSeenAt ? dateTime(data.lastSeenAt) : intl.formatMessage({ id: 'devices.neverSeen' }),
              },
            ]}
          />
          {data.parentId === '' ? (
            <PagedTable<DeviceRow>
              caption={intl.formatMessage({ id: 'devices.subDevices' })}
              columns={columns}
              rows={data.subDevices}
              rowKey={(row) => row.deviceId}
              total={data.subDevices.length}
              page={1}
              pageSize={Math.max(10, data.subDevices.length)}
              onPageChange={() => {}}
              emptyContent={intl.formatMessage({ id: 'devices.subDevicesEmpty' })}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
