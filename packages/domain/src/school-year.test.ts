import { describe, expect, it } from 'vitest';
import {
  academicYearLabel,
  ENROLMENT_YEAR_RANGE,
  educationStage,
  firstOverlap,
  GRADE_KEYS,
  gradeKey,
  gradeLabel,
  gradeOfKey,
  isIsoDate,
  isOrderedSpan,
  isSemesterCode,
  isStudentGrade,
  parseAcademicYearLabel,
  parseSemesterCode,
  SCHOOL_GRADE_LEVELS,
  SEMESTER_CODES,
  SEMESTERS,
  semesterLabel,
  semesterOf,
  spansOverlap,
  stageLabel,
} from './school-year.ts';
import { isSex, SEXES, sexLabel } from './sex.ts';

describe('grades', () => {
  it.each([
    [{ school: 1 }, 'g1'],
    [{ school: 7 }, 'g7'],
    [{ university: 1 }, 'u1'],
    [{ university: 4 }, 'u4'],
  ] as const)('keys and labels school grades and university years: %j', (grade, key) => {
    expect(gradeKey(grade)).toBe(key);
    expect(gradeLabel(grade)).toBe(`grade.${key}`);
  });

  it('reads every grade key back', () => {
    for (const key of GRADE_KEYS) expect(gradeKey(gradeOfKey(key))).toBe(key);
  });

  it('puts grades in their stages: 1-6 primary, 7-9 lower secondary, 10-12 upper secondary', () => {
    expect(educationStage({ school: 6 })).toBe('primary');
    expect(educationStage({ school: 7 })).toBe('lowerSecondary');
    expect(educationStage({ school: 9 })).toBe('lowerSecondary');
    expect(educationStage({ school: 10 })).toBe('upperSecondary');
    expect(educationStage({ school: 12 })).toBe('upperSecondary');
    expect(educationStage({ university: 2 })).toBe('university');
    expect(stageLabel('lowerSecondary')).toBe('stage.lowerSecondary');
  });

  it.each([
    { school: 0 },
    { school: 13 },
    { school: 1.5 },
    { university: 5 },
    { school: Number.NaN },
    { school: '3' },
    { school: 1, university: 1 },
    {},
    null,
    undefined,
  ])('refuses %j', (grade) => {
    expect(() => gradeKey(grade as never)).toThrow(expect.objectContaining({ code: 'grade.error.unknown' }));
    expect(isStudentGrade(grade)).toBe(false);
  });

  it('accepts valid grades', () => {
    expect(isStudentGrade({ university: 3 })).toBe(true);
  });
});

