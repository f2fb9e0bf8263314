// Booking a test plan's time slots (issue 45): a slot is a day, a time and a venue where one of the
// plan's items is measured, for as many students as it holds; a teacher books a whole class into
// it. Times are the school's wall clock: schools keep China Standard Time, which has no summer time.
import * as z from 'zod/mini';
import type { DomainMessageId } from '../messages/index.ts';
import { PHYSIQUE_ITEMS } from '../physique/rules.ts';
import { wholeNumberInput, withChecks } from '../schema.ts';
import { isIsoDate } from '../school-year.ts';
import { plainText } from '../text.ts';

/** Minutes east of UTC of the schools' clock (China Standard Time), which slot times are written in. */
export const SCHOOL_UTC_OFFSET_MINUTES = 480;

/** The bounds of a slot: how many students it may hold, and how many slots a plan may have. */
export const SLOT_LIMITS = { capacity: { min: 1, max: 1000 }, perPlan: 500 } as const;

/** A time of day, `HH:MM` on the 24-hour clock. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a time of day `HH:MM` (00:00 to 23:59). */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

const timeOfDay = withChecks(
  z.string({ error: 'validation.slot.time' }),
  z.maxLength(5, { error: 'validation.slot.time', abort: true }),
  z.refine((value: string) => isTimeOfDay(value), 'validation.slot.time'),
  plainText(),
);

/**
 * A slot's fields as its form sends them: the venue (its id), the item measured there, the day
 * (`YYYY-MM-DD`), the first and last minute (`HH:MM`) and the students it holds. {@link slotSchema}
 * adds the rule across fields.
 */
export const slotFields = {
  venueId: withChecks(
    z.string({ error: 'validation.slot.venue' }),
    z.minLength(1, { error: 'validation.slot.venue', abort: true }),
    z.maxLength(64, 'validation.slot.venue'),
    plainText(),
  ),
  item: z.enum(PHYSIQUE_ITEMS, { error: 'validation.slot.item' }),
  day: withChecks(
    z.string({ error: 'validation.slot.day' }),
    z.maxLength(10, { error: 'validation.slot.day', abort: true }),
    z.refine((value: string) => isIsoDate(value), 'validation.slot.day'),
    plainText(),
  ),
  starts: timeOfDay,
  ends: timeOfDay,
  capacity: wholeNumberInput('validation.slot.capacity', SLOT_LIMITS.capacity.min, SLOT_LIMITS.capacity.max),
};

/** A slot's form: {@link slotFields} with its end after its start. */
export const slotSchema = withChecks(
  z.object(slotFields),
  z.superRefine((slot, context) => {
    if (isTimeOfDay(slot.starts) && isTimeOfDay(slot.ends) && slot.ends <= slot.starts)
      context.addIssue({ code: 'custom', message: 'validation.slot.order', path: ['ends'], input: slot });
  }),
);

/** The moment a slot's day and time of day stand for on the schools' clock. */
export function slotMoment(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc + (hours * 60 + minutes - SCHOOL_UTC_OFFSET_MINUTES) * 60_000);
}

/** What a slot's rules read of its plan. */
export interface SlotPlan {
  readonly status: string;
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * Why a plan cannot take this slot (the field at fault and the message), or null: a plan that has
 * ended takes no slot, and a slot's day falls within the plan's days.
 */
export function slotRefusal(
  plan: SlotPlan,
  slot: { readonly day: string },
): { field: 'day' | 'planId'; id: DomainMessageId } | null {
  if (plan.status === 'ended' || plan.status === 'endedEarly') return { field: 'planId', id: 'booking.planEnded' };
  if (slot.day < plan.startDate || slot.day > plan.endDate) return { field: 'day', id: 'booking.dayOutsidePlan' };
  return null;
}

/** A slot as a booking's rules read it. */
export interface BookableSlot {
  readonly day: string;
  readonly starts: string;
  readonly capacity: number;
  /** Students already booked into it. */
  readonly booked: number;
}

/**
 * Why `size` students cannot be booked into the slot at `now`, or null: not into a slot of an ended
 * plan, nor one that has begun, nor beyond what it holds.
 */
export function bookingRefusal(
  plan: Pick<SlotPlan, 'status'>,
  slot: BookableSlot,
  size: number,
  now: Date,
): DomainMessageId | null {
  if (plan.status === 'ended' || plan.status === 'endedEarly') return 'booking.planEnded';
  if (slotMoment(slot.day, slot.starts).getTime() <= now.getTime()) return 'booking.started';
  if (slot.booked + size > slot.capacity) return 'booking.full';
  return null;
}

/** Whether a booking of the slot may still be cancelled at `now`: until the slot begins. */
export function canCancelBooking(slot: Pick<BookableSlot, 'day' | 'starts'>, now: Date): boolean {
  return slotMoment(slot.day, slot.starts).getTime() > now.getTime();
}
