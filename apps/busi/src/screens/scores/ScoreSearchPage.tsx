import {
  formatMeasurement,
  isPhysiqueMeasurement,
  measurementLabel,
  PHYSIQUE_ITEMS,
  physiqueItemLabel,
  RESULT_BANDS,
  RESULT_SOURCES,
} from '@school-sports/domain';
import {
  gxScoreSearchExport,
  gxScoreSearchOptions,
  gxScoreSearchPage,
  gxTestRecordExport,
  gxTestRecordOptions,
  gxTestRecordPage,
  scoreSearchExport,
  scoreSearchOptions,
  scoreSearchPage,
  testRecordExport,
  testRecordOptions,
  testRecordPage,
} from '@school-sports/gateway-client';
import { Tag } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { BandTag, bandLabel } from '../../kit/BandTag.tsx';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { pupilFilters } from './pupilFilters.ts';

type ScoreRow = RowOf<typeof scoreSearchPage>;

// Results are stored by devices, typed in on a plan's check page or imported; this screen only
// finds and exports them.
const schoolScores = defineResource({
  screen: 'organizeTest/scoreSearch',
  texts: 'scores',
  page: scoreSearchPage,
  export: scoreSearchExport,
  key: (row) => row.resultId,
  name: (row) => `${row.studentName} ${row.item}`,
  addPath: false,
  editPath: false,
});

const universityScores = defineResource({
  screen: 'scoreSearch',
  texts: 'scores',
  page: gxScoreSearchPage,
  export: gxScoreSearchExport,
  key: (row) => row.resultId,
  name: (row) => `${row.studentName} ${row.item}`,
  addPath: false,
  editPath: false,
});

// Test records: the same search over the readings that joined no plan (self-tests on devices).
const schoolSelfTests = defineResource({
  screen: 'selfTest/testRecord',
  texts: 'testRecords',
  page: testRecordPage,
  export: testRecordExport,
  key: (row) => row.resultId,
  name: (row) => `${row.studentName} ${row.item}`,
  addPath: false,
  editPath: false,
});

const universitySelfTests = defineResource({
  screen: 'testRecord',
  texts: 'testRecords',
  page: gxTestRecordPage,
  export: gxTestRecordExport,
  key: (row) => row.resultId,
  name: (row) => `${row.studentName} ${row.item}`,
  addPath: false,
  editPath: false,
});

