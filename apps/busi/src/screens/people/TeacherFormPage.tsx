import { CERTIFICATE_TYPES, SEXES, sexLabel } from '@school-sports/domain';
import { teacherAdd, teacherDetail, teacherEdit, teacherOptions } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useGatewayQuery, useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';
import { FacePhotoField } from './FacePhotoField.tsx';
import { LoginFields } from './LoginFields.tsx';
import { certificateText } from './peopleText.ts';

type Values = {
  accountNum: string;
  password: string;
  name: string;
  sex: string;
  mobile: string;
  roleIds: string[];
  classIds: string[];
  employeeNumber: string;
  idCard: string;
  certificateType: string;
  certificateNumber: string;
  facePhotoId: string;
};

const empty: Values = {
  accountNum: '',
  password: '',
  name: '',
  sex: '',
  mobile: '',
  roleIds: [],
  classIds: [],
  employeeNumber: '',
  idCard: '',
  certificateType: '',
  certificateNumber: '',
  facePhotoId: '',
};

// The Select's key for "no certificate" (a key cannot be empty).
const NO_CERTIFICATE = 'none';

/** `user/teacher/add` and `user/teacher/edit/{id}`: one teacher's form (issue 7). */
export function TeacherFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  // The record of an edit route (`edit/:id`); none on `add`.
  const teacherId = useParams().id;
  const options = useGatewayQuery(teacherOptions, {});
  const [values, setValues] = useState<Values>(empty);
  // A person shared with another organisation keeps their name and mobile: only they change them.
  const [identityShared, setIdentityShared] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, isPending } = useGatewayAction();

  const { loaded, error: loadError } = useRecordForForm(teacherDetail, teacherId ? { teacherId } : null, (record) => {
    setIdentityShared(record.identityShared);
    setValues({
      accountNum: record.accountNum,
      password: '',
      name: record.name,
      sex: record.sex,
      mobile: record.mobile,
      roleIds: record.roles.map((role) => role.roleId),
      classIds: record.classes.map((entry) => entry.classId),
      employeeNumber: record.employeeNumber,
      idCard: record.idCard,
      certificateType: record.certificateType,
      certificateNumber: record.certificateNumber,
      facePhotoId: record.facePhotoId,
    });
  });

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (
    key: 'accountNum' | 'password' | 'name' | 'mobile' | 'employeeNumber' | 'idCard' | 'certificateNumber',
  ) => ({
    value: values[key],
    onChange: set(key),
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(teacherId ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const fields = {
      name: values.name,
      sex: values.sex,
      mobile: values.mobile,
      roleIds: values.roleIds,
      classIds: values.classIds,
      employeeNumber: values.employeeNumber,
      idCard: values.idCard,
      certificateType: values.certificateType,
      certificateNumber: values.certificateNumber,
      facePhotoId: values.facePhotoId,
    };
    const checked = teacherId
      ? teacherEdit.request.safeParse({ teacherId, ...fields })
      : teacherAdd.request.safeParse({ accountNum: values.accountNum, password: values.password, ...fields });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<keyof Values, string>>);
      return;
    }
    const done = teacherId
      ? await run(teacherEdit, checked.data as never, 'success.modified')
      : await run(teacherAdd, checked.data as never, 'success.added');
    if (done) back();
  }

  const roles = options.data?.roles ?? [];
  const classes = options.data?.classes ?? [];
  const title = intl.formatMessage({ id: teacherId ? 'teachers.edit' : 'teachers.add' });
  return (
    <FormPage
      title={title}
      screen={teacherId ? 'user/teacher/edit' : 'user/teacher/add'}
      onBack={back}
      onSubmit={submit}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
      values={values}
    >
      <LoginFields isEditing={Boolean(teacherId)} account={text('accountNum')} password={text('password')} />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'people.name' })}
          isRequired
          maxLength={20}
          {...text('name')}
          isReadOnly={identityShared}
          description={identityShared ? domainText(locale, 'person.identityShared') : undefined}
        />
        <RadioGroup
          label={intl.formatMessage({ id: 'people.sex' })}
          orientation="horizontal"
          value={values.sex || null}
          onChange={(value) => set('sex')(value)}
          isRequired
          isInvalid={Boolean(errors.sex)}
          errorMessage={errors.sex}
        >
          {SEXES.map((sex) => (
            <Radio key={sex} value={sex}>
              {domainText(locale, sexLabel(sex))}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'people.mobile' })}
          isRequired
          inputMode="tel"
          maxLength={11}
          {...text('mobile')}
          isReadOnly={identityShared}
        />
        <TextField
          label={intl.formatMessage({ id: 'teachers.employeeNumber' })}
          description={intl.formatMessage({ id: 'teachers.employeeNumberHelp' })}
          maxLength={30}
          {...text('employeeNumber')}
        />
      </div>
      <CheckboxGroup
        label={intl.formatMessage({ id: 'people.roles' })}
        description={intl.formatMessage({ id: 'people.rolesHelp' })}
        orientation="horizontal"
        value={values.roleIds}
        onChange={set('roleIds')}
        isRequired
        isInvalid={Boolean(errors.roleIds)}
        errorMessage={errors.roleIds}
      >
        {roles.map((role) => (
          <Checkbox key={role.roleId} value={role.roleId}>
            {role.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {classes.length > 0 ? (
        <CheckboxGroup
          label={intl.formatMessage({ id: 'teachers.classes' })}
          description={intl.formatMessage({ id: 'teachers.classesHelp' })}
          orientation="horizontal"
          value={values.classIds}
          onChange={set('classIds')}
          isInvalid={Boolean(errors.classIds)}
          errorMessage={errors.classIds}
        >
          {classes.map((entry) => (
            <Checkbox key={entry.classId} value={entry.classId}>
              {entry.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : (
        <p className={styles.muted}>{intl.formatMessage({ id: 'teachers.noClasses' })}</p>
      )}
      <TextField
        label={intl.formatMessage({ id: 'people.idCard' })}
        autoComplete="off"
        maxLength={18}
        {...text('idCard')}
      />
      <div className={styles.fieldRow}>
        <Select
          label={intl.formatMessage({ id: 'teachers.certificateType' })}
          items={[
            { id: NO_CERTIFICATE, label: intl.formatMessage({ id: 'people.none' }) },
            ...CERTIFICATE_TYPES.map((type) => ({ id: type, label: certificateText(locale, type) })),
          ]}
          value={values.certificateType || NO_CERTIFICATE}
          onChange={(key) => set('certificateType')(key && key !== NO_CERTIFICATE ? String(key) : '')}
          isInvalid={Boolean(errors.certificateType)}
          errorMessage={errors.certificateType}
        />
        <TextField
          label={intl.formatMessage({ id: 'teachers.certificateNumber' })}
          maxLength={30}
          {...text('certificateNumber')}
        />
      </div>
      <FacePhotoField fileId={values.facePhotoId} personName={values.name} onChange={set('facePhotoId')} />
      {errors.facePhotoId ? <p className={styles.formError}>{errors.facePhotoId}</p> : null}
    </FormPage>
  );
}
