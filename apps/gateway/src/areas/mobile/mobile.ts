// The mobile API's calls for a child (issue 45): who is signed in, the child's test plans with their
// slots, booking and cancelling a place, the child's results, and exercise logged in the app. Each
// call names its child; `mobileScopeOf` answers 404 for anyone's but the signed-in student's or
// parent's own, and gives the child's organisation to the data layer, which scopes every read and
// write as it does for staff. Bookings share `placeBooking` and the organisation's lock with the
// teachers' class bookings, so a pupil and a teacher racing for the last place cannot both get it.
import { randomUUID } from 'node:crypto';
import {
  canCancelBooking,
  type ExerciseKind,
  type ExerciseSource,
  gradeKey,
  MEASUREMENT_UNITS,
  measuredAtProblem,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  type ResultBand,
  type ResultSource,
} from '@school-sports/domain';
import {
  mobileBookingAdd,
  mobileBookingCancel,
  mobileExerciseAdd,
  mobileExercisePage,
  mobileMe,
  mobilePlans,
  mobileResults,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MobileCaller } from '../../auth/mobileSessions.ts';
import type { Database } from '../../db/index.ts';
import {
  exerciseRecord,
  fitnessResult,
  grade,
  schoolClass,
  testPlan,
  testPlanBooking,
  testPlanClass,
  testPlanSlot,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { mobileScopeOf } from '../../tenancy/mobileScope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { classTakes, placeBooking, slotsOfPlans } from '../fitness/booking.ts';
import { gradeWhenMeasured } from '../fitness/scoring.ts';
import { identityOf } from './signIn.ts';

/** The signed-in app of a mobile call (the router sets it for every `mobile` endpoint). */
function signedIn(mobile: MobileCaller | null): MobileCaller {
  if (!mobile) throw new ApiError(401, 'auth.notLoggedIn');
  return mobile;
}

/** The grade key of a class on a day at noon on the schools' clock, or null outside the standard's grades. */
async function gradeOfClass(tenant: Tenant, classId: string): Promise<((day: Date) => string | null) | null> {
  const [row] = await tenant.db
    .select({ kind: grade.kind, level: grade.level })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(schoolClass).where(eq(schoolClass.id, classId)));
  if (!row) return null;
  return (day) => {
    try {
      return gradeKey(gradeWhenMeasured(row.kind, row.level, day));
    } catch {
      // A grade the standard does not know (a kindergarten's): it takes no items.
      return null;
    }
  };
}