/** The search of one frame's screen: the same columns and filters over that frame's calls. */
function ScoreSearch({
  resource,
  optionsCall,
}: {
  resource: typeof schoolScores | typeof universityScores | typeof schoolSelfTests | typeof universitySelfTests;
  optionsCall:
    | typeof scoreSearchOptions
    | typeof gxScoreSearchOptions
    | typeof testRecordOptions
    | typeof gxTestRecordOptions;
}) {
  // Test records hold no plan's results: neither the plan column nor its filter means anything there.
  const plans = resource.page === scoreSearchPage || resource.page === gxScoreSearchPage;
  const intl = useIntl();
  const { locale } = useLocale();
  // The school a management organisation chose is in the address with the other filters; its
  // classes and plans are what the next filters offer.
  const [address] = useSearchParams();
  const options = useGatewayQuery(optionsCall, { orgId: address.get('orgId') ?? '' }).data;
  const c = useColumns<ScoreRow>();
  const text = (id: string) => domainText(locale, id);
  const measurementText = (row: ScoreRow) =>
    isPhysiqueMeasurement(row.measurement) ? text(measurementLabel(row.measurement)) : row.measurement;
  return (
    <ResourceList
      resource={resource}
      columns={[
        c.column('studentName', 'scores.student', { isRowHeader: true }),
        c.column('studentNumber', 'scores.studentNumber'),
        c.column('gradeKey', 'scores.grade', { value: (row) => text(`grade.${row.gradeKey}`), hideable: true }),
        c.column('className', 'scores.class', { value: (row) => row.className ?? '', hideable: true }),
        c.column('measurement', 'scores.item', { value: measurementText }),
        c.column('value', 'scores.value', {
          align: 'end',
          value: (row) => formatMeasurement(row.measurement, row.value),
          render: (row) => (
            <>
              {formatMeasurement(row.measurement, row.value)}
              {row.needsCheck ? (
                <>
                  {' '}
                  <Tag variant="warning">{intl.formatMessage({ id: 'scores.needsCheck' })}</Tag>
                </>
              ) : null}
            </>
          ),
        }),
        c.column('score', 'scores.score', {
          align: 'end',
          value: (row) => row.score ?? '',
          render: (row) => (row.score === null ? intl.formatMessage({ id: 'scores.noScore' }) : row.score),
        }),
        c.column('band', 'scores.band', {
          value: (row) => (row.band ? text(bandLabel(row.band as (typeof RESULT_BANDS)[number])) : ''),
          render: (row) => <BandTag band={row.band} />,
        }),
        c.column('source', 'scores.source', {
          value: (row) => text(`fitness.source.${row.source}`),
          hideable: true,
        }),
        c.column('deviceSerial', 'scores.device', {
          value: (row) => row.deviceSerial ?? '',
          hideable: true,
          defaultHidden: true,
        }),
        ...(plans
          ? [
              c.column('planName', 'scores.plan', {
                value: (row) => row.planName ?? intl.formatMessage({ id: 'scores.noPlan' }),
                hideable: true,
                ellipsis: true,
              }),
            ]
          : []),
        c.moment('measuredAt', 'scores.at', (row) => row.measuredAt),
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
              name: 'item',
              label: intl.formatMessage({ id: 'scores.item' }),
              options: PHYSIQUE_ITEMS.map((item) => ({ value: item, label: text(physiqueItemLabel(item)) })),
            },
            ...(plans
              ? [
                  {
                    kind: 'select' as const,
                    name: 'planId' as const,
                    label: intl.formatMessage({ id: 'scores.plan' }),
                    options: (options?.plans ?? []).map((plan) => ({ value: plan.planId, label: plan.name })),
                  },
                ]
              : []),
          ],
          [
            {
              kind: 'select',
              name: 'band',
              label: intl.formatMessage({ id: 'scores.band' }),
              options: RESULT_BANDS.map((band) => ({ value: band, label: text(bandLabel(band)) })),
            },
            {
              kind: 'select',
              name: 'source',
              label: intl.formatMessage({ id: 'scores.source' }),
              options: RESULT_SOURCES.map((source) => ({ value: source, label: text(`fitness.source.${source}`) })),
            },
            {
              kind: 'select',
              name: 'needsCheck',
              label: intl.formatMessage({ id: 'scores.check' }),
              options: [
                { value: 'true', label: intl.formatMessage({ id: 'scores.needsCheck' }) },
                { value: 'false', label: intl.formatMessage({ id: 'scores.checked' }) },
              ],
            },
          ],
        )
      }
    />
  );
}

/**
 * `organizeTest/scoreSearch` (k12, nf and admin frames): every scored result of the school, or of
 * the schools a management organisation oversees, found by student, item, grade, band, source,
 * check and days, sorted by score, and exported (issue 45).
 */
export function ScoreSearchPage() {
  return <ScoreSearch resource={schoolScores} optionsCall={scoreSearchOptions} />;
}

/** `scoreSearch` (gx frame): the university's score search. */
export function GxScoreSearchPage() {
  return <ScoreSearch resource={universityScores} optionsCall={gxScoreSearchOptions} />;
}

/**
 * `selfTest/testRecord` (k12, nf and admin frames): the readings pupils took on the school's
 * devices outside any test plan, scored as they arrived, with the score search's filters and export.
 */
export function TestRecordPage() {
  return <ScoreSearch resource={schoolSelfTests} optionsCall={testRecordOptions} />;
}

/** `testRecord` (gx frame): the university's test records. */
export function GxTestRecordPage() {
  return <ScoreSearch resource={universitySelfTests} optionsCall={gxTestRecordOptions} />;
}
