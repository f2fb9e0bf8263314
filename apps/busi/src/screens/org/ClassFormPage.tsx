import {
  academicYearList,
  classAdd,
  classDetail,
  classEdit,
  classPlacementOptions,
  classTeacherOptions,
} from '@school-sports/gateway-client';
import { ComboBox, NumberField, Select, TextField } from '@school-sports/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { inTreeOrder } from '../../kit/tree.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { userInfoAtom } from '../../session/state.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useGrades } from './useGrades.ts';

type Values = {
  gradeId: string;
  name: string;
  code: number;
  size: number;
  headTeacherId: string;
  academicYearId: string;
  collegeId: string;
  majorId: string;
};

const empty: Values = {
  gradeId: '',
  name: '',
  code: Number.NaN,
  size: Number.NaN,
  headTeacherId: '',
  academicYearId: '',
  collegeId: '',
  majorId: '',
};

/** `org/class/add` and `org/class/edit/{classId}`: one class's form (SPEC 2, 5). */
export function ClassFormPage() {
  const intl = useIntl();
  const grades = useGrades();
  const years = useGatewayQuery(academicYearList, {});
  const university = useAtomValue(userInfoAtom)?.currentTypePath === '/gx';
  const placements = useGatewayQuery(classPlacementOptions, {});
  const teachers = useGatewayQuery(classTeacherOptions, {});
  // A university's class has a college and a major; a school's has neither.
  const requestOf = (values: Values) => ({
    gradeId: values.gradeId,
    name: values.name,
    code: Number.isNaN(values.code) ? '' : values.code,
    size: Number.isNaN(values.size) ? '' : values.size,
    ...(values.headTeacherId ? { headTeacherId: values.headTeacherId } : {}),
    ...(values.academicYearId ? { academicYearId: values.academicYearId } : {}),
    ...(university ? { collegeId: values.collegeId, majorId: values.majorId } : {}),
  });
  const form = useResourceForm({
    empty,
    detail: {
      load: (classId) => gateway.call(classDetail, { classId }),
      values: (record) => ({
        ...record,
        academicYearId: record.academicYearId ?? '',
        headTeacherId: record.headTeacherId ?? '',
        collegeId: record.collegeId ?? '',
        majorId: record.majorId ?? '',
      }),
    },
    add: { endpoint: classAdd, request: requestOf },
    edit: { endpoint: classEdit, request: (classId, values) => ({ classId, ...requestOf(values) }) },
  });
  const { values, errors, set, setValues, setErrors } = form;
  const collegeOptions = inTreeOrder((placements.data ?? []).map((unit) => ({ ...unit, id: unit.collegeId }))).map(
    ({ unit, depth }) => ({ id: unit.collegeId, label: `${'\u3000'.repeat(depth)}${unit.name}` }),
  );
  // Two teachers may share a name: their employee numbers tell them apart.
  const teacherOptions = (teachers.data ?? []).map((entry) => ({
    id: entry.teacherId,
    label: entry.employeeNumber ? `${entry.name} (${entry.employeeNumber})` : entry.name,
  }));
  const majorOptions = (placements.data?.find((unit) => unit.collegeId === values.collegeId)?.majors ?? []).map(
    (entry) => ({ id: entry.majorId, label: entry.name }),
  );

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'classes.add', edit: 'classes.edit' }}
      screen={{ add: 'org/class/add', edit: 'org/class/edit' }}
    >
      <div className={styles.fieldRow}>
        <Select
          label={intl.formatMessage({ id: university ? 'classes.enrolmentYear' : 'classes.grade' })}
          items={(grades.data ?? []).map((grade) => ({ id: grade.gradeId, label: grade.name }))}
          isRequired
          {...form.choice('gradeId')}
        />
        <Select
          label={intl.formatMessage({ id: 'classes.academicYear' })}
          description={intl.formatMessage({ id: 'classes.academicYearHelp' })}
          items={(years.data ?? []).map((year) => ({ id: year.uid, label: year.academicYear }))}
          value={values.academicYearId || null}
          onChange={(key) => set('academicYearId')(key ? String(key) : '')}
        />
      </div>
      {university ? (
        <div className={styles.fieldRow}>
          <Select
            label={intl.formatMessage({ id: 'classes.college' })}
            items={collegeOptions}
            value={values.collegeId || null}
            onChange={(key) => {
              const collegeId = key ? String(key) : '';
              const majors = placements.data?.find((unit) => unit.collegeId === collegeId)?.majors ?? [];
              setValues((current) => ({
                ...current,
                collegeId,
                majorId: majors.some((entry) => entry.majorId === current.majorId) ? current.majorId : '',
              }));
              setErrors((current) => ({ ...current, collegeId: undefined, majorId: undefined }));
            }}
            isRequired
            isInvalid={Boolean(errors.collegeId)}
            errorMessage={errors.collegeId}
          />
          <Select
            label={intl.formatMessage({ id: 'classes.major' })}
            description={intl.formatMessage({ id: 'classes.majorHelp' })}
            items={majorOptions}
            isDisabled={!values.collegeId}
            isRequired
            {...form.choice('majorId')}
          />
        </div>
      ) : null}
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'classes.name' })}
          isRequired
          maxLength={20}
          {...form.field('name')}
        />
        <NumberField
          label={intl.formatMessage({ id: 'classes.code' })}
          description={intl.formatMessage({ id: 'classes.codeHelp' })}
          minValue={1}
          maxValue={99}
          isRequired
          {...form.field('code')}
        />
      </div>
      <div className={styles.fieldRow}>
        <NumberField
          label={intl.formatMessage({ id: 'classes.size' })}
          minValue={0}
          maxValue={200}
          isRequired
          {...form.field('size')}
        />
        <ComboBox
          label={intl.formatMessage({ id: 'classes.headTeacher' })}
          description={intl.formatMessage({ id: 'classes.headTeacherHelp' })}
          items={teacherOptions}
          selectedKey={values.headTeacherId || null}
          onSelectionChange={(key) => set('headTeacherId')(key ? String(key) : '')}
          isInvalid={Boolean(errors.headTeacherId)}
          errorMessage={errors.headTeacherId}
        />
      </div>
    </ResourceFormPage>
  );
}
