import { majorDelete, majorExport, majorPage } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useCollegeOptions } from './useCollegeOptions.ts';

// The major form is one route for both add and edit, with the edited major in its query.
const majors = defineResource({
  screen: 'org/major',
  texts: 'majors',
  page: majorPage,
  export: majorExport,
  key: (row) => row.majorId,
  name: (row) => row.name,
  addPath: 'addEdit',
  editPath: (row) => `addEdit?id=${encodeURIComponent(row.majorId)}`,
  remove: { call: ([row]) => call(majorDelete, { majorId: row?.majorId ?? '' }) },
});

/** `org/major`: the majors of the university by college and by name or code, paged, with their actions. */
export function MajorsPage() {
  const intl = useIntl();
  const colleges = useCollegeOptions();
  const c = useColumns<RowOf<typeof majorPage>>();
  return (
    <ResourceList
      resource={majors}
      columns={[
        c.column('name', 'majors.name', { isRowHeader: true }),
        c.column('code', 'majors.code'),
        c.column('collegeName', 'majors.college'),
        c.column('studyYears', 'majors.studyYears', {
          align: 'end',
          render: (row) => intl.formatMessage({ id: 'majors.studyYearsValue' }, { years: row.studyYears }),
        }),
      ]}
      filters={() => [
        {
          kind: 'select',
          name: 'collegeId',
          label: intl.formatMessage({ id: 'majors.college' }),
          options: colleges.options.map((option) => ({ value: option.id, label: option.label })),
        },
        { kind: 'search', name: 'name', label: intl.formatMessage({ id: 'majors.search' }) },
      ]}
    />
  );
}
