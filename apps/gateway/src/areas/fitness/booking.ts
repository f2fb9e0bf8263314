// Booking a plan's time slots (issue 45): staff add slots (a day and times within the plan, a venue,
// an item of the plan, its places) and a teacher books a class of the plan into one, for an item its
// grade takes. Every change runs under the organisation's lock, so two teachers racing for a slot's
// last places are served one after the other: the second finds it full. A slot's `booked` is kept
// beside its bookings in the same transaction. A student books one place through the mobile API
// (`areas/mobile`) with the same check and the same lock, so teachers and pupils share the places.
import { randomUUID } from 'node:crypto';
import {
  bookingRefusal,
  canCancelBooking,
  DomainError,
  gradeKey,
  type PhysiqueItem,
  SLOT_LIMITS,
  slotRefusal,
} from '@school-sports/domain';
import {
  testPlanBookingAdd,
  testPlanBookingCancel,
  testPlanSlotDelete,
  testPlanSlotList,
  testPlanSlotSave,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  grade,
  schoolClass,
  student,
  testPlan,
  testPlanBooking,
  testPlanClass,
  testPlanSlot,
  venue,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured } from './scoring.ts';

/** The items of a plan across its grades. */
function itemsOf(plan: { grades: { items: string[] }[] }): Set<string> {
  return new Set(plan.grades.flatMap((entry) => entry.items));
}

/**
 * Whether the class takes part in the plan and its grade, on the slot's day, takes the item: a
 * class is booked only for what it will be measured in.
 */
