import { ENROLMENT_YEAR_RANGE, gradeLabel, SCHOOL_GRADE_LEVELS } from '@school-sports/domain';
import { type DataOf, gradeList, gradeSave } from '@school-sports/gateway-client';
import { Button, Checkbox, CheckboxGroup, FieldGroup, NumberField, PageHeader, Tag } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ExportButton } from '../../kit/ExportButton.tsx';
import { wholeList } from '../../kit/exportSources.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import { PromotionDialog } from './PromotionDialog.tsx';

type GradeRow = DataOf<typeof gradeList>[number];

/**
 * `org/grade`: the grades the organisation has, saved as one set. A school picks grade levels 1 to
 * 12; a university lists its enrolment years. A grade that has classes stays (the gateway refuses to
 * drop it, and the screen does not offer to).
 */
export function GradesPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const can = useCan();
  const university = useAtomValue(userInfoAtom)?.currentTypePath === '/gx';
  const form = useResourceForm({
    empty: { levels: [] as number[] },
    stay: true,
    detail: {
      load: () => gateway.call(gradeList, {}),
      values: (grades) => ({ levels: grades.map((grade) => grade.level) }),
    },
    edit: { endpoint: gradeSave, request: (_all, { levels }) => ({ levels: [...levels].sort((a, b) => a - b) }) },
  });
  const [promoting, setPromoting] = useState(false);
  const classCount = new Map((form.record ?? []).map((grade) => [grade.level, grade.classCount]));
  const editable = can('edit');
  const levels = form.field('levels');

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
      <ResourceFormPage form={form} title="grades.title" isReadOnly={!editable}>
        {university ? (
          <EnrolmentYears {...levels} classCount={classCount} editable={editable} />
        ) : (
          <CheckboxGroup
            label={intl.formatMessage({ id: 'grades.levels' })}
            description={intl.formatMessage({ id: 'grades.levelsHelp' })}
            orientation="horizontal"
            value={levels.value.map(String)}
            onChange={(next) => levels.onChange(next.map(Number))}
            isDisabled={!editable}
            isInvalid={levels.isInvalid}
            errorMessage={levels.errorMessage}
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
      </ResourceFormPage>
      {promoting ? <PromotionDialog onClose={() => setPromoting(false)} onPromoted={form.reread} /> : null}
    </section>
  );
}

/** A university's enrolment years: each one listed (removable while it has no classes), a new one typed. */
function EnrolmentYears({
  value: years,
  onChange,
  errorMessage,
  classCount,
  editable,
}: {
  value: number[];
  onChange: (years: number[]) => void;
  errorMessage?: string | undefined;
  classCount: ReadonlyMap<number, number>;
  editable: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [newYear, setNewYear] = useState(Number.NaN);
  const [yearError, setYearError] = useState<string | null>(null);
  const label = intl.formatMessage({ id: 'grades.enrolmentYears' });

  function addYear() {
    if (!Number.isInteger(newYear) || newYear < ENROLMENT_YEAR_RANGE.min || newYear > ENROLMENT_YEAR_RANGE.max) {
      setYearError(intl.formatMessage({ id: 'grades.yearRange' }));
      return;
    }
    setYearError(null);
    if (!years.includes(newYear)) onChange([...years, newYear]);
    setNewYear(Number.NaN);
  }

  return (
    <FieldGroup label={label} errorMessage={errorMessage}>
      <ul aria-label={label} className={styles.rowActions}>
        {[...years]
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
                    onPress={() => onChange(years.filter((level) => level !== year))}
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
          <Button onPress={addYear}>
            <FormattedMessage id="grades.addYear" />
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
