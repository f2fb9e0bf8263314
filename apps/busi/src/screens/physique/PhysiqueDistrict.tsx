import { academicYearLabel } from '@school-sports/domain';
import { physiqueDistrictSummary } from '@school-sports/gateway-client';
import { Button, Tag } from '@school-sports/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import * as css from './physique.css.ts';
import { TallyFigures, TallyTable } from './TallyTable.tsx';

/**
 * A management organisation's schools' physique year, on its home page (issue 48): the district's
 * figures, each school's tallies with when they were counted (a school whose results changed since
 * says it is being brought up to date), and each grade across the schools. Read from the counts
 * the gateway keeps per school, so a district of a hundred schools opens as fast as one.
 */
export function PhysiqueDistrict() {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const [startYear, setStartYear] = useState<number | null>(null);
  const summary = useGatewayQuery(physiqueDistrictSummary, startYear === null ? {} : { startYear }).data;
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `physiqueResults.district.${id}` }, values);
  if (!summary || summary.startYear === null) return null;
  return (
    <section className={css.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {text('title', { year: academicYearLabel(summary.startYear) })}
      </h2>
      {summary.startYears.length > 1 ? (
        // A few years at most: one button each, the year shown pressed (a select would load a
        // popup's code on the home page for a handful of choices).
        <fieldset className={css.years}>
          <legend className={css.yearsLegend}>{text('year')}</legend>
          {summary.startYears.map((year) => (
            <Button
              key={year}
              size="small"
              variant={year === summary.startYear ? 'primary' : 'secondary'}
              aria-pressed={year === summary.startYear}
              onPress={() => setStartYear(year)}
            >
              {academicYearLabel(year)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <TallyFigures
        label={text('figures')}
        tally={summary.district}
        before={[['district.schools', intl.formatNumber(summary.schools.length)]]}
      />
      <TallyTable
        caption={text('schoolsTitle')}
        groupHeading={text('school')}
        rows={summary.schools.map((school) => ({ key: school.orgId, name: school.name, tally: school.tally }))}
        extra={{
          heading: text('counted'),
          cell: (row) => {
            const school = summary.schools.find((entry) => entry.orgId === row.key);
            if (!school?.countedAt) return <Tag variant="warning">{text('counting')}</Tag>;
            const at = intl.formatDate(school.countedAt, { dateStyle: 'short', timeStyle: 'short' });
            return school.behind ? (
              <>
                {at} <Tag variant="warning">{text('behind')}</Tag>
              </>
            ) : (
              at
            );
          },
        }}
      />
      {summary.grades.length > 0 ? (
        <TallyTable
          caption={text('gradesTitle')}
          groupHeading={intl.formatMessage({ id: 'physiqueResults.grade' })}
          rows={summary.grades.map((entry) => ({
            key: entry.gradeKey,
            name: domainText(locale, `grade.${entry.gradeKey}`),
            tally: entry.tally,
          }))}
        />
      ) : null}
      <p className={css.note}>{intl.formatMessage({ id: 'physiqueResults.withheld' })}</p>
    </section>
  );
}
