import { GRADE_KEYS, type GradeKey, physiqueItemLabel } from '@school-sports/domain';
import { type DataOf, physiqueSummary, physiqueTrend } from '@school-sports/gateway-client';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { TableScroller } from '../../kit/TableScroller.tsx';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './physique.css.ts';
import { TallyFigures, TallyTable, useRate } from './TallyTable.tsx';

/**
 * The year's tallies above the list: the school's figures, then a table of its grades and classes
 * and one of the per-item pass rates. A rate of fewer than ten students is a dash with the reason
 * beside it, so a small class is not mistaken for a poor one and no child can be singled out.
 */
export function PhysiqueSummary({ academicYearId, grade }: { academicYearId: string; grade: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const chosenGrade = (GRADE_KEYS as readonly string[]).includes(grade) ? (grade as GradeKey) : undefined;
  const summary = useGatewayQuery(physiqueSummary, {
    ...(academicYearId ? { academicYearId } : {}),
    ...(chosenGrade ? { grade: chosenGrade } : {}),
  }).data;
  const trend = useGatewayQuery(physiqueTrend, {}).data ?? [];
  const rate = useRate();
  if (!summary) return null;
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.${id}` }, values);
  const { school } = summary;
  const rows = [
    ...summary.grades.map((entry) => ({
      key: entry.gradeKey,
      name: domainText(locale, `grade.${entry.gradeKey}`),
      tally: entry.tally,
      emphasis: true,
    })),
    ...summary.classes.map((entry) => ({ key: entry.classId, name: entry.className, tally: entry.tally })),
  ];
  return (
    <section className={css.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {message('summaryTitle')}
      </h2>
      <TallyFigures label={message('schoolTitle')} tally={school} />
      {rows.length > 0 ? (
        <TallyTable caption={message('groupsTitle')} groupHeading={message('group')} rows={rows} />
      ) : null}
      {school.items.length > 0 ? (
        <TableScroller label={message('itemRatesTitle')}>
          <table className={css.table}>
            <caption>{message('itemRatesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{message('item')}</th>
                <th scope="col">{message('scored')}</th>
                <th scope="col">{message('passed')}</th>
                <th scope="col">{message('passRate')}</th>
              </tr>
            </thead>
            <tbody>
              {school.items.map((entry) => (
                <tr key={entry.item}>
                  <th scope="row">{domainText(locale, physiqueItemLabel(entry.item))}</th>
                  <td>{intl.formatNumber(entry.scored)}</td>
                  <td>{intl.formatNumber(entry.passed)}</td>
                  <td>{rate(entry.passRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      {trend.length > 1 ? <Trend trend={trend} rate={rate} /> : null}
      <p className={css.note}>{message('withheld')}</p>
    </section>
  );
}

/** The pass rate of the school and of each grade, a row per year, oldest first: year on year at a glance. */
function Trend({ trend, rate }: { trend: DataOf<typeof physiqueTrend>; rate: (value: number | null) => ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const grades = GRADE_KEYS.filter((key) => trend.some((year) => year.grades.some((entry) => entry.gradeKey === key)));
  return (
    <TableScroller label={intl.formatMessage({ id: 'physiqueResults.trendTitle' })}>
      <table className={css.table}>
        <caption>{intl.formatMessage({ id: 'physiqueResults.trendTitle' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'physiqueResults.year' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'physiqueResults.schoolTitle' })}</th>
            {grades.map((key) => (
              <th scope="col" key={key}>
                {domainText(locale, `grade.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.map((year) => (
            <tr key={year.academicYearId}>
              <th scope="row">{year.name}</th>
              <td>{rate(year.school.passRate)}</td>
              {grades.map((key) => {
                const tally = year.grades.find((entry) => entry.gradeKey === key)?.tally;
                return <td key={key}>{tally ? rate(tally.passRate) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
