// Students (issue 7): the student list, form and status, with the parents a form names (see
// parents.ts) and the classes a role's data scope reaches. The data layer keeps every read and write
// to the caller's organisation. Student writes take no organisation lock: the student number's
// unique index and the student rows' own locks keep them consistent (see studentImport.ts).
import { randomUUID } from 'node:crypto';
import {
  academicYearLabel,
  type DomainLocale,
  type ParentRelationship,
  type Sex,
  semesterLabel,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  type DataOf,
  studentAdd,
  studentDelete,
  studentDetail,
  studentEdit,
  studentExport,
  studentOptions,
  studentPage,
  studentSetStatus,
} from '@school-sports/gateway-client/contract';
import { asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  academicYear,
  fitnessResult,
  grade,
  parent,
  schoolClass,
  semester,
  student,
  studentParent,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { pageOfCountedGroups } from '../../tenancy/countedGroups.ts';
import { type ClassReach, checkReach, reaches, withinReach } from '../../tenancy/dataScope.ts';
import { type PageWindow, pageRead, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { rescoreStudent } from '../fitness/rescoring.ts';
import { classChoices } from '../school/classes.ts';
import { gradeName } from '../school/grades.ts';
import { checkFacePhoto, dropFacePhotos } from './facePhotos.ts';
import { type ParentInput, resolveParents } from './parents.ts';

type StudentRecord = DataOf<typeof studentDetail>;

export function registerStudentRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  async function parentsOf(tx: Executor, studentIds: readonly string[]) {
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

  /** The list's own order, class by class and by number, and the columns it may be sorted by. */
  const classOrder = [asc(grade.level), asc(schoolClass.code), asc(schoolClass.id)];
  const withinClass = [asc(student.studentNumber), asc(student.id)];
  const studentOrder = [...classOrder, ...withinClass];
  const studentSorts = {
    name: student.name,
    studentNumber: student.studentNumber,
    className: [grade.level, schoolClass.code],
    status: student.status,
  };

  async function studentRecords(
    tx: Executor,
    where: SQL | undefined,
    locale: DomainLocale,
    page?: PageWindow,
    order: readonly SQL[] = studentOrder,
  ): Promise<StudentRecord[]> {
    let query = tx
      .select(studentColumns)
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(where)
      .orderBy(...order)
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
    const students = data.scoped(student, caller);
    const reach = await data.tenant(caller).classReach();
    // The list's own order, filtered by whole classes at most, is read class by class off the counts
    // the database keeps in each class (migration 0014): no page counts the roster or skips it.
    if (caller && !input.sortBy && !input.status && !input.keyword) {
      const classes = db
        .select({ id: schoolClass.id, rows: schoolClass.studentCount })
        .from(schoolClass)
        .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
        .where(
          data
            .scoped(schoolClass, caller)
            .where(
              withinReach(reach, schoolClass.id),
              input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined,
              input.classId ? eq(schoolClass.id, input.classId) : undefined,
            ),
        )
        .orderBy(...classOrder);
      const locale = requestLocale(request);
      return pageOfCountedGroups(input, classes, (classId, window) =>
        studentRecords(db, students.where(eq(student.classId, classId)), locale, window, withinClass),
      );
    }
    const conditions: (SQL | undefined)[] = [withinReach(reach, student.classId)];
    if (input.gradeId) conditions.push(eq(schoolClass.gradeId, input.gradeId));
    if (input.classId) conditions.push(eq(student.classId, input.classId));
    if (input.status) conditions.push(eq(student.status, input.status));
    if (input.keyword) {
      conditions.push(
        or(ilike(student.name, containing(input.keyword)), ilike(student.studentNumber, containing(input.keyword))),
      );
    }
    // Counted over the class join too: the grade filter is a condition on the class.
    const where = students.where(...conditions);
    const total = db
      .select({ n: count() })
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .where(where);
    const order = sortedBy(input, studentSorts, studentOrder);
    return pageRead(input, total, (window) => studentRecords(db, where, requestLocale(request), window, order));
  });
  router.rows(studentExport, studentPage);

  router.json(studentOptions, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const reach = await tenant.classReach();
    const grades = await db
      .select({ gradeId: grade.id, kind: grade.kind, level: grade.level })
      .from(grade)
      .where(tenant.scoped(grade).where())
      .orderBy(asc(grade.level));
    const classes = await classChoices(db, tenant.scoped(schoolClass), withinReach(reach, schoolClass.id));
    const years = await db
      .select({ uid: academicYear.id, startYear: academicYear.startYear })
      .from(academicYear)
      .where(tenant.scoped(academicYear).where())
      .orderBy(desc(academicYear.startYear));
    const semesters = await db
      .select({ academicYearId: semester.academicYearId, code: semester.code })
      .from(semester)
      .where(tenant.scoped(semester).where())
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

  async function studentOf(tenant: Tenant, reach: ClassReach, studentId: string, locale: DomainLocale) {
    const [record] = await studentRecords(
      tenant.db,
      tenant.scoped(student).where(eq(student.id, studentId), withinReach(reach, student.classId)),
      locale,
    );
    if (!record) throw new ApiError(404, 'student.notFound');
    return record;
  }

  router.json(studentDetail, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    return studentOf(tenant, await tenant.classReach(), input.studentId, requestLocale(request));
  });

  /** Checks the class and face photo a form names belong to the organisation. */
  async function checkReferences(tenant: TenantWrite, classId: string, facePhotoId: string | null) {
    const chosen = await tenant.scoped(schoolClass).find(eq(schoolClass.id, classId));
    if (!chosen || chosen.status === 'graduated') throw new ApiError(404, 'class.notFound');
    await checkFacePhoto(tenant, facePhotoId);
  }

  /** Links exactly `parents` to a student, in their order. */
  async function linkParents(tenant: TenantWrite, studentId: string, parents: readonly ParentInput[]) {
    const tx = tenant.db;
    const { ids, taken } = await resolveParents(tenant, parents);
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

  /** The caller's class reach, checked to take in `classId`, and the conflict of a number taken. */
  async function studentForm(caller: Caller | null, classId: string, studentNumber: string) {
    const reach = await data.tenant(caller).classReach();
    checkReach(reach, classId);
    return { reach, numberTaken: { id: 'student.numberTaken', values: { number: studentNumber } } as const };
  }

  router.json(studentAdd, async ({ caller, input }) => {
    const { classId, facePhotoId, parents, ...fields } = input;
    const { numberTaken } = await studentForm(caller, classId, fields.studentNumber);
    return data.writeWithoutLock(
      caller,
      async (tenant) => {
        await checkReferences(tenant, classId, facePhotoId);
        if (await tenant.scoped(student).exists(eq(student.studentNumber, fields.studentNumber))) {
          throw new ApiError(409, numberTaken.id, numberTaken.values);
        }
        const studentId = randomUUID();
        await tenant.db.insert(student).values({ id: studentId, ...tenant.values, classId, facePhotoId, ...fields });
        await linkParents(tenant, studentId, parents);
        return { studentId };
      },
      numberTaken,
    );
  });

  router.json(studentEdit, async ({ caller, input }) => {
    const { studentId, classId, facePhotoId, parents, ...fields } = input;
    const { reach, numberTaken } = await studentForm(caller, classId, fields.studentNumber);
    return data.writeWithoutLock(
      caller,
      async (tenant) => {
        const students = tenant.scoped(student);
        const [current] = await tenant.db
          .select({ classId: student.classId, facePhotoId: student.facePhotoId, sex: student.sex })
          .from(student)
          .where(students.where(eq(student.id, studentId)))
          .for('update');
        if (!current || !reaches(reach, current.classId)) throw new ApiError(404, 'student.notFound');
        await checkReferences(tenant, classId, facePhotoId);
        if (await students.exists(eq(student.studentNumber, fields.studentNumber), ne(student.id, studentId))) {
          throw new ApiError(409, numberTaken.id, numberTaken.values);
        }
        await students.update(studentId, { classId, facePhotoId, ...fields, updatedAt: new Date() });
        // A corrected sex: the student's results were scored on the other sex's tables.
        if (current.sex !== fields.sex)
          await rescoreStudent(tenant.db, tenant.scoped(fitnessResult), studentId, fields.sex);
        await linkParents(tenant, studentId, parents);
        if (current.facePhotoId !== facePhotoId) await dropFacePhotos(tenant, [current.facePhotoId]);
        return null;
      },
      numberTaken,
    );
  });

  router.json(studentDelete, async ({ caller, input }) => {
    const reach = await data.tenant(caller).classReach();
    return data.writeWithoutLock(caller, async (tenant) => {
      const tx = tenant.db;
      const found = await tx
        .select({ id: student.id, classId: student.classId, facePhotoId: student.facePhotoId })
        .from(student)
        .where(tenant.scoped(student).where(inArray(student.id, input.studentIds)))
        .for('update');
      if (found.length !== new Set(input.studentIds).size || found.some((row) => !reaches(reach, row.classId))) {
        throw new ApiError(404, 'student.notFound');
      }
      await tenant.scoped(student).deleteWhere(inArray(student.id, input.studentIds));
      await dropFacePhotos(
        tenant,
        found.map((row) => row.facePhotoId),
      );
      return null;
    });
  });

  router.json(studentSetStatus, async ({ caller, input }) => {
    const students = data.scoped(student, caller);
    const reach = await data.tenant(caller).classReach();
    const updated = await db
      .update(student)
      .set({ status: input.status, updatedAt: new Date() })
      .where(students.where(eq(student.id, input.studentId), withinReach(reach, student.classId)))
      .returning({ id: student.id });
    if (updated.length === 0) throw new ApiError(404, 'student.notFound');
    return null;
  });
}
