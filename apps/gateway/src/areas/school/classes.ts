// Classes (issue 6): a class of a grade, with a code unique in its grade among the classes still in
// school, the academic year it was opened in, and at a university its college and major. The data
// layer keeps every read and write to the caller's organisation and runs each write under its lock,
// so two clicks on "add" make one class, not two.
import { academicYearLabel, checkTransition, type DomainLocale } from '@school-sports/domain';
import {
  classAdd,
  classDelete,
  classDetail,
  classEdit,
  classExport,
  classList,
  classPage,
  classPlacementOptions,
  classSetStatus,
  classTeacherOptions,
  type DataOf,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  academicYear,
  account,
  college,
  grade,
  major,
  person,
  schoolClass,
  semester,
  student,
  teacher,
  teacherClass,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { sortedBy } from '../../tenancy/paging.ts';
import { type Condition, dataLayer, type Executor, type ScopedTable, type TenantWrite } from '../../tenancy/scoped.ts';
import { gradeKindOf, gradeName } from './grades.ts';

type ClassRecord = DataOf<typeof classDetail>;

const classColumns = {
  classId: schoolClass.id,
  gradeId: schoolClass.gradeId,
  gradeKind: grade.kind,
  gradeLevel: grade.level,
  academicYearId: schoolClass.academicYearId,
  startYear: academicYear.startYear,
  name: schoolClass.name,
  code: schoolClass.code,
  size: schoolClass.size,
  headTeacherId: schoolClass.headTeacherId,
  headTeacherName: person.name,
  status: schoolClass.status,
  studentCount: schoolClass.studentCount,
  collegeId: schoolClass.collegeId,
  collegeName: college.name,
  majorId: schoolClass.majorId,
  majorName: major.name,
};

function classQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(classColumns)
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .leftJoin(academicYear, eq(academicYear.id, schoolClass.academicYearId))
    .leftJoin(college, eq(college.id, schoolClass.collegeId))
    .leftJoin(major, eq(major.id, schoolClass.majorId))
    .leftJoin(teacher, eq(teacher.id, schoolClass.headTeacherId))
    .leftJoin(account, eq(account.id, teacher.accountId))
    .leftJoin(person, eq(person.id, account.personId))
    .where(where);
}

/** A stored class status as the contract has it. */
function statusOf(stored: string): ClassRecord['status'] {
  return stored === 'graduated' ? 'graduated' : stored === 'disabled' ? 'disabled' : 'enabled';
}

function classRecordOf(row: Awaited<ReturnType<typeof classQuery>>[number], locale: DomainLocale): ClassRecord {
  return {
    classId: row.classId,
    gradeId: row.gradeId,
    gradeName: gradeName(locale, row.gradeKind, row.gradeLevel),
    gradeLevel: row.gradeLevel,
    academicYearId: row.academicYearId,
    academicYear: row.startYear === null ? null : academicYearLabel(row.startYear),
    name: row.name,
    code: row.code,
    size: row.size,
    headTeacherId: row.headTeacherId,
    headTeacherName: row.headTeacherName ?? '',
    status: statusOf(row.status),
    studentCount: row.studentCount,
    collegeId: row.collegeId,
    collegeName: row.collegeName,
    majorId: row.majorId,
    majorName: row.majorName,
  };
}

/**
 * A university class's college and major: both of the organisation, the major one of the
 * college's. Schools keep neither (null).
 */
export async function checkCollegeAndMajor(
  tenant: TenantWrite,
  input: { collegeId?: string | undefined; majorId?: string | undefined },
): Promise<{ collegeId: string | null; majorId: string | null }> {
  if (gradeKindOf(tenant.account) !== 'enrolment') return { collegeId: null, majorId: null };
  if (!input.collegeId) throw new ApiError(400, 'validation.college.required');
  if (!input.majorId) throw new ApiError(400, 'validation.major.required');
  const collegeRow = await tenant.scoped(college).find(eq(college.id, input.collegeId));
  if (!collegeRow) throw new ApiError(404, 'college.notFound');
  const majorRow = await tenant.scoped(major).find(eq(major.id, input.majorId));
  if (!majorRow) throw new ApiError(404, 'major.notFound');
  if (majorRow.collegeId !== collegeRow.id) {
    throw new ApiError(409, 'class.majorNotInCollege', { major: majorRow.name, college: collegeRow.name });
  }
  return { collegeId: collegeRow.id, majorId: majorRow.id };
}

