import { venueDetail, venueDeviceExport, venueDevicePage } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { defineResource } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useDeviceColumns } from './deviceColumns.tsx';
import { useVenueTypeLabel } from './venueTypes.ts';

// A venue's devices are only read here: they are activated, moved and edited on the device list.
const venueDevices = defineResource({
  screen: 'place/device',
  texts: 'venueDevices',
  page: venueDevicePage,
  export: venueDeviceExport,
  key: (row) => row.deviceId,
  name: (row) => row.name,
  addPath: false,
  editPath: false,
});

/** `place/device/{venueId}`: the devices of one venue, each sub-device under its parent (issue 9). */
export function VenueDevicesPage() {
  const venueId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const typeLabel = useVenueTypeLabel();
  const venue = useGatewayQuery(venueDetail, { venueId }).data;
  const columns = useDeviceColumns({ indentSubDevices: true, showVenue: false });
  return (
    <ResourceList
      resource={venueDevices}
      within={{
        request: { venueId },
        title: { name: venue?.name ?? '' },
        onBack: () => navigate('../..', { relative: 'path' }),
        file: intl.formatMessage({ id: 'venues.devicesFile' }, { name: venue?.name ?? '' }),
      }}
      subtitle={venue ? `${venue.code} · ${typeLabel(venue.type)}` : undefined}
      columns={columns}
    />
  );
}
