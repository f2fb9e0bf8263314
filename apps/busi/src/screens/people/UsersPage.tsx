import {
  userDelete,
  userExport,
  userPage,
  userResetPassword,
  userRoleChoices,
  userSetStatus,
} from '@school-sports/gateway-client';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useResetPassword, useStaffNameColumn } from './staffList.tsx';

type UserRow = RowOf<typeof userPage>;

const UserImportDialog = lazy(() =>
  withParts(['imports'], import('./UserImportDialog.tsx')).then((module) => ({ default: module.UserImportDialog })),
);

const users = defineResource({
  screen: 'user',
  texts: 'users',
  page: userPage,
  export: userExport,
  key: (row) => row.accountId,
  name: (row) => row.name,
  // Nobody disables or deletes their own account: they would lock themselves out.
  status: {
    of: (row) => (row.isSelf ? null : row.status),
    set: (row, status) => call(userSetStatus, { accountId: row.accountId, status }),
  },
  remove: { call: ([row]) => call(userDelete, { accountId: row?.accountId ?? '' }), allowed: (row) => !row.isSelf },
});

/** `user` (admin frame): the management organisation's users, filtered and paged, with their actions (issue 7). */
export function UsersPage() {
  const intl = useIntl();
  const roles = useGatewayQuery(userRoleChoices, {});
  const c = useColumns<UserRow>();
  const reset = useResetPassword(userResetPassword, (row: UserRow, password) => ({
    accountId: row.accountId,
    password,
  }));
  return (
    <ResourceList
      resource={users}
      importDialog={{ label: 'users.import', Dialog: UserImportDialog }}
      columns={[
        useStaffNameColumn<UserRow>(),
        c.column('accountNum', 'people.accountNum'),
        c.column('mobile', 'people.mobile'),
        c.column('roles', 'people.roles', {
          value: (row) => row.roles.map((role) => role.name).join('、'),
          ellipsis: true,
        }),
        c.column('departmentName', 'users.department', { hideable: true }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'users.search' }) },
        { kind: 'status', name: 'status' },
        {
          kind: 'select',
          name: 'roleId',
          label: intl.formatMessage({ id: 'people.roles' }),
          options: (roles.data ?? []).map((role) => ({ value: role.roleId, label: role.name })),
        },
      ]}
      moreRowActions={reset.button}
    >
      {reset.dialog}
    </ResourceList>
  );
}
