import { GRADE_KEYS } from '@school-sports/domain';
import type { DataOf, scoreSearchOptions } from '@school-sports/gateway-client';
import type { IntlShape } from 'react-intl';
import { classLabel } from '../../kit/classLabel.ts';
import type { ListFilter } from '../../kit/listFilters.tsx';

type Choices = DataOf<typeof scoreSearchOptions>;
type PupilFilter = 'orgId' | 'keyword' | 'classId' | 'grade' | 'startDate' | 'endDate' | 'utcOffset';

/**
 * The filters every search of pupils' records shares (scores, test records, exercise): the school
 * a management organisation narrows to, the pupil by name or number, then `own` (the search's own
 * filters), the class and grade, `more`, and the days. `text` names a domain text in the language shown.
 */
export function pupilFilters<Own extends string>(
  intl: IntlShape,
  text: (id: string) => string,
  choices: Choices | undefined,
  own: readonly ListFilter<Own>[],
  more: readonly ListFilter<Own>[] = [],
): ListFilter<Own | PupilFilter>[] {
  const gradeNames = new Map((choices?.grades ?? []).map((entry) => [entry.gradeId, entry.name]));
  const label = (id: string) => intl.formatMessage({ id });
  return [
    ...(choices && choices.schools.length > 0
      ? [
          {
            kind: 'select' as const,
            name: 'orgId' as const,
            label: label('scores.org'),
            options: choices.schools.map((school) => ({ value: school.orgId, label: school.name })),
          },
        ]
      : []),
    { kind: 'search', name: 'keyword', label: label('scores.search') },
    ...own,
    {
      kind: 'select',
      name: 'classId',
      label: label('scores.class'),
      options: (choices?.classes ?? []).map((entry) => ({
        value: entry.classId,
        label: classLabel(gradeNames.get(entry.gradeId) ?? '', entry.name),
      })),
    },
    {
      kind: 'select',
      name: 'grade',
      label: label('scores.grade'),
      options: GRADE_KEYS.map((key) => ({ value: key, label: text(`grade.${key}`) })),
    },
    ...more,
    { kind: 'dateRange', start: 'startDate', end: 'endDate', label: label('scores.days'), utcOffset: 'utcOffset' },
  ];
}
