import { roleTypeLabel } from '@school-sports/domain';
import { roleDelete, roleExport, rolePage } from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';

// Built-in roles are what an organisation starts with; they can be changed but not deleted.
const roles = defineResource({
  screen: 'role',
  texts: 'roles',
  page: rolePage,
  export: roleExport,
  key: (row) => row.roleId,
  name: (row) => row.name,
  remove: { call: ([row]) => call(roleDelete, { roleId: row?.roleId ?? '' }), allowed: (row) => !row.builtIn },
});

/** `role`: the organisation's roles with their members and what they grant (issue 8). */
export function RoleListPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<RowOf<typeof rolePage>>();
  return (
    <ResourceList
      resource={roles}
      columns={[
        c.column('name', 'roles.name', { isRowHeader: true }),
        c.column('type', 'roles.type', {
          value: (row) => (row.type ? domainText(locale, roleTypeLabel(row.type)) : ''),
        }),
        c.column('builtIn', 'roles.kind', {
          value: (row) => intl.formatMessage({ id: row.builtIn ? 'roles.builtIn' : 'roles.custom' }),
          render: (row) =>
            row.builtIn ? (
              <Tag variant="info">{intl.formatMessage({ id: 'roles.builtIn' })}</Tag>
            ) : (
              intl.formatMessage({ id: 'roles.custom' })
            ),
        }),
        c.column('memberCount', 'roles.memberCount', { align: 'end' }),
        c.column('remark', 'roles.remark', { hideable: true }),
      ]}
      filters={() => [{ kind: 'search', name: 'name', label: intl.formatMessage({ id: 'roles.name' }) }]}
      moreRowActions={(row) =>
        can('members') ? (
          <RowButton action="roles.members" name={row.name} onPress={() => navigate(`members/${row.roleId}`)} />
        ) : null
      }
    />
  );
}
