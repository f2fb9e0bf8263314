import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { DEFAULT_NATION, type Sex } from '@school-sports/domain';
import { studentAdd, studentDetail, studentEdit } from '@school-sports/gateway-client';
import { ComboBox, DatePicker, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { classLabel } from '../../kit/classLabel.ts';
import { nationOptions } from '../../kit/nations.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FacePhotoField } from '../people/FacePhotoField.tsx';
import { type ParentErrors, ParentFields, type ParentValues } from './ParentFields.tsx';
import { sexOptions } from './studentText.ts';
import { useStudentOptions } from './useStudentOptions.ts';

type Values = {
  name: string;
  sex: Sex | '';
  studentNumber: string;
  registrationNumber: string;
  idCard: string;
  nation: string;
  birthDate: string;
  classId: string;
  facePhotoId: string;
  parents: ParentValues[];
};

const empty: Values = {
  name: '',
  sex: '',
  studentNumber: '',
  registrationNumber: '',
  idCard: '',
  nation: DEFAULT_NATION,
  birthDate: '',
  classId: '',
  facePhotoId: '',
  parents: [],
};

const EARLIEST_BIRTH_DATE = parseDate('1900-01-01');

function dateOf(text: string): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

/** The request of the add and edit calls from the form's values. */
function requestOf(values: Values) {
  return {
    name: values.name,
    sex: values.sex,
    studentNumber: values.studentNumber,
    registrationNumber: values.registrationNumber,
    idCard: values.idCard,
    nation: values.nation,
    birthDate: values.birthDate || null,
    classId: values.classId,
    facePhotoId: values.facePhotoId || null,
    parents: values.parents.map(({ name, sex, relationship, mobile }) => ({ name, sex, relationship, mobile })),
  };
}

/** `user/student/add` and `user/student/edit/{id}`: one student with up to four parents. */
export function StudentFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { grades, classes } = useStudentOptions();
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const form = useResourceForm({
    empty,
    detail: {
      load: (studentId) => gateway.call(studentDetail, { studentId }),
      values: (record): Values => ({
        ...record,
        birthDate: record.birthDate ?? '',
        facePhotoId: record.facePhotoId ?? '',
        parents: record.parents.map((one) => ({ key: newKey(), ...one })),
      }),
    },
    add: { endpoint: studentAdd, request: requestOf },
    edit: { endpoint: studentEdit, request: (studentId, values) => ({ studentId, ...requestOf(values) }) },
    rows: ['parents'],
    refusals: (refused, message, values) => {
      if (refused('student.numberTaken', { number: values.studentNumber.trim() })) return { studentNumber: message };
      if (refused('class.notFound')) {
        classes.reload();
        return { classId: message };
      }
      if (refused('file.notFound')) return { facePhotoId: message };
      const taken = values.parents.findIndex((one) => refused('person.mobileTaken', { mobile: one.mobile.trim() }));
      return taken >= 0 ? { [`parents.${taken}.mobile`]: message } : undefined;
    },
  });
  const { id: studentId, values, errors, set, text } = form;

  const gradeNames = new Map((grades.data ?? []).map((grade) => [grade.gradeId, grade.name]));
  const classItems = (classes.data ?? []).map((entry) => ({
    id: entry.classId,
    label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
  }));
  // The class the student is in when it is no longer offered (graduated), so the form still names it.
  const saved = form.record;
  if (saved && !classItems.some((item) => item.id === saved.classId))
    classItems.push({ id: saved.classId, label: classLabel(saved.gradeName, saved.className) });
  const parentErrors = values.parents.map((_, index) => {
    const of = (field: keyof ParentErrors) => errors[`parents.${index}.${field}`];
    return { name: of('name'), sex: of('sex'), relationship: of('relationship'), mobile: of('mobile') };
  });

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'students.add', edit: 'students.edit' }}
      screen={{ add: 'user/student/add', edit: 'user/student/edit' }}
    >
      <div className={styles.fieldRow}>
        <TextField label={intl.formatMessage({ id: 'students.name' })} isRequired maxLength={20} {...text('name')} />
        <RadioGroup
          label={intl.formatMessage({ id: 'students.sex' })}
          orientation="horizontal"
          value={values.sex || null}
          onChange={(value) => set('sex')(value as Sex)}
          isRequired
          isInvalid={Boolean(errors.sex)}
          errorMessage={errors.sex}
        >
          {sexOptions(locale).map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'students.studentNumber' })}
          description={intl.formatMessage({ id: 'students.studentNumberHelp' })}
          isRequired
          autoComplete="off"
          maxLength={30}
          {...text('studentNumber')}
        />
        <TextField
          label={intl.formatMessage({ id: 'students.registrationNumber' })}
          autoComplete="off"
          maxLength={30}
          {...text('registrationNumber')}
        />
      </div>
      <div className={styles.fieldRow}>
        <Select
          label={intl.formatMessage({ id: 'students.class' })}
          description={studentId ? intl.formatMessage({ id: 'students.classMoveHelp' }) : undefined}
          items={classItems}
          isRequired
          {...form.choice('classId')}
        />
        <TextField
          label={intl.formatMessage({ id: 'students.idCard' })}
          autoComplete="off"
          maxLength={18}
          {...text('idCard')}
        />
      </div>
      <div className={styles.fieldRow}>
        <ComboBox
          label={intl.formatMessage({ id: 'students.nation' })}
          description={intl.formatMessage({ id: 'students.nationHelp' })}
          items={nationOptions(locale)}
          selectedKey={values.nation || null}
          onSelectionChange={(key) => set('nation')(key ? String(key) : '')}
          isInvalid={Boolean(errors.nation)}
          errorMessage={errors.nation}
        />
        <DatePicker
          label={intl.formatMessage({ id: 'students.birthDate' })}
          value={dateOf(values.birthDate)}
          onChange={(date) => set('birthDate')(date ? date.toString() : '')}
          minValue={EARLIEST_BIRTH_DATE}
          maxValue={today('UTC')}
          granularity="day"
          isInvalid={Boolean(errors.birthDate)}
          errorMessage={errors.birthDate}
        />
      </div>
      <FacePhotoField fileId={values.facePhotoId} personName={values.name} onChange={set('facePhotoId')} />
      {errors.facePhotoId ? <p className={styles.formError}>{errors.facePhotoId}</p> : null}
      <ParentFields
        parents={values.parents}
        errors={parentErrors}
        groupError={errors.parents}
        newKey={newKey}
        onChange={(parents, index, field) => {
          form.setValues((current) => ({ ...current, parents }));
          form.setErrors((current) => {
            // An added or removed row renumbers the rows: their messages go with a new check.
            const rowsKept = index !== undefined && field !== undefined;
            const next = Object.fromEntries(
              Object.entries(current).filter(([key]) => !key.startsWith('parents.') || rowsKept),
            );
            if (rowsKept) next[`parents.${index}.${field}`] = undefined;
            return { ...next, parents: undefined };
          });
        }}
      />
    </ResourceFormPage>
  );
}
