import { STRUCTURE_LIMITS } from '@school-sports/domain';
import { type DataOf, majorAdd, majorEdit, majorPage } from '@school-sports/gateway-client';
import { NumberField, Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useCollegeOptions } from './useCollegeOptions.ts';

type Major = DataOf<typeof majorPage>['records'][number];
type Values = { collegeId: string; name: string; code: string; studyYears: number };

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

/** The add and edit calls' fields from the values; an empty length of study is left to the check. */
function requestOf({ collegeId, name, code, studyYears }: Values) {
  return { collegeId, name, code, studyYears: Number.isNaN(studyYears) ? '' : studyYears };
}

/**
 * `org/major/addEdit`: a new major or, with `?id=`, an existing one: its college, name, code
 * (unique in the university) and length of study (1 to 8 years).
 */
export function MajorFormPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const colleges = useCollegeOptions();
  const form = useResourceForm({
    id: search.get('id') || undefined,
    empty: { collegeId: search.get('collegeId') ?? '', name: '', code: '', studyYears: 4 },
    detail: {
      load: findMajor,
      notFound: 'major.notFound',
      values: ({ collegeId, name, code, studyYears }: Major): Values => ({ collegeId, name, code, studyYears }),
    },
    add: { endpoint: majorAdd, request: requestOf },
    edit: { endpoint: majorEdit, request: (majorId, values) => ({ majorId, ...requestOf(values) }) },
  });

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'majors.add', edit: 'majors.edit' }}
      screen="org/major/addEdit"
      error={colleges.error}
    >
      <Select
        label={intl.formatMessage({ id: 'majors.college' })}
        items={colleges.options}
        isRequired
        {...form.choice('collegeId')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'majors.name' })}
          isRequired
          maxLength={STRUCTURE_LIMITS.nameMax}
          {...form.text('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'majors.code' })}
          description={intl.formatMessage({ id: 'majors.codeHelp' })}
          isRequired
          maxLength={6}
          autoComplete="off"
          {...form.text('code')}
        />
      </div>
      <NumberField
        label={intl.formatMessage({ id: 'majors.studyYears' })}
        description={intl.formatMessage(
          { id: 'majors.studyYearsHelp' },
          { min: STRUCTURE_LIMITS.studyYears.min, max: STRUCTURE_LIMITS.studyYears.max },
        )}
        minValue={STRUCTURE_LIMITS.studyYears.min}
        maxValue={STRUCTURE_LIMITS.studyYears.max}
        isRequired
        {...form.field('studyYears')}
      />
    </ResourceFormPage>
  );
}