/** Noon of a `YYYY-MM-DD` day on the schools' clock (UTC+8). */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00+08:00`);
}

export function registerMobileRoutes(router: Router, deps: { db: Database; now?: () => Date }): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const data = dataLayer(db);

  router.json(mobileMe, async ({ mobile }) => identityOf(db, signedIn(mobile)));

  router.json(mobilePlans, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    const tenant = data.tenant(caller);
    const plans = await db
      .select({
        planId: testPlan.id,
        name: testPlan.name,
        kind: testPlan.kind,
        status: testPlan.status,
        startDate: testPlan.startDate,
        endDate: testPlan.endDate,
        grades: testPlan.grades,
      })
      .from(testPlan)
      .innerJoin(testPlanClass, eq(testPlanClass.planId, testPlan.id))
      .where(tenant.scoped(testPlan).where(eq(testPlanClass.classId, child.classId)))
      .orderBy(desc(testPlan.startDate), asc(testPlan.id));
    if (plans.length === 0) return [];
    const gradeOn = await gradeOfClass(tenant, child.classId);
    const itemsOn = (plan: (typeof plans)[number], day: string): string[] => {
      const key = gradeOn?.(noonOf(day)) ?? null;
      return plan.grades.find((entry) => entry.grade === key)?.items ?? [];
    };
    const planIds = plans.map((plan) => plan.planId);
    const slots = await slotsOfPlans(tenant, planIds);
    const bookings = await db
      .select({ bookingId: testPlanBooking.id, slotId: testPlanBooking.slotId, studentId: testPlanBooking.studentId })
      .from(testPlanBooking)
      .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
      .where(
        tenant
          .scoped(testPlanBooking)
          .where(
            inArray(testPlanSlot.planId, planIds),
            sql`(${testPlanBooking.studentId} = ${child.studentId} or (${testPlanBooking.classId} = ${child.classId} and ${testPlanBooking.studentId} is null))`,
          ),
      );
    const own = new Map(bookings.filter((row) => row.studentId !== null).map((row) => [row.slotId, row.bookingId]));
    const ofClass = new Set(bookings.filter((row) => row.studentId === null).map((row) => row.slotId));
    return plans.map((plan) => ({
      planId: plan.planId,
      name: plan.name,
      kind: plan.kind as 'national' | 'school' | 'custom',
      status: plan.status as 'notStarted' | 'inProgress' | 'ended' | 'endedEarly',
      startDate: plan.startDate,
      endDate: plan.endDate,
      // The child's grade on the plan's first day takes these items (a slot's own day decides its own).
      items: itemsOn(plan, plan.startDate) as PhysiqueItem[],
      slots: slots
        .filter((slot) => slot.planId === plan.planId && itemsOn(plan, slot.day).includes(slot.item))
        .map((slot) => ({
          slotId: slot.slotId,
          venueName: slot.venueName,
          item: slot.item as PhysiqueItem,
          day: slot.day,
          starts: slot.starts,
          ends: slot.ends,
          capacity: slot.capacity,
          remaining: Math.max(0, slot.capacity - slot.booked),
          bookingId: own.get(slot.slotId) ?? null,
          classBooked: ofClass.has(slot.slotId),
        })),
    }));
  });

  router.json(mobileBookingAdd, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    return data.write(caller, async (tenant) => {
      // Read under the organisation's lock: the places left are those no other booking is taking now.
      const slot = await tenant.scoped(testPlanSlot).one(input.slotId, 'booking.slotNotFound');
      const plan = await tenant.scoped(testPlan).one(slot.planId, 'booking.slotNotFound');
      if (!(await classTakes(tenant, plan, child.classId, slot.item, slot.day))) {
        throw new ApiError(400, 'mobile.booking.notInPlan', { field: 'slotId' });
      }
      const sameItem = (...conditions: Parameters<ReturnType<Tenant['scoped']>['where']>) =>
        tenant.db
          .select({ studentId: testPlanBooking.studentId })
          .from(testPlanBooking)
          .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
          .where(
            tenant
              .scoped(testPlanBooking)
              .where(eq(testPlanSlot.planId, plan.id), eq(testPlanSlot.item, slot.item), ...conditions),
          )
          .limit(1);
      if ((await sameItem(eq(testPlanBooking.studentId, child.studentId))).length > 0) {
        throw new ApiError(409, 'mobile.booking.studentBooked', { field: 'slotId' });
      }
      if ((await sameItem(eq(testPlanBooking.classId, child.classId), isNull(testPlanBooking.studentId))).length > 0) {
        throw new ApiError(409, 'mobile.booking.classBooked', { field: 'slotId' });
      }
      const bookingId = await placeBooking(
        tenant,
        plan,
        slot,
        { classId: child.classId, studentId: child.studentId, size: 1, accountId: null },
        now(),
      );
      return { bookingId };
    });
  });

  router.json(mobileBookingCancel, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    return data.writeRow(
      caller,
      testPlanBooking,
      input.bookingId,
      'booking.notFound',
      async (booking, bookings, tenant) => {
        if (booking.studentId !== child.studentId) {
          // The class's booking is the teacher's to cancel; anyone else's is none of the app's business.
          if (booking.studentId === null && booking.classId === child.classId) {
            throw new ApiError(409, 'mobile.booking.notOwn', { field: 'bookingId' });
          }
          throw new ApiError(404, 'booking.notFound', { field: 'bookingId' });
        }
        const slot = await tenant.scoped(testPlanSlot).one(booking.slotId, 'booking.notFound');
        if (!canCancelBooking(slot, now())) throw new ApiError(409, 'booking.started', { field: 'bookingId' });
        await bookings.delete(booking.id);
        await tenant.scoped(testPlanSlot).update(slot.id, { booked: sql`${testPlanSlot.booked} - ${booking.size}` });
        return { bookingId: booking.id };
      },
    );
  });

  router.json(mobileResults, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    const results = data.tenant(caller).scoped(fitnessResult);
    // An invalidated result is no longer the child's result; one awaiting a second check is shown as such.
    return results.pageOf(
      input,
      and(eq(fitnessResult.studentId, child.studentId), eq(fitnessResult.validity, 'valid')),
      async (where, window) => {
        const rows = await db
          .select({
            resultId: fitnessResult.id,
            planName: testPlan.name,
            measurement: fitnessResult.measurement,
            item: fitnessResult.item,
            value: fitnessResult.value,
            score: fitnessResult.score,
            band: fitnessResult.band,
            needsCheck: fitnessResult.needsCheck,
            source: fitnessResult.source,
            measuredAt: fitnessResult.measuredAt,
          })
          .from(fitnessResult)
          .leftJoin(testPlan, eq(testPlan.id, fitnessResult.planId))
          .where(where)
          .orderBy(desc(fitnessResult.measuredAt), desc(fitnessResult.id))
          .limit(window.limit)
          .offset(window.offset);
        return rows.map((row) => ({
          ...row,
          measurement: row.measurement as PhysiqueMeasurement,
          item: row.item as PhysiqueItem,
          unit: MEASUREMENT_UNITS[row.measurement as PhysiqueMeasurement],
          band: row.band as ResultBand | null,
          source: row.source as ResultSource,
          measuredAt: row.measuredAt.toISOString(),
        }));
      },
    );
  });

  router.json(mobileExerciseAdd, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    const startedAt = new Date(input.startedAt);
    // The window of times a device's record keeps to: not ahead of the clock, not long past.
    const problem = measuredAtProblem(startedAt, now());
    if (problem) {
      const id = problem === 'ahead' ? 'exercise.error.startedAhead' : 'exercise.error.startedTooOld';
      throw new ApiError(400, id, { field: 'startedAt' });
    }
    return data.write(caller, async (tenant) => {
      const gradeOn = await gradeOfClass(tenant, child.classId);
      const recordId = randomUUID();
      await tenant.db.insert(exerciseRecord).values({
        id: recordId,
        ...tenant.values,
        studentId: child.studentId,
        classId: child.classId,
        gradeKey: gradeOn?.(now()) ?? null,
        kind: input.kind,
        count: input.count ?? null,
        distance: input.distance ?? null,
        durationSeconds: input.durationSeconds,
        startedAt,
        source: 'app',
      });
      return { recordId };
    });
  });

  router.json(mobileExercisePage, async ({ mobile, input }) => {
    const { child, caller } = await mobileScopeOf(db, signedIn(mobile), input.studentId);
    const page = await data
      .tenant(caller)
      .scoped(exerciseRecord)
      .page(input, {
        where: eq(exerciseRecord.studentId, child.studentId),
        orderBy: [desc(exerciseRecord.startedAt), desc(exerciseRecord.id)],
      });
    return {
      ...page,
      records: page.records.map((row) => ({
        recordId: row.id,
        kind: row.kind as ExerciseKind,
        count: row.count,
        distance: row.distance,
        durationSeconds: row.durationSeconds,
        startedAt: row.startedAt.toISOString(),
        source: row.source as ExerciseSource,
      })),
    };
  });
}
