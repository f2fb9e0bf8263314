// The people an organisation serves: students and their parents, citizens.
import { type SQLWrapper, sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { person, tenantTable } from './accounts.ts';
import { foreignId, updatedAt } from './columns.ts';
import { academicYear, schoolClass } from './school.ts';

/** The name and sex every record of a person (student, parent, citizen) keeps. */
const nameAndSex = () => ({
  name: text('name').notNull(),
  sex: text('sex').notNull(),
});

/** The check of such a record's table that its sex is one the domain knows. */
const sexCheck = (tableName: string, sex: SQLWrapper) =>
  check(`${tableName}_sex_check`, sql`${sex} in ('male', 'female')`);

/**
 * A student of a school (issue 7): in one class at a time (moving class keeps every record, which
 * points at the student), a student number unique in the organisation (the key of imports), the
 * nation code of GB/T 3304, the academic year and semester of the last import or edit.
 */
export const student = tenantTable(
  'student',
  {
    classId: foreignId('class_id', () => schoolClass.id),
    ...nameAndSex(),
    studentNumber: text('student_number').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    nation: text('nation').notNull().default('01'),
    birthDate: date('birth_date'),
    facePhotoId: text('face_photo_id'),
    academicYearId: text('academic_year_id').references(() => academicYear.id),
    semesterCode: smallint('semester_code'),
    status: text('status').notNull().default('enabled'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('student_org_number_idx').on(table.orgId, table.studentNumber),
    // A class's students in the list's order: a page of one class is read straight off the index.
    index('student_class_idx').on(table.classId, table.studentNumber, table.id),
    sexCheck('student', table.sex),
  ],
);

/**
 * A parent of an organisation (issue 7): one row per mobile number and organisation, linked to a
 * person who signs in to the mobile app by that number (created or reused by it: no password
 * until the parent sets one there).
 */
export const parent = tenantTable(
  'parent',
  {
    personId: foreignId('person_id', () => person.id),
    ...nameAndSex(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('enabled'),
  },
  (table) => [uniqueIndex('parent_org_mobile_idx').on(table.orgId, table.mobile), sexCheck('parent', table.sex)],
);

/** Which parents a student has (at most four), with the relationship and their order. */
export const studentParent = pgTable(
  'student_parent',
  {
    studentId: foreignId('student_id', () => student.id, { onDelete: 'cascade' }),
    parentId: foreignId('parent_id', () => parent.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull(),
    sortNum: smallint('sort_num').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.parentId] }),
    index('student_parent_parent_idx').on(table.parentId),
  ],
);

/** A citizen of a national fitness organisation (issue 7, nf frame): a mobile number unique in it. */
export const citizen = tenantTable(
  'citizen',
  {
    ...nameAndSex(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card').notNull().default(''),
    birthDate: date('birth_date'),
    address: text('address').notNull().default(''),
    status: text('status').notNull().default('enabled'),
  },
  (table) => [uniqueIndex('citizen_org_mobile_idx').on(table.orgId, table.mobile), sexCheck('citizen', table.sex)],
);