/** Checks the grade, the academic year and the code's uniqueness; answers the academic year to store. */
export async function checkClass(
  tenant: TenantWrite,
  input: { gradeId: string; code: number; academicYearId?: string | undefined },
  ownId: string | null,
): Promise<string | null> {
  // A school's classes are in grade levels, a university's in enrolment years: never the other kind.
  const gradeFound = await tenant
    .scoped(grade)
    .exists(eq(grade.id, input.gradeId), eq(grade.kind, gradeKindOf(tenant.account)));
  if (!gradeFound) throw new ApiError(404, 'grade.notFound');
  let yearId: string | null = null;
  if (input.academicYearId) {
    yearId = (await tenant.scoped(academicYear).one(input.academicYearId, 'academicYear.notFound')).id;
  } else {
    const current = await tenant.scoped(semester).find(eq(semester.isCurrent, true));
    yearId = current?.academicYearId ?? null;
  }
  // The grade is the organisation's (checked above): its classes are too.
  const taken = await classOfGradeAndCode(tenant, input, ownId);
  if (taken) throw new ApiError(409, 'class.duplicateCode', { code: input.code });
  return yearId;
}

/**
 * The class not graduated yet of a grade and code (other than `exceptId`), which the grade's
 * classes keep unique: its id, or undefined.
 */
export async function classOfGradeAndCode(
  tenant: TenantWrite,
  place: { gradeId: string; code: number },
  exceptId: string | null = null,
): Promise<string | undefined> {
  const [found] = await tenant.db
    .select({ id: schoolClass.id })
    .from(schoolClass)
    .where(
      tenant
        .scoped(schoolClass)
        .where(
          eq(schoolClass.gradeId, place.gradeId),
          eq(schoolClass.code, place.code),
          ne(schoolClass.status, 'graduated'),
          exceptId ? ne(schoolClass.id, exceptId) : undefined,
        ),
    );
  return found?.id;
}

/** The head teacher to store: a teacher of the organisation, or none when the form names none. */
export async function checkHeadTeacher(tenant: TenantWrite, headTeacherId: string | undefined): Promise<string | null> {
  if (!headTeacherId) return null;
  return (await tenant.scoped(teacher).one(headTeacherId, 'teacher.notFound')).id;
}

/** The columns the class form sets as they are, alike when adding and editing. */
export function classFormColumns(input: HandlerContext<typeof classAdd>['input']) {
  const { gradeId, name, code, size } = input;
  return { gradeId, name, code, size };
}

/**
 * The classes not graduated yet that `classes` (the caller's scope) holds and `conditions` pick,
 * by grade and code: what a class choice offers.
 */
export function classChoices(db: Executor, classes: ScopedTable<typeof schoolClass>, ...conditions: Condition[]) {
  return db
    .select({
      classId: schoolClass.id,
      gradeId: schoolClass.gradeId,
      name: schoolClass.name,
      code: schoolClass.code,
      status: schoolClass.status,
    })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(classes.where(ne(schoolClass.status, 'graduated'), ...conditions))
    .orderBy(asc(grade.level), asc(schoolClass.code));
}

