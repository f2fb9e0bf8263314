import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { collegeDelete, collegeList } from '@school-sports/gateway-client';
import { useNavigate } from 'react-router';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useCan } from '../../shell/permissions.tsx';

type College = RowOf<typeof collegeList>;

// The college form is one route for both add and edit, with the edited college in its query.
const colleges = defineResource({
  screen: 'org/college',
  texts: 'colleges',
  page: collegeList,
  whole: true,
  tree: { parentId: (row) => row.parentId },
  key: (row) => row.collegeId,
  name: (row) => row.name,
  addPath: 'addEdit',
  editPath: (row) => `addEdit?id=${encodeURIComponent(row.collegeId)}`,
  remove: { call: ([row]) => call(collegeDelete, { collegeId: row?.collegeId ?? '' }) },
});

/**
 * `org/college`: the colleges of a university and their sub-colleges (two levels) as a table in
 * tree order, with their majors and sub-colleges counted, and the actions the role's buttons allow.
 */
export function CollegesPage() {
  const navigate = useNavigate();
  const can = useCan();
  const c = useColumns<College>();
  return (
    <ResourceList
      resource={colleges}
      columns={(list) => [
        c.column('name', 'colleges.name', { isRowHeader: true }),
        c.column('code', 'colleges.code'),
        c.column('parentId', 'colleges.parent', {
          value: (row) => list.rows.find((unit) => unit.collegeId === row.parentId)?.name ?? '',
          in: 'export',
        }),
        c.column('majorCount', 'colleges.majorCount', { align: 'end' }),
        c.column('childCount', 'colleges.childCount', { align: 'end' }),
      ]}
      rowActions={(row, list) =>
        can('add') && list.depth(row) + 1 < STRUCTURE_LIMITS.collegeDepth ? (
          <RowButton
            action="colleges.addChild"
            name={row.name}
            onPress={() => navigate(`addEdit?parentId=${encodeURIComponent(row.collegeId)}`)}
          />
        ) : null
      }
    />
  );
}
