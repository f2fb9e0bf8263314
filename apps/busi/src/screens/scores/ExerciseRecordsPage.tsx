import { EXERCISE_KIND_LIST, EXERCISE_SOURCES, exerciseKindLabel, formatExerciseDuration } from '@school-sports/domain';
import { exerciseRecordExport, exerciseRecordOptions, exerciseRecordPage } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { pupilFilters } from './pupilFilters.ts';

type ExerciseRow = RowOf<typeof exerciseRecordPage>;

// Exercise arrives from the school's devices and the mobile app; this screen only finds and exports it.
const exercise = defineResource({
  screen: 'exerciseRecord',
  texts: 'exerciseRecords',
  page: exerciseRecordPage,
  export: exerciseRecordExport,
  key: (row) => row.recordId,
  name: (row) => `${row.studentName} ${row.kind}`,
  addPath: false,
  editPath: false,
});

/**
 * `exerciseRecord` (k12, nf, admin and gx frames): the pupils' own exercise, counted by the
 * school's devices or logged in the mobile app, by student, kind, class, grade, source and days,
 * sorted by time, duration, count or distance, and exported (issue 45).
 */
export function ExerciseRecordsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [address] = useSearchParams();
  const options = useGatewayQuery(exerciseRecordOptions, { orgId: address.get('orgId') ?? '' }).data;
  const c = useColumns<ExerciseRow>();
  const text = (id: string) => domainText(locale, id);
  const number = (value: number, digits = 0) =>
    intl.formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return (
    <ResourceList
      resource={exercise}
      columns={[
        c.column('studentName', 'scores.student', { isRowHeader: true }),
        c.column('studentNumber', 'scores.studentNumber'),
        c.column('gradeKey', 'scores.grade', {
          value: (row) => (row.gradeKey ? text(`grade.${row.gradeKey}`) : ''),
          hideable: true,
        }),
        c.column('className', 'scores.class', { value: (row) => row.className ?? '', hideable: true }),
        c.column('kind', 'exerciseRecords.kind', { value: (row) => text(exerciseKindLabel(row.kind)) }),
        c.column('count', 'exerciseRecords.count', {
          align: 'end',
          value: (row) => (row.count === null ? '' : number(row.count)),
        }),
        c.column('distance', 'exerciseRecords.distance', {
          align: 'end',
          // Metres are stored; kilometres are what people read for a run or a ride.
          value: (row) => (row.distance === null ? '' : number(row.distance / 1000, 2)),
        }),
        c.column('durationSeconds', 'exerciseRecords.duration', {
          align: 'end',
          value: (row) => formatExerciseDuration(row.durationSeconds),
        }),
        c.column('source', 'scores.source', {
          value: (row) => text(`exercise.source.${row.source}`),
          hideable: true,
        }),
        c.column('deviceSerial', 'scores.device', {
          value: (row) => row.deviceSerial ?? '',
          hideable: true,
          defaultHidden: true,
        }),
        c.moment('startedAt', 'exerciseRecords.startedAt', (row) => row.startedAt),
        c.column('orgName', 'scores.org', { hideable: true, defaultHidden: true }),
      ]}
      visibleFilters={4}
      filters={() =>
        pupilFilters(
          intl,
          text,
          options,
          [
            {
              kind: 'select',
              name: 'kind',
              label: intl.formatMessage({ id: 'exerciseRecords.kind' }),
              options: EXERCISE_KIND_LIST.map((kind) => ({ value: kind, label: text(exerciseKindLabel(kind)) })),
            },
          ],
          [
            {
              kind: 'select',
              name: 'source',
              label: intl.formatMessage({ id: 'scores.source' }),
              options: EXERCISE_SOURCES.map((source) => ({
                value: source,
                label: text(`exercise.source.${source}`),
              })),
            },
          ],
        )
      }
    />
  );
}
