import { useParams } from 'react-router';
import { VenueDevicesPage } from './VenueDevicesPage.tsx';
import { VenueFormPage } from './VenueFormPage.tsx';

/** The routes under `place`: `add`, `edit/{venueId}` and `device/{venueId}` (SPEC 2, issue 9). */
export function VenueChildPage() {
  const rest = useParams()['*'] ?? '';
  const [kind, venueId] = rest.split('/');
  if (kind === 'device' && venueId) return <VenueDevicesPage venueId={venueId} />;
  return <VenueFormPage venueId={kind === 'edit' ? venueId : undefined} />;
}
