import { DomainError } from './errors.ts';
import type { DomainMessageId } from './messages/index.ts';

/**
 * A student's grade: a school grade 1 to 12 (`{ school: 7 }` is 初一, lower-secondary year 1) or a
 * university year 1 to 4 (`{ university: 1 }`).
 */
export type StudentGrade = { readonly school: number } | { readonly university: number };

/**
 * A grade as a short key, used to index data tables: `g1` … `g12` for school grades, `u1` … `u4`
 * for university years.
 */
export type GradeKey =
  | 'g1'
  | 'g2'
  | 'g3'
  | 'g4'
  | 'g5'
  | 'g6'
  | 'g7'
  | 'g8'
  | 'g9'
  | 'g10'
  | 'g11'
  | 'g12'
  | 'u1'
  | 'u2'
  | 'u3'
  | 'u4';

/** Every grade key in order, school grades first. */
export const GRADE_KEYS = [
  'g1',
  'g2',
  'g3',
  'g4',
  'g5',
  'g6',
  'g7',
  'g8',
  'g9',
  'g10',
  'g11',
  'g12',
  'u1',
  'u2',
  'u3',
  'u4',
] as const satisfies readonly GradeKey[];

/** The stages of education the grade labels belong to. */
export type EducationStage = 'primary' | 'lowerSecondary' | 'upperSecondary' | 'university';

/**
 * Which grades each stage spans and its label (1 to 6 primary, 7 to 9 lower secondary,
 * 10 to 12 upper secondary, university years 1 to 4).
 */
export const EDUCATION_STAGES = {
  primary: { first: 'g1', last: 'g6', label: 'stage.primary' },
  lowerSecondary: { first: 'g7', last: 'g9', label: 'stage.lowerSecondary' },
  upperSecondary: { first: 'g10', last: 'g12', label: 'stage.upperSecondary' },
  university: { first: 'u1', last: 'u4', label: 'stage.university' },
} as const satisfies Record<EducationStage, { first: GradeKey; last: GradeKey; label: DomainMessageId }>;

/**
 * The key of a grade (`{ school: 7 }` → `g7`, `{ university: 2 }` → `u2`).
 *
 * @throws DomainError `grade.error.unknown` for anything but a school grade 1-12 or a university
 *   year 1-4 (including non-integers, NaN and objects with both or neither field).
 */
export function gradeKey(grade: StudentGrade): GradeKey {
  const value = grade as Partial<Record<'school' | 'university', unknown>> | null | undefined;
  const hasSchool = value != null && typeof value === 'object' && 'school' in value;
  const hasUniversity = value != null && typeof value === 'object' && 'university' in value;
  if (hasSchool !== hasUniversity) {
    const year = hasSchool ? value.school : value?.university;
    const last = hasSchool ? 12 : 4;
    if (typeof year === 'number' && Number.isInteger(year) && year >= 1 && year <= last) {
      return `${hasSchool ? 'g' : 'u'}${year}` as GradeKey;
    }
  }
  throw new DomainError('grade.error.unknown', { grade: JSON.stringify(grade) ?? String(grade) });
}

/** Whether `grade` is a valid {@link StudentGrade}. */
export function isStudentGrade(grade: unknown): grade is StudentGrade {
  try {
    gradeKey(grade as StudentGrade);
    return true;
  } catch {
    return false;
  }
}

/** The grade of a key (`g7` → `{ school: 7 }`); the inverse of {@link gradeKey}. */
export function gradeOfKey(key: GradeKey): StudentGrade {
  const year = Number(key.slice(1));
  return key.startsWith('g') ? { school: year } : { university: year };
}

const STAGE_BY_GRADE_KEY = new Map<GradeKey, EducationStage>(
  (Object.keys(EDUCATION_STAGES) as EducationStage[]).flatMap((stage) => {
    const { first, last } = EDUCATION_STAGES[stage];
    const keys = GRADE_KEYS.slice(GRADE_KEYS.indexOf(first), GRADE_KEYS.indexOf(last) + 1);
    return keys.map((key) => [key, stage] as const);
  }),
);

/**
 * The stage of a grade: school grades 1-6 primary, 7-9 lower secondary, 10-12 upper secondary,
 * university years university.
 *
 * @throws DomainError `grade.error.unknown` for an invalid grade.
 */
export function educationStage(grade: StudentGrade): EducationStage {
  return STAGE_BY_GRADE_KEY.get(gradeKey(grade)) as EducationStage;
}

/** The message id of a stage's label (`stage.lowerSecondary` → 初中 / 國中 / Lower secondary). */
export function stageLabel(stage: EducationStage): DomainMessageId {
  return EDUCATION_STAGES[stage].label;
}

/**
 * The message id of a grade's label: `{ school: 1 }` → `grade.g1` (一年级 / Grade 1),
 * `{ school: 7 }` → `grade.g7` (初一 / 國一 / Grade 7), `{ university: 1 }` → `grade.u1` (大一).
 *
 * @throws DomainError `grade.error.unknown` for an invalid grade.
 */
