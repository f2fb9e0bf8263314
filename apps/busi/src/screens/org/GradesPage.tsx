import { ENROLMENT_YEAR_RANGE, gradeLabel, SCHOOL_GRADE_LEVELS } from '@school-sports/domain';
import { type DataOf, gradeList, gradeSave } from '@school-sports/gateway-client';
import { Button, Checkbox, CheckboxGroup, NumberField, PageHeader, Tag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { ExportButton } from '../shared/ExportButton.tsx';
import { wholeList } from '../shared/exportSources.ts';
import * as styles from '../shared/screens.css.ts';
import { PromotionDialog } from './PromotionDialog.tsx';
import { useGrades } from './useGrades.ts';

type GradeRow = DataOf<typeof gradeList>[number];

/**
 * `org/grade`: the grades the organisation has. A school picks grade levels 1 to 12; a university
 * lists its enrolment years. A grade that has classes stays (the gateway refuses to drop it).
 */
export function GradesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const can = useCan();
  const info = useAtomValue(userInfoAtom);
  const university = info?.currentTypePath === '/gx';
  const grades = useGrades();
  const [levels, setLevels] = useState<number[]>([]);
  const [newYear, setNewYear] = useState(Number.NaN);
  const [yearError, setYearError] = useState<string | null>(null);
  const { run, isPending } = useGatewayAction();
  const [promoting, setPromoting] = useState(false);

  useEffect(() => {
    if (grades.data) setLevels(grades.data.map((grade) => grade.level));
  }, [grades.data]);

  const classCount = new Map((grades.data ?? []).map((grade) => [grade.level, grade.classCount]));
  // Until the grades are loaded the form waits: a tick given before they arrive would be overwritten
  // by them, silently, and a save would send an empty list.
  const loaded = grades.data !== undefined;
  const editable = can('edit');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (await run(gradeSave, { levels: [...levels].sort((a, b) => a - b) }, 'success.saved')) grades.reload();
  }

  function addYear() {
    if (!Number.isInteger(newYear) || newYear < ENROLMENT_YEAR_RANGE.min || newYear > ENROLMENT_YEAR_RANGE.max) {
      setYearError(intl.formatMessage({ id: 'grades.yearRange' }));
      return;
    }
    setYearError(null);
    setLevels((current) => (current.includes(newYear) ? current : [...current, newYear]));
    setNewYear(Number.NaN);
  }

  const title = intl.formatMessage({ id: 'grades.title' });
  return (
    <section className={styles.screen} data-screen="org/grade">
      <PageHeader
        title={title}
        actions={
          can('export') || can('promote') ? (
            <>
              {can('export') ? (
                <ExportButton<GradeRow>
                  name={title}
                  columns={[
                    { title: intl.formatMessage({ id: 'grades.name' }), value: (row) => row.name },
                    { title: intl.formatMessage({ id: 'grades.classColumn' }), value: (row) => row.classCount },
                  ]}
                  source={wholeList(() => gateway.call(gradeList, {}))}
                />
              ) : null}
              {can('promote') ? (
                <Button variant="primary" onPress={() => setPromoting(true)}>
                  <FormattedMessage id="promotion.open" />
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      {grades.error ? (
        <p role="alert">
          {grades.error}{' '}
          <Button size="small" onPress={grades.reload}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      ) : null}
      <form className={styles.formFields} onSubmit={save} aria-label={title} aria-busy={grades.isLoading}>
        {university ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <FormattedMessage id="grades.enrolmentYears" />
            </legend>
            <ul aria-label={intl.formatMessage({ id: 'grades.enrolmentYears' })} className={styles.rowActions}>
              {[...levels]
                .sort((a, b) => b - a)
                .map((year) => (
                  <li key={year} style={{ listStyle: 'none' }}>
                    <Tag>
                      {domainText(locale, 'grade.enrolment', { year })}
                      {editable && !classCount.get(year) ? (
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={intl.formatMessage(
                            { id: 'common.rowAction' },
                            { action: intl.formatMessage({ id: 'common.remove' }), name: String(year) },
                          )}
                          onPress={() => setLevels((current) => current.filter((level) => level !== year))}
                        >
                          ×
                        </Button>
                      ) : null}
                    </Tag>
                  </li>
                ))}
            </ul>
            {editable ? (
              <div className={styles.fieldRow}>
                <NumberField
                  label={intl.formatMessage({ id: 'grades.newYear' })}
                  value={newYear}
                  onChange={setNewYear}
                  formatOptions={{ useGrouping: false }}
                  minValue={ENROLMENT_YEAR_RANGE.min}
                  maxValue={ENROLMENT_YEAR_RANGE.max}
                  isInvalid={Boolean(yearError)}
                  errorMessage={yearError ?? undefined}
                />
                <Button onPress={addYear} isDisabled={!loaded}>
                  <FormattedMessage id="grades.addYear" />
                </Button>
              </div>
            ) : null}
          </fieldset>
        ) : (
          <CheckboxGroup
            label={intl.formatMessage({ id: 'grades.levels' })}
            description={intl.formatMessage({ id: 'grades.levelsHelp' })}
            orientation="horizontal"
            value={levels.map(String)}
            onChange={(next) => setLevels(next.map(Number))}
            isDisabled={!editable || !loaded}
          >
            {SCHOOL_GRADE_LEVELS.map((level) => {
              const count = classCount.get(level) ?? 0;
              return (
                <Checkbox key={level} value={String(level)} isDisabled={count > 0}>
                  {domainText(locale, gradeLabel({ school: level }))}
                  {count > 0 ? ` (${intl.formatMessage({ id: 'grades.classCount' }, { count })})` : ''}
                </Checkbox>
              );
            })}
          </CheckboxGroup>
        )}
        {editable ? (
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" isPending={isPending} isDisabled={!loaded}>
              <FormattedMessage id="common.save" />
            </Button>
          </div>
        ) : null}
      </form>
      {promoting ? <PromotionDialog onClose={() => setPromoting(false)} onPromoted={grades.reload} /> : null}
    </section>
  );
}
