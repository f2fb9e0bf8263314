// A school's structure: academic years and semesters, grades and classes with their teachers,
// departments, colleges and majors.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { account, recordColumns, tenantColumns, tenantTable } from './accounts.ts';
import { createdAt, foreignId } from './columns.ts';

/**
 * An academic year of an organisation (`2026-2027` is start year 2026). One per start year and
 * organisation; its semesters hang off it.
 */
export const academicYear = tenantTable(
  'academic_year',
  {
    startYear: integer('start_year').notNull(),
  },
  (table) => [uniqueIndex('academic_year_org_start_idx').on(table.orgId, table.startYear)],
);

/**
 * A semester of an academic year: code 11 (spring) or 13 (autumn), first and last day. At most one
 * semester of an organisation is current (a partial unique index); overlaps are refused by the
 * gateway under a lock of the organisation row.
 */
export const semester = pgTable(
  'semester',
  {
    id: text('id').primaryKey(),
    academicYearId: foreignId('academic_year_id', () => academicYear.id, { onDelete: 'cascade' }),
    ...tenantColumns(),
    code: smallint('code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (table) => [
    uniqueIndex('semester_year_code_idx').on(table.academicYearId, table.code),
    uniqueIndex('semester_org_current_idx').on(table.orgId).where(sql`${table.isCurrent}`),
    index('semester_org_idx').on(table.orgId),
    check('semester_code_check', sql`${table.code} in (11, 13)`),
    check('semester_dates_check', sql`${table.startDate} < ${table.endDate}`),
  ],
);

/**
 * A grade of an organisation: a school grade level 1 to 12 (`school`) or a university enrolment
 * year (`enrolment`, e.g. 2024). One row per level and organisation.
 */
export const grade = tenantTable(
  'grade',
  {
    kind: text('kind').notNull(),
    level: integer('level').notNull(),
  },
  (table) => [uniqueIndex('grade_org_level_idx').on(table.orgId, table.kind, table.level)],
);

/**
 * A class of a grade: name, code 1 to 99 unique within the grade, size, head teacher (one of the
 * organisation's teachers, or none), status, and the academic year it was opened in. `studentCount` is kept by the
 * student screens; a class with students cannot be deleted.
 */
export const schoolClass = pgTable(
  'school_class',
  {
    ...recordColumns(),
    gradeId: foreignId('grade_id', () => grade.id),
    academicYearId: text('academic_year_id').references(() => academicYear.id),
    name: text('name').notNull(),
    code: smallint('code').notNull(),
    size: smallint('size').notNull().default(0),
    /** Null when the class has none, or its teacher was deleted. */
    headTeacherId: text('head_teacher_id').references((): AnyPgColumn => teacher.id, { onDelete: 'set null' }),
    /** A university class's college and major (issue 6); null in schools. */
    collegeId: text('college_id').references(() => college.id),
    majorId: text('major_id').references(() => major.id),
    /** `enabled`, `disabled`, or `graduated` once promoted past the top grade. */
    status: text('status').notNull().default('enabled'),
    studentCount: integer('student_count').notNull().default(0),
  },
  (table) => [
    // A graduated class keeps its code, which the grade's next classes may reuse.
    uniqueIndex('school_class_grade_code_idx').on(table.gradeId, table.code).where(sql`${table.status} <> 'graduated'`),
    index('school_class_org_idx').on(table.orgId),
    index('school_class_year_idx').on(table.academicYearId),
    check('school_class_code_check', sql`${table.code} between 1 and 99`),
    check('school_class_size_check', sql`${table.size} between 0 and 200`),
  ],
);

/**
 * A teacher (issue 7): an account of a school with the teacher's own details. The login account,
 * name, mobile and password are the person's, the status the account's, the roles the account's.
 */
export const teacher = tenantTable(
  'teacher',
  {
    accountId: foreignId('account_id', () => account.id),
    sex: text('sex').notNull().default('male'),
    employeeNumber: text('employee_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    certificateType: text('certificate_type').notNull().default(''),
    certificateNumber: text('certificate_number').notNull().default(''),
    facePhotoId: text('face_photo_id'),
  },
  (table) => [
    uniqueIndex('teacher_account_idx').on(table.accountId),
    uniqueIndex('teacher_org_employee_idx')
      .on(table.orgId, table.employeeNumber)
      .where(sql`${table.employeeNumber} <> ''`),
  ],
);

/** The classes a teacher teaches. */
export const teacherClass = pgTable(
  'teacher_class',
  {
    teacherId: foreignId('teacher_id', () => teacher.id, { onDelete: 'cascade' }),
    classId: foreignId('class_id', () => schoolClass.id),
  },
  (table) => [
    primaryKey({ columns: [table.teacherId, table.classId] }),
    index('teacher_class_class_idx').on(table.classId),
  ],
);

/**
 * A tree of an organisation's units: each unit under a parent of the same table (none at the top),
 * with a two-digit code unique among its siblings and a sort order. Departments and colleges are
 * such trees and differ only by name.
 */
const unitTree = <TName extends string>(name: TName) => {
  const tree = pgTable(
    name,
    {
      ...recordColumns(),
      parentId: text('parent_id').references((): AnyPgColumn => tree.id),
      name: text('name').notNull(),
      code: text('code').notNull(),
      sortNum: integer('sort_num').notNull().default(0),
    },
    (table) => [
      uniqueIndex(`${name}_sibling_code_idx`).on(table.orgId, sql`coalesce(${table.parentId}, '')`, table.code),
      index(`${name}_org_idx`).on(table.orgId),
      index(`${name}_parent_idx`).on(table.parentId),
      check(`${name}_code_check`, sql`${table.code} ~ '^[0-9]{2}$'`),
      check(`${name}_sort_check`, sql`${table.sortNum} between 0 and 9999`),
    ],
  );
  return tree;
};

/**
 * A department of a management organisation: a tree (`parentId` null for a top-level department),
 * a two-digit code unique among its siblings, a sort order. A department with sub-departments or
 * members cannot be deleted; the gateway keeps a department out of its own branch.
 */
export const department = unitTree('department');

/** An account's department: an account of the department's organisation belongs to at most one. */
export const departmentMember = pgTable(
  'department_member',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    departmentId: foreignId('department_id', () => department.id),
    ...tenantColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('department_member_department_idx').on(table.departmentId)],
);

/**
 * A college of a university, or a department of a college (`parentId`): two levels, a two-digit
 * code unique among its siblings, a sort order. A college with sub-colleges or majors cannot be
 * deleted.
 */
export const college = unitTree('college');

/**
 * A major of a university, in a college: a code of 2 to 6 letters or digits (stored upper-cased)
 * unique in the organisation, and a length of study of 1 to 8 years.
 */
export const major = pgTable(
  'major',
  {
    ...recordColumns(),
    collegeId: foreignId('college_id', () => college.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    studyYears: smallint('study_years').notNull(),
  },
  (table) => [
    uniqueIndex('major_org_code_idx').on(table.orgId, table.code),
    index('major_college_idx').on(table.collegeId),
    check('major_code_check', sql`${table.code} ~ '^[A-Z0-9]{2,6}$'`),
    check('major_study_years_check', sql`${table.studyYears} between 1 and 8`),
  ],
);
