import { useParams } from 'react-router';
import { OrgDetailPage } from './OrgDetailPage.tsx';
import { OrgFormPage } from './OrgFormPage.tsx';

/** The routes under `orgManage/orgInfo`: `add`, `edit/{orgId}`, `detail/{orgId}` (SPEC 2). */
export function OrgChildPage() {
  const rest = useParams()['*'] ?? '';
  const [kind, orgId] = rest.split('/');
  if (kind === 'detail' && orgId) return <OrgDetailPage orgId={orgId} />;
  return <OrgFormPage orgId={kind === 'edit' ? orgId : undefined} />;
}
