// A test plan's time slots and the classes booked into them (issue 45): calls of the test plans
// screen, in a module of their own so that the plans' list does not carry them; the plan's page
// loads them with its slots.
import { PHYSIQUE_ITEMS, slotFields } from '@school-sports/domain';
import * as z from 'zod/mini';
import { optionalRecordId, recordId } from './fields.ts';
import * as call from './screen.ts';
import { planScreen } from './testPlans.ts';

/** A slot of a plan with its bookings, as the plan's page lists it. */
export const testPlanSlotRecord = z.object({
  slotId: z.string(),
  venueId: z.string(),
  venueName: z.string(),
  item: z.enum(PHYSIQUE_ITEMS),
  /** `YYYY-MM-DD` */
  day: z.string(),
  /** `HH:MM` on the school's clock. */
  starts: z.string(),
  ends: z.string(),
  capacity: z.number(),
  /** Students booked into it. */
  booked: z.number(),
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      classId: z.string(),
      className: z.string(),
      /** The student of a booking made in the mobile app (one place); null for a class's booking. */
      studentName: z.nullable(z.string()),
      size: z.number(),
      bookedAt: z.string(),
    }),
  ),
});

/** `GET /api/busi/web/testPlan/slot/list`: a plan's slots by day and time, each with its bookings. */
export const testPlanSlotList = call.read(planScreen, 'SlotList', 'slot/list', {
  request: z.object({ planId: recordId() }),
  data: z.array(testPlanSlotRecord),
  summary: 'A plan’s time slots by day and time: venue, item, places and the classes booked into each',
});

/** `POST /api/busi/web/testPlan/slot/save`: a slot added to a plan, or one changed (with `slotId`). */
export const testPlanSlotSave = call.write(planScreen, 'SlotSave', 'slot/save', 'edit', {
  request: z.object({
    planId: recordId(),
    slotId: optionalRecordId('booking.slotNotFound'),
    ...slotFields,
  }),
  data: z.object({ slotId: z.string() }),
  summary:
    'Add a time slot to a plan (a day and times within the plan, a venue, an item of the plan, its places), or change one, never to fewer places than are booked',
});

/** `POST /api/busi/web/testPlan/slot/delete`: a slot without bookings removed. */
export const testPlanSlotDelete = call.write(planScreen, 'SlotDelete', 'slot/delete', 'edit', {
  request: z.object({ slotId: recordId('booking.slotNotFound') }),
  data: z.object({ slotId: z.string() }),
  summary: 'Remove a time slot that has no bookings',
});

/** `POST /api/busi/web/testPlan/booking/add`: a class of the plan booked into a slot. */
export const testPlanBookingAdd = call.write(planScreen, 'BookingAdd', 'booking/add', 'book', {
  request: z.object({ slotId: recordId('booking.slotNotFound'), classId: recordId() }),
  data: z.object({ bookingId: z.string() }),
  summary:
    'Book a class of the plan into a slot of an item its grade takes: refused when the slot has begun or has too few places left, or the class is booked for the item already',
});

/** `POST /api/busi/web/testPlan/booking/cancel`: a class's booking cancelled before its slot begins. */
export const testPlanBookingCancel = call.write(planScreen, 'BookingCancel', 'booking/cancel', 'book', {
  request: z.object({ bookingId: recordId('booking.notFound') }),
  data: z.object({ bookingId: z.string() }),
  summary: 'Cancel a class’s booking before its slot begins: its places are free again',
});
