import { type CalendarDate, parseDate } from '@internationalized/date';
import { academicYearLabel, SEMESTER_CODES, SEMESTERS, type SemesterCode, semesterLabel } from '@school-sports/domain';
import { academicYearAdd, academicYearEdit, academicYearList, type DataOf } from '@school-sports/gateway-client';
import { DateRangePicker, NumberField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type Range = { start: CalendarDate; end: CalendarDate } | null;

/** The usual dates of a year starting in `startYear`, for a new form. */
function typicalDates(startYear: number): Record<SemesterCode, Range> {
  return {
    13: { start: parseDate(`${startYear}-09-01`), end: parseDate(`${startYear + 1}-01-20`) },
    11: { start: parseDate(`${startYear + 1}-02-20`), end: parseDate(`${startYear + 1}-07-10`) },
  };
}

type Values = { startYear: number; dates: Record<SemesterCode, Range> };
type Year = DataOf<typeof academicYearList>[number];

/** Whether `year` can start an academic year (the label spans it and the next). */
function isStartYear(year: number): boolean {
  return Number.isInteger(year) && year >= 1900 && year <= 9998;
}

/** The add and edit calls' fields: the year's label and the semesters that have dates. */
function requestOf({ startYear, dates }: Values) {
  return {
    academicYear: isStartYear(startYear) ? academicYearLabel(startYear) : '',
    semesters: SEMESTER_CODES.flatMap((code) => {
      const range = dates[code];
      return range ? [{ code, startDate: range.start.toString(), endDate: range.end.toString() }] : [];
    }),
  };
}

/** `org/acayear/add` and `org/acayear/edit/{uid}`: an academic year and its two semesters. */
export function AcademicYearFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const thisYear = new Date().getFullYear();
  const form = useResourceForm({
    empty: { startYear: thisYear, dates: typicalDates(thisYear) },
    detail: {
      // The contract lists every year and has no detail call: an edit starts from its entry.
      load: async (uid) => (await gateway.call(academicYearList, {})).find((year) => year.uid === uid) ?? null,
      notFound: 'academicYear.notFound',
      values: (record: Year): Values => {
        const dates: Record<SemesterCode, Range> = { 13: null, 11: null };
        for (const semester of record.semesters)
          dates[semester.code] = { start: parseDate(semester.startDate), end: parseDate(semester.endDate) };
        return { startYear: record.startYear, dates };
      },
    },
    add: { endpoint: academicYearAdd, request: requestOf },
    edit: { endpoint: academicYearEdit, request: (uid, values) => ({ uid, ...requestOf(values) }) },
  });
  const { id: uid, values } = form;

  function changeStartYear(next: number) {
    // A new year's dates follow its start year until the person sets them.
    form.setValues((current) => ({
      startYear: next,
      dates: !uid && isStartYear(next) ? typicalDates(next) : current.dates,
    }));
  }

  const label = isStartYear(values.startYear) ? academicYearLabel(values.startYear) : '';
  // The year's check refuses the form as a whole: its first message stands under the fields.
  const refusal = Object.values(form.errors).find(Boolean) ?? null;
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'acayears.add', edit: 'acayears.edit' }}
      screen={{ add: 'org/acayear/add', edit: 'org/acayear/edit' }}
      error={refusal}
    >
      <NumberField
        label={intl.formatMessage({ id: 'acayears.startYear' })}
        description={label ? intl.formatMessage({ id: 'acayears.label' }, { label }) : undefined}
        value={values.startYear}
        onChange={changeStartYear}
        formatOptions={{ useGrouping: false }}
        minValue={1900}
        maxValue={9998}
        isRequired
      />
      {SEMESTER_CODES.map((code) => (
        <DateRangePicker
          key={code}
          label={domainText(locale, semesterLabel(code))}
          description={intl.formatMessage({ id: 'acayears.semesterHelp' }, { month: SEMESTERS[code].firstMonth })}
          value={values.dates[code]}
          onChange={(range) => form.set('dates')({ ...values.dates, [code]: range })}
        />
      ))}
    </ResourceFormPage>
  );
}
