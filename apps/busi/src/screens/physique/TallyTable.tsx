import type { DataOf, physiqueSummary } from '@school-sports/gateway-client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { TableScroller } from '../../kit/TableScroller.tsx';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './physique.css.ts';

/** One group's tallies as the physique screens show them. */
export type Tally = DataOf<typeof physiqueSummary>['school'];

/** A row of the table: a grade, a class or a school, its name a row heading. */
export interface TallyRow {
  key: string;
  name: ReactNode;
  tally: Tally;
  /** A grade among its classes: set off so the eye finds it. */
  emphasis?: boolean;
}

/**
 * How a rate reads: a percent with one decimal, or a dash that says why when the group is under ten
 * students, so a small class is not mistaken for a poor one and no child can be singled out.
 */
export function useRate(): (value: number | null) => ReactNode {
  const intl = useIntl();
  return (value) =>
    value === null ? (
      <abbr title={intl.formatMessage({ id: 'physiqueResults.withheld' })}>—</abbr>
    ) : (
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 })
    );
}

/** A group's figures as a row of small cards, after any of the caller's (`before`). */
export function TallyFigures({
  label,
  tally,
  before = [],
}: {
  label: string;
  tally: Tally;
  before?: readonly [string, ReactNode][];
}) {
  const intl = useIntl();
  const rate = useRate();
  const figures: [string, ReactNode][] = [
    ...before,
    ['enrolled', intl.formatNumber(tally.enrolled)],
    ['tested', intl.formatNumber(tally.tested)],
    ['participation', rate(tally.participationRate)],
    ['complete', intl.formatNumber(tally.complete)],
    ['passRate', rate(tally.passRate)],
    ['excellentRate', rate(tally.excellentRate)],
    ['meanTotal', tally.meanTotal === null ? rate(null) : intl.formatNumber(tally.meanTotal)],
  ];
  return (
    <dl className={css.figures} aria-label={label}>
      {figures.map(([id, value]) => (
        <div key={id} className={css.figure}>
          <dt>{intl.formatMessage({ id: `physiqueResults.${id}` })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Groups' tallies side by side (a school's grades and classes, a district's schools): counts per
 * band, then the rates, a withheld rate shown as `rate` renders it.
 */
export function TallyTable({
  caption,
  groupHeading,
  rows,
  extra,
}: {
  caption: string;
  groupHeading: string;
  rows: readonly TallyRow[];
  /** A last column of the caller's (its heading, and its cell per row). */
  extra?: { heading: string; cell: (row: TallyRow) => ReactNode };
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const rate = useRate();
  const message = (id: string) => intl.formatMessage({ id: `physiqueResults.${id}` });
  return (
    <TableScroller label={caption}>
      <table className={css.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeading}</th>
            <th scope="col">{message('enrolled')}</th>
            <th scope="col">{message('tested')}</th>
            <th scope="col">{message('complete')}</th>
            <th scope="col">{domainText(locale, 'physique.band.excellent')}</th>
            <th scope="col">{domainText(locale, 'physique.band.good')}</th>
            <th scope="col">{domainText(locale, 'physique.band.pass')}</th>
            <th scope="col">{domainText(locale, 'physique.band.fail')}</th>
            <th scope="col">{message('participation')}</th>
            <th scope="col">{message('passRate')}</th>
            <th scope="col">{message('excellentRate')}</th>
            <th scope="col">{message('meanTotal')}</th>
            {extra ? <th scope="col">{extra.heading}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.emphasis ? css.gradeRow : undefined}>
              <th scope="row">{row.name}</th>
              <td>{intl.formatNumber(row.tally.enrolled)}</td>
              <td>{intl.formatNumber(row.tally.tested)}</td>
              <td>{intl.formatNumber(row.tally.complete)}</td>
              <td>{intl.formatNumber(row.tally.bands.excellent)}</td>
              <td>{intl.formatNumber(row.tally.bands.good)}</td>
              <td>{intl.formatNumber(row.tally.bands.pass)}</td>
              <td>{intl.formatNumber(row.tally.bands.fail)}</td>
              <td>{rate(row.tally.participationRate)}</td>
              <td>{rate(row.tally.passRate)}</td>
              <td>{rate(row.tally.excellentRate)}</td>
              <td>{row.tally.meanTotal === null ? rate(null) : intl.formatNumber(row.tally.meanTotal)}</td>
              {extra ? <td>{extra.cell(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
