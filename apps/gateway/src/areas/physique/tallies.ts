// A school's physique year in counts (issue 48), for the management organisation's summary of its
// schools. A district of a hundred schools and 300,000 students cannot be scored per view (each
// school's year is a few thousand reports), so each school's year is kept as counts that add up:
// the database marks a year changed in the statement that changes what it reads (migration 0023),
// and a recurring job recounts the years behind their changes, a few at a time. The summary reads
// one row per school and adds them.
import {
  addPhysiqueCounts,
  GRADE_KEYS,
  type GradeKey,
  NO_PHYSIQUE_COUNTS,
  type PhysiqueCounts,
  physiqueCountsOf,
  physiqueTallyOfCounts,
} from '@school-sports/domain';
import { physiqueDistrictSummary } from '@school-sports/gateway-client/contract';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { organisation, physiqueTally, testPlan } from '../../db/schema.ts';
import type { Router } from '../../http/router.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Schedule } from '../../jobs/runner.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { gradeOrder, groupBy, schoolScope, yearReports } from './years.ts';

/** School years recounted by one run of the job: a few seconds of work, then the queue moves on. */
export const RECOUNT_BATCH = 20;

/** How often the job looks for years behind their changes. */
export const RECOUNT_EVERY_MS = 60 * 1000;

/**
 * Recounts up to `limit` school years whose counts are behind their changes, and answers how many.
 * A year is stored as counted at the `changes` read before counting: a change made meanwhile, seen
 * or not by the count, leaves it behind, to be counted again by the next run. A year with no
 * national plan left is removed.
 */
export async function recountPhysiqueYears(db: Database, limit = RECOUNT_BATCH): Promise<number> {
  const behind = await db
    .select({
      orgId: physiqueTally.orgId,
      academicYearId: physiqueTally.academicYearId,
      changes: physiqueTally.changes,
    })
    .from(physiqueTally)
    .where(ne(physiqueTally.changes, physiqueTally.computedChanges))
    .orderBy(asc(physiqueTally.orgId), asc(physiqueTally.academicYearId))
    .limit(limit);
  for (const year of behind) {
    const row = dataLayer(db).rowsOfForJob(
      physiqueTally,
      year.orgId,
      eq(physiqueTally.academicYearId, year.academicYearId),
      eq(physiqueTally.changes, year.changes),
    );
    const plans = await db
      .select({ id: testPlan.id })
      .from(testPlan)
      .where(
        dataLayer(db)
          .scopedForJob(testPlan, year.orgId)
          .where(eq(testPlan.academicYearId, year.academicYearId), eq(testPlan.kind, 'national')),
      )
      .limit(1);
    if (plans.length === 0) {
      await db.delete(physiqueTally).where(row);
      continue;
    }
    const { students } = await yearReports(db, schoolScope(db, year.orgId), {
      academicYearId: year.academicYearId,
      classId: '',
      keyword: '',
    });
    const grades: Partial<Record<GradeKey, PhysiqueCounts>> = {};
    for (const [key, reports] of groupBy(students, (one) => one.gradeKey)) grades[key] = physiqueCountsOf(reports);
    await db
      .update(physiqueTally)
      .set({
        counts: { school: physiqueCountsOf(students), grades },
        computedChanges: year.changes,
        computedAt: sql`now()`,
      })
      .where(row);
  }
  return behind.length;
}

/** The recurring recount, queued once a minute for the whole deployment. */
export function physiqueSchedules(deps: { db: Database; log: FastifyBaseLogger }): Schedule[] {
  return [
    {
      everyMs: RECOUNT_EVERY_MS,
      job: defineJob({
        kind: 'physique.recount',
        payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
        async run() {
          const counted = await recountPhysiqueYears(deps.db);
          if (counted > 0) deps.log.info({ kind: 'physique.recount', counted }, 'physique years recounted');
        },
      }),
    },
  ];
}

export function registerPhysiqueTallyRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(physiqueDistrictSummary, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const rows = await db
      .select({
        orgId: physiqueTally.orgId,
        name: organisation.name,
        startYear: physiqueTally.startYear,
        counts: physiqueTally.counts,
        changes: physiqueTally.changes,
        computedChanges: physiqueTally.computedChanges,
        computedAt: physiqueTally.computedAt,
      })
      .from(physiqueTally)
      .innerJoin(organisation, eq(organisation.id, physiqueTally.orgId))
      .where(tenant.managedOrganisations)
      .orderBy(desc(physiqueTally.startYear), asc(organisation.name), asc(physiqueTally.orgId));
    const startYears = [...new Set(rows.map((row) => row.startYear))];
    const startYear = input.startYear ?? startYears[0] ?? null;
    const schools = rows.filter((row) => row.startYear === startYear);
    let district = NO_PHYSIQUE_COUNTS;
    const grades = new Map<GradeKey, PhysiqueCounts>();
    for (const school of schools) {
      if (!school.counts) continue;
      district = addPhysiqueCounts(district, school.counts.school);
      for (const [key, counts] of Object.entries(school.counts.grades) as [GradeKey, PhysiqueCounts][]) {
        grades.set(key, addPhysiqueCounts(grades.get(key) ?? NO_PHYSIQUE_COUNTS, counts));
      }
    }
    return {
      startYear,
      startYears,
      district: physiqueTallyOfCounts(district),
      grades: GRADE_KEYS.filter((key) => grades.has(key))
        .sort((a, b) => gradeOrder(a) - gradeOrder(b))
        .map((gradeKey) => ({ gradeKey, tally: physiqueTallyOfCounts(grades.get(gradeKey) ?? NO_PHYSIQUE_COUNTS) })),
      schools: schools.map((school) => ({
        orgId: school.orgId,
        name: school.name,
        tally: physiqueTallyOfCounts(school.counts?.school ?? NO_PHYSIQUE_COUNTS),
        countedAt: school.computedAt ? school.computedAt.toISOString() : null,
        behind: school.changes !== school.computedChanges,
      })),
    };
  });
}
