// Grades (issue 6): a school's grade levels 1 to 12, or a university's enrolment years. The data
// layer keeps every read and write to the caller's organisation, under its lock for writes.
import {
  type DomainLocale,
  ENROLMENT_YEAR_RANGE,
  gradeLabel,
  SCHOOL_GRADE_LEVELS,
  translateDomainMessage,
} from '@school-sports/domain';
import { gradeList, gradeSave } from '@school-sports/gateway-client/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { grade, schoolClass } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';

/** How an organisation's grades count: school grade levels, or university enrolment years. */
export type GradeKind = 'school' | 'enrolment';

/** Universities keep enrolment years as grades; schools and fitness organisations grade levels 1 to 12. */
export function gradeKindOf(scope: Scope): GradeKind {
  return scope.frame === 'gx' ? 'enrolment' : 'school';
}

/** A grade's name in `locale`: "一年级" for a school level, the enrolment year's for a university. */
export function gradeName(locale: DomainLocale, kind: string, level: number): string {
  return kind === 'enrolment'
    ? translateDomainMessage(locale, 'grade.enrolment', { year: level })
    : translateDomainMessage(locale, gradeLabel({ school: level }));
}

/** The organisation's grades of its kind, with their class counts. */
async function gradesOf(tenant: Tenant, locale: DomainLocale) {
  const rows = await tenant.db
    .select({ gradeId: grade.id, kind: grade.kind, level: grade.level })
    .from(grade)
    .where(tenant.scoped(grade).where(eq(grade.kind, gradeKindOf(tenant.account))))
    .orderBy(asc(grade.level));
  const classCounts = await tenant.scoped(schoolClass).countBy(schoolClass.gradeId);
  return rows.map((row) => ({
    gradeId: row.gradeId,
    kind: row.kind as GradeKind,
    level: row.level,
    name: gradeName(locale, row.kind, row.level),
    classCount: classCounts.get(row.gradeId) ?? 0,
  }));
}

export function registerGradeRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(gradeList, async ({ caller, request }) => gradesOf(data.tenant(caller), requestLocale(request)));

  router.json(gradeSave, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    const kind = gradeKindOf(data.tenant(caller).account);
    if (kind === 'school') {
      const levels: readonly number[] = SCHOOL_GRADE_LEVELS;
      if (input.levels.some((level) => !levels.includes(level))) {
        throw new ApiError(400, 'validation.grade.levels');
      }
    } else if (input.levels.some((level) => level < ENROLMENT_YEAR_RANGE.min || level > ENROLMENT_YEAR_RANGE.max)) {
      throw new ApiError(400, 'validation.grade.enrolmentYears');
    }
    return data.write(caller, async (tenant) => {
      const existing = await gradesOf(tenant, locale);
      const removed = existing.filter((entry) => !input.levels.includes(entry.level));
      const withClasses = removed.find((entry) => entry.classCount > 0);
      if (withClasses) throw new ApiError(409, 'grade.hasClasses', { grade: withClasses.name });
      if (removed.length > 0) {
        await tenant.scoped(grade).deleteWhere(
          inArray(
            grade.id,
            removed.map((entry) => entry.gradeId),
          ),
        );
      }
      const added = input.levels.filter((level) => !existing.some((entry) => entry.level === level));
      if (added.length > 0) {
        await tenant.db
          .insert(grade)
          .values(added.map((level) => ({ id: crypto.randomUUID(), ...tenant.values, kind, level })));
      }
      return gradesOf(tenant, locale);
    });
  });
}
