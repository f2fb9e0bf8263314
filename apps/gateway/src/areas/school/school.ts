// The school structure (issue 6): academic years and semesters, grades, classes. Every query is
// scoped by the caller's organisation (from the session, never from the request); every write runs
// in one transaction that first locks the organisation's row, so checks and writes of one
// organisation never interleave (two clicks on "add" make one class, not two).
import {
  academicYearLabel,
  checkTransition,
  type DomainLocale,
  ENROLMENT_YEAR_RANGE,
  firstOverlap,
  gradeLabel,
  parseAcademicYearLabel,
  SCHOOL_GRADE_LEVELS,
  semesterLabel,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  academicYearAdd,
  academicYearDelete,
  academicYearEdit,
  academicYearList,
  academicYearSetCurrent,
  classAdd,
  classDelete,
  classDetail,
  classEdit,
  classList,
  classPage,
  classPlacementOptions,
  classSetStatus,
  type DataOf,
  gradeList,
  gradeSave,
  promotionConfirm,
  promotionPreview,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { academicYear, college, grade, major, schoolClass, semester, student, teacherClass } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { isUniqueViolation, lockOrganisation, type Scope, scopeOf, type Transaction } from '../../tenancy/scope.ts';

type GradeKind = 'school' | 'enrolment';
type ClassRecord = DataOf<typeof classDetail>;
type PromotionPlan = DataOf<typeof promotionPreview>;

/** The length of study of a university class without a major (SPEC 9: university years 1 to 4). */
const DEFAULT_STUDY_YEARS = 4;

/** Universities keep enrolment years as grades; schools and fitness organisations grade levels 1 to 12. */
function gradeKindOf(scope: Scope): GradeKind {
  return scope.frame === 'gx' ? 'enrolment' : 'school';
}

export function gradeName(locale: DomainLocale, kind: string, level: number): string {
  return kind === 'enrolment'
    ? translateDomainMessage(locale, 'grade.enrolment', { year: level })
    : translateDomainMessage(locale, gradeLabel({ school: level }));
}

/** Today as an ISO date, for choosing the first current semester. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function registerSchoolRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  // Academic years and semesters

  async function academicYearOf(tx: Transaction | Database, scope: Scope, uid: string) {
    const [row] = await tx
      .select()
      .from(academicYear)
      .where(and(eq(academicYear.id, uid), eq(academicYear.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'academicYear.notFound');
    return row;
  }

  /**
   * Refuses a year label taken by another year of the organisation, and semesters that overlap a
   * semester of another year.
   */
  async function checkYear(
    tx: Transaction,
    scope: Scope,
    input: { academicYear: string; semesters: Array<{ startDate: string; endDate: string }> },
    ownId: string | null,
  ): Promise<number> {
    const startYear = parseAcademicYearLabel(input.academicYear);
    const others = ownId ? ne(academicYear.id, ownId) : undefined;
    const [taken] = await tx
      .select({ id: academicYear.id })
      .from(academicYear)
      .where(and(eq(academicYear.orgId, scope.orgId), eq(academicYear.startYear, startYear), others));
    if (taken) throw new ApiError(409, 'academicYear.duplicate', { label: input.academicYear });
    const existing = await tx
      .select({ startDate: semester.startDate, endDate: semester.endDate, startYear: academicYear.startYear })
      .from(semester)
      .innerJoin(academicYear, eq(academicYear.id, semester.academicYearId))
      .where(and(eq(semester.orgId, scope.orgId), others));
    for (const candidate of input.semesters) {
      for (const other of existing) {
        if (firstOverlap([candidate, other])) {
          throw new ApiError(409, 'academicYear.overlapsOther', { label: academicYearLabel(other.startYear) });
        }
      }
    }
    return startYear;
  }

  router.json(academicYearList, async ({ caller, request }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    const years = await db
      .select()
      .from(academicYear)
      .where(eq(academicYear.orgId, scope.orgId))
      .orderBy(desc(academicYear.startYear));
    const semesters = await db
      .select()
      .from(semester)
      .where(eq(semester.orgId, scope.orgId))
      .orderBy(asc(semester.startDate));
    const classCounts = await db
      .select({ academicYearId: schoolClass.academicYearId, n: count() })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, scope.orgId))
      .groupBy(schoolClass.academicYearId);
    return years.map((year) => ({
      uid: year.id,
      academicYear: academicYearLabel(year.startYear),
      startYear: year.startYear,
      semesters: semesters
        .filter((entry) => entry.academicYearId === year.id)
        .map((entry) => ({
          semesterId: entry.id,
          code: entry.code as 11 | 13,
          name: translateDomainMessage(locale, semesterLabel(entry.code)),
          startDate: entry.startDate,
          endDate: entry.endDate,
          current: entry.isCurrent,
        })),
      classCount: classCounts.find((entry) => entry.academicYearId === year.id)?.n ?? 0,
    }));
  });

  router.json(academicYearAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const startYear = await checkYear(tx, scope, input, null);
      const uid = crypto.randomUUID();
      await tx.insert(academicYear).values({ id: uid, orgId: scope.orgId, tenantOrgId: scope.tenantOrgId, startYear });
      const [current] = await tx
        .select({ id: semester.id })
        .from(semester)
        .where(and(eq(semester.orgId, scope.orgId), eq(semester.isCurrent, true)));
      // The organisation's first semester becomes current (the one of today if any), so there always is one.
      const sorted = [...input.semesters].sort((a, b) => a.startDate.localeCompare(b.startDate));
      const firstCurrent = current
        ? null
        : (sorted.find((entry) => entry.startDate <= today() && today() <= entry.endDate) ?? sorted[0]);
      await tx.insert(semester).values(
        input.semesters.map((entry) => ({
          id: crypto.randomUUID(),
          academicYearId: uid,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          code: entry.code,
          startDate: entry.startDate,
          endDate: entry.endDate,
          isCurrent: entry === firstCurrent,
        })),
      );
      return { uid };
    });
  });

  router.json(academicYearEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const year = await academicYearOf(tx, scope, input.uid);
      const startYear = await checkYear(tx, scope, input, year.id);
      const existing = await tx.select().from(semester).where(eq(semester.academicYearId, year.id));
      const removed = existing.filter((entry) => !input.semesters.some((wanted) => wanted.code === entry.code));
      if (removed.some((entry) => entry.isCurrent)) throw new ApiError(409, 'academicYear.hasCurrent');
      await tx.update(academicYear).set({ startYear }).where(eq(academicYear.id, year.id));
      if (removed.length > 0) {
        await tx.delete(semester).where(
          inArray(
            semester.id,
            removed.map((entry) => entry.id),
          ),
        );
      }
      for (const wanted of input.semesters) {
        const kept = existing.find((entry) => entry.code === wanted.code);
        if (kept) {
          await tx
            .update(semester)
            .set({ startDate: wanted.startDate, endDate: wanted.endDate })
            .where(eq(semester.id, kept.id));
        } else {
          await tx.insert(semester).values({
            id: crypto.randomUUID(),
            academicYearId: year.id,
            orgId: scope.orgId,
            tenantOrgId: scope.tenantOrgId,
            code: wanted.code,
            startDate: wanted.startDate,
            endDate: wanted.endDate,
          });
        }
      }
      return null;
    });
  });

  router.json(academicYearDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const year = await academicYearOf(tx, scope, input.uid);
      const [classes] = await tx
        .select({ n: count() })
        .from(schoolClass)
        .where(and(eq(schoolClass.orgId, scope.orgId), eq(schoolClass.academicYearId, year.id)));
      if ((classes?.n ?? 0) > 0) throw new ApiError(409, 'academicYear.hasClasses');
      const [current] = await tx
        .select({ id: semester.id })
        .from(semester)
        .where(and(eq(semester.academicYearId, year.id), eq(semester.isCurrent, true)));
      if (current) throw new ApiError(409, 'academicYear.hasCurrent');
      await tx.delete(academicYear).where(and(eq(academicYear.id, year.id), eq(academicYear.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(academicYearSetCurrent, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const [chosen] = await tx
        .select({ id: semester.id })
        .from(semester)
        .where(and(eq(semester.id, input.semesterId), eq(semester.orgId, scope.orgId)));
      if (!chosen) throw new ApiError(404, 'semester.notFound');
      await tx
        .update(semester)
        .set({ isCurrent: false })
        .where(and(eq(semester.orgId, scope.orgId), eq(semester.isCurrent, true)));
      await tx.update(semester).set({ isCurrent: true }).where(eq(semester.id, chosen.id));
      return null;
    });
  });

  // Grades

  async function gradesOf(tx: Transaction | Database, scope: Scope, locale: DomainLocale) {
    const rows = await tx
      .select({ gradeId: grade.id, kind: grade.kind, level: grade.level })
      .from(grade)
      .where(and(eq(grade.orgId, scope.orgId), eq(grade.kind, gradeKindOf(scope))))
      .orderBy(asc(grade.level));
    const classCounts = await tx
      .select({ gradeId: schoolClass.gradeId, n: count() })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, scope.orgId))
      .groupBy(schoolClass.gradeId);
    return rows.map((row) => ({
      gradeId: row.gradeId,
      kind: row.kind as GradeKind,
      level: row.level,
      name: gradeName(locale, row.kind, row.level),
      classCount: classCounts.find((entry) => entry.gradeId === row.gradeId)?.n ?? 0,
    }));
  }

  router.json(gradeList, async ({ caller, request }) => gradesOf(db, scopeOf(caller), requestLocale(request)));

  router.json(gradeSave, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    const kind = gradeKindOf(scope);
    if (kind === 'school') {
      const levels: readonly number[] = SCHOOL_GRADE_LEVELS;
      if (input.levels.some((level) => !levels.includes(level))) {
        throw new ApiError(400, 'validation.grade.levels');
      }
    } else if (input.levels.some((level) => level < ENROLMENT_YEAR_RANGE.min || level > ENROLMENT_YEAR_RANGE.max)) {
      throw new ApiError(400, 'validation.grade.enrolmentYears');
    }
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await gradesOf(tx, scope, locale);
      const removed = existing.filter((entry) => !input.levels.includes(entry.level));
      const withClasses = removed.find((entry) => entry.classCount > 0);
      if (withClasses) throw new ApiError(409, 'grade.hasClasses', { grade: withClasses.name });
      if (removed.length > 0) {
        await tx.delete(grade).where(
          and(
            eq(grade.orgId, scope.orgId),
            inArray(
              grade.id,
              removed.map((entry) => entry.gradeId),
            ),
          ),
        );
      }
      const added = input.levels.filter((level) => !existing.some((entry) => entry.level === level));
      if (added.length > 0) {
        await tx.insert(grade).values(
          added.map((level) => ({
            id: crypto.randomUUID(),
            orgId: scope.orgId,
            tenantOrgId: scope.tenantOrgId,
            kind,
            level,
          })),
        );
      }
      return gradesOf(tx, scope, locale);
    });
  });

  // Classes

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
    headTeacherName: schoolClass.headTeacherName,
    status: schoolClass.status,
    studentCount: schoolClass.studentCount,
    collegeId: schoolClass.collegeId,
    collegeName: college.name,
    majorId: schoolClass.majorId,
    majorName: major.name,
  };

  function classQuery(tx: Transaction | Database, where: SQL | undefined) {
    return tx
      .select(classColumns)
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .leftJoin(academicYear, eq(academicYear.id, schoolClass.academicYearId))
      .leftJoin(college, eq(college.id, schoolClass.collegeId))
      .leftJoin(major, eq(major.id, schoolClass.majorId))
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
      headTeacherName: row.headTeacherName,
      status: statusOf(row.status),
      studentCount: row.studentCount,
      collegeId: row.collegeId,
      collegeName: row.collegeName,
      majorId: row.majorId,
      majorName: row.majorName,
    };
  }

  async function classOf(tx: Transaction | Database, scope: Scope, classId: string) {
    const [row] = await tx
      .select()
      .from(schoolClass)
      .where(and(eq(schoolClass.id, classId), eq(schoolClass.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'class.notFound');
    return row;
  }

  /**
   * A university class's college and major: both of the organisation, the major one of the
   * college's. Schools keep neither (null).
   */
  async function checkCollegeAndMajor(
    tx: Transaction,
    scope: Scope,
    input: { collegeId?: string | undefined; majorId?: string | undefined },
  ): Promise<{ collegeId: string | null; majorId: string | null }> {
    if (gradeKindOf(scope) !== 'enrolment') return { collegeId: null, majorId: null };
    if (!input.collegeId) throw new ApiError(400, 'validation.college.required');
    if (!input.majorId) throw new ApiError(400, 'validation.major.required');
    const [collegeRow] = await tx
      .select({ id: college.id, name: college.name })
      .from(college)
      .where(and(eq(college.id, input.collegeId), eq(college.orgId, scope.orgId)));
    if (!collegeRow) throw new ApiError(404, 'college.notFound');
    const [majorRow] = await tx
      .select({ id: major.id, name: major.name, collegeId: major.collegeId })
      .from(major)
      .where(and(eq(major.id, input.majorId), eq(major.orgId, scope.orgId)));
    if (!majorRow) throw new ApiError(404, 'major.notFound');
    if (majorRow.collegeId !== collegeRow.id) {
      throw new ApiError(409, 'class.majorNotInCollege', { major: majorRow.name, college: collegeRow.name });
    }
    return { collegeId: collegeRow.id, majorId: majorRow.id };
  }

  /** Checks the grade, the academic year and the code's uniqueness; answers the academic year to store. */
  async function checkClass(
    tx: Transaction,
    scope: Scope,
    input: { gradeId: string; code: number; academicYearId?: string | undefined },
    ownId: string | null,
  ): Promise<string | null> {
    // A school's classes are in grade levels, a university's in enrolment years: never the other kind.
    const [gradeRow] = await tx
      .select({ id: grade.id })
      .from(grade)
      .where(and(eq(grade.id, input.gradeId), eq(grade.orgId, scope.orgId), eq(grade.kind, gradeKindOf(scope))));
    if (!gradeRow) throw new ApiError(404, 'grade.notFound');
    let yearId: string | null = null;
    if (input.academicYearId) {
      yearId = (await academicYearOf(tx, scope, input.academicYearId)).id;
    } else {
      const [current] = await tx
        .select({ academicYearId: semester.academicYearId })
        .from(semester)
        .where(and(eq(semester.orgId, scope.orgId), eq(semester.isCurrent, true)));
      yearId = current?.academicYearId ?? null;
    }
    const [taken] = await tx
      .select({ id: schoolClass.id })
      .from(schoolClass)
      .where(
        and(
          eq(schoolClass.gradeId, input.gradeId),
          eq(schoolClass.code, input.code),
          ne(schoolClass.status, 'graduated'),
          ownId ? ne(schoolClass.id, ownId) : undefined,
        ),
      );
    if (taken) throw new ApiError(409, 'class.duplicateCode', { code: input.code });
    return yearId;
  }

  /** Runs a class write; a unique-index refusal (a request racing past the checks) says "duplicate code". */
  async function classWrite<T>(code: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'class.duplicateCode', { code });
      throw error;
    }
  }

  router.json(classPage, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const escaped = input.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
    const where = and(
      eq(schoolClass.orgId, scope.orgId),
      input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined,
      escaped ? ilike(schoolClass.name, `%${escaped}%`) : undefined,
      // Graduated classes leave the list unless asked for by their status.
      input.status ? eq(schoolClass.status, input.status) : ne(schoolClass.status, 'graduated'),
    );
    const [total] = await db.select({ n: count() }).from(schoolClass).where(where);
    const rows = await classQuery(db, where)
      .orderBy(asc(grade.level), asc(schoolClass.code), asc(schoolClass.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    const locale = requestLocale(request);
    return {
      records: rows.map((row) => classRecordOf(row, locale)),
      total: total?.n ?? 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  router.json(classList, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const rows = await db
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
          input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined,
        ),
      )
      .orderBy(asc(grade.level), asc(schoolClass.code));
    return rows.map((row) => ({ ...row, status: row.status === 'disabled' ? 'disabled' : 'enabled' }) as const);
  });

  router.json(classPlacementOptions, async ({ caller }) => {
    const scope = scopeOf(caller);
    if (gradeKindOf(scope) !== 'enrolment') return [];
    const colleges = await db
      .select({ collegeId: college.id, parentId: college.parentId, name: college.name })
      .from(college)
      .where(eq(college.orgId, scope.orgId))
      .orderBy(asc(college.sortNum), asc(college.code));
    const majors = await db
      .select({ majorId: major.id, collegeId: major.collegeId, name: major.name, studyYears: major.studyYears })
      .from(major)
      .where(eq(major.orgId, scope.orgId))
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

  router.json(classDetail, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const [row] = await classQuery(db, and(eq(schoolClass.id, input.classId), eq(schoolClass.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'class.notFound');
    return classRecordOf(row, requestLocale(request));
  });

  router.json(classAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return classWrite(input.code, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const academicYearId = await checkClass(tx, scope, input, null);
        const placement = await checkCollegeAndMajor(tx, scope, input);
        const classId = crypto.randomUUID();
        await tx.insert(schoolClass).values({
          id: classId,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          gradeId: input.gradeId,
          academicYearId,
          name: input.name,
          code: input.code,
          size: input.size,
          headTeacherName: input.headTeacherName,
          ...placement,
        });
        return { classId };
      }),
    );
  });

  router.json(classEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return classWrite(input.code, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await classOf(tx, scope, input.classId);
        if (existing.status === 'graduated') throw new ApiError(409, 'class.graduated');
        const checkedYearId = await checkClass(tx, scope, input, existing.id);
        const placement = await checkCollegeAndMajor(tx, scope, input);
        // Without a year named, the class keeps the one it was opened in.
        const academicYearId = input.academicYearId ? checkedYearId : existing.academicYearId;
        await tx
          .update(schoolClass)
          .set({
            gradeId: input.gradeId,
            academicYearId,
            name: input.name,
            code: input.code,
            size: input.size,
            headTeacherName: input.headTeacherName,
            ...placement,
          })
          .where(and(eq(schoolClass.id, existing.id), eq(schoolClass.orgId, scope.orgId)));
        return null;
      }),
    );
  });

  router.json(classDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await classOf(tx, scope, input.classId);
      const [enrolled] = await tx
        .select({ id: student.id })
        .from(student)
        .where(eq(student.classId, existing.id))
        .limit(1);
      if (existing.studentCount > 0 || enrolled) throw new ApiError(409, 'class.hasStudents');
      // The class leaves its teachers' timetables with it.
      await tx.delete(teacherClass).where(eq(teacherClass.classId, existing.id));
      await tx.delete(schoolClass).where(and(eq(schoolClass.id, existing.id), eq(schoolClass.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(classSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await classOf(tx, scope, input.classId);
      if (existing.status === 'graduated') throw new ApiError(409, 'class.graduated');
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await tx
        .update(schoolClass)
        .set({ status: input.status })
        .where(and(eq(schoolClass.id, existing.id), eq(schoolClass.orgId, scope.orgId)));
      return null;
    });
  });

  // Promotion to the next academic year

  /**
   * What promoting would do now. The target is the academic year of the current semester; the
   * enabled classes of earlier years (or of none) move: at a school into the next grade level the
   * school has, or graduate from its top one; at a university they keep their enrolment year, and
   * graduate once it plus their major's length of study reaches the target's start year. A class
   * already in the target year is not moved again, which is what makes a second confirm find
   * nothing. A move onto a code that the next grade keeps (a class staying there) is a collision.
   */
  async function promotionPlanOf(tx: Transaction | Database, scope: Scope, locale: DomainLocale) {
    const empty = { target: null, moves: [], collisions: [], changes: [] };
    const [target] = await tx
      .select({ id: academicYear.id, startYear: academicYear.startYear })
      .from(semester)
      .innerJoin(academicYear, eq(academicYear.id, semester.academicYearId))
      .where(and(eq(semester.orgId, scope.orgId), eq(semester.isCurrent, true)));
    if (!target) return empty;
    const kind = gradeKindOf(scope);
    const grades = await tx
      .select({ id: grade.id, level: grade.level })
      .from(grade)
      .where(and(eq(grade.orgId, scope.orgId), eq(grade.kind, kind)))
      .orderBy(asc(grade.level));
    const classes = await tx
      .select({
        id: schoolClass.id,
        name: schoolClass.name,
        code: schoolClass.code,
        status: schoolClass.status,
        gradeId: schoolClass.gradeId,
        level: grade.level,
        startYear: academicYear.startYear,
        studyYears: major.studyYears,
      })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .leftJoin(academicYear, eq(academicYear.id, schoolClass.academicYearId))
      .leftJoin(major, eq(major.id, schoolClass.majorId))
      .where(and(eq(schoolClass.orgId, scope.orgId), ne(schoolClass.status, 'graduated'), eq(grade.kind, kind)))
      .orderBy(desc(grade.level), asc(schoolClass.code), asc(schoolClass.id));
    const nameOf = (level: number) => gradeName(locale, kind, level);

    type Change = { classId: string; level: number; toGradeId: string | null };
    const changes: Change[] = [];
    const moves: PromotionPlan['moves'] = [];
    for (const row of classes) {
      if (row.status !== 'enabled' || (row.startYear !== null && row.startYear >= target.startYear)) continue;
      let next: { id: string; level: number } | undefined;
      if (kind === 'school') next = grades.find((entry) => entry.level > row.level);
      else if (row.level + (row.studyYears ?? DEFAULT_STUDY_YEARS) > target.startYear) {
        next = { id: row.gradeId, level: row.level };
      }
      changes.push({ classId: row.id, level: row.level, toGradeId: next?.id ?? null });
      moves.push({
        classId: row.id,
        name: row.name,
        code: row.code,
        gradeName: nameOf(row.level),
        action: next ? 'promote' : 'graduate',
        toGradeName: next ? nameOf(next.level) : null,
      });
    }

    // Where every class not graduating stands afterwards: a moved class sharing its place is refused.
    const moved = new Map(changes.map((change) => [change.classId, change]));
    const levelOf = new Map(grades.map((entry) => [entry.id, entry.level]));
    const collisions: PromotionPlan['collisions'] = [];
    for (const row of classes) {
      const change = moved.get(row.id);
      if (!change?.toGradeId || change.toGradeId === row.gradeId) continue;
      const holder = classes.find((other) => {
        if (other.id === row.id || other.code !== row.code) return false;
        const otherChange = moved.get(other.id);
        const otherPlace = otherChange ? otherChange.toGradeId : other.gradeId;
        return otherPlace === change.toGradeId;
      });
      if (holder) {
        collisions.push({
          classId: row.id,
          name: row.name,
          code: row.code,
          toGradeName: nameOf(levelOf.get(change.toGradeId) ?? row.level),
          withClassName: holder.name,
        });
      }
    }
    return { target, moves, collisions, changes };
  }

  router.json(promotionPreview, async ({ caller, request }) => {
    const plan = await promotionPlanOf(db, scopeOf(caller), requestLocale(request));
    return {
      academicYearId: plan.target?.id ?? null,
      academicYear: plan.target ? academicYearLabel(plan.target.startYear) : null,
      moves: plan.moves,
      collisions: plan.collisions,
    };
  });

  router.json(promotionConfirm, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const locale = requestLocale(request);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const plan = await promotionPlanOf(tx, scope, locale);
      if (!plan.target) throw new ApiError(409, 'promotion.noCurrentYear');
      if (plan.target.id !== input.academicYearId) throw new ApiError(409, 'promotion.yearChanged');
      const [collision] = plan.collisions;
      if (collision) {
        throw new ApiError(409, 'promotion.collision', {
          class: collision.name,
          grade: collision.toGradeName,
          code: collision.code,
        });
      }
      if (plan.changes.length === 0) {
        throw new ApiError(409, 'promotion.nothingToPromote', { year: academicYearLabel(plan.target.startYear) });
      }
      // Top grades first: a class leaves its place (graduating frees its code) before the one below
      // moves in, so the unique code of a grade holds after every single update.
      const ordered = [...plan.changes].sort((a, b) => b.level - a.level);
      let graduated = 0;
      for (const change of ordered) {
        const where = and(eq(schoolClass.id, change.classId), eq(schoolClass.orgId, scope.orgId));
        if (change.toGradeId === null) {
          // A graduated class keeps its code, students and the academic year it finished in.
          await tx.update(schoolClass).set({ status: 'graduated' }).where(where);
          graduated += 1;
        } else {
          await tx.update(schoolClass).set({ gradeId: change.toGradeId, academicYearId: plan.target.id }).where(where);
        }
      }
      return { promoted: ordered.length - graduated, graduated };
    });
  });
}
