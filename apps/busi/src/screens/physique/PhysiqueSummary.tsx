import { GRADE_KEYS, type GradeKey, physiqueItemLabel } from '@school-sports/domain';
import { type DataOf, physiqueSummary, physiqueTrend } from '@school-sports/gateway-client';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './physique.css.ts';

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
  if (!summary) return null;
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.${id}` }, values);
  const rate = (value: number | null) =>
    value === null ? (
      <abbr title={message('withheld')}>—</abbr>
    ) : (
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })
    );
  const { school } = summary;
  const figures: [string, ReactNode][] = [
    ['enrolled', intl.formatNumber(school.enrolled)],
    ['tested', intl.formatNumber(school.tested)],
    ['participation', rate(school.participationRate)],
    ['complete', intl.formatNumber(school.complete)],
    ['passRate', rate(school.passRate)],
    ['excellentRate', rate(school.excellentRate)],
    ['meanTotal', school.meanTotal === null ? rate(null) : intl.formatNumber(school.meanTotal)],
  ];
  const rows = [
    ...summary.grades.map((entry) => ({
      key: entry.gradeKey,
      name: domainText(locale, `grade.${entry.gradeKey}`),
      tally: entry.tally,
      isGrade: true,
    })),
    ...summary.classes.map((entry) => ({
      key: entry.classId,
      name: entry.className,
      tally: entry.tally,
      isGrade: false,
    })),
  ];
  return (
    <section className={css.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {message('summaryTitle')}
      </h2>
      <dl className={css.figures} aria-label={message('schoolTitle')}>
        {figures.map(([id, value]) => (
          <div key={id} className={css.figure}>
            <dt>{message(id)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 ? (
        <div className={css.scroller}>
          <table className={css.table}>
            <caption>{message('groupsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{message('group')}</th>
                <th scope="col">{message('enrolled')}</th>
                <th scope="col">{message('tested')}</th>
                <th scope="col">{message('complete')}</th>
                <th scope="col">{domainText(locale, 'physique.band.excellent')}</th>
                <th scope="col">{domainText(locale, 'physique.band.good')}</th>
                <th scope="col">{domainText(locale, 'physique.band.pass')}</th>
                <th scope="col">{domainText(locale, 'physique.band.fail')}</th>
                <th scope="col">{message('passRate')}</th>
                <th scope="col">{message('excellentRate')}</th>
                <th scope="col">{message('meanTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={row.isGrade ? css.gradeRow : undefined}>
                  <th scope="row">{row.name}</th>
                  <td>{intl.formatNumber(row.tally.enrolled)}</td>
                  <td>{intl.formatNumber(row.tally.tested)}</td>
                  <td>{intl.formatNumber(row.tally.complete)}</td>
                  <td>{intl.formatNumber(row.tally.bands.excellent)}</td>
                  <td>{intl.formatNumber(row.tally.bands.good)}</td>
                  <td>{intl.formatNumber(row.tally.bands.pass)}</td>
                  <td>{intl.formatNumber(row.tally.bands.fail)}</td>
                  <td>{rate(row.tally.passRate)}</td>
                  <td>{rate(row.tally.excellentRate)}</td>
                  <td>{row.tally.meanTotal === null ? rate(null) : intl.formatNumber(row.tally.meanTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {school.items.length > 0 ? (
        <div className={css.scroller}>
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
        </div>
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
    <div className={css.scroller}>
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
    </div>
  );
}
