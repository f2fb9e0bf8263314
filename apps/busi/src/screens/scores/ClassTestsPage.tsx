import {
  formatMeasurement,
  GRADE_KEYS,
  measurementLabel,
  PHYSIQUE_ITEMS,
  type PhysiqueItem,
  physiqueItemLabel,
} from '@school-sports/domain';
import { classTestExport, classTestOptions, classTestPage, classTestResults } from '@school-sports/gateway-client';
import { Dialog, Spinner, Tag } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { BandTag } from '../../kit/BandTag.tsx';
import { classLabel } from '../../kit/classLabel.ts';
import { useColumns } from '../../kit/columns.tsx';
import { defineResource, type RowOf } from '../../kit/defineResource.ts';
import * as css from '../../kit/PhysiqueYears.css.ts';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type TestRow = RowOf<typeof classTestPage>;

// Class tests are made by the devices in lesson mode: this screen finds, opens and exports them.
const classTests = defineResource({
  screen: 'class/test',
  texts: 'classTests',
  page: classTestPage,
  export: classTestExport,
  key: (row) => row.classTestId,
  name: (row) => `${row.className ?? ''} ${row.title}`.trim(),
  addPath: false,
  editPath: false,
});

/** The whole minutes a lesson lasted, from its start and end. */
function minutesOf(row: { startedAt: string; endedAt: string }): number {
  return Math.round((Date.parse(row.endedAt) - Date.parse(row.startedAt)) / 60_000);
}

