import { sexLabel } from '@school-sports/domain';
import {
  teacherDelete,
  teacherExport,
  teacherOptions,
  teacherPage,
  teacherResetPassword,
  teacherSetStatus,
} from '@school-sports/gateway-client';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { withParts } from '../../i18n/areas.ts';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { certificateText } from './peopleText.ts';
import { useResetPassword, useStaffNameColumn } from './staffList.tsx';

// The import dialog (and its spreadsheet code) loads when it is first opened, not with the list.
const TeacherImportDialog = lazy(() =>
  withParts(['imports'], import('./TeacherImportDialog.tsx')).then((module) => ({
    default: module.TeacherImportDialog,
  })),
);

type TeacherRow = RowOf<typeof teacherPage>;

const teachers = defineResource({
  screen: 'user/teacher',
  texts: 'teachers',
  page: teacherPage,
  export: teacherExport,
  key: (row) => row.teacherId,
  name: (row) => row.name,
  // Nobody disables or deletes their own account: they would lock themselves out.
  status: {
    of: (row) => (row.isSelf ? null : row.status),
    set: (row, status) => call(teacherSetStatus, { teacherId: row.teacherId, status }),
  },
  remove: { call: ([row]) => call(teacherDelete, { teacherId: row?.teacherId ?? '' }), allowed: (row) => !row.isSelf },
});

/** `user/teacher`: the organisation's teachers, filtered and paged, with their actions (issue 7). */
export function TeachersPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const options = useGatewayQuery(teacherOptions, {});
  const classes = options.data?.classes ?? [];
  const c = useColumns<TeacherRow>();
  const reset = useResetPassword(teacherResetPassword, (row: TeacherRow, password) => ({
    teacherId: row.teacherId,
    password,
  }));
  return (
    <ResourceList
      resource={teachers}
      columns={[
        useStaffNameColumn<TeacherRow>(),
        c.column('accountNum', 'people.accountNum'),
        c.column('sex', 'people.sex', { value: (row) => domainText(locale, sexLabel(row.sex)) }),
        c.column('mobile', 'people.mobile'),
        c.column('employeeNumber', 'teachers.employeeNumber'),
        c.column('idCard', 'people.idCard', { in: 'export' }),
        c.column('roles', 'people.roles', {
          value: (row) => row.roles.map((role) => role.name).join('、'),
          ellipsis: true,
        }),
        c.column('classes', 'teachers.classes', {
          value: (row) => row.classes.map((entry) => entry.name).join('、'),
          hideable: true,
          ellipsis: true,
        }),
        c.column('certificateType', 'teachers.certificateType', {
          value: (row) => certificateText(locale, row.certificateType),
          hideable: true,
          defaultHidden: true,
        }),
        c.column('certificateNumber', 'teachers.certificateNumber', { in: 'export' }),
        c.status((row) => row.status),
      ]}
      filters={() => [
        { kind: 'search', name: 'keyword', label: intl.formatMessage({ id: 'teachers.search' }) },
        { kind: 'status', name: 'status' },
        ...(classes.length > 0
          ? [
              {
                kind: 'select' as const,
                name: 'classId' as const,
                label: intl.formatMessage({ id: 'teachers.classes' }),
                options: classes.map((entry) => ({ value: entry.classId, label: entry.name })),
              },
            ]
          : []),
      ]}
      importDialog={{ label: 'teachers.import', Dialog: TeacherImportDialog }}
      moreRowActions={reset.button}
    >
      {reset.dialog}
    </ResourceList>
  );
}
