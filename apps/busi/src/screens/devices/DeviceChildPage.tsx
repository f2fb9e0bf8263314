import { useParams } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { DeviceDetailPage } from './DeviceDetailPage.tsx';

/** The routes under `device`: `detail/{deviceId}` (SPEC 2, issue 9). */
export function DeviceChildPage() {
  const rest = useParams()['*'] ?? '';
  const [kind, deviceId] = rest.split('/');
  if (kind === 'detail' && deviceId) return <DeviceDetailPage deviceId={deviceId} />;
  return <NotFoundPage />;
}