/** One class test's results, student by student, and the class's students it did not test. */
function ClassTestResults({ test, onClose }: { test: TestRow; onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const text = (id: string) => domainText(locale, id);
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `classTests.${id}` }, values);
  const opened = useGatewayQuery(classTestResults, { classTestId: test.classTestId }).data;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
      title={message('resultsTitle', { className: test.className ?? '' })}
    >
      {opened ? (
        <div className={css.year}>
          <p>
            {message('summary', {
              start: intl.formatDate(test.startedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              teacher: test.teacherName ?? message('noTeacher'),
              tested: opened.test.tested,
              size: opened.test.classSize,
            })}
          </p>
          <table className={css.table}>
            <caption>{message('resultsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'scores.student' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'scores.studentNumber' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'scores.item' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'scores.value' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'scores.score' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'scores.band' })}</th>
              </tr>
            </thead>
            <tbody>
              {opened.results.map((row) => (
                <tr key={row.resultId}>
                  <th scope="row">{row.studentName}</th>
                  <td>{row.studentNumber}</td>
                  <td>{text(measurementLabel(row.measurement))}</td>
                  <td>
                    {formatMeasurement(row.measurement, row.value)}
                    {row.needsCheck ? (
                      <>
                        {' '}
                        <Tag variant="warning">{intl.formatMessage({ id: 'scores.needsCheck' })}</Tag>
                      </>
                    ) : null}
                  </td>
                  <td>
                    {row.score === null ? intl.formatMessage({ id: 'scores.noScore' }) : intl.formatNumber(row.score)}
                  </td>
                  <td>
                    <BandTag band={row.band} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="class-test-untested">
            <h3 id="class-test-untested">{message('untested', { count: opened.untested.length })}</h3>
            {opened.untested.length === 0 ? (
              <p>{message('allTested')}</p>
            ) : (
              <p>{intl.formatList(opened.untested.map((pupil) => `${pupil.studentName}（${pupil.studentNumber}）`))}</p>
            )}
          </section>
        </div>
      ) : (
        <Spinner aria-label={message('loading')} />
      )}
    </Dialog>
  );
}

/**
 * `class/test` (k12 and admin frames): the tests teachers ran in their PE lessons, sent by the
 * devices in lesson mode, by class, grade, teacher, item, title and days, sorted by time, class,
 * students tested or average score, opened for their students' results, and exported (issue 45).
 * A management organisation reads its schools' tests.
 */
export function ClassTestsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [address] = useSearchParams();
  const options = useGatewayQuery(classTestOptions, { orgId: address.get('orgId') ?? '' }).data;
  const [opened, setOpened] = useState<TestRow | null>(null);
  const c = useColumns<TestRow>();
  const text = (id: string) => domainText(locale, id);
  const label = (id: string) => intl.formatMessage({ id });
  const itemNames = (items: readonly PhysiqueItem[]) =>
    intl.formatList(
      items.map((item) => text(physiqueItemLabel(item))),
      { type: 'unit', style: 'narrow' },
    );
  const percent = (share: number | null) => (share === null ? '' : intl.formatNumber(share, { style: 'percent' }));
  const gradeNames = new Map((options?.grades ?? []).map((entry) => [entry.gradeId, entry.name]));
  return (
    <ResourceList
      resource={classTests}
      columns={[
        c.column('className', 'classTests.class', { isRowHeader: true, value: (row) => row.className ?? '' }),
        c.column('gradeKey', 'scores.grade', {
          value: (row) => (row.gradeKey ? text(`grade.${row.gradeKey}`) : ''),
          hideable: true,
          defaultHidden: true,
        }),
        c.column('teacherName', 'classTests.teacher', { value: (row) => row.teacherName ?? '' }),
        c.column('title', 'classTests.testTitle', { hideable: true, ellipsis: true }),
        c.column('items', 'classTests.items', { value: (row) => itemNames(row.items), ellipsis: true }),
        c.moment('startedAt', 'classTests.startedAt', (row) => row.startedAt),
        c.column('endedAt', 'classTests.duration', {
          align: 'end',
          value: (row) => intl.formatMessage({ id: 'classTests.minutes' }, { minutes: minutesOf(row) }),
          hideable: true,
        }),
        c.column('tested', 'classTests.tested', {
          align: 'end',
          value: (row) =>
            intl.formatMessage({ id: 'classTests.testedOf' }, { tested: row.tested, size: row.classSize }),
        }),
        c.column('averageScore', 'classTests.average', {
          align: 'end',
          value: (row) =>
            row.averageScore === null ? '' : intl.formatNumber(row.averageScore, { maximumFractionDigits: 1 }),
        }),
        c.column('passRate', 'classTests.passRate', { align: 'end', value: (row) => percent(row.passRate) }),
        c.column('deviceSerial', 'scores.device', { hideable: true, defaultHidden: true }),
        c.column('orgName', 'scores.org', { hideable: true, defaultHidden: true }),
      ]}
      rowActions={(row) => (
        <RowButton action="classTests.open" name={classTests.name(row)} onPress={() => setOpened(row)} />
      )}
      visibleFilters={4}
      filters={() => [
        ...(options && options.schools.length > 0
          ? [
              {
                kind: 'select' as const,
                name: 'orgId' as const,
                label: label('scores.org'),
                options: options.schools.map((school) => ({ value: school.orgId, label: school.name })),
              },
            ]
          : []),
        {
          kind: 'select',
          name: 'classId',
          label: label('classTests.class'),
          options: (options?.classes ?? []).map((entry) => ({
            value: entry.classId,
            label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
          })),
        },
        {
          kind: 'select',
          name: 'teacherAccountId',
          label: label('classTests.teacher'),
          options: (options?.teachers ?? []).map((teacher) => ({
            value: teacher.teacherAccountId,
            label: teacher.name,
          })),
        },
        {
          kind: 'select',
          name: 'item',
          label: label('scores.item'),
          options: PHYSIQUE_ITEMS.map((item) => ({ value: item, label: text(physiqueItemLabel(item)) })),
        },
        {
          kind: 'select',
          name: 'grade',
          label: label('scores.grade'),
          options: GRADE_KEYS.map((key) => ({ value: key, label: text(`grade.${key}`) })),
        },
        { kind: 'search', name: 'keyword', label: label('classTests.search') },
        { kind: 'dateRange', start: 'startDate', end: 'endDate', label: label('scores.days'), utcOffset: 'utcOffset' },
      ]}
    >
      {() => (opened ? <ClassTestResults test={opened} onClose={() => setOpened(null)} /> : null)}
    </ResourceList>
  );
}
