// The student import (issue 7): the template in the caller's language with the valid values, and
// the upload answered with the failure file. Students are upserted by their number, which the
// organisation's unique index keeps one per student however often an upload is repeated; a class is
// named as the template lists it, and a role with a narrow data scope imports into its own classes.
import { randomUUID } from 'node:crypto';
import {
  labelLookup,
  NATIONS,
  nationCodeOf,
  nationName,
  PARENT_RELATIONSHIPS,
  type ParentRelationship,
  parentSchema,
  relationshipLabel,
  SEXES,
  sexLabel,
  studentFields,
  translateDomainMessage,
} from '@school-sports/domain';
import { studentImport, studentImportProgress, studentImportTemplate } from '@school-sports/gateway-client/contract';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { academicYear, parent, semester, student, studentParent } from '../../db/schema.ts';
import { fromExcluded } from '../../db/upsert.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { labelledValues, templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { type RowFailure, rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { type ClassReach, reaches } from '../../tenancy/dataScope.ts';
import type { Transaction } from '../../tenancy/scope.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { type ClassEntry, classEntries, classResolver } from '../school/classLabels.ts';
import { type ParentInput, resolveParents } from './parents.ts';

/** The student import's columns, in template order. */
const STUDENT_COLUMNS = importColumns(
  ['name', { key: 'sex', choices: SEXES.map(sexLabel) }, 'studentNumber', { key: 'class', valuesSheet: true }],
  [
    'idCard',
    'registrationNumber',
    { key: 'nation', valuesSheet: true },
    'birthDate',
    'parentName',
    { key: 'parentSex', choices: SEXES.map(sexLabel) },
    { key: 'parentRelationship', valuesSheet: true },
    'parentMobile',
  ],
);

/** The columns of the parent form's fields. */
const PARENT_COLUMNS = {
  name: 'parentName',
  sex: 'parentSex',
  relationship: 'parentRelationship',
  mobile: 'parentMobile',
} as const;

type StudentColumn = (typeof STUDENT_COLUMNS)[number]['key'];

const sexOf = labelLookup(SEXES, sexLabel);
const relationshipOf = labelLookup(PARENT_RELATIONSHIPS, relationshipLabel);
// Relationships written as two alternatives (祖父/外祖父) match either half too.
const relationshipOfText = (text: string): ParentRelationship | undefined => {
  const whole = relationshipOf(text);
  if (whole) return whole;
  for (const value of PARENT_RELATIONSHIPS) {
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      if (translateDomainMessage(locale, relationshipLabel(value)).split('/').includes(text.trim())) return value;
    }
  }
  return undefined;
};

const studentRowSchema = z.object(studentFields);
const parentRowSchema = parentSchema;

/** How a student import is recorded. */
const STUDENT_IMPORT: FinishedImport = {
  action: 'import.students',
  tables: ['student', 'parent', 'student_parent'],
  name: 'import.kind.student',
};

/** A valid row of the student import. */
interface StudentRow {
  fields: z.output<typeof studentRowSchema>;
  classId: string;
  parent: ParentInput | null;
}