describe('semesters and academic years', () => {
  it('knows 11 as the spring semester and 13 as the autumn one', () => {
    expect(SEMESTERS[11]).toMatchObject({ season: 'spring', label: 'semester.spring' });
    expect(SEMESTERS[13]).toMatchObject({ season: 'autumn', label: 'semester.autumn' });
    expect(semesterOf(new Date('2027-04-15')).semester).toBe(11);
    expect(semesterOf(new Date('2026-10-15')).semester).toBe(13);
  });

  it('takes only the numbers 11 and 13 as semester codes; text goes through parseSemesterCode', () => {
    expect(isSemesterCode(11)).toBe(true);
    expect(isSemesterCode(13)).toBe(true);
    expect(isSemesterCode('11')).toBe(false);
    expect(isSemesterCode('13')).toBe(false);
    expect(isSemesterCode(11.5)).toBe(false);
    expect(parseSemesterCode('11')).toBe(11);
    expect(parseSemesterCode('13')).toBe(13);
    expect(parseSemesterCode(13)).toBe(13);
    expect(() => parseSemesterCode('12')).toThrow(expect.objectContaining({ code: 'semester.error.unknown' }));
  });

  it('labels semester codes 11 and 13', () => {
    expect(semesterLabel(11)).toBe('semester.spring');
    expect(semesterLabel('13')).toBe('semester.autumn');
    expect(SEMESTER_CODES).toEqual([13, 11]);
    expect(isSemesterCode(12)).toBe(false);
    expect(parseSemesterCode(' 11 ')).toBe(11);
    expect(() => semesterLabel(12)).toThrow(expect.objectContaining({ code: 'semester.error.unknown' }));
    expect(() => parseSemesterCode('x')).toThrow(expect.objectContaining({ code: 'semester.error.unknown' }));
  });

  it('labels academic years', () => {
    expect(academicYearLabel(2026)).toBe('2026-2027');
    expect(parseAcademicYearLabel('2026-2027')).toBe(2026);
    expect(() => academicYearLabel(2026.5)).toThrow(expect.objectContaining({ code: 'academicYear.error.year' }));
    expect(() => academicYearLabel(1899)).toThrow(expect.objectContaining({ code: 'academicYear.error.year' }));
    expect(() => parseAcademicYearLabel('2026-2028')).toThrow(
      expect.objectContaining({ code: 'academicYear.error.label' }),
    );
    expect(() => parseAcademicYearLabel('2026')).toThrow(expect.objectContaining({ code: 'academicYear.error.label' }));
  });

  it('finds the semester of a date', () => {
    expect(semesterOf(new Date('2026-09-01'))).toEqual({ academicYear: 2026, semester: 13 });
    expect(semesterOf(new Date('2026-08-01'))).toEqual({ academicYear: 2026, semester: 13 });
    expect(semesterOf(new Date('2027-01-31'))).toEqual({ academicYear: 2026, semester: 13 });
    expect(semesterOf(new Date('2027-02-01'))).toEqual({ academicYear: 2026, semester: 11 });
    expect(semesterOf(new Date('2027-07-31'))).toEqual({ academicYear: 2026, semester: 11 });
    expect(() => semesterOf(new Date('x'))).toThrow(expect.objectContaining({ code: 'date.error.invalid' }));
  });
});

describe('sexes', () => {
  it('labels and recognises sexes', () => {
    expect(SEXES).toEqual(['male', 'female']);
    expect(sexLabel('female')).toBe('sex.female');
    expect(isSex('male')).toBe(true);
    expect(isSex('boy')).toBe(false);
  });
});

describe('semester dates', () => {
  it.each(['2026-09-01', '2028-02-29'])('recognises the real ISO date %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each(['2026-02-30', '2026-9-1', '2026-13-01', 20260901, undefined])('refuses %j as an ISO date', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('orders a span: start strictly before end, both real dates', () => {
    expect(isOrderedSpan({ startDate: '2026-09-01', endDate: '2027-01-20' })).toBe(true);
    expect(isOrderedSpan({ startDate: '2026-09-01', endDate: '2026-09-01' })).toBe(false);
    expect(isOrderedSpan({ startDate: '2027-01-20', endDate: '2026-09-01' })).toBe(false);
    expect(isOrderedSpan({ startDate: '2026-09-01', endDate: 'soon' })).toBe(false);
  });

  it('finds overlapping spans, ends included', () => {
    const autumn = { startDate: '2026-09-01', endDate: '2027-01-20' };
    const spring = { startDate: '2027-02-20', endDate: '2027-07-10' };
    const touching = { startDate: '2027-01-20', endDate: '2027-02-01' };
    expect(spansOverlap(autumn, spring)).toBe(false);
    expect(spansOverlap(autumn, touching)).toBe(true);
    expect(spansOverlap(touching, autumn)).toBe(true);
    expect(firstOverlap([autumn, spring])).toBeNull();
    expect(firstOverlap([])).toBeNull();
    expect(firstOverlap([autumn, spring, touching])).toEqual([autumn, touching]);
  });

  it('lists school grade levels and enrolment years', () => {
    expect(SCHOOL_GRADE_LEVELS).toHaveLength(12);
    expect(ENROLMENT_YEAR_RANGE).toEqual({ min: 1900, max: 9998 });
  });
});
