import { classDelete, classExport, classPage, classSetStatus } from '@school-sports/gateway-client';
import { StatusTag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { type ListColumn, useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { userInfoAtom } from '../../session/state.ts';
import { useGrades } from './useGrades.ts';

type ClassRow = RowOf<typeof classPage>;

const ClassImportDialog = lazy(() =>
  withParts(['imports'], import('./ClassImportDialog.tsx')).then((module) => ({ default: module.ClassImportDialog })),
);

// A graduated class is history: it is neither edited nor enabled again, only deleted.
const classes = defineResource({
  screen: 'org/class',
  texts: 'classes',
  page: classPage,
  export: classExport,
  key: (row) => row.classId,
  name: (row) => row.name,
  editPath: (row) => (row.status === 'graduated' ? null : `edit/${row.classId}`),
  status: {
    of: (row) => (row.status === 'graduated' ? null : row.status),
    set: (row, status) => call(classSetStatus, { classId: row.classId, status }),
  },
  remove: { call: ([row]) => call(classDelete, { classId: row?.classId ?? '' }) },
});

/** `org/class`: the classes of the organisation, filtered and paged, with their actions. */
export function ClassListPage() {
  const intl = useIntl();
  const grades = useGrades();
  const university = useAtomValue(userInfoAtom)?.currentTypePath === '/gx';
  const c = useColumns<ClassRow>();
  const statusText = (status: ClassRow['status']) =>
    intl.formatMessage({
      id: status === 'graduated' ? 'classes.graduated' : status === 'disabled' ? 'common.disabled' : 'common.enabled',
    });
  const universityColumns: ListColumn<ClassRow>[] = university
    ? [c.column('collegeName', 'classes.college'), c.column('majorName', 'classes.major')]
    : [];
  return (
    <ResourceList
      resource={classes}
      importDialog={{ label: 'classes.import', Dialog: ClassImportDialog }}
      columns={[
        c.column('name', 'classes.name', { isRowHeader: true }),
        // Codes are numbers to people, but kept as written ("01") in the table and the export.
        c.column('code', 'classes.code', { align: 'end' }),
        c.column('gradeName', university ? 'classes.enrolmentYear' : 'classes.grade'),
        ...universityColumns,
        c.column('academicYear', 'classes.academicYear'),
        c.column('size', 'classes.size', { align: 'end' }),
        c.column('studentCount', 'classes.studentCount', { align: 'end' }),
        c.column('headTeacherName', 'classes.headTeacher', { hideable: true }),
        {
          key: 'status',
          title: intl.formatMessage({ id: 'common.status' }),
          value: (row) => statusText(row.status),
          render: (row) =>
            row.status === 'graduated' ? (
              <StatusTag status="ended" label={statusText(row.status)} />
            ) : (
              <StatusTag status={row.status} />
            ),
        },
      ]}
      filters={() => [
        {
          kind: 'select',
          name: 'gradeId',
          label: intl.formatMessage({ id: university ? 'classes.enrolmentYear' : 'classes.grade' }),
          options: (grades.data ?? []).map((grade) => ({ value: grade.gradeId, label: grade.name })),
        },
        { kind: 'search', name: 'name', label: intl.formatMessage({ id: 'classes.name' }) },
        {
          kind: 'status',
          name: 'status',
          more: [{ value: 'graduated', label: intl.formatMessage({ id: 'classes.graduated' }) }],
        },
      ]}
    />
  );
}
