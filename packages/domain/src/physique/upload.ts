// The national physique upload file (学生体测成绩导入), 2014 standard: the layouts, headings, codes and
// value formats of the sheet a school imports on the national platform, as data, and each row of
// it made from a student's year. Every fact and its source is in docs/physique-upload.md; where the
// sources disagree, the choice made there is the one written here.
import type { DomainMessageId } from '../messages/index.ts';
import { NATIONS } from '../people.ts';
import { type GradeKey, gradeOfKey } from '../school-year.ts';
import type { Sex } from '../sex.ts';
import { physiqueItemsFor } from './groups.ts';
import { type PhysiqueMeasurement, recordedValue } from './measurements.ts';

/** The nine columns every layout starts with. */
export const UPLOAD_BASE_HEADINGS = [
  '年级编号',
  '班级编号',
  '班级名称',
  '学籍号',
  '民族代码',
  '姓名',
  '性别',
  '出生日期',
  '家庭住址',
] as const;

/** How an item's value is written: one decimal, a whole number, or `m'ss` text in whole seconds. */
export type UploadFormat = 'decimal' | 'integer' | 'minSec';

/**
 * Each measurement's column: its exact heading, how its value is written, and the range the
 * platform accepts (in the measurement's unit, seconds for runs).
 */
export const UPLOAD_COLUMNS: Readonly<
  Record<PhysiqueMeasurement, { heading: string; format: UploadFormat; min: number; max: number }>
> = {
  height: { heading: '身高', format: 'decimal', min: 80, max: 250 },
  weight: { heading: '体重', format: 'decimal', min: 14, max: 200 },
  vitalCapacity: { heading: '肺活量', format: 'integer', min: 500, max: 9999 },
  sprint50m: { heading: '50米跑', format: 'decimal', min: 5, max: 20 },
  sitAndReach: { heading: '坐位体前屈', format: 'decimal', min: -30, max: 40 },
  ropeSkipping: { heading: '一分钟跳绳', format: 'integer', min: 0, max: 300 },
  sitUps: { heading: '一分钟仰卧起坐', format: 'integer', min: 0, max: 99 },
  shuttleRun50x8: { heading: '50米×8往返跑', format: 'minSec', min: 45, max: 240 },
  standingLongJump: { heading: '立定跳远', format: 'integer', min: 50, max: 400 },
  run800m: { heading: '800米跑', format: 'minSec', min: 120, max: 540 },
  run1000m: { heading: '1000米跑', format: 'minSec', min: 120, max: 540 },
  pullUps: { heading: '引体向上', format: 'integer', min: 0, max: 99 },
};

/**
 * The item columns of each layout, in order: primary schools (17 columns in all), secondary schools
 * and universities (19), and schools of both stages (21, the combined layout).
 */
export const UPLOAD_LAYOUTS = {
  primary: [
    'height',
    'weight',
    'vitalCapacity',
    'sprint50m',
    'sitAndReach',
    'ropeSkipping',
    'sitUps',
    'shuttleRun50x8',
  ],
  secondary: [
    'height',
    'weight',
    'vitalCapacity',
    'sprint50m',
    'standingLongJump',
    'sitAndReach',
    'run800m',
    'run1000m',
    'sitUps',
    'pullUps',
  ],
  mixed: [
    'height',
    'weight',
    'vitalCapacity',
    'sprint50m',
    'sitAndReach',
    'ropeSkipping',
    'sitUps',
    'shuttleRun50x8',
    'standingLongJump',
    'run800m',
    'run1000m',
    'pullUps',
  ],
} as const satisfies Record<string, readonly PhysiqueMeasurement[]>;

/** One of the layouts of {@link UPLOAD_LAYOUTS}. */
export type UploadLayout = keyof typeof UPLOAD_LAYOUTS;

/**
 * The platform's grade code: first digit the stage (1 primary, 2 junior, 3 senior, 4 university),
 * second the year (`g1` 11, `g7` 21, `g10` 31, `u1` 41).
 */
export function uploadGradeCode(key: GradeKey): number {
  const year = Number(key.slice(1));
  if (key.startsWith('u')) return 40 + year;
  if (year <= 6) return 10 + year;
  if (year <= 9) return 20 + year - 6;
  return 30 + year - 9;
}

/** The layout of a school whose students are in `grades`: primary, secondary, or both stages mixed. */
export function uploadLayoutFor(grades: readonly GradeKey[]): UploadLayout {
  const primary = grades.some((key) => uploadGradeCode(key) < 20);
  const secondary = grades.some((key) => uploadGradeCode(key) >= 20);
  if (primary && secondary) return 'mixed';
  return primary ? 'primary' : 'secondary';
}

/** A layout's headings, in order: the base columns, then its items. */
export function uploadHeadings(layout: UploadLayout): string[] {
  return [...UPLOAD_BASE_HEADINGS, ...UPLOAD_LAYOUTS[layout].map((measurement) => UPLOAD_COLUMNS[measurement].heading)];
}

/** The measurements a student of a grade and sex takes: both BMI's (height, weight) and each item's. */
export function uploadMeasurementsFor(sex: Sex, grade: GradeKey): PhysiqueMeasurement[] {
  return physiqueItemsFor(sex, gradeOfKey(grade)).flatMap(({ item }) =>
    item === 'bmi' ? (['height', 'weight'] as const) : [item as PhysiqueMeasurement],
  );
}