export async function classTakes(
  tenant: TenantWrite,
  plan: { id: string; grades: { grade: string; items: string[] }[] },
  classId: string,
  item: string,
  day: string,
): Promise<boolean> {
  const [taking] = await tenant.db
    .select({ kind: grade.kind, level: grade.level })
    .from(testPlanClass)
    .innerJoin(schoolClass, eq(schoolClass.id, testPlanClass.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(and(eq(testPlanClass.planId, plan.id), eq(testPlanClass.classId, classId)));
  if (!taking) return false;
  try {
    const key = gradeKey(gradeWhenMeasured(taking.kind, taking.level, new Date(`${day}T12:00:00+08:00`)));
    return plan.grades.some((entry) => entry.grade === key && entry.items.includes(item));
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** What a booking holds: a class (its students then) or one student of it. */
interface BookingPlaces {
  classId: string;
  studentId: string | null;
  size: number;
  accountId: string | null;
}

/**
 * Books `places` into `slot` of `plan`, read under the organisation's lock of `tenant`'s write: the
 * plan must not have ended, the slot not begun, and its places left must hold them; the slot's
 * `booked` rises in the same transaction. Teachers' and students' bookings both come through here,
 * so two of them racing for the last place are served one after the other and the second refused.
 */
export async function placeBooking(
  tenant: TenantWrite,
  plan: Parameters<typeof bookingRefusal>[0],
  slot: { id: string; day: string; starts: string; capacity: number; booked: number },
  places: BookingPlaces,
  now: Date,
): Promise<string> {
  const refusal = bookingRefusal(plan, slot, places.size, now);
  if (refusal) throw new ApiError(409, refusal, { field: 'slotId' });
  const bookingId = randomUUID();
  await tenant.db.insert(testPlanBooking).values({ id: bookingId, ...tenant.values, slotId: slot.id, ...places });
  await tenant.scoped(testPlanSlot).update(slot.id, { booked: sql`${testPlanSlot.booked} + ${places.size}` });
  return bookingId;
}

/**
 * The time slots of the plans `planIds` with their venues' names, in time order: the plan's slots
 * page and the mobile app's list of a child's plans read them alike.
 */
export function slotsOfPlans(tenant: Tenant, planIds: readonly string[]) {
  return tenant.db
    .select({
      slotId: testPlanSlot.id,
      planId: testPlanSlot.planId,
      venueId: testPlanSlot.venueId,
      venueName: venue.name,
      item: testPlanSlot.item,
      day: testPlanSlot.day,
      starts: testPlanSlot.starts,
      ends: testPlanSlot.ends,
      capacity: testPlanSlot.capacity,
      booked: testPlanSlot.booked,
    })
    .from(testPlanSlot)
    .innerJoin(venue, eq(venue.id, testPlanSlot.venueId))
    .where(tenant.scoped(testPlanSlot).where(inArray(testPlanSlot.planId, [...planIds])))
    .orderBy(asc(testPlanSlot.day), asc(testPlanSlot.starts), asc(testPlanSlot.id));
}

export function registerBookingRoutes(router: Router, deps: { db: Database; now?: () => Date }): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const data = dataLayer(db);

  router.json(testPlanSlotList, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const plan = await tenant.scoped(testPlan).one(input.planId, 'fitness.plan.notFound');
    const slots = (await slotsOfPlans(tenant, [plan.id])).map(({ planId: _plan, ...slot }) => slot);
    const bookings = await db
      .select({
        bookingId: testPlanBooking.id,
        slotId: testPlanBooking.slotId,
        classId: testPlanBooking.classId,
        className: schoolClass.name,
        studentName: student.name,
        size: testPlanBooking.size,
        createdAt: testPlanBooking.createdAt,
      })
      .from(testPlanBooking)
      .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
      .innerJoin(schoolClass, eq(schoolClass.id, testPlanBooking.classId))
      .leftJoin(student, eq(student.id, testPlanBooking.studentId))
      .where(tenant.scoped(testPlanBooking).where(eq(testPlanSlot.planId, plan.id)))
      .orderBy(asc(schoolClass.name), asc(testPlanBooking.id));
    return slots.map((slot) => ({
      ...slot,
      item: slot.item as PhysiqueItem,
      bookings: bookings
        .filter((booking) => booking.slotId === slot.slotId)
        .map(({ slotId: _slot, createdAt, ...booking }) => ({ ...booking, bookedAt: createdAt.toISOString() })),
    }));
  });

  router.json(testPlanSlotSave, ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const plan = await tenant.scoped(testPlan).one(input.planId, 'fitness.plan.notFound');
      const existing = input.slotId
        ? await tenant.scoped(testPlanSlot).one(input.slotId, 'booking.slotNotFound')
        : null;
      if (existing && existing.planId !== plan.id) throw new ApiError(404, 'booking.slotNotFound', { field: 'slotId' });
      await tenant.scoped(venue).one(input.venueId, 'booking.venueNotFound');
      if (!itemsOf(plan).has(input.item)) throw new ApiError(400, 'booking.itemNotInPlan', { field: 'item' });
      if (input.ends <= input.starts) throw new ApiError(400, 'validation.slot.order', { field: 'ends' });
      const refusal = slotRefusal(plan, input);
      if (refusal) throw new ApiError(refusal.field === 'day' ? 400 : 409, refusal.id, { field: refusal.field });
      const values = {
        venueId: input.venueId,
        item: input.item,
        day: input.day,
        starts: input.starts,
        ends: input.ends,
        capacity: input.capacity,
      };
      if (existing) {
        if (input.capacity < existing.booked) throw new ApiError(400, 'booking.belowBooked', { field: 'capacity' });
        // Its classes were booked for the item: another item would book them for what they did not choose.
        if (existing.booked > 0 && input.item !== existing.item) {
          throw new ApiError(409, 'booking.slotBooked', { field: 'item' });
        }
        await tenant.scoped(testPlanSlot).update(existing.id, values);
        return { slotId: existing.id };
      }
      if ((await tenant.scoped(testPlanSlot).count(eq(testPlanSlot.planId, plan.id))) >= SLOT_LIMITS.perPlan) {
        throw new ApiError(409, 'booking.tooMany', { field: 'planId' });
      }
      const slotId = randomUUID();
      await tenant.db.insert(testPlanSlot).values({ id: slotId, ...tenant.values, planId: plan.id, ...values });
      return { slotId };
    }),
  );

  router.json(testPlanSlotDelete, ({ caller, input }) =>
    data.writeRow(caller, testPlanSlot, input.slotId, 'booking.slotNotFound', async (slot, slots, tenant) => {
      if (await tenant.scoped(testPlanBooking).exists(eq(testPlanBooking.slotId, slot.id))) {
        throw new ApiError(409, 'booking.slotBooked', { field: 'slotId' });
      }
      await slots.delete(slot.id);
      return { slotId: slot.id };
    }),
  );

  router.json(testPlanBookingAdd, ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const slot = await tenant.scoped(testPlanSlot).one(input.slotId, 'booking.slotNotFound');
      const plan = await tenant.scoped(testPlan).one(slot.planId, 'booking.slotNotFound');
      const chosen = await tenant.scoped(schoolClass).one(input.classId, 'class.notFound');
      checkReach(await tenant.classReach(), chosen.id);
      if (!(await classTakes(tenant, plan, chosen.id, slot.item, slot.day))) {
        throw new ApiError(400, 'booking.classNotInPlan', { field: 'classId' });
      }
      const [already] = await tenant.db
        .select({ id: testPlanBooking.id })
        .from(testPlanBooking)
        .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
        .where(
          tenant
            .scoped(testPlanBooking)
            .where(
              eq(testPlanBooking.classId, chosen.id),
              isNull(testPlanBooking.studentId),
              eq(testPlanSlot.planId, plan.id),
              eq(testPlanSlot.item, slot.item),
            ),
        )
        .limit(1);
      if (already) throw new ApiError(409, 'booking.classBooked', { field: 'classId' });
      // Pupils of the class who booked the item themselves keep their places: the class takes the rest.
      const [own] = await tenant.db
        .select({ n: count() })
        .from(testPlanBooking)
        .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
        .where(
          tenant
            .scoped(testPlanBooking)
            .where(
              eq(testPlanBooking.classId, chosen.id),
              isNotNull(testPlanBooking.studentId),
              eq(testPlanSlot.planId, plan.id),
              eq(testPlanSlot.item, slot.item),
            ),
        );
      const size = Math.max(0, chosen.studentCount - (own?.n ?? 0));
      const bookingId = await placeBooking(
        tenant,
        plan,
        slot,
        { classId: chosen.id, studentId: null, size, accountId: tenant.account.id },
        now(),
      );
      return { bookingId };
    }),
  );

  router.json(testPlanBookingCancel, ({ caller, input }) =>
    data.writeRow(caller, testPlanBooking, input.bookingId, 'booking.notFound', async (booking, bookings, tenant) => {
      checkReach(await tenant.classReach(), booking.classId);
      const slot = await tenant.scoped(testPlanSlot).one(booking.slotId, 'booking.notFound');
      if (!canCancelBooking(slot, now())) throw new ApiError(409, 'booking.started', { field: 'bookingId' });
      await bookings.delete(booking.id);
      await tenant.scoped(testPlanSlot).update(slot.id, { booked: sql`${testPlanSlot.booked} - ${booking.size}` });
      return { bookingId: booking.id };
    }),
  );
}
