import { useParams } from 'react-router';
import { RoleFormPage } from './RoleFormPage.tsx';
import { RoleMembersPage } from './RoleMembersPage.tsx';

/** The routes under `role`: `add`, `edit/{recordUid}`, `members/{id}` (SPEC 2). */
export function RoleChildPage() {
  const [kind, id] = (useParams()['*'] ?? '').split('/');
  if (kind === 'members' && id) return <RoleMembersPage roleId={id} />;
  return <RoleFormPage roleId={kind === 'edit' ? id : undefined} />;
}
