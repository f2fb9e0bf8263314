import { deviceDetail, deviceIssueToken } from '@school-sports/gateway-client';
import { Button, ConfirmDialog, Descriptions, PagedTable, PageHeader, StatusTag } from '@school-sports/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { tableColumns } from '../../kit/columns.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { DeviceTokenField } from './DeviceTokenField.tsx';
import { type DeviceRow, useDeviceColumns } from './deviceColumns.tsx';

/** `device/detail/{deviceId}`: one device, read only, with its sub-devices (issue 9). */
export function DeviceDetailPage() {
  const deviceId = useParams().id ?? '';

  const intl = useIntl();
  const navigate = useNavigate();
  const answer = useGatewayQuery(deviceDetail, { deviceId });
  const data = answer.data;
  const columns = useDeviceColumns({ showVenue: false });
  const dateTime = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const can = useCan();
  const { run } = useGatewayAction();
  const [confirming, setConfirming] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  async function issueToken() {
    setConfirming(false);
    const done = await run(deviceIssueToken, { deviceId }, 'success.saved');
    if (done) setToken(done.data.deviceToken);
  }
  return (
    <section className={styles.screen} data-screen="device/detail">
      <PageHeader
        title={data?.name ?? intl.formatMessage({ id: 'devices.detail' })}
        subtitle={data?.serialNumber}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          can('activate') && data ? (
            <Button onPress={() => setConfirming(true)}>
              <FormattedMessage id="devices.issueToken" />
            </Button>
          ) : undefined
        }
      />
      {token ? (
        <div className={styles.formFields}>
          <DeviceTokenField token={token} />
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="primary"
        title={intl.formatMessage({ id: 'devices.issueToken' })}
        message={intl.formatMessage({ id: 'devices.issueTokenConfirm' }, { name: data?.name ?? '' })}
        onConfirm={issueToken}
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
              {
                label: intl.formatMessage({ id: 'devices.results' }),
                value: data.results.lastAt
                  ? intl.formatMessage(
                      { id: 'devices.resultsSent' },
                      { count: data.results.readings, last: dateTime(data.results.lastAt) },
                    )
                  : intl.formatMessage({ id: 'devices.resultsNone' }),
              },
            ]}
          />
          {data.parentId === '' ? (
            <PagedTable<DeviceRow>
              caption={intl.formatMessage({ id: 'devices.subDevices' })}
              columns={tableColumns(columns, intl.formatNumber)}
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
