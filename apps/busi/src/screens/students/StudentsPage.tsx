import { nationName } from '@school-sports/domain';
import { studentDelete, studentExport, studentPage, studentSetStatus } from '@school-sports/gateway-client';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { classLabel } from '../../kit/classLabel.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { relationshipText, sexText } from './studentText.ts';
import { useStudentOptions } from './useStudentOptions.ts';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const StudentImportDialog = lazy(() =>
  withParts(['imports'], import('./StudentImportDialog.tsx')).then((module) => ({
    default: module.StudentImportDialog,
  })),
);
// The mobile activation code's dialog loads when a code is first asked for.
const MobileCodeDialog = lazy(() =>
  import('./MobileCodeDialog.tsx').then((module) => ({ default: module.MobileCodeDialog })),
);

type StudentRow = RowOf<typeof studentPage>;

const students = defineResource({
  screen: 'user/student',
  texts: 'students',
  page: studentPage,
  export: studentExport,
  key: (row) => row.studentId,
  name: (row) => row.name,
  status: {
    of: (row) => row.status,
    set: (row, status) => call(studentSetStatus, { studentId: row.studentId, status }),
  },
  remove: { call: (rows) => call(studentDelete, { studentIds: rows.map((row) => row.studentId) }), bulk: true },
});

/**
 * `user/student`: the organisation's students by grade, class, name or number and status, paged;
 * add, edit, enable or disable, delete one or the selected ones, export and import (issue 7).
 */
export function StudentsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  // The grade and class dictionaries; a role without the grade screen filters by class only.
  const { grades, classes } = useStudentOptions();
  const gradeNames = new Map((grades.data ?? []).map((grade) => [grade.gradeId, grade.name]));
  const separator = intl.formatMessage({ id: 'students.listSeparator' });
  const parentsText = (row: StudentRow) =>
    row.parents
      .map((one) =>
        intl.formatMessage(
          { id: 'students.parentEntry' },
          { name: one.name, relationship: relationshipText(locale, one.relationship) },
        ),
      )
      .join(separator);
  const c = useColumns<StudentRow>();
  const can = useCan();
  const [coding, setCoding] = useState<StudentRow | null>(null);
  return (
    <ResourceList
      resource={students}
      columns={[
        c.column('name', 'students.name', { isRowHeader: true }),
        c.column('studentNumber', 'students.studentNumber'),
        c.column('sex', 'students.sex', { value: (row) => sexText(locale, row.sex) }),
        c.column('gradeName', 'students.grade', { in: 'export' }),
        c.column('className', 'students.class', { value: (row) => classLabel(row.gradeName, row.className) }),
        c.column('idCard', 'students.idCard', { in: 'export' }),
        c.column('nation', 'students.nation', { value: (row) => nationName(row.nation, locale), hideable: true }),
        c.column('registrationNumber', 'students.registrationNumber', { hideable: true, defaultHidden: true }),
        c.column('birthDate', 'students.birthDate', { in: 'export' }),
        c.column('parents', 'students.parents', { value: parentsText, hideable: true, ellipsis: true }),
        c.column('mobile', 'students.mobile', {
          value: (row) => row.parents.map((one) => one.mobile).join(separator),
          in: 'export',
        }),
        c.status((row) => row.status),
      ]}
      visibleFilters={4}
      filters={(values) => [
        ...(grades.data
          ? [
              {
                kind: 'select' as const,
                name: 'gradeId' as const,
                label: intl.formatMessage({ id: 'students.grade' }),
                options: grades.data.map((grade) => ({ value: grade.gradeId, label: grade.name })),
              },
            ]
          : []),
        {
          kind: 'select',
          name: 'classId',
          label: intl.formatMessage({ id: 'students.class' }),
          // The classes of the chosen grade, and the chosen class even when it is of another grade,
          // so the filter always shows what the list is filtered by.
          options: (classes.data ?? [])
            .filter((entry) => !values.gradeId || entry.gradeId === values.gradeId || entry.classId === values.classId)
            .map((entry) => ({
              value: entry.classId,
              label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
            })),
        },
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'students.search' }) },
        { kind: 'status', name: 'status' },
      ]}
      importDialog={{ label: 'students.import', Dialog: StudentImportDialog }}
      moreRowActions={(row) =>
        can('edit') && row.status === 'enabled' ? (
          <RowButton action="students.mobileCode.open" name={row.name} onPress={() => setCoding(row)} />
        ) : null
      }
    >
      {() =>
        coding ? (
          <Suspense fallback={null}>
            <MobileCodeDialog student={coding} onClose={() => setCoding(null)} />
          </Suspense>
        ) : null
      }
    </ResourceList>
  );
}
