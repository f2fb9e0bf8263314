import { academicYearDelete, academicYearList, academicYearSetCurrent } from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { FormattedMessage } from 'react-intl';
import { useColumns } from '../../kit/columns.tsx';
import { call, defineResource, type RowOf } from '../../kit/defineResource.ts';
import { type ListHandle, ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useCan } from '../../shell/permissions.tsx';

type YearRow = RowOf<typeof academicYearList>;

const academicYears = defineResource({
  screen: 'org/acayear',
  texts: 'acayears',
  page: academicYearList,
  whole: true,
  key: (row) => row.uid,
  name: (row) => row.academicYear,
  remove: { call: ([row]) => call(academicYearDelete, { uid: row?.uid ?? '' }) },
});

/** `org/acayear`: academic years with their semesters; one semester is the current one. */
export function AcademicYearsPage() {
  const can = useCan();
  const c = useColumns<YearRow>();
  const semesters = (row: YearRow, list: ListHandle<YearRow>) => (
    <ul className={styles.semesterList}>
      {row.semesters.map((semester) => (
        <li key={semester.semesterId}>
          {semester.name} {semester.startDate} – {semester.endDate}{' '}
          {semester.current ? (
            <Tag variant="success">
              <FormattedMessage id="acayears.current" />
            </Tag>
          ) : can('edit') ? (
            <RowButton
              action="acayears.makeCurrent"
              name={`${row.academicYear} ${semester.name}`}
              onPress={async () => {
                const request = { semesterId: semester.semesterId };
                if (await list.run(academicYearSetCurrent, request, 'success.saved')) list.reload();
              }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <ResourceList
      resource={academicYears}
      columns={(list) => [
        c.column('academicYear', 'acayears.year', { isRowHeader: true }),
        c.column('semesters', 'acayears.semesters', {
          value: (row) =>
            row.semesters.map((semester) => `${semester.name} ${semester.startDate} – ${semester.endDate}`).join('; '),
          render: (row) => semesters(row, list),
        }),
        c.column('current', 'acayears.current', {
          value: (row) => row.semesters.find((semester) => semester.current)?.name ?? '',
          in: 'export',
        }),
        c.column('classCount', 'acayears.classCount', { align: 'end' }),
      ]}
    />
  );
}
