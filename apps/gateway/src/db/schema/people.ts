// The people an organisation serves: students and their parents, citizens.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { person, tenantColumns } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { academicYear, schoolClass } from './school.ts';

/**
 * A student of a school (issue 7): in one class at a time (moving class keeps every record, which
 * points at the student), a student number unique in the organisation (the key of imports), the
 * nation code of GB/T 3304, the academic year and semester of the last import or edit.
 */
export const student = pgTable(
  'student',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    classId: text('class_id')
      .notNull()
      .references(() => schoolClass.id),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    studentNumber: text('student_number').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    nation: text('nation').notNull().default('01'),
    birthDate: date('birth_date'),
    facePhotoId: text('face_photo_id'),
    academicYearId: text('academic_year_id').references(() => academicYear.id),
    semesterCode: smallint('semester_code'),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('student_org_number_idx').on(table.orgId, table.studentNumber),
    // A class's students in the list's order: a page of one class is read straight off the index.
    index('student_class_idx').on(table.classId, table.studentNumber, table.id),
    index('student_tenant_idx').on(table.tenantOrgId),
    check('student_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);

/**
 * A parent of an organisation (issue 7): one row per mobile number and organisation, linked to a
 * person who signs in to the mobile app by that number (created or reused by it: no password
 * until the parent sets one there).
 */
export const parent = pgTable(
  'parent',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('parent_org_mobile_idx').on(table.orgId, table.mobile),
    index('parent_tenant_idx').on(table.tenantOrgId),
    check('parent_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);

/** Which parents a student has (at most four), with the relationship and their order. */
export const studentParent = pgTable(
  'student_parent',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => student.id, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => parent.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull(),
    sortNum: smallint('sort_num').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.parentId] }),
    index('student_parent_parent_idx').on(table.parentId),
  ],
);

/** A citizen of a national fitness organisation (issue 7, nf frame): a mobile number unique in it. */
export const citizen = pgTable(
  'citizen',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card').notNull().default(''),
    birthDate: date('birth_date'),
    address: text('address').notNull().default(''),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('citizen_org_mobile_idx').on(table.orgId, table.mobile),
    index('citizen_tenant_idx').on(table.tenantOrgId),
    check('citizen_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);
