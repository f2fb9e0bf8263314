import { venueDevicePage } from '@school-sports/gateway-client';
import { PagedTable, PageHeader } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { exportColumns, tableColumns } from '../../resources/columns.tsx';
import { useListState } from '../../resources/listState.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { pagedList } from '../shared/exportSources.ts';
import * as styles from '../shared/screens.css.ts';
import { type DeviceRow, useDeviceColumns } from './deviceColumns.tsx';
import { useVenueTypeLabel } from './venueTypes.ts';

const noFilters = {};

/** `place/device/{venueId}`: the devices of one venue, each sub-device under its parent (issue 9). */
export function VenueDevicesPage() {
  const venueId = useParams().id ?? '';

  const intl = useIntl();
  const navigate = useNavigate();
  const typeLabel = useVenueTypeLabel();
  const { page, changePage } = useListState(noFilters);
  const answer = useGatewayQuery(venueDevicePage, { ...page, venueId });
  const venue = answer.data?.venue;
  const columns = useDeviceColumns({ indentSubDevices: true, showVenue: false });
  const can = useCan();
  const title = venue
    ? intl.formatMessage({ id: 'venues.devicesTitle' }, { name: venue.name })
    : intl.formatMessage({ id: 'venues.devicesLoading' });
  return (
    <section className={styles.screen} data-screen="place/device">
      <PageHeader
        title={title}
        subtitle={venue ? `${venue.code} · ${typeLabel(venue.type)}` : undefined}
        onBack={() => navigate('../..', { relative: 'path' })}
        actions={
          can('export') && venue ? (
            <ExportButton<DeviceRow>
              name={intl.formatMessage({ id: 'venues.devicesFile' }, { name: venue.name })}
              columns={exportColumns(columns)}
              source={pagedList(
                async (pageNum, pageSize) =>
                  (await gateway.call(venueDevicePage, { venueId, pageNum, pageSize })).devices,
              )}
            />
          ) : undefined
        }
      />
      <PagedTable<DeviceRow>
        caption={title}
        columns={tableColumns(columns, intl.formatNumber)}
        rows={answer.data?.devices.records ?? []}
        rowKey={(row) => row.deviceId}
        total={answer.data?.devices.total ?? 0}
        page={page.pageNum}
        pageSize={page.pageSize}
        onPageChange={changePage}
        isLoading={answer.isLoading}
        error={answer.error ?? undefined}
        onRetry={answer.reload}
        emptyContent={intl.formatMessage({ id: 'venues.devicesEmpty' })}
      />
    </section>
  );
}
