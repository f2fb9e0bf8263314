import { CERTIFICATE_TYPES, SEXES, sexLabel } from '@school-sports/domain';
import { teacherAdd, teacherDetail, teacherEdit, teacherOptions } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
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
  /** Not a field: whether the person belongs to other organisations too (their name and mobile are theirs). */
  identityShared: boolean;
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
  identityShared: false,
};

// The Select's key for "no certificate" (a key cannot be empty).
const NO_CERTIFICATE = 'none';

/** `user/teacher/add` and `user/teacher/edit/{id}`: one teacher's form (issue 7). */
export function TeacherFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const options = useGatewayQuery(teacherOptions, {});
  const form = useResourceForm({
    empty,
    detail: {
      load: (teacherId) => gateway.call(teacherDetail, { teacherId }),
      values: (record) => ({
        ...record,
        password: '',
        roleIds: record.roles.map((role) => role.roleId),
        classIds: record.classes.map((entry) => entry.classId),
      }),
    },
    add: {
      endpoint: teacherAdd,
      request: ({ identityShared: _shown, ...fields }) => fields,
    },
    edit: {
      endpoint: teacherEdit,
      request: (teacherId, { accountNum: _fixed, password: _unchanged, identityShared: _shown, ...fields }) => ({
        teacherId,
        ...fields,
      }),
    },
  });
  const { values, errors, set, text } = form;
  const teacherId = form.id;
  // A person shared with another organisation keeps their name and mobile: only they change them.
  const identityShared = values.identityShared;

  const roles = options.data?.roles ?? [];
  const classes = options.data?.classes ?? [];

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'teachers.add', edit: 'teachers.edit' }}
      screen={{ add: 'user/teacher/add', edit: 'user/teacher/edit' }}
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
        isRequired
        {...form.field('roleIds')}
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
          {...form.field('classIds')}
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
    </ResourceFormPage>
  );
}