/** A student's year as the file takes it. */
export interface UploadStudent {
  readonly gradeKey: GradeKey;
  /** The class's number in its grade (1 to 99): with the grade code it makes the class code (`1101`). */
  readonly classNumber: number;
  readonly className: string;
  /** The national registration number (学籍号), or the university's student number. */
  readonly registrationNumber: string;
  /** The GB/T 3304 code, two digits. */
  readonly nation: string;
  readonly name: string;
  readonly sex: Sex;
  /** `YYYY-MM-DD`, or null when unknown. */
  readonly birthDate: string | null;
  readonly address?: string;
  /** The values that count for the year, in the measurement's unit (seconds for runs). */
  readonly values: Partial<Record<PhysiqueMeasurement, number>>;
  /** Measurements whose only values wait for a second check: not missing, but not counted yet. */
  readonly waiting?: readonly PhysiqueMeasurement[];
}

/** A cell of the file: text, a number, a calendar date (`YYYY-MM-DD`), or nothing. */
export type UploadCell = string | number | { readonly date: string } | null;

/**
 * A value as the platform reads it: the value as the standard records it (`recordedValue`: times
 * up to the tenth or second, lengths down, height and weight to the nearest tenth), which is the
 * value the year's report scored; runs written `m'ss`.
 */
export function uploadValue(measurement: PhysiqueMeasurement, value: number): string | number {
  const recorded = recordedValue(measurement, value);
  if (UPLOAD_COLUMNS[measurement].format !== 'minSec') return recorded;
  return `${Math.floor(recorded / 60)}'${String(recorded % 60).padStart(2, '0')}`;
}

/**
 * A student's row in `layout`: the base columns, then a value in exactly the columns of the items
 * the student's grade and sex take, every other cell empty. A value missing stays empty (and is a
 * problem, {@link uploadProblemsOf}).
 */
export function uploadRowOf(layout: UploadLayout, student: UploadStudent): UploadCell[] {
  const code = uploadGradeCode(student.gradeKey);
  const taken = new Set(uploadMeasurementsFor(student.sex, student.gradeKey));
  return [
    code,
    `${code}${String(student.classNumber).padStart(2, '0')}`,
    student.className,
    student.registrationNumber,
    student.nation,
    student.name,
    student.sex === 'male' ? 1 : 2,
    student.birthDate ? { date: student.birthDate } : null,
    student.address ?? null,
    ...UPLOAD_LAYOUTS[layout].map((measurement) => {
      const value = student.values[measurement];
      return taken.has(measurement) && value !== undefined ? uploadValue(measurement, value) : null;
    }),
  ];
}

/** A problem of a student's row, which the platform would refuse or question. */
export interface PhysiqueUploadProblem {
  /** The field at fault: a column of the student's record, or a measurement. */
  readonly field: 'registrationNumber' | 'nation' | 'birthDate' | 'grade' | 'class' | PhysiqueMeasurement;
  readonly code: DomainMessageId;
  /** `error`: the platform refuses the row; `warning`: it takes the row, but the value looks wrong. */
  readonly level: 'error' | 'warning';
}

const NATION_CODES: ReadonlySet<string> = new Set(NATIONS.map(([code]) => code));

/** A K-12 registration number: G or L and an 18-character ID number. */
const K12_REGISTRATION = /^[GL]\d{17}[\dX]$/;

/** The age a child usually has on 1 September of the first grade: six. */
const FIRST_GRADE_AGE = 6;

/**
 * What the platform would refuse in a student's row (errors) or what looks wrong (warnings): no
 * registration number or one of another shape, an unknown ethnic code, no birth date or one that
 * does not fit the grade (more than two years from the usual age on 1 September of `startYear`),
 * no class (the file's class code), a missing item or one whose value waits for its second check,
 * a value outside the platform's range.
 */
export function uploadProblemsOf(student: UploadStudent, startYear: number): PhysiqueUploadProblem[] {
  const problems: PhysiqueUploadProblem[] = [];
  const registration = student.registrationNumber.trim();
  const school = student.gradeKey.startsWith('g');
  if (registration === '' || !/^[A-Za-z0-9-]{1,30}$/.test(registration)) {
    problems.push({ field: 'registrationNumber', code: 'physique.upload.registration', level: 'error' });
  } else if (school && !K12_REGISTRATION.test(registration)) {
    problems.push({ field: 'registrationNumber', code: 'physique.upload.registrationShape', level: 'warning' });
  }
  if (!NATION_CODES.has(student.nation)) {
    problems.push({ field: 'nation', code: 'physique.upload.nation', level: 'error' });
  }
  if (!student.birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(student.birthDate)) {
    problems.push({ field: 'birthDate', code: 'physique.upload.birthDate', level: 'error' });
  } else if (school) {
    const [year = 0, month = 0, day = 0] = student.birthDate.split('-').map(Number);
    const age = startYear - year - (month > 9 || (month === 9 && day > 1) ? 1 : 0);
    const usual = FIRST_GRADE_AGE + Number(student.gradeKey.slice(1)) - 1;
    if (Math.abs(age - usual) > 2) {
      problems.push({ field: 'birthDate', code: 'physique.upload.birthDateGrade', level: 'warning' });
    }
  }
  if (!(student.classNumber >= 1)) {
    problems.push({ field: 'class', code: 'physique.upload.noClass', level: 'error' });
  }
  for (const measurement of uploadMeasurementsFor(student.sex, student.gradeKey)) {
    const value = student.values[measurement];
    if (value === undefined) {
      const waiting = student.waiting?.includes(measurement) ?? false;
      problems.push({
        field: measurement,
        code: waiting ? 'physique.upload.waiting' : 'physique.upload.missing',
        level: 'error',
      });
      continue;
    }
    const recorded = recordedValue(measurement, value);
    const { min, max } = UPLOAD_COLUMNS[measurement];
    if (recorded < min || recorded > max) {
      problems.push({ field: measurement, code: 'physique.upload.range', level: 'error' });
    }
  }
  return problems;
}
