// Exemptions from a plan's items (issue 45): a student of one of the plan's classes exempt from
// some of the items the plan takes from the student's grade, with why. One per student and plan, a
// second save replacing the first, under the organisation's lock. The physique year leaves the
// items out of the student's report (`physique/results.ts`).
import { randomUUID } from 'node:crypto';
import { DomainError, gradeKey } from '@school-sports/domain';
import {
  testPlanExemptionDelete,
  testPlanExemptionList,
  type testPlanExemptionRecord,
  testPlanExemptionSave,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { grade, schoolClass, student, testPlan, testPlanClass, testPlanExemption } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { checkReach, withinReach } from '../../tenancy/dataScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from './scoring.ts';

/** An exemption as the plan's page lists it. */
type ExemptionRecord = z.output<typeof testPlanExemptionRecord>;

export function registerExemptionRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(testPlanExemptionList, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const plan = await tenant.scoped(testPlan).one(input.planId, 'fitness.plan.notFound');
    const rows = await db
      .select({
        exemptionId: testPlanExemption.id,
        studentId: testPlanExemption.studentId,
        studentName: student.name,
        studentNumber: student.studentNumber,
        className: schoolClass.name,
        items: testPlanExemption.items,
        reason: testPlanExemption.reason,
        note: testPlanExemption.note,
        updatedAt: testPlanExemption.updatedAt,
      })
      .from(testPlanExemption)
      .innerJoin(student, eq(student.id, testPlanExemption.studentId))
      .leftJoin(schoolClass, eq(schoolClass.id, student.classId))
      .where(
        tenant
          .scoped(testPlanExemption)
          .where(eq(testPlanExemption.planId, plan.id), withinReach(await tenant.classReach(), student.classId)),
      )
      .orderBy(asc(student.studentNumber), asc(testPlanExemption.id));
    return rows.map((row) => ({
      ...row,
      items: row.items as ExemptionRecord['items'],
      reason: row.reason as ExemptionRecord['reason'],
      updatedAt: row.updatedAt.toISOString(),
    }));
  });

  router.json(testPlanExemptionSave, ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const plan = await tenant.scoped(testPlan).one(input.planId, 'fitness.plan.notFound');
      const pupil = await tenant.scoped(student).one(input.studentId, 'student.notFound');
      if (pupil.classId === null) throw new ApiError(400, 'fitness.exemption.notInPlan', { field: 'studentId' });
      checkReach(await tenant.classReach(), pupil.classId);
      const [taking] = await tenant.db
        .select({ kind: grade.kind, level: grade.level })
        .from(testPlanClass)
        .innerJoin(schoolClass, eq(schoolClass.id, testPlanClass.classId))
        .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
        .where(and(eq(testPlanClass.planId, plan.id), eq(testPlanClass.classId, pupil.classId)));
      if (!taking) throw new ApiError(400, 'fitness.exemption.notInPlan', { field: 'studentId' });
      // The items must be ones the plan takes from the student's grade: an exemption from an item
      // nobody measures would say nothing.
      let key: string;
      try {
        key = gradeKey(gradeWhenMeasured(taking.kind, taking.level, new Date()));
      } catch (error) {
        if (error instanceof DomainError)
          throw new ApiError(400, 'fitness.exemption.notInPlan', { field: 'studentId' });
        throw error;
      }
      const planItems = plan.grades.find((entry) => entry.grade === key)?.items ?? [];
      if (!input.items.every((item) => planItems.includes(item))) {
        throw new ApiError(400, 'fitness.exemption.itemNotInPlan', { field: 'items' });
      }
      const exemptionId = randomUUID();
      const [kept] = await tenant.db
        .insert(testPlanExemption)
        .values({
          id: exemptionId,
          ...tenant.values,
          planId: plan.id,
          studentId: pupil.id,
          items: input.items,
          reason: input.reason,
          note: input.note,
          accountId: tenant.account.id,
        })
        .onConflictDoUpdate({
          target: [testPlanExemption.planId, testPlanExemption.studentId],
          set: {
            items: input.items,
            reason: input.reason,
            note: input.note,
            accountId: tenant.account.id,
            updatedAt: new Date(),
          },
        })
        .returning({ id: testPlanExemption.id });
      return { exemptionId: kept?.id ?? exemptionId };
    }),
  );

  router.json(testPlanExemptionDelete, ({ caller, input }) =>
    data.writeRow(
      caller,
      testPlanExemption,
      input.exemptionId,
      'fitness.exemption.notFound',
      async (exemption, rows, tenant) => {
        const pupil = await tenant.scoped(student).one(exemption.studentId, 'fitness.exemption.notFound');
        if (pupil.classId) checkReach(await tenant.classReach(), pupil.classId);
        await rows.delete(exemption.id);
        return { exemptionId: exemption.id };
      },
    ),
  );
}
