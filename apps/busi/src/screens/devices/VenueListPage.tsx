import { venueDelete, venueExport, venuePage, venueSetStatus } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useVenueTypeLabel, useVenueTypeOptions } from './venueTypes.ts';

const venues = defineResource({
  screen: 'place',
  texts: 'venues',
  page: venuePage,
  export: venueExport,
  key: (row) => row.venueId,
  name: (row) => row.name,
  status: { of: (row) => row.status, set: (row, status) => call(venueSetStatus, { venueId: row.venueId, status }) },
  remove: { call: ([row]) => call(venueDelete, { venueId: row?.venueId ?? '' }) },
});

/** `place`: the venues of the organisation, filtered and paged, with their actions (issue 9). */
export function VenueListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const typeLabel = useVenueTypeLabel();
  const typeOptions = useVenueTypeOptions();
  const c = useColumns<RowOf<typeof venuePage>>();
  return (
    <ResourceList
      resource={venues}
      columns={[
        c.column('code', 'venues.code'),
        c.column('name', 'venues.name', { isRowHeader: true }),
        c.column('type', 'venues.type', { value: (row) => typeLabel(row.type) }),
        c.column('capacity', 'venues.capacity', { align: 'end' }),
        c.column('deviceCount', 'venues.deviceCount', { align: 'end' }),
        c.column('location', 'venues.location', { hideable: true }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'name', label: intl.formatMessage({ id: 'venues.search' }) },
        {
          kind: 'select',
          name: 'type',
          label: intl.formatMessage({ id: 'venues.type' }),
          options: typeOptions.map((option) => ({ value: option.id, label: option.label })),
        },
        { kind: 'status', name: 'status' },
      ]}
      rowActions={(row) => (
        <RowButton action="venues.devices" name={row.name} onPress={() => navigate(`device/${row.venueId}`)} />
      )}
    />
  );
}
