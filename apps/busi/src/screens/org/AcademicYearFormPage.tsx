import { type CalendarDate, parseDate } from '@internationalized/date';
import { academicYearLabel, SEMESTER_CODES, SEMESTERS, type SemesterCode, semesterLabel } from '@school-sports/domain';
import { academicYearAdd, academicYearEdit, academicYearList } from '@school-sports/gateway-client';
import { DateRangePicker, NumberField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';

type Range = { start: CalendarDate; end: CalendarDate } | null;

/** The usual dates of a year starting in `startYear`, for a new form. */
function typicalDates(startYear: number): Record<SemesterCode, Range> {
  return {
    13: { start: parseDate(`${startYear}-09-01`), end: parseDate(`${startYear + 1}-01-20`) },
    11: { start: parseDate(`${startYear + 1}-02-20`), end: parseDate(`${startYear + 1}-07-10`) },
  };
}

/** `org/acayear/add` and `org/acayear/edit/{uid}`: an academic year and its two semesters. */
export function AcademicYearFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The record of an edit route (`edit/:id`); none on `add`.
  const uid = useParams().id;
  const years = useGatewayQuery(academicYearList, {});
  const thisYear = new Date().getFullYear();
  const [startYear, setStartYear] = useState(thisYear);
  const [dates, setDates] = useState<Record<SemesterCode, Range>>(() => typicalDates(thisYear));
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(!uid);
  const { run, isPending } = useGatewayAction();

  // Editing: the year as stored.
  useEffect(() => {
    const record = uid ? years.data?.find((year) => year.uid === uid) : undefined;
    if (!record) return;
    setStartYear(record.startYear);
    const stored: Record<SemesterCode, Range> = { 13: null, 11: null };
    for (const semester of record.semesters)
      stored[semester.code] = { start: parseDate(semester.startDate), end: parseDate(semester.endDate) };
    setDates(stored);
    setLoaded(true);
  }, [uid, years.data]);

  function changeStartYear(next: number) {
    setStartYear(next);
    // A new year's dates follow its start year until the person sets them.
    if (!uid && Number.isInteger(next) && next >= 1900 && next <= 9998) setDates(typicalDates(next));
  }

  const label =
    Number.isInteger(startYear) && startYear >= 1900 && startYear <= 9998 ? academicYearLabel(startYear) : '';

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(uid ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const semesters = SEMESTER_CODES.filter((code) => dates[code] !== null).map((code) => ({
      code,
      startDate: (dates[code] as NonNullable<Range>).start.toString(),
      endDate: (dates[code] as NonNullable<Range>).end.toString(),
    }));
    const request = { academicYear: label, semesters };
    const checked = (uid ? academicYearEdit : academicYearAdd).request.safeParse(uid ? { uid, ...request } : request);
    if (!checked.success) {
      setError(domainText(locale, checked.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    const done = uid
      ? await run(academicYearEdit, { uid, ...request }, 'success.modified')
      : await run(academicYearAdd, request, 'success.added');
    if (done) back();
  }

  const title = intl.formatMessage({ id: uid ? 'acayears.edit' : 'acayears.add' });
  return (
    <FormPage
      title={title}
      screen={uid ? 'org/acayear/edit' : 'org/acayear/add'}
      onBack={back}
      onSubmit={submit}
      values={{ startYear, dates }}
      isLoading={!loaded}
      isPending={isPending}
      error={error}
    >
      <NumberField
        label={intl.formatMessage({ id: 'acayears.startYear' })}
        description={label ? intl.formatMessage({ id: 'acayears.label' }, { label }) : undefined}
        value={startYear}
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
          value={dates[code]}
          onChange={(range) => setDates((current) => ({ ...current, [code]: range }))}
        />
      ))}
    </FormPage>
  );
}
