import { formatMeasurement, type PhysiqueItem, physiqueItemLabel } from '@school-sports/domain';
import type { DataOf, physiqueStudent } from '@school-sports/gateway-client';
import { useIntl } from 'react-intl';
import { domainText } from '../i18n/translate.ts';
import { useLocale } from '../shell/LocaleContext.ts';
import { BandTag } from './BandTag.tsx';
import * as css from './PhysiqueYears.css.ts';

type Year = DataOf<typeof physiqueStudent>['years'][number];

/** The value an item was scored on, as the test records it (BMI with one decimal). */
function itemValue(item: PhysiqueItem, value: number): string {
  return item === 'bmi' ? value.toFixed(1) : formatMeasurement(item, value);
}

/**
 * A student's physique report of each year, newest first: the items with value and score (BMI with
 * its band), the items not measured, and the standard score, bonus, total and band. Shown to a
 * parent by the public lookup and to staff in a student's history.
 */
export function PhysiqueYears({ years }: { years: readonly Year[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const message = (key: string, extra?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.lookup.${key}` }, extra);
  const text = (key: string) => domainText(locale, key);
  if (years.length === 0) return <p role="status">{message('noYears')}</p>;
  return (
    <>
      {years.map((year) => (
        <section key={year.academicYear} aria-label={year.academicYear} className={css.year}>
          <h3>
            {year.academicYear} · {text(`grade.${year.gradeKey}`)}
          </h3>
          <table className={css.table}>
            <caption>{message('itemsCaption', { year: year.academicYear })}</caption>
            <thead>
              <tr>
                <th scope="col">{message('item')}</th>
                <th scope="col">{message('value')}</th>
                <th scope="col">{message('score')}</th>
              </tr>
            </thead>
            <tbody>
              {year.items.map((entry) => (
                <tr key={entry.item}>
                  <th scope="row">{text(physiqueItemLabel(entry.item))}</th>
                  <td>
                    {itemValue(entry.item, entry.value)}
                    {entry.bmiBand ? (
                      <>
                        {' '}
                        <BandTag band={entry.bmiBand} />
                      </>
                    ) : null}
                  </td>
                  <td>{intl.formatNumber(entry.score)}</td>
                </tr>
              ))}
              {year.missing.map((item) => (
                <tr key={item}>
                  <th scope="row">{text(physiqueItemLabel(item))}</th>
                  <td colSpan={2}>{message('notMeasured')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={css.totals}>
            <div>
              <dt>{message('standardScore')}</dt>
              <dd>{intl.formatNumber(year.standardScore)}</dd>
            </div>
            <div>
              <dt>{message('bonus')}</dt>
              <dd>{intl.formatNumber(year.bonus)}</dd>
            </div>
            <div>
              <dt>{message('total')}</dt>
              <dd>{intl.formatNumber(year.total)}</dd>
            </div>
            <div>
              <dt>{message('band')}</dt>
              <dd>{year.band ? <BandTag band={year.band} /> : message('incomplete')}</dd>
            </div>
          </dl>
        </section>
      ))}
    </>
  );
}