export function gradeLabel(grade: StudentGrade): DomainMessageId {
  return `grade.${gradeKey(grade)}`;
}

/** The semester codes: 11 the spring semester, 13 the autumn one, with their labels and first month. */
export const SEMESTERS = {
  11: { season: 'spring', label: 'semester.spring', firstMonth: 2 },
  13: { season: 'autumn', label: 'semester.autumn', firstMonth: 8 },
} as const;

/** A semester code: 11 (spring) or 13 (autumn). */
export type SemesterCode = keyof typeof SEMESTERS;

/** The semester codes in calendar order within an academic year: autumn first, then spring. */
export const SEMESTER_CODES = [13, 11] as const satisfies readonly SemesterCode[];

/**
 * Whether `value` is a semester code, as a number: 11 (spring) or 13 (autumn). A string is not a
 * code, not even `'11'`, so that the answer can vouch for the type; read a form's or a file's text
 * with {@link parseSemesterCode}.
 */
export function isSemesterCode(value: unknown): value is SemesterCode {
  return value === 11 || value === 13;
}

/**
 * The semester code of a number or a numeric string (`'11'` → 11).
 *
 * @throws DomainError `semester.error.unknown` for anything else.
 */
export function parseSemesterCode(value: unknown): SemesterCode {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (isSemesterCode(number)) return number;
  throw new DomainError('semester.error.unknown', { semester: String(value) });
}

/**
 * The message id of a semester's label (11 → `semester.spring`: 春季学期 / Spring semester).
 *
 * @throws DomainError `semester.error.unknown` for an unknown code.
 */
export function semesterLabel(code: number | string): DomainMessageId {
  return SEMESTERS[parseSemesterCode(code)].label;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1900 || year > 9998) {
    throw new DomainError('academicYear.error.year', { year: String(year) });
  }
}

/**
 * The label of the academic year that starts in `startYear`: 2026 → `'2026-2027'`.
 *
 * @throws DomainError `academicYear.error.year` unless `startYear` is an integer 1900 to 9998.
 */
export function academicYearLabel(startYear: number): string {
  assertYear(startYear);
  return `${startYear}-${startYear + 1}`;
}

/**
 * The start year of an academic-year label: `'2026-2027'` → 2026.
 *
 * @throws DomainError `academicYear.error.label` unless the label is `YYYY-YYYY` with consecutive years.
 */
export function parseAcademicYearLabel(label: string): number {
  const match = /^(\d{4})-(\d{4})$/.exec(label.trim());
  if (!match || Number(match[2]) !== Number(match[1]) + 1) {
    throw new DomainError('academicYear.error.label', { label });
  }
  return Number(match[1]);
}

/**
 * The academic year and semester a calendar date falls in. The autumn semester runs from August 1
 * to January 31 and opens the academic year; the spring semester runs from February 1 to July 31.
 * The date's UTC calendar day is used, so pass a date-only value (`new Date('2026-09-01')`).
 *
 * @returns `{ academicYear, semester }`, e.g. 2026-03-01 → `{ academicYear: 2025, semester: 11 }`.
 * @throws DomainError `date.error.invalid` for an invalid date.
 */
export function semesterOf(date: Date): { academicYear: number; semester: SemesterCode } {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new DomainError('date.error.invalid', { date: String(date) });
  }
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  if (month >= SEMESTERS[13].firstMonth) return { academicYear: year, semester: 13 };
  if (month >= SEMESTERS[11].firstMonth) return { academicYear: year - 1, semester: 11 };
  return { academicYear: year - 1, semester: 13 };
}

/** A span of calendar days, both ends included, as ISO dates (`2026-09-01`). */
export interface DateSpan {
  readonly startDate: string;
  readonly endDate: string;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (`2026-02-30` is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether a span starts strictly before it ends (a semester of one day is no semester). */
export function isOrderedSpan(span: DateSpan): boolean {
  return isIsoDate(span.startDate) && isIsoDate(span.endDate) && span.startDate < span.endDate;
}

/** Whether two spans share at least one day (ends included: one ending on the day the other starts overlaps). */
export function spansOverlap(a: DateSpan, b: DateSpan): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * The first two spans of `spans` that overlap, in the order given, or `null` when none do: how
 * semesters are checked, within one academic year and across an organisation's years.
 */
export function firstOverlap<T extends DateSpan>(spans: readonly T[]): readonly [T, T] | null {
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) {
      const first = spans[i] as T;
      const second = spans[j] as T;
      if (spansOverlap(first, second)) return [first, second];
    }
  }
  return null;
}

/** The lowest and highest university enrolment year a grade can name (as for academic years). */
export const ENROLMENT_YEAR_RANGE = { min: 1900, max: 9998 } as const;

/** The grade levels of a school (K12 and fitness organisations): 1 to 12. */
export const SCHOOL_GRADE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