export function registerClassRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(classPage, async ({ caller, input, request }) => {
    const escaped = input.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
    const where = and(
      input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined,
      escaped ? ilike(schoolClass.name, `%${escaped}%`) : undefined,
      // Graduated classes leave the list unless asked for by their status.
      input.status ? eq(schoolClass.status, input.status) : ne(schoolClass.status, 'graduated'),
    );
    const locale = requestLocale(request);
    return data.scoped(schoolClass, caller).pageOf(input, where, async (condition, window) => {
      const rows = await classQuery(db, condition)
        .orderBy(
          ...sortedBy(
            input,
            { name: schoolClass.name, code: schoolClass.code, gradeName: grade.level, size: schoolClass.size },
            [asc(grade.level), asc(schoolClass.code), asc(schoolClass.id)],
          ),
        )
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => classRecordOf(row, locale));
    });
  });
  router.rows(classExport, classPage);

  router.json(classList, async ({ caller, input }) => {
    const classes = data.scoped(schoolClass, caller);
    const rows = await classChoices(db, classes, input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined);
    return rows.map((row) => ({ ...row, status: row.status === 'disabled' ? 'disabled' : 'enabled' }) as const);
  });

  router.json(classPlacementOptions, async ({ caller }) => {
    const tenant = data.tenant(caller);
    if (gradeKindOf(tenant.account) !== 'enrolment') return [];
    const colleges = await db
      .select({ collegeId: college.id, parentId: college.parentId, name: college.name })
      .from(college)
      .where(tenant.scoped(college).where())
      .orderBy(asc(college.sortNum), asc(college.code));
    const majors = await db
      .select({ majorId: major.id, collegeId: major.collegeId, name: major.name, studyYears: major.studyYears })
      .from(major)
      .where(tenant.scoped(major).where())
      .orderBy(asc(major.code));
    return colleges.map((entry) => ({
      collegeId: entry.collegeId,
      parentId: entry.parentId ?? '',
      name: entry.name,
      majors: majors
        .filter((candidate) => candidate.collegeId === entry.collegeId)
        .map(({ majorId, name, studyYears }) => ({ majorId, name, studyYears })),
    }));
  });

  router.json(classTeacherOptions, async ({ caller }) => {
    const tenant = data.tenant(caller);
    return db
      .select({ teacherId: teacher.id, name: person.name, employeeNumber: teacher.employeeNumber })
      .from(teacher)
      .innerJoin(account, eq(account.id, teacher.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(tenant.scoped(teacher).where())
      .orderBy(asc(person.name), asc(teacher.id));
  });

  router.json(classDetail, async ({ caller, input, request }) => {
    const [row] = await classQuery(db, data.scoped(schoolClass, caller).where(eq(schoolClass.id, input.classId)));
    if (!row) throw new ApiError(404, 'class.notFound');
    return classRecordOf(row, requestLocale(request));
  });

  router.json(classAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        const academicYearId = await checkClass(tenant, input, null);
        const placement = await checkCollegeAndMajor(tenant, input);
        const headTeacherId = await checkHeadTeacher(tenant, input.headTeacherId);
        const classId = crypto.randomUUID();
        await tenant.db.insert(schoolClass).values({
          id: classId,
          ...tenant.values,
          ...classFormColumns(input),
          headTeacherId,
          academicYearId,
          ...placement,
        });
        return { classId };
      },
      { id: 'class.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(classEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      schoolClass,
      input.classId,
      'class.notFound',
      async (existing, classes, tenant) => {
        if (existing.status === 'graduated') throw new ApiError(409, 'class.graduated');
        const checkedYearId = await checkClass(tenant, input, existing.id);
        const placement = await checkCollegeAndMajor(tenant, input);
        const headTeacherId = await checkHeadTeacher(tenant, input.headTeacherId);
        // Without a year named, the class keeps the one it was opened in.
        const academicYearId = input.academicYearId ? checkedYearId : existing.academicYearId;
        await classes.update(existing.id, { ...classFormColumns(input), headTeacherId, academicYearId, ...placement });
        return null;
      },
      { id: 'class.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(classDelete, async ({ caller, input }) =>
    data.writeRow(caller, schoolClass, input.classId, 'class.notFound', async (existing, classes, tenant) => {
      const enrolled = await tenant.scoped(student).exists(eq(student.classId, existing.id));
      if (existing.studentCount > 0 || enrolled) throw new ApiError(409, 'class.hasStudents');
      // The class leaves its teachers' timetables with it.
      await tenant.db.delete(teacherClass).where(eq(teacherClass.classId, existing.id));
      await classes.delete(existing.id);
      return null;
    }),
  );

  router.json(classSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, schoolClass, input.classId, 'class.notFound', async (existing, classes) => {
      if (existing.status === 'graduated') throw new ApiError(409, 'class.graduated');
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await classes.update(existing.id, { status: input.status });
      return null;
    }),
  );
}
