// Students and parents (issue 7): the student list, form and status; parents created or reused by
// mobile number; the student import (template, upload answered with the failure file). Every query
// is scoped by the caller's organisation; every write is one transaction.
import { randomUUID } from 'node:crypto';
import {
  academicYearLabel,
  type DomainLocale,
  labelLookup,
  NATIONS,
  nationCodeOf,
  nationName,
  PARENT_RELATIONSHIPS,
  type ParentRelationship,
  parentSchema,
  relationshipLabel,
  SEXES,
  type Sex,
  semesterLabel,
  sexLabel,
  studentFields,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  type DataOf,
  parentDelete,
  parentDetail,
  parentEdit,
  parentPage,
  studentAdd,
  studentDelete,
  studentDetail,
  studentEdit,
  studentImport,
  studentImportTemplate,
  studentOptions,
  studentPage,
  studentSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { recordImport } from '../../audit/log.ts';
import type { Database } from '../../db/index.ts';
import { academicYear, grade, parent, person, schoolClass, semester, student, studentParent } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { failureAnswer, templateAnswer } from '../../imports/answers.ts';
import { type ImportColumn, type ImportKind, type RowFailure, runImport } from '../../imports/run.ts';
import { receiveImportFile } from '../../imports/upload.ts';
import { type ClassReach, checkReach, classReachOf, reaches, withinReach } from '../../tenancy/dataScope.ts';
import {
  containing,
  lockOrganisation,
  type Scope,
  scopeOf,
  type Transaction,
  uniqueWrite,
} from '../../tenancy/scope.ts';
import { type ClassEntry, classEntries, classLabel, classResolver } from '../school/classLabels.ts';
import { gradeName } from '../school/school.ts';
import { checkFacePhoto, dropFacePhotos } from './facePhotos.ts';

type StudentRecord = DataOf<typeof studentDetail>;
type ParentRecord = DataOf<typeof parentDetail>;

/** A parent as a form or an import row gives it. */
interface ParentInput {
  name: string;
  sex: Sex;
  relationship: ParentRelationship;
  mobile: string;
}

/** A person created for a parent has no password: they set one in the mobile app. */
const NO_PASSWORD = '!';

/**
 * Parent rows of the organisation for `parents`, by mobile: an existing parent is updated with the
 * name and sex given, a new one is created on the person who signs in with that mobile (created
 * without a password when there is none). Answers the parent id of each mobile, and the mobiles
 * that belong to a person who cannot be a parent here (their login account is someone's number).
 */
async function resolveParents(
  tx: Transaction,
  scope: Scope,
  parents: readonly Pick<ParentInput, 'name' | 'sex' | 'mobile'>[],
): Promise<{ ids: Map<string, string>; taken: Set<string> }> {
  const byMobile = new Map(parents.map((one) => [one.mobile, one]));
  const mobiles = [...byMobile.keys()];
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  if (mobiles.length === 0) return { ids, taken };

  const persons = new Map<string, string>();
  const findPersons = async () => {
    for (const row of await tx
      .select({ id: person.id, mobile: person.mobile })
      .from(person)
      .where(inArray(person.mobile, mobiles))) {
      if (row.mobile) persons.set(row.mobile, row.id);
    }
  };
  await findPersons();
  const newPersons = mobiles.filter((mobile) => !persons.has(mobile));
  if (newPersons.length > 0) {
    await tx
      .insert(person)
      .values(
        newPersons.map((mobile) => ({
          id: randomUUID(),
          accountNum: mobile,
          mobile,
          name: byMobile.get(mobile)?.name ?? mobile,
          passwordHash: NO_PASSWORD,
        })),
      )
      .onConflictDoNothing();
    await findPersons();
  }
  const placed = mobiles.filter((mobile) => {
    if (persons.has(mobile)) return true;
    taken.add(mobile);
    return false;
  });
  if (placed.length === 0) return { ids, taken };
  const rows = await tx
    .insert(parent)
    .values(
      placed.map((mobile) => {
        const one = byMobile.get(mobile) as ParentInput;
        return {
          id: randomUUID(),
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          personId: persons.get(mobile) as string,
          name: one.name,
          sex: one.sex,
          mobile,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [parent.orgId, parent.mobile],
      set: { name: sql`excluded.name`, sex: sql`excluded.sex` },
    })
    .returning({ id: parent.id, mobile: parent.mobile });
  for (const row of rows) ids.set(row.mobile, row.id);
  return { ids, taken };
}

/** Sets each class's student count from its students (after students arrive, leave or move). */
async function refreshStudentCounts(tx: Transaction, classIds: readonly string[]): Promise<void> {
  const unique = [...new Set(classIds)];
  if (unique.length === 0) return;
  await tx
    .update(schoolClass)
    .set({
      studentCount: sql`(select count(*)::int from ${student} where ${student.classId} = ${schoolClass.id})`,
    })
    .where(inArray(schoolClass.id, unique));
}

/** The student import's columns, in template order. */
const STUDENT_COLUMNS = [
  { key: 'name', heading: 'import.column.name', required: true },
  { key: 'sex', heading: 'import.column.sex', required: true },
  { key: 'studentNumber', heading: 'import.column.studentNumber', required: true },
  { key: 'class', heading: 'import.column.class', required: true },
  { key: 'idCard', heading: 'import.column.idCard', required: false },
  { key: 'registrationNumber', heading: 'import.column.registrationNumber', required: false },
  { key: 'nation', heading: 'import.column.nation', required: false },
  { key: 'birthDate', heading: 'import.column.birthDate', required: false },
  { key: 'parentName', heading: 'import.column.parentName', required: false },
  { key: 'parentSex', heading: 'import.column.parentSex', required: false },
  { key: 'parentRelationship', heading: 'import.column.parentRelationship', required: false },
  { key: 'parentMobile', heading: 'import.column.parentMobile', required: false },
] as const satisfies readonly ImportColumn[];

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

/** A valid row of the student import. */
interface StudentRow {
  fields: z.output<typeof studentRowSchema>;
  classId: string;
  parent: ParentInput | null;
}

/** Writes students of one batch (import or form): upserted by student number, with their parents. */
async function writeStudents(
  tx: Transaction,
  scope: Scope,
  rows: readonly StudentRow[],
  term: { academicYearId: string; semesterCode: number } | null,
  reach: ClassReach,
): Promise<Map<number, RowFailure>> {
  const refused = new Map<number, RowFailure>();
  const numbers = rows.map((row) => row.fields.studentNumber);
  const existing = await tx
    .select({ id: student.id, studentNumber: student.studentNumber, classId: student.classId })
    .from(student)
    .where(and(eq(student.orgId, scope.orgId), inArray(student.studentNumber, numbers)));
  const existingByNumber = new Map(existing.map((row) => [row.studentNumber, row]));
  // A student outside the caller's reach keeps their record: the number is taken, nothing more is said.
  rows.forEach((row, index) => {
    const known = existingByNumber.get(row.fields.studentNumber);
    if (known && !reaches(reach, known.classId)) {
      refused.set(index, { id: 'student.numberTaken', values: { number: row.fields.studentNumber } });
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
        inArray(
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
  const { ids: parentIds, taken } = await resolveParents(tx, scope, parents);
  rows.forEach((row, index) => {
    if (row.parent && taken.has(row.parent.mobile)) {
      refused.set(index, { id: 'person.mobileTaken', values: { mobile: row.parent.mobile } });
    }
  });

  const writing = rows.flatMap((row, index) => (refused.has(index) ? [] : [row]));
  if (writing.length === 0) return refused;
  const now = new Date();
  const written = await tx
    .insert(student)
    .values(
      writing.map((row) => ({
        id: randomUUID(),
        orgId: scope.orgId,
        tenantOrgId: scope.tenantOrgId,
        classId: row.classId,
        ...row.fields,
        academicYearId: term?.academicYearId ?? null,
        semesterCode: term?.semesterCode ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [student.orgId, student.studentNumber],
      set: {
        classId: sql`excluded.class_id`,
        name: sql`excluded.name`,
        sex: sql`excluded.sex`,
        registrationNumber: sql`excluded.registration_number`,
        idCard: sql`excluded.id_card`,
        nation: sql`excluded.nation`,
        birthDate: sql`excluded.birth_date`,
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
      .values(links)
      .onConflictDoUpdate({
        target: [studentParent.studentId, studentParent.parentId],
        set: { relationship: sql`excluded.relationship` },
      });
  }
  // Class counts move by what this batch changed: a new student adds one, a moved one moves one.
  const changes = new Map<string, number>();
  const change = (classId: string, by: number) => changes.set(classId, (changes.get(classId) ?? 0) + by);
  for (const row of writing) {
    const before = existingByNumber.get(row.fields.studentNumber);
    if (before?.classId === row.classId) continue;
    if (before) change(before.classId, -1);
    change(row.classId, 1);
  }
  for (const [classId, by] of changes) {
    if (by === 0) continue;
    await tx
      .update(schoolClass)
      .set({ studentCount: sql`${schoolClass.studentCount} + ${by}` })
      .where(eq(schoolClass.id, classId));
  }
  return refused;
}

/** The student import of one organisation: classes named as the template lists them. */
function studentImportKind(
  scope: Scope,
  classes: readonly ClassEntry[],
  term: { academicYearId: string; semesterCode: number },
  reach: ClassReach,
): ImportKind<StudentColumn, StudentRow> {
  const classIdOf = classResolver(classes);
  return {
    columns: STUDENT_COLUMNS,
    parse(cells) {
      const sex = sexOf(cells.sex);
      const nation = cells.nation === '' ? undefined : nationCodeOf(cells.nation);
      if (cells.nation !== '' && nation === undefined) return { id: 'validation.nation.value' };
      const fields = studentRowSchema.safeParse({
        name: cells.name,
        sex: sex ?? cells.sex,
        studentNumber: cells.studentNumber,
        registrationNumber: cells.registrationNumber,
        idCard: cells.idCard,
        nation,
        birthDate: cells.birthDate,
      });
      if (!fields.success) return { id: fields.error.issues[0]?.message as RowFailure['id'] };
      if (cells.class.trim() === '') return { id: 'validation.class.required' };
      const classId = classIdOf(cells.class);
      if (!classId) return { id: 'student.classUnknown', values: { name: cells.class } };
      if (!reaches(reach, classId)) return { id: 'dataScope.classOutside', values: { name: cells.class } };
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
        const checked = parentRowSchema.safeParse({
          name: cells.parentName,
          sex: parentSex,
          relationship: relationship ?? cells.parentRelationship,
          mobile: cells.parentMobile,
        });
        if (!checked.success) return { id: checked.error.issues[0]?.message as RowFailure['id'] };
        parentInput = checked.data;
      }
      return { fields: fields.data, classId, parent: parentInput };
    },
    keys: (row) => [['studentNumber', row.fields.studentNumber]],
    write: (tx, rows) => writeStudents(tx, scope, rows, term, reach),
  };
}

export function registerStudentRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  async function parentsOf(tx: Transaction | Database, studentIds: readonly string[]) {
    if (studentIds.length === 0) return new Map<string, StudentRecord['parents']>();
    const rows = await tx
      .select({
        studentId: studentParent.studentId,
        parentId: parent.id,
        name: parent.name,
        sex: parent.sex,
        relationship: studentParent.relationship,
        mobile: parent.mobile,
      })
      .from(studentParent)
      .innerJoin(parent, eq(parent.id, studentParent.parentId))
      .where(inArray(studentParent.studentId, [...studentIds]))
      .orderBy(asc(studentParent.sortNum), asc(parent.name));
    const map = new Map<string, StudentRecord['parents']>();
    for (const row of rows) {
      const list = map.get(row.studentId) ?? [];
      list.push({
        parentId: row.parentId,
        name: row.name,
        sex: row.sex as Sex,
        relationship: row.relationship as ParentRelationship,
        mobile: row.mobile,
      });
      map.set(row.studentId, list);
    }
    return map;
  }

  const studentColumns = {
    studentId: student.id,
    name: student.name,
    sex: student.sex,
    studentNumber: student.studentNumber,
    registrationNumber: student.registrationNumber,
    idCard: student.idCard,
    nation: student.nation,
    birthDate: student.birthDate,
    classId: student.classId,
    className: schoolClass.name,
    gradeId: schoolClass.gradeId,
    gradeKind: grade.kind,
    gradeLevel: grade.level,
    facePhotoId: student.facePhotoId,
    status: student.status,
  };

  async function studentRecords(
    tx: Transaction | Database,
    where: SQL | undefined,
    locale: DomainLocale,
    page?: { limit: number; offset: number },
  ): Promise<StudentRecord[]> {
    let query = tx
      .select(studentColumns)
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(where)
      .orderBy(asc(grade.level), asc(schoolClass.code), asc(student.studentNumber))
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    const parents = await parentsOf(
      tx,
      rows.map((row) => row.studentId),
    );
    return rows.map(({ gradeKind, gradeLevel, ...row }) => ({
      ...row,
      sex: row.sex as Sex,
      nation: row.nation as StudentRecord['nation'],
      status: row.status as StudentRecord['status'],
      gradeName: gradeName(locale, gradeKind, gradeLevel),
      parents: parents.get(row.studentId) ?? [],
    }));
  }

  router.json(studentPage, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const reach = await classReachOf(db, caller);
    const conditions: (SQL | undefined)[] = [eq(student.orgId, scope.orgId), withinReach(reach, student.classId)];
    if (input.gradeId) conditions.push(eq(schoolClass.gradeId, input.gradeId));
    if (input.classId) conditions.push(eq(student.classId, input.classId));
    if (input.status) conditions.push(eq(student.status, input.status));
    if (input.keyword) {
      conditions.push(
        or(ilike(student.name, containing(input.keyword)), ilike(student.studentNumber, containing(input.keyword))),
      );
    }
    const where = and(...conditions);
    const [total] = await db
      .select({ n: count() })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .where(where);
    const records = await studentRecords(db, where, requestLocale(request), {
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    return { records, total: total?.n ?? 0, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  router.json(studentOptions, async ({ caller, request }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    const reach = await classReachOf(db, caller);
    const grades = await db
      .select({ gradeId: grade.id, kind: grade.kind, level: grade.level })
      .from(grade)
      .where(eq(grade.orgId, scope.orgId))
      .orderBy(asc(grade.level));
    const classes = await db
      .select({
        classId: schoolClass.id,
        gradeId: schoolClass.gradeId,
        name: schoolClass.name,
        code: schoolClass.code,
        status: schoolClass.status,
      })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(
        and(
          eq(schoolClass.orgId, scope.orgId),
          ne(schoolClass.status, 'graduated'),
          withinReach(reach, schoolClass.id),
        ),
      )
      .orderBy(asc(grade.level), asc(schoolClass.code));
    const years = await db
      .select({ uid: academicYear.id, startYear: academicYear.startYear })
      .from(academicYear)
      .where(eq(academicYear.orgId, scope.orgId))
      .orderBy(desc(academicYear.startYear));
    const semesters = await db
      .select({ academicYearId: semester.academicYearId, code: semester.code })
      .from(semester)
      .where(eq(semester.orgId, scope.orgId))
      .orderBy(asc(semester.startDate));
    return {
      // A narrow scope offers only the grades of the classes it reaches.
      grades: grades
        .filter((row) => reach === null || classes.some((entry) => entry.gradeId === row.gradeId))
        .map((row) => ({
          gradeId: row.gradeId,
          level: row.level,
          name: gradeName(locale, row.kind, row.level),
        })),
      classes: classes.map((row) => ({
        ...row,
        status: row.status === 'disabled' ? ('disabled' as const) : ('enabled' as const),
      })),
      academicYears: years.map((year) => ({
        uid: year.uid,
        academicYear: academicYearLabel(year.startYear),
        semesters: semesters
          .filter((entry) => entry.academicYearId === year.uid)
          .map((entry) => ({
            code: entry.code as 11 | 13,
            name: translateDomainMessage(locale, semesterLabel(entry.code as 11 | 13)),
          })),
      })),
    };
  });

  async function studentOf(
    tx: Transaction | Database,
    scope: Scope,
    reach: ClassReach,
    studentId: string,
    locale: DomainLocale,
  ) {
    const [record] = await studentRecords(
      tx,
      and(eq(student.orgId, scope.orgId), eq(student.id, studentId), withinReach(reach, student.classId)),
      locale,
    );
    if (!record) throw new ApiError(404, 'student.notFound');
    return record;
  }

  router.json(studentDetail, async ({ caller, input, request }) =>
    studentOf(db, scopeOf(caller), await classReachOf(db, caller), input.studentId, requestLocale(request)),
  );

  /** Checks the class and face photo a form names belong to the organisation. */
  async function checkReferences(tx: Transaction, scope: Scope, classId: string, facePhotoId: string | null) {
    const [chosen] = await tx
      .select({ status: schoolClass.status })
      .from(schoolClass)
      .where(and(eq(schoolClass.id, classId), eq(schoolClass.orgId, scope.orgId)));
    if (!chosen || chosen.status === 'graduated') throw new ApiError(404, 'class.notFound');
    await checkFacePhoto(tx, scope, facePhotoId);
  }

  /** Links exactly `parents` to a student, in their order. */
  async function linkParents(tx: Transaction, scope: Scope, studentId: string, parents: readonly ParentInput[]) {
    const { ids, taken } = await resolveParents(tx, scope, parents);
    const [firstTaken] = taken;
    if (firstTaken) throw new ApiError(409, 'person.mobileTaken', { mobile: firstTaken });
    await tx.delete(studentParent).where(eq(studentParent.studentId, studentId));
    if (parents.length > 0) {
      await tx.insert(studentParent).values(
        parents.map((one, index) => ({
          studentId,
          parentId: ids.get(one.mobile) as string,
          relationship: one.relationship,
          sortNum: index,
        })),
      );
    }
  }

  router.json(studentAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const { classId, facePhotoId, parents, ...fields } = input;
    const reach = await classReachOf(db, caller);
    checkReach(reach, classId);
    return uniqueWrite('student.numberTaken', { number: fields.studentNumber }, () =>
      db.transaction(async (tx) => {
        await checkReferences(tx, scope, classId, facePhotoId);
        const [taken] = await tx
          .select({ id: student.id })
          .from(student)
          .where(and(eq(student.orgId, scope.orgId), eq(student.studentNumber, fields.studentNumber)));
        if (taken) throw new ApiError(409, 'student.numberTaken', { number: fields.studentNumber });
        const studentId = randomUUID();
        await tx.insert(student).values({
          id: studentId,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          classId,
          facePhotoId,
          ...fields,
        });
        await linkParents(tx, scope, studentId, parents);
        await refreshStudentCounts(tx, [classId]);
        return { studentId };
      }),
    );
  });

  router.json(studentEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const { studentId, classId, facePhotoId, parents, ...fields } = input;
    const reach = await classReachOf(db, caller);
    checkReach(reach, classId);
    return uniqueWrite('student.numberTaken', { number: fields.studentNumber }, () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ classId: student.classId, facePhotoId: student.facePhotoId })
          .from(student)
          .where(and(eq(student.id, studentId), eq(student.orgId, scope.orgId)))
          .for('update');
        if (!current || !reaches(reach, current.classId)) throw new ApiError(404, 'student.notFound');
        await checkReferences(tx, scope, classId, facePhotoId);
        const [taken] = await tx
          .select({ id: student.id })
          .from(student)
          .where(
            and(
              eq(student.orgId, scope.orgId),
              eq(student.studentNumber, fields.studentNumber),
              ne(student.id, studentId),
            ),
          );
        if (taken) throw new ApiError(409, 'student.numberTaken', { number: fields.studentNumber });
        await tx
          .update(student)
          .set({ classId, facePhotoId, ...fields, updatedAt: new Date() })
          .where(eq(student.id, studentId));
        await linkParents(tx, scope, studentId, parents);
        await refreshStudentCounts(tx, [classId, current.classId]);
        if (current.facePhotoId !== facePhotoId) await dropFacePhotos(tx, scope, [current.facePhotoId]);
        return null;
      }),
    );
  });

  router.json(studentDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const reach = await classReachOf(db, caller);
    return db.transaction(async (tx) => {
      const found = await tx
        .select({ id: student.id, classId: student.classId, facePhotoId: student.facePhotoId })
        .from(student)
        .where(and(eq(student.orgId, scope.orgId), inArray(student.id, input.studentIds)))
        .for('update');
      if (found.length !== new Set(input.studentIds).size || found.some((row) => !reaches(reach, row.classId))) {
        throw new ApiError(404, 'student.notFound');
      }
      await tx.delete(student).where(inArray(student.id, input.studentIds));
      await refreshStudentCounts(
        tx,
        found.map((row) => row.classId),
      );
      await dropFacePhotos(
        tx,
        scope,
        found.map((row) => row.facePhotoId),
      );
      return null;
    });
  });

  router.json(studentSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const reach = await classReachOf(db, caller);
    const updated = await db
      .update(student)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(student.id, input.studentId), eq(student.orgId, scope.orgId), withinReach(reach, student.classId)))
      .returning({ id: student.id });
    if (updated.length === 0) throw new ApiError(404, 'student.notFound');
    return null;
  });

  // Import

  router.blob(studentImportTemplate, async ({ caller, request }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    const reach = await classReachOf(db, caller);
    const classes = (await classEntries(db, scope)).filter(
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
        { heading: 'import.column.sex', items: SEXES.map((sex) => translateDomainMessage(locale, sexLabel(sex))) },
        {
          heading: 'import.column.parentRelationship',
          items: PARENT_RELATIONSHIPS.map((value) => translateDomainMessage(locale, relationshipLabel(value))),
        },
      ],
    });
  });

  router.importing(studentImport, async ({ caller, request, fieldsOf }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    const { fields, file } = await receiveImportFile(request, fieldsOf);
    try {
      const [term] = await db
        .select({ id: academicYear.id })
        .from(academicYear)
        .innerJoin(semester, eq(semester.academicYearId, academicYear.id))
        .where(
          and(
            eq(academicYear.id, fields.academicYearId),
            eq(academicYear.orgId, scope.orgId),
            eq(semester.code, fields.semesterCode),
          ),
        );
      if (!term) throw new ApiError(404, 'import.semesterUnknown');
      const workbook = await file.open();
      const classes = await classEntries(db, scope);
      const outcome = await runImport(
        db,
        studentImportKind(
          scope,
          classes,
          { academicYearId: fields.academicYearId, semesterCode: fields.semesterCode },
          await classReachOf(db, caller),
        ),
        workbook,
        locale,
      );
      await recordImport(db, request, caller, 'import.students', outcome);
      return failureAnswer(outcome, locale, 'import.kind.student');
    } finally {
      await file.discard();
    }
  });

  // Parents

  /** Parents of a student within `reach`: a narrow scope sees the parents of its own students only. */
  function parentWithinReach(reach: ClassReach): SQL | undefined {
    if (reach === null) return undefined;
    return inArray(
      parent.id,
      db
        .select({ id: studentParent.parentId })
        .from(studentParent)
        .innerJoin(student, eq(student.id, studentParent.studentId))
        .where(withinReach(reach, student.classId)),
    );
  }

  async function parentRecords(
    tx: Transaction | Database,
    where: SQL | undefined,
    locale: DomainLocale,
    page?: { limit: number; offset: number },
  ): Promise<ParentRecord[]> {
    let query = tx
      .select({ parentId: parent.id, name: parent.name, sex: parent.sex, mobile: parent.mobile, status: parent.status })
      .from(parent)
      .where(where)
      .orderBy(asc(parent.name), asc(parent.mobile))
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    const children =
      rows.length === 0
        ? []
        : await tx
            .select({
              parentId: studentParent.parentId,
              studentId: student.id,
              name: student.name,
              className: schoolClass.name,
              gradeKind: grade.kind,
              gradeLevel: grade.level,
              relationship: studentParent.relationship,
            })
            .from(studentParent)
            .innerJoin(student, eq(student.id, studentParent.studentId))
            .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
            .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
            .where(
              inArray(
                studentParent.parentId,
                rows.map((row) => row.parentId),
              ),
            )
            .orderBy(asc(student.name));
    return rows.map((row) => ({
      ...row,
      sex: row.sex as Sex,
      status: row.status as ParentRecord['status'],
      children: children
        .filter((child) => child.parentId === row.parentId)
        .map((child) => ({
          studentId: child.studentId,
          name: child.name,
          className: classLabel(gradeName(locale, child.gradeKind, child.gradeLevel), child.className),
          relationship: child.relationship as ParentRelationship,
        })),
    }));
  }

  router.json(parentPage, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const conditions: (SQL | undefined)[] = [
      eq(parent.orgId, scope.orgId),
      parentWithinReach(await classReachOf(db, caller)),
    ];
    if (input.status) conditions.push(eq(parent.status, input.status));
    if (input.keyword) {
      const pattern = containing(input.keyword);
      conditions.push(
        or(
          ilike(parent.name, pattern),
          ilike(parent.mobile, pattern),
          sql`exists (select 1 from ${studentParent} join ${student} on ${student.id} = ${studentParent.studentId} where ${studentParent.parentId} = ${parent.id} and ${student.name} ilike ${pattern})`,
        ),
      );
    }
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(parent).where(where);
    const records = await parentRecords(db, where, requestLocale(request), {
      limit: input.pageSize,
      offset: (input.pageNum - 1) * input.pageSize,
    });
    return { records, total: total?.n ?? 0, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  router.json(parentDetail, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const [record] = await parentRecords(
      db,
      and(
        eq(parent.orgId, scope.orgId),
        eq(parent.id, input.parentId),
        parentWithinReach(await classReachOf(db, caller)),
      ),
      requestLocale(request),
    );
    if (!record) throw new ApiError(404, 'parent.notFound');
    return record;
  });

  router.json(parentEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const reach = await classReachOf(db, caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const [current] = await tx
        .select({ id: parent.id })
        .from(parent)
        .where(and(eq(parent.id, input.parentId), eq(parent.orgId, scope.orgId), parentWithinReach(reach)));
      if (!current) throw new ApiError(404, 'parent.notFound');
      const linked = await tx
        .select({ studentId: studentParent.studentId })
        .from(studentParent)
        .where(eq(studentParent.parentId, input.parentId));
      const linkedIds = new Set(linked.map((row) => row.studentId));
      // The parent's children are kept or let go here; new children are added on the student form.
      if (input.children.some((child) => !linkedIds.has(child.studentId))) throw new ApiError(404, 'student.notFound');
      await tx
        .update(parent)
        .set({ name: input.name, sex: input.sex, status: input.status })
        .where(eq(parent.id, input.parentId));
      const kept = new Set(input.children.map((child) => child.studentId));
      const released = [...linkedIds].filter((id) => !kept.has(id));
      if (released.length > 0) {
        await tx
          .delete(studentParent)
          .where(and(eq(studentParent.parentId, input.parentId), inArray(studentParent.studentId, released)));
      }
      for (const child of input.children) {
        await tx
          .update(studentParent)
          .set({ relationship: child.relationship })
          .where(and(eq(studentParent.parentId, input.parentId), eq(studentParent.studentId, child.studentId)));
      }
      return null;
    });
  });

  router.json(parentDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const reach = await classReachOf(db, caller);
    const deleted = await db
      .delete(parent)
      .where(and(eq(parent.id, input.parentId), eq(parent.orgId, scope.orgId), parentWithinReach(reach)))
      .returning({ id: parent.id });
    if (deleted.length === 0) throw new ApiError(404, 'parent.notFound');
    return null;
  });
}
