import { departmentDelete, departmentList } from '@school-sports/gateway-client';
import { useNavigate } from 'react-router';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useCan } from '../../shell/permissions.tsx';

type Department = RowOf<typeof departmentList>;

const departments = defineResource({
  screen: 'departmentManage',
  texts: 'departments',
  page: departmentList,
  whole: true,
  tree: { parentId: (row) => row.parentId },
  key: (row) => row.departmentId,
  name: (row) => row.name,
  remove: { call: ([row]) => call(departmentDelete, { departmentId: row?.departmentId ?? '' }) },
});

/**
 * `departmentManage`: the department tree of a management organisation as a table in tree order,
 * with its members and sub-departments counted, and the actions the role's buttons allow.
 */
export function DepartmentsPage() {
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<Department>();
  return (
    <ResourceList
      resource={departments}
      columns={(list) => [
        c.column('name', 'departments.name', { isRowHeader: true }),
        c.column('code', 'departments.code'),
        c.column('parentId', 'departments.parent', {
          value: (row) => list.rows.find((unit) => unit.departmentId === row.parentId)?.name ?? '',
          in: 'export',
        }),
        c.column('memberCount', 'departments.memberCount', { align: 'end' }),
        c.column('childCount', 'departments.childCount', { align: 'end' }),
      ]}
      rowActions={(row) =>
        can('add') ? (
          <RowButton
            action="departments.addChild"
            name={row.name}
            onPress={() => navigate(`add?parentId=${encodeURIComponent(row.departmentId)}`)}
          />
        ) : null
      }
      moreRowActions={(row) => (
        <RowButton
          action="departments.members"
          name={row.name}
          onPress={() => navigate(`member/${row.departmentId}`)}
        />
      )}
    />
  );
}
