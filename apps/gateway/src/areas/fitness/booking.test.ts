// Booking a plan's slots through the gateway: a slot within the plan's days, at a venue, for an item
// of the plan; a class of the plan booked into it for its students, once per item; two classes
// racing for the last places served one after the other; a cancelled booking frees its places; a
// slot that has begun, is full or has bookings refuses what would break it; another school sees
// nothing of it; bad fields are refused by name and change nothing.
import { and, asc, eq, gt, lte, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grade, schoolClass, testPlanBooking, testPlanSlot, venue } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

type Slot = {
  slotId: string;
  venueName: string;
  item: string;
  day: string;
  starts: string;
  capacity: number;
  booked: number;
  bookings: { bookingId: string; classId: string; className: string; size: number }[];
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('booking a plan’s slots on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(testPlanBooking));
  // The day on the schools' clock (UTC+8): a slot of today at 00:00 has begun.
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const tomorrow = dayAfter(today, 1);
  let planId = '';
  let venueId = '';
  let classes: { id: string; size: number; level: number }[] = [];

  /** The plan's first two classes (the demo school has them; `beforeAll` checks). */
  const twoClasses = () => {
    const [first, second] = classes;
    if (!first || !second) throw new Error('the plan has fewer than two classes');
    return [first, second] as const;
  };
  const slotsOf = () => gateway.ok<Slot[]>(tokens.k12, 'GET', 'testPlan/slot/list', { planId });
  const addSlot = (fields: Record<string, unknown>) =>
    gateway.ok<{ slotId: string }>(tokens.k12, 'POST', 'testPlan/slot/save', {
      planId,
      venueId,
      item: 'sprint50m',
      day: tomorrow,
      starts: '08:00',
      ends: '08:40',
      capacity: 40,
      ...fields,
    });

  beforeAll(async () => {
    const db = gateway.database.db;
    const first = await firstGradeClass(db);
    // The school's classes with students, of its primary grades: the plan's classes.
    const rows = await db
      .select({ id: schoolClass.id, size: schoolClass.studentCount, level: grade.level })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(
        and(
          eq(schoolClass.orgId, first.orgId),
          eq(grade.kind, 'school'),
          lte(grade.level, 6),
          gt(schoolClass.studentCount, 0),
        ),
      )
      .orderBy(asc(grade.level), asc(schoolClass.id));
    classes = rows;
    expect(classes.length).toBeGreaterThanOrEqual(2);
    const [place] = await db.select({ id: venue.id }).from(venue).where(eq(venue.orgId, first.orgId)).limit(1);
    venueId = place?.id ?? '';
    expect(venueId).not.toBe('');
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    ({ planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '预约测试',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'school',
      grades: [...new Set(classes.map((entry) => entry.level))].map((level) => ({
        grade: `g${level}`,
        items: ['sprint50m', 'sitAndReach', 'ropeSkipping'],
      })),
      classIds: classes.map((entry) => entry.id),
      startDate: today,
      endDate: dayAfter(today, 14),
    }));
  });

  it('books a class into a slot for its students, once per item, and frees the places on cancel', async () => {
    const [first, second] = twoClasses();
    const { slotId } = await addSlot({});
    const { bookingId } = await gateway.ok<{ bookingId: string }>(tokens.k12, 'POST', 'testPlan/booking/add', {
      slotId,
      classId: first.id,
    });
    let [slot] = await slotsOf();
    expect(slot).toMatchObject({ slotId, item: 'sprint50m', day: tomorrow, starts: '08:00', booked: first.size });
    expect(slot?.bookings.map((booking) => [booking.classId, booking.size])).toEqual([[first.id, first.size]]);
    expect(slot?.venueName).not.toBe('');

    // The same item in another slot: the class is booked for it already.
    const { slotId: later } = await addSlot({ starts: '09:00', ends: '09:40' });
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/booking/add', { slotId: later, classId: first.id }),
      409,
      'booking.classBooked',
    );
    // Another item is another booking.
    const { slotId: reach } = await addSlot({ item: 'sitAndReach', starts: '10:00', ends: '10:40' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/booking/add', { slotId: reach, classId: first.id });
    // A slot with bookings is not removed, nor its item changed, nor its places cut below them.
    await expectRefused(gateway.as(tokens.k12, 'POST', 'testPlan/slot/delete', { slotId }), 409, 'booking.slotBooked');
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/slot/save', {
        planId,
        slotId,
        venueId,
        item: 'sitAndReach',
        day: tomorrow,
        starts: '08:00',
        ends: '08:40',
        capacity: 40,
      }),
      409,
      'booking.slotBooked',
    );
    if (first.size > 1) {
      await expectRefused(
        gateway.as(tokens.k12, 'POST', 'testPlan/slot/save', {
          planId,
          slotId,
          venueId,
          item: 'sprint50m',
          day: tomorrow,
          starts: '08:00',
          ends: '08:40',
          capacity: first.size - 1,
        }),
        400,
        'booking.belowBooked',
      );
    }

    await gateway.ok(tokens.k12, 'POST', 'testPlan/booking/cancel', { bookingId });
    [slot] = await slotsOf();
    expect(slot).toMatchObject({ booked: 0, bookings: [] });
    // Its places free, the second class takes the slot.
    await gateway.ok(tokens.k12, 'POST', 'testPlan/booking/add', { slotId, classId: second.id });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/slot/delete', { slotId: later });
    expect((await slotsOf()).map((entry) => entry.slotId)).not.toContain(later);
  });

  it('serves two classes racing for the last places one after the other: the second finds the slot full', async () => {
    const [first, second] = twoClasses();
    // Rope skipping: an item neither class is booked for yet.
    const { slotId } = await addSlot({
      item: 'ropeSkipping',
      day: dayAfter(today, 2),
      capacity: Math.max(first.size, second.size),
    });
    const answers = await Promise.all(
      [first, second].map((entry) =>
        gateway.as(tokens.k12, 'POST', 'testPlan/booking/add', { slotId, classId: entry.id })('en-US'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ msgId: 'booking.full', msgValues: { field: 'slotId' } });
    const slot = (await slotsOf()).find((entry) => entry.slotId === slotId);
    expect(slot?.bookings).toHaveLength(1);
    expect(slot?.booked).toBe(slot?.bookings[0]?.size);
  });

  it('refuses a slot that has begun, and bad slots by name, changing nothing', async () => {
    const third = classes[2] ?? classes[0];
    const { slotId } = await addSlot({ day: today, starts: '00:00', ends: '00:01', item: 'sitAndReach' });
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/booking/add', { slotId, classId: third?.id }),
      409,
      'booking.started',
    );
    const before = (await slotsOf()).length;
    const bad = async (fields: Record<string, unknown>, status: number, msgId: string) => {
      const answer = await gateway.as(tokens.k12, 'POST', 'testPlan/slot/save', {
        planId,
        venueId,
        item: 'sprint50m',
        day: tomorrow,
        starts: '08:00',
        ends: '08:40',
        capacity: 40,
        ...fields,
      })('en-US');
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json().msgId).toBe(msgId);
    };
    await bad({ day: dayAfter(today, 30) }, 400, 'booking.dayOutsidePlan');
    await bad({ ends: '07:00' }, 400, 'validation.slot.order');
    await bad({ starts: '8:00' }, 400, 'validation.slot.time');
    await bad({ item: 'run1000m' }, 400, 'booking.itemNotInPlan');
    await bad({ capacity: 0 }, 400, 'validation.slot.capacity');
    await bad({ capacity: 'forty' }, 400, 'validation.slot.capacity');
    await bad({ venueId: 'no-such-venue' }, 404, 'booking.venueNotFound');
    await bad({ starts: '08:00\u0000' }, 400, 'validation.slot.time');
    expect((await slotsOf()).length).toBe(before);
    // A venue a slot names is not deleted under it.
    const { venueId: hall } = await gateway.ok<{ venueId: string }>(tokens.k12, 'POST', 'place/add', {
      code: '88',
      name: '预约馆',
      type: 'gymnasium',
      capacity: '200',
      location: '东区',
    });
    await addSlot({ venueId: hall, day: dayAfter(today, 4) });
    await expectRefused(gateway.as(tokens.k12, 'POST', 'place/delete', { venueId: hall }), 409, 'venue.hasSlots');
  });

  it('shows another school none of the plan’s slots, and lets it book none', async () => {
    const { slotId } = await addSlot({ day: dayAfter(today, 3) });
    await expectRefused(gateway.as(tokens.nf, 'GET', 'testPlan/slot/list', { planId }), 404, 'fitness.plan.notFound');
    await expectRefused(
      gateway.as(tokens.nf, 'POST', 'testPlan/booking/add', { slotId, classId: classes[0]?.id }),
      404,
      'booking.slotNotFound',
    );
    const [booking] = await gateway.database.db
      .select({ id: testPlanBooking.id })
      .from(testPlanBooking)
      .innerJoin(testPlanSlot, eq(testPlanSlot.id, testPlanBooking.slotId))
      .where(ne(testPlanSlot.id, slotId))
      .limit(1);
    await expectRefused(
      gateway.as(tokens.nf, 'POST', 'testPlan/booking/cancel', { bookingId: booking?.id }),
      404,
      'booking.notFound',
    );
  });
});
