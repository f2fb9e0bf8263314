import {
  type GradeKey,
  type PhysiqueItem,
  physiqueItemLabel,
  TEST_PLAN_KINDS,
  type TestPlanKind,
  testPlanItemsFor,
} from '@school-sports/domain';
import { testPlanAdd, testPlanDetail, testPlanEdit, testPlanOptions } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, FieldGroup, Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { classLabel } from '../../kit/classLabel.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';

type Values = {
  name: string;
  academicYearId: string;
  semesterId: string;
  kind: string;
  classIds: string[];
  /** The items chosen for each grade of a school or custom test; a national test takes all. */
  items: Partial<Record<GradeKey, PhysiqueItem[]>>;
  startDate: string;
  endDate: string;
  /** The version of the plan the edit started from: a plan changed meanwhile is refused, not overwritten. */
  version: number;
};

const empty: Values = {
  name: '',
  academicYearId: '',
  semesterId: '',
  kind: 'national',
  classIds: [],
  items: {},
  startDate: '',
  endDate: '',
  version: 0,
};

/**
 * `organizeTest/testManage/add` and `edit/{id}`: a test plan's name, semester, kind, classes, the
 * items each of their grades takes (every item of the standard for a national test, a choice of
 * them otherwise) and its days (issue 45).
 */
export function TestPlanFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const options = useGatewayQuery(testPlanOptions, {}).data;
  const keyOfGrade = new Map((options?.grades ?? []).map((entry) => [entry.gradeId, entry.gradeKey]));
  const gradeNameOf = new Map((options?.grades ?? []).map((entry) => [entry.gradeId, entry.name]));
  const keyOfClass = (classId: string) => {
    const chosen = options?.classes.find((entry) => entry.classId === classId);
    return chosen ? (keyOfGrade.get(chosen.gradeId) ?? null) : null;
  };
  /** The grades of the chosen classes, in the standard's order, each once. */
  const gradesOf = (classIds: readonly string[]) =>
    [...new Set(classIds.map(keyOfClass).filter((key): key is GradeKey => key !== null))].sort(
      (a, b) =>
        (options?.grades.findIndex((g) => g.gradeKey === a) ?? 0) -
        (options?.grades.findIndex((g) => g.gradeKey === b) ?? 0),
    );
  const form = useResourceForm({
    empty,
    detail: {
      load: (planId) => gateway.call(testPlanDetail, { planId }),
      values: (record) => ({
        ...record,
        items: Object.fromEntries(record.grades.map((entry) => [entry.grade, [...entry.items]])),
      }),
    },
    add: { endpoint: testPlanAdd, request: (values) => requestOf(values) },
    edit: {
      endpoint: testPlanEdit,
      request: (planId, values) => ({ planId, version: values.version, ...requestOf(values) }),
    },
  });
  const { values, errors, set, text, choice } = form;
  const label = (id: string) => intl.formatMessage({ id });
  const national = values.kind === 'national';

  function requestOf(current: Values) {
    return {
      name: current.name,
      academicYearId: current.academicYearId,
      semesterId: current.semesterId,
      kind: current.kind,
      classIds: current.classIds,
      grades: gradesOf(current.classIds).map((grade) => ({
        grade,
        items: current.kind === 'national' ? testPlanItemsFor(grade) : (current.items[grade] ?? []),
      })),
      startDate: current.startDate,
      endDate: current.endDate,
    };
  }

  const year = options?.years.find((entry) => entry.academicYearId === values.academicYearId);
  const dateField = (name: 'startDate' | 'endDate') => (
    <TextField
      label={label(`testPlans.${name}`)}
      description={label('testPlans.dateHelp')}
      isRequired
      maxLength={10}
      {...text(name)}
    />
  );
  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'testPlans.add', edit: 'testPlans.edit' }}
      screen={{ add: 'organizeTest/testManage/add', edit: 'organizeTest/testManage/edit' }}
    >
      <TextField label={label('testPlans.name')} isRequired maxLength={50} {...text('name')} />
      <div className={styles.fieldRow}>
        <Select
          label={label('testPlans.year')}
          items={(options?.years ?? []).map((entry) => ({ id: entry.academicYearId, label: entry.name }))}
          isRequired
          {...choice('academicYearId')}
          onChange={(key) => {
            set('academicYearId')(key ? String(key) : '');
            set('semesterId')('');
          }}
        />
        <Select
          label={label('testPlans.semester')}
          items={(year?.semesters ?? []).map((entry) => ({ id: entry.semesterId, label: entry.name }))}
          isRequired
          {...choice('semesterId')}
        />
      </div>
      <Select
        label={label('testPlans.kind')}
        items={TEST_PLAN_KINDS.map((kind: TestPlanKind) => ({
          id: kind,
          label: domainText(locale, `fitness.kind.${kind}`),
        }))}
        isRequired
        {...choice('kind')}
      />
      <div className={styles.fieldRow}>
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      {options && options.classes.length === 0 ? <p>{label('testPlans.noClasses')}</p> : null}
      {options && options.classes.length > 0 ? (
        <CheckboxGroup
          label={label('testPlans.classes')}
          orientation="horizontal"
          value={values.classIds}
          onChange={(ids) => set('classIds')(ids)}
          isRequired
          isInvalid={Boolean(errors.classIds)}
          errorMessage={errors.classIds}
        >
          {options.classes.map((entry) => (
            <Checkbox key={entry.classId} value={entry.classId}>
              {classLabel(gradeNameOf.get(entry.gradeId) ?? '', entry.name)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      {gradesOf(values.classIds).length > 0 ? (
        <FieldGroup label={label('testPlans.items')} description={national ? label('testPlans.itemsHelp') : undefined}>
          {gradesOf(values.classIds).map((grade) => (
            <CheckboxGroup
              key={grade}
              label={domainText(locale, `grade.${grade}`)}
              orientation="horizontal"
              value={national ? testPlanItemsFor(grade) : (values.items[grade] ?? [])}
              onChange={(items) => set('items')({ ...values.items, [grade]: items as PhysiqueItem[] })}
              isDisabled={national}
              isInvalid={Boolean(errors.grades)}
              errorMessage={errors.grades}
            >
              {testPlanItemsFor(grade).map((item) => (
                <Checkbox key={item} value={item}>
                  {domainText(locale, physiqueItemLabel(item))}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ))}
        </FieldGroup>
      ) : null}
    </ResourceFormPage>
  );
}
