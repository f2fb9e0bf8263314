// Promotion to the next academic year (issue 6): the grade screen previews what moving the classes
// into the current semester's year would do, and confirms it. The confirm recomputes the plan under
// the organisation's lock, so what it writes is what a preview would show at that moment.
import { academicYearLabel, type DomainLocale } from '@school-sports/domain';
import { type DataOf, promotionConfirm, promotionPreview } from '@school-sports/gateway-client/contract';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { academicYear, grade, major, schoolClass, semester } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { gradeKindOf, gradeName } from './grades.ts';

type PromotionPlan = DataOf<typeof promotionPreview>;

/** The length of study of a university class without a major (SPEC 9: university years 1 to 4). */
const DEFAULT_STUDY_YEARS = 4;

/**
 * What promoting would do now. The target is the academic year of the current semester; the
 * enabled classes of earlier years (or of none) move: at a school into the next grade level the
 * school has, or graduate from its top one; at a university they keep their enrolment year, and
 * graduate once it plus their major's length of study reaches the target's start year. A class
 * already in the target year is not moved again, which is what makes a second confirm find
 * nothing. A move onto a code that the next grade keeps (a class staying there) is a collision.
 */
async function promotionPlanOf(tenant: Tenant, locale: DomainLocale) {
  const tx = tenant.db;
  const empty = { target: null, moves: [], collisions: [], changes: [] };
  const [target] = await tx
    .select({ id: academicYear.id, startYear: academicYear.startYear })
    .from(semester)
    .innerJoin(academicYear, eq(academicYear.id, semester.academicYearId))
    .where(tenant.scoped(semester).where(eq(semester.isCurrent, true)));
  if (!target) return empty;
  const kind = gradeKindOf(tenant.account);
  const grades = await tx
    .select({ id: grade.id, level: grade.level })
    .from(grade)
    .where(tenant.scoped(grade).where(eq(grade.kind, kind)))
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
    .where(tenant.scoped(schoolClass).where(ne(schoolClass.status, 'graduated'), eq(grade.kind, kind)))
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

export function registerPromotionRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(promotionPreview, async ({ caller, request }) => {
    const plan = await promotionPlanOf(data.tenant(caller), requestLocale(request));
    return {
      academicYearId: plan.target?.id ?? null,
      academicYear: plan.target ? academicYearLabel(plan.target.startYear) : null,
      moves: plan.moves,
      collisions: plan.collisions,
    };
  });

  router.json(promotionConfirm, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    return data.write(caller, async (tenant) => {
      const plan = await promotionPlanOf(tenant, locale);
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
      const classes = tenant.scoped(schoolClass);
      let graduated = 0;
      for (const change of ordered) {
        if (change.toGradeId === null) {
          // A graduated class keeps its code, students and the academic year it finished in.
          await classes.update(change.classId, { status: 'graduated' });
          graduated += 1;
        } else {
          await classes.update(change.classId, { gradeId: change.toGradeId, academicYearId: plan.target.id });
        }
      }
      return { promoted: ordered.length - graduated, graduated };
    });
  });
}
