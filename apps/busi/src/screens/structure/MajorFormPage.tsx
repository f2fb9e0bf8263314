import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { type DataOf, type Endpoint, majorAdd, majorEdit, majorPage } from '@school-sports/gateway-client';
import { NumberField, Select, TextField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { domainText, failureText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';
import { useCollegeOptions } from './useCollegeOptions.ts';

type Major = DataOf<typeof majorPage>['records'][number];
type Values = { collegeId: string; name: string; code: string; studyYears: number };
type Field = keyof Values;

/** The largest page the list answers: an edit looks its major up a page at a time. */
const LOOKUP_PAGE = 80;

/** The major with this id, from the list a page at a time (the contract has no detail call); null when none. */
async function findMajor(majorId: string): Promise<Major | null> {
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await gateway.call(majorPage, { pageNum, pageSize: LOOKUP_PAGE });
    const found = page.records.find((record) => record.majorId === majorId);
    if (found) return found;
    if (pageNum * LOOKUP_PAGE >= page.total || page.records.length === 0) return null;
  }
}

/**
 * `org/major/addEdit`: a new major or, with `?id=`, an existing one: its college, name, code
 * (unique in the university) and length of study (1 to 8 years).
 */
export function MajorFormPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const majorId = search.get('id') || undefined;
  const colleges = useCollegeOptions();
  const [values, setValues] = useState<Values>({
    collegeId: search.get('collegeId') ?? '',
    name: '',
    code: '',
    studyYears: 4,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [record, setRecord] = useState<{ loaded: boolean; error: string | null }>({
    loaded: !majorId,
    error: null,
  });
  const { run, isPending } = useGatewayAction();

  useEffect(() => {
    if (!majorId) return;
    let cancelled = false;
    findMajor(majorId).then(
      (major) => {
        if (cancelled) return;
        if (!major) {
          setRecord({ loaded: false, error: domainText(locale, 'major.notFound') });
          return;
        }
        setValues({ collegeId: major.collegeId, name: major.name, code: major.code, studyYears: major.studyYears });
        setRecord({ loaded: true, error: null });
      },
      (error: unknown) => {
        if (!cancelled) setRecord({ loaded: false, error: failureText(locale, error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [majorId, locale]);

  const set =
    <K extends Field>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const back = () => navigate('..', { relative: 'path' });

  async function submit() {
    const request = {
      collegeId: values.collegeId,
      name: values.name,
      code: values.code,
      studyYears: Number.isNaN(values.studyYears) ? '' : values.studyYears,
    };
    const endpoint: Endpoint = majorId ? majorEdit : majorAdd;
    const checked = endpoint.request.safeParse(majorId ? { majorId, ...request } : request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<Field, string>>);
      return;
    }
    const done = await run(endpoint, checked.data, majorId ? 'success.modified' : 'success.added');
    if (done) back();
  }

  return (
    <FormPage
      title={intl.formatMessage({ id: majorId ? 'majors.edit' : 'majors.add' })}
      screen="org/major/addEdit"
      onBack={back}
      onSubmit={submit}
      values={values}
      isLoading={!record.loaded}
      isPending={isPending}
      error={record.error ?? colleges.error}
    >
      <Select
        label={intl.formatMessage({ id: 'majors.college' })}
        items={colleges.options}
        value={values.collegeId || null}
        onChange={(key) => set('collegeId')(key ? String(key) : '')}
        isRequired
        isInvalid={Boolean(errors.collegeId)}
        errorMessage={errors.collegeId}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'majors.name' })}
          value={values.name}
          onChange={set('name')}
          isRequired
          maxLength={STRUCTURE_LIMITS.nameMax}
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
        />
        <TextField
          label={intl.formatMessage({ id: 'majors.code' })}
          description={intl.formatMessage({ id: 'majors.codeHelp' })}
          value={values.code}
          onChange={set('code')}
          isRequired
          maxLength={6}
          autoComplete="off"
          isInvalid={Boolean(errors.code)}
          errorMessage={errors.code}
        />
      </div>
      <NumberField
        label={intl.formatMessage({ id: 'majors.studyYears' })}
        description={intl.formatMessage(
          { id: 'majors.studyYearsHelp' },
          { min: STRUCTURE_LIMITS.studyYears.min, max: STRUCTURE_LIMITS.studyYears.max },
        )}
        value={values.studyYears}
        onChange={set('studyYears')}
        minValue={STRUCTURE_LIMITS.studyYears.min}
        maxValue={STRUCTURE_LIMITS.studyYears.max}
        isRequired
        isInvalid={Boolean(errors.studyYears)}
        errorMessage={errors.studyYears}
      />
    </FormPage>
  );
}