/** Writes students of one batch (import or form): upserted by student number, with their parents. */
async function writeStudents(
  tenant: TenantWrite,
  rows: readonly StudentRow[],
  term: { academicYearId: string; semesterCode: number } | null,
  reach: ClassReach,
): Promise<Map<number, RowFailure>> {
  const tx = tenant.db;
  const refused = new Map<number, RowFailure>();
  const numbers = rows.map((row) => row.fields.studentNumber);
  const existing = await tx
    .select({ id: student.id, studentNumber: student.studentNumber, classId: student.classId })
    .from(student)
    .where(tenant.scoped(student).where(anyOf(student.studentNumber, numbers)));
  const existingByNumber = new Map(existing.map((row) => [row.studentNumber, row]));
  // A student outside the caller's reach keeps their record: the number is taken, nothing more is said.
  rows.forEach((row, index) => {
    const known = existingByNumber.get(row.fields.studentNumber);
    if (known && !reaches(reach, known.classId)) {
      refused.set(index, {
        id: 'student.numberTaken',
        values: { number: row.fields.studentNumber },
        column: 'studentNumber',
      });
    }
  });

  // At most four parents: a parent added to a student who has four others is refused.
  const withParent = rows.filter((row) => row.parent && existingByNumber.has(row.fields.studentNumber));
  if (withParent.length > 0) {
    const links = await tx
      .select({ studentId: studentParent.studentId, mobile: parent.mobile })
      .from(studentParent)
      .innerJoin(parent, eq(parent.id, studentParent.parentId))
      .where(
        anyOf(
          studentParent.studentId,
          withParent.map((row) => existingByNumber.get(row.fields.studentNumber)?.id as string),
        ),
      );
    rows.forEach((row, index) => {
      const known = existingByNumber.get(row.fields.studentNumber);
      if (!row.parent || !known) return;
      const others = links.filter((link) => link.studentId === known.id && link.mobile !== row.parent?.mobile);
      if (others.length >= 4) refused.set(index, { id: 'validation.parents.count' });
    });
  }

  const parents = rows.flatMap((row, index) => (row.parent && !refused.has(index) ? [row.parent] : []));
  const { ids: parentIds, taken } = await resolveParents(tenant, parents);
  rows.forEach((row, index) => {
    if (row.parent && taken.has(row.parent.mobile)) {
      refused.set(index, { id: 'person.mobileTaken', values: { mobile: row.parent.mobile }, column: 'parentMobile' });
    }
  });

  const writing = rows.flatMap((row, index) => (refused.has(index) ? [] : [row]));
  if (writing.length === 0) return refused;
  const now = new Date();
  const written = await tx
    .insert(student)
    .select(
      unnestedRows(
        student,
        writing.map((row) => ({
          id: randomUUID(),
          ...tenant.values,
          classId: row.classId,
          ...row.fields,
          academicYearId: term?.academicYearId ?? null,
          semesterCode: term?.semesterCode ?? null,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [student.orgId, student.studentNumber],
      set: {
        ...fromExcluded(student, ['classId', 'name', 'sex', 'registrationNumber', 'idCard', 'nation', 'birthDate']),
        academicYearId: sql`coalesce(excluded.academic_year_id, ${student.academicYearId})`,
        semesterCode: sql`coalesce(excluded.semester_code, ${student.semesterCode})`,
        updatedAt: now,
      },
    })
    .returning({ id: student.id, studentNumber: student.studentNumber });
  const studentIds = new Map(written.map((row) => [row.studentNumber, row.id]));

  const links = writing.flatMap((row) =>
    row.parent
      ? [
          {
            studentId: studentIds.get(row.fields.studentNumber) as string,
            parentId: parentIds.get(row.parent.mobile) as string,
            relationship: row.parent.relationship,
          },
        ]
      : [],
  );
  if (links.length > 0) {
    await tx
      .insert(studentParent)
      .select(unnestedRows(studentParent, links))
      .onConflictDoUpdate({
        target: [studentParent.studentId, studentParent.parentId],
        set: { relationship: sql`excluded.relationship` },
      });
  }
  // The classes' student counts follow in the database (migration 0014).
  return refused;
}

/** The student import of one organisation: classes named as the template lists them. */
function studentImportKind(
  tenantIn: (tx: Transaction) => TenantWrite,
  classes: readonly ClassEntry[],
  term: { academicYearId: string; semesterCode: number },
  reach: ClassReach,
): ImportKind<StudentColumn, StudentRow> {
  const classIdOf = classResolver(classes);
  return {
    columns: STUDENT_COLUMNS,
    parse(cells) {
      const check = rowChecks<StudentColumn>();
      const nation = cells.nation === '' ? undefined : nationCodeOf(cells.nation);
      if (cells.nation !== '' && nation === undefined) check.fail('nation', 'validation.nation.value');
      const fields = check.schema(studentRowSchema, {
        name: cells.name,
        sex: sexOf(cells.sex) ?? cells.sex,
        studentNumber: cells.studentNumber,
        registrationNumber: cells.registrationNumber,
        idCard: cells.idCard,
        nation,
        birthDate: cells.birthDate,
      });
      const classId = cells.class.trim() === '' ? undefined : classIdOf(cells.class);
      if (cells.class.trim() === '') check.fail('class', 'validation.class.required');
      else if (!classId) check.fail('class', 'student.classUnknown', { name: cells.class });
      else if (!reaches(reach, classId)) check.fail('class', 'dataScope.classOutside', { name: cells.class });
      let parentInput: ParentInput | null = null;
      const parentGiven = [cells.parentName, cells.parentSex, cells.parentRelationship, cells.parentMobile].some(
        (cell) => cell !== '',
      );
      if (parentGiven) {
        const relationship = relationshipOfText(cells.parentRelationship);
        const parentSex =
          sexOf(cells.parentSex) ??
          (relationship === 'father' || relationship === 'grandfather'
            ? 'male'
            : relationship === 'mother' || relationship === 'grandmother'
              ? 'female'
              : cells.parentSex);
        parentInput =
          check.schema(
            parentRowSchema,
            {
              name: cells.parentName,
              sex: parentSex,
              relationship: relationship ?? cells.parentRelationship,
              mobile: cells.parentMobile,
            },
            PARENT_COLUMNS,
          ) ?? null;
      }
      if (!fields || !classId || check.failures.length > 0) return check.failures;
      return { fields, classId, parent: parentInput };
    },
    keys: (row) => [['studentNumber', row.fields.studentNumber]],
    write: (tx, rows) => writeStudents(tenantIn(tx), rows, term, reach),
  };
}

export function registerStudentImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  // Import

  router.blob(studentImportTemplate, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const reach = await tenant.classReach();
    const classes = (await classEntries(tenant)).filter(
      (entry) => entry.status === 'enabled' && reaches(reach, entry.classId),
    );
    return templateAnswer({
      locale,
      kind: 'import.kind.student',
      columns: STUDENT_COLUMNS,
      instructions: ['import.instructions.values', 'import.instructions.student'],
      values: [
        { heading: 'import.column.class', items: classes.map((entry) => entry.label(locale)) },
        { heading: 'import.column.nation', items: NATIONS.map((nation) => nationName(nation[0], locale)) },
        labelledValues(locale, 'import.column.sex', SEXES, sexLabel),
        labelledValues(locale, 'import.column.parentRelationship', PARENT_RELATIONSHIPS, relationshipLabel),
      ],
    });
  });

  registerImportProgress(router, studentImportProgress, data);

  router.importing(studentImport, async (upload) =>
    importUpload(db, upload, STUDENT_IMPORT, async (fields) => {
      const { caller } = upload;
      const tenant = data.tenant(caller);
      const [term] = await db
        .select({ id: academicYear.id })
        .from(academicYear)
        .innerJoin(semester, eq(semester.academicYearId, academicYear.id))
        .where(
          tenant
            .scoped(academicYear)
            .where(eq(academicYear.id, fields.academicYearId), eq(semester.code, fields.semesterCode)),
        );
      if (!term) throw new ApiError(404, 'import.semesterUnknown');
      const classes = await classEntries(tenant);
      // Student batches take no organisation lock: the number's unique index keeps them consistent.
      return studentImportKind(
        (tx) => data.unlockedIn(tx, caller),
        classes,
        { academicYearId: fields.academicYearId, semesterCode: fields.semesterCode },
        await tenant.classReach(),
      );
    }),
  );
}
