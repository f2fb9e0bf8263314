import { type CalendarDate, parseDate, today } from '@internationalized/date';
import { DEFAULT_NATION, type DomainMessageId, type Sex } from '@school-sports/domain';
import { type Endpoint, studentAdd, studentDetail, studentEdit } from '@school-sports/gateway-client';
import { ComboBox, DatePicker, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import type * as z from 'zod/mini';
import { domainText, failureText } from '../../i18n/translate.ts';
import { useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FacePhotoField } from '../people/FacePhotoField.tsx';
import { FormPage } from '../shared/FormPage.tsx';
import * as styles from '../shared/screens.css.ts';
import { isRefusal } from './gatewayRefusal.ts';
import { type ParentErrors, ParentFields, type ParentValues } from './ParentFields.tsx';
import { classLabel, nationOptions, sexOptions } from './studentText.ts';
import { useSave } from './useSave.ts';
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

type OwnField = Exclude<keyof Values, 'parents'>;

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

/** What the form shows under its fields: the student's own, each parent's, the parents' together. */
interface Errors {
  fields: Partial<Record<OwnField, string>>;
  parents: ParentErrors[];
  parentsGroup?: string;
}

const noErrors: Errors = { fields: {}, parents: [] };

const EARLIEST_BIRTH_DATE = parseDate('1900-01-01');

function dateOf(text: string): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

/** `user/student/add` and `user/student/edit/{id}`: one student with up to four parents (issue 7). */
export function StudentFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The record of an edit route (`edit/:id`); none on `add`.
  const studentId = useParams().id;
  const { grades, classes } = useStudentOptions();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>(noErrors);
  // The class the student is in when it is no longer offered (graduated), so the form still names it.
  const [currentClass, setCurrentClass] = useState<{ id: string; label: string } | null>(null);
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const { save, isPending } = useSave();

  const { loaded, error: loadError } = useRecordForForm(studentDetail, studentId ? { studentId } : null, (record) => {
    setValues({
      name: record.name,
      sex: record.sex,
      studentNumber: record.studentNumber,
      registrationNumber: record.registrationNumber,
      idCard: record.idCard,
      nation: record.nation,
      birthDate: record.birthDate ?? '',
      classId: record.classId,
      facePhotoId: record.facePhotoId ?? '',
      parents: record.parents.map((one) => ({
        key: newKey(),
        name: one.name,
        sex: one.sex,
        relationship: one.relationship,
        mobile: one.mobile,
      })),
    });
    setCurrentClass({ id: record.classId, label: classLabel(record.gradeName, record.className) });
  });

  const set =
    <K extends OwnField>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, fields: { ...current.fields, [key]: undefined } }));
    };
  const text = (key: 'name' | 'studentNumber' | 'registrationNumber' | 'idCard') => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors.fields[key]),
    errorMessage: errors.fields[key],
  });

  const gradeNames = new Map((grades.data ?? []).map((grade) => [grade.gradeId, grade.name]));
  const classItems = (classes.data ?? []).map((entry) => ({
    id: entry.classId,
    label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
  }));
  if (currentClass && !classItems.some((item) => item.id === currentClass.id)) classItems.push(currentClass);

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(studentId ? '../..' : '..', { relative: 'path' });

  /** The refusal of a parse, field by field: nested parent issues go to their parent's field. */
  function errorsOf(error: z.core.$ZodError): Errors {
    const found: Errors = { fields: {}, parents: [] };
    for (const issue of error.issues) {
      const [field, index, parentField] = issue.path;
      const message = domainText(locale, issue.message);
      if (field === 'parents' && typeof index === 'number' && typeof parentField === 'string') {
        const entry = found.parents[index] ?? {};
        entry[parentField as keyof ParentErrors] ??= message;
        found.parents[index] = entry;
      } else if (field === 'parents') {
        found.parentsGroup ??= message;
      } else {
        found.fields[String(field) as OwnField] ??= message;
      }
    }
    return found;
  }

  /** A refusal of the gateway shown on the field it concerns, where it concerns one. */
  function showRefusal(error: unknown) {
    const message = failureText(locale, error);
    const refused = (id: DomainMessageId, values?: Record<string, string>) => isRefusal(error, id, values);
    if (refused('student.numberTaken', { number: values.studentNumber.trim() })) {
      setErrors({ ...noErrors, fields: { studentNumber: message } });
    } else if (refused('class.notFound')) {
      setErrors({ ...noErrors, fields: { classId: message } });
      classes.reload();
    } else if (refused('file.notFound')) {
      setErrors({ ...noErrors, fields: { facePhotoId: message } });
    } else {
      const taken = values.parents.findIndex((one) => refused('person.mobileTaken', { mobile: one.mobile.trim() }));
      if (taken >= 0) {
        setErrors({
          ...noErrors,
          parents: values.parents.map((_, index) => (index === taken ? { mobile: message } : {})),
        });
      }
    }
  }

  async function submit() {
    const request = {
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
    const endpoint: Endpoint = studentId ? studentEdit : studentAdd;
    const checked = endpoint.request.safeParse(studentId ? { studentId, ...request } : request);
    if (!checked.success) {
      setErrors(errorsOf(checked.error));
      return;
    }
    setErrors(noErrors);
    const outcome = await save(endpoint, checked.data, studentId ? 'success.modified' : 'success.added');
    if (outcome?.saved) back();
    else if (outcome) showRefusal(outcome.error);
  }

  const title = intl.formatMessage({ id: studentId ? 'students.edit' : 'students.add' });
  return (
    <FormPage
      title={title}
      screen={studentId ? 'user/student/edit' : 'user/student/add'}
      onBack={back}
      onSubmit={submit}
      values={values}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
    >
      <div className={styles.fieldRow}>
        <TextField label={intl.formatMessage({ id: 'students.name' })} isRequired maxLength={20} {...text('name')} />
        <RadioGroup
          label={intl.formatMessage({ id: 'students.sex' })}
          orientation="horizontal"
          value={values.sex || null}
          onChange={(value) => set('sex')(value as Sex)}
          isRequired
          isInvalid={Boolean(errors.fields.sex)}
          errorMessage={errors.fields.sex}
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
          value={values.classId || null}
          onChange={(key) => set('classId')(key ? String(key) : '')}
          isRequired
          isInvalid={Boolean(errors.fields.classId)}
          errorMessage={errors.fields.classId}
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
          isInvalid={Boolean(errors.fields.nation)}
          errorMessage={errors.fields.nation}
        />
        <DatePicker
          label={intl.formatMessage({ id: 'students.birthDate' })}
          value={dateOf(values.birthDate)}
          onChange={(date) => set('birthDate')(date ? date.toString() : '')}
          minValue={EARLIEST_BIRTH_DATE}
          maxValue={today('UTC')}
          granularity="day"
          isInvalid={Boolean(errors.fields.birthDate)}
          errorMessage={errors.fields.birthDate}
        />
      </div>
      <FacePhotoField fileId={values.facePhotoId} personName={values.name} onChange={set('facePhotoId')} />
      {errors.fields.facePhotoId ? <p className={styles.formError}>{errors.fields.facePhotoId}</p> : null}
      <ParentFields
        parents={values.parents}
        errors={errors.parents}
        groupError={errors.parentsGroup}
        newKey={newKey}
        onChange={(parents, index, field) => {
          setValues((current) => ({ ...current, parents }));
          setErrors((current) => {
            // An added or removed row renumbers the rows: their messages go with a new check.
            if (index === undefined || field === undefined) return { ...current, parents: [], parentsGroup: undefined };
            const next = [...current.parents];
            next[index] = { ...next[index], [field]: undefined };
            return { ...current, parents: next, parentsGroup: undefined };
          });
        }}
      />
    </FormPage>
  );
}
