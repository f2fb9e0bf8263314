import { useParams } from 'react-router';
import { DepartmentFormPage } from './DepartmentFormPage.tsx';
import { DepartmentMembersPage } from './DepartmentMembersPage.tsx';

/** The routes under `departmentManage`: `add`, `edit/{id}` and `member/{id}` (SPEC 2). */
export function DepartmentChildPage() {
  const rest = useParams()['*'] ?? '';
  const [kind, departmentId] = rest.split('/');
  if (kind === 'member' && departmentId)
    return <DepartmentMembersPage key={departmentId} departmentId={departmentId} />;
  return <DepartmentFormPage key={rest} departmentId={kind === 'edit' ? departmentId : undefined} />;
}
