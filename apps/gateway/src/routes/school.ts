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
  classSetStatus,
  type DataOf,
  gradeList,
  gradeSave,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { academicYear, grade, schoolClass, semester } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { requestLocale } from '../http/locale.ts';
import type { Router } from '../http/router.ts';
import { isUniqueViolation, lockOrganisation, type Scope, scopeOf, type Transaction } from './scope.ts';

type GradeKind = 'school' | 'enrolment';
type ClassRecord = DataOf<typeof classDetail>;

/** Universities keep enrolment years as grades; schools and fitness organisations grade levels 1 to 12. */
function gradeKindOf(scope: Scope): GradeKind {
  return scope.frame === 'gx' ? 'enrolment' : 'school';
}

function gradeName(locale: DomainLocale, kind: string, level: number): string {
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
  };

  function classQuery(tx: Transaction | Database, where: SQL | undefined) {
    return tx
      .select(classColumns)
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .leftJoin(academicYear, eq(academicYear.id, schoolClass.academicYearId))
      .where(where);
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
      status: row.status === 'disabled' ? 'disabled' : 'enabled',
      studentCount: row.studentCount,
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

  /** Checks the grade, the academic year and the code's uniqueness; answers the academic year to store. */
  async function checkClass(
    tx: Transaction,
    scope: Scope,
    input: { gradeId: string; code: number; academicYearId?: string | undefined },
    ownId: string | null,
  ): Promise<string | null> {
    const [gradeRow] = await tx
      .select({ id: grade.id })
      .from(grade)
      .where(and(eq(grade.id, input.gradeId), eq(grade.orgId, scope.orgId)));
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
      input.status ? eq(schoolClass.status, input.status) : undefined,
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
        and(eq(schoolClass.orgId, scope.orgId), input.gradeId ? eq(schoolClass.gradeId, input.gradeId) : undefined),
      )
      .orderBy(asc(grade.level), asc(schoolClass.code));
    return rows.map((row) => ({ ...row, status: row.status === 'disabled' ? 'disabled' : 'enabled' }) as const);
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
        const checkedYearId = await checkClass(tx, scope, input, existing.id);
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
      if (existing.studentCount > 0) throw new ApiError(409, 'class.hasStudents');
      await tx.delete(schoolClass).where(and(eq(schoolClass.id, existing.id), eq(schoolClass.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(classSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await classOf(tx, scope, input.classId);
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await tx
        .update(schoolClass)
        .set({ status: input.status })
        .where(and(eq(schoolClass.id, existing.id), eq(schoolClass.orgId, scope.orgId)));
      return null;
    });
  });
}
