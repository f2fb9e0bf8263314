import { describe, expect, it } from 'vitest';
import { bookingRefusal, canCancelBooking, isTimeOfDay, slotMoment, slotRefusal, slotSchema } from './booking.ts';

const slot = { venueId: 'v1', item: 'sprint50m', day: '2026-10-12', starts: '08:00', ends: '08:40', capacity: 40 };

describe('a slot', () => {
  it('takes a venue, an item, a day, a start before its end and its places', () => {
    expect(slotSchema.parse(slot)).toEqual(slot);
    expect(slotSchema.parse({ ...slot, capacity: '45' }).capacity).toBe(45);
  });

  it('refuses each bad field by name', () => {
    const problems = (input: Record<string, unknown>) =>
      slotSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(problems({ ...slot, ends: '07:59' })).toEqual([['ends', 'validation.slot.order']]);
    expect(problems({ ...slot, ends: '08:00' })).toEqual([['ends', 'validation.slot.order']]);
    expect(problems({ ...slot, starts: '24:00' })).toEqual([['starts', 'validation.slot.time']]);
    expect(problems({ ...slot, day: '2026-02-30' })).toEqual([['day', 'validation.slot.day']]);
    expect(problems({ ...slot, capacity: 0 })).toEqual([['capacity', 'validation.slot.capacity']]);
    expect(problems({ ...slot, capacity: 1001 })).toEqual([['capacity', 'validation.slot.capacity']]);
    expect(problems({ ...slot, item: 'swimming' })).toEqual([['item', 'validation.slot.item']]);
    expect(problems({ ...slot, venueId: '' })).toEqual([['venueId', 'validation.slot.venue']]);
  });

  it('reads times of day on the 24-hour clock only', () => {
    expect(['00:00', '07:05', '23:59'].every(isTimeOfDay)).toBe(true);
    expect(['7:05', '24:00', '12:60', '12:00:00', 1200].some(isTimeOfDay)).toBe(false);
  });

  it('stands for a moment on the schools’ clock, eight hours ahead of UTC', () => {
    expect(slotMoment('2026-10-12', '08:00').toISOString()).toBe('2026-10-12T00:00:00.000Z');
    expect(slotMoment('2026-10-12', '07:30').toISOString()).toBe('2026-10-11T23:30:00.000Z');
  });

  it('belongs within its plan’s days, and an ended plan takes none', () => {
    const plan = { status: 'inProgress', startDate: '2026-10-10', endDate: '2026-10-20' };
    expect(slotRefusal(plan, { day: '2026-10-10' })).toBeNull();
    expect(slotRefusal(plan, { day: '2026-10-20' })).toBeNull();
    expect(slotRefusal(plan, { day: '2026-10-21' })).toEqual({ field: 'day', id: 'booking.dayOutsidePlan' });
    expect(slotRefusal({ ...plan, status: 'endedEarly' }, { day: '2026-10-12' })).toEqual({
      field: 'planId',
      id: 'booking.planEnded',
    });
  });
});

describe('a booking', () => {
  const plan = { status: 'notStarted' };
  const open = { day: '2026-10-12', starts: '08:00', capacity: 40, booked: 10 };
  const before = new Date('2026-10-11T23:59:00Z');

  it('takes a class while the slot has its places and has not begun', () => {
    expect(bookingRefusal(plan, open, 30, before)).toBeNull();
    expect(bookingRefusal(plan, open, 31, before)).toBe('booking.full');
  });

  it('refuses a slot that has begun, and a plan that has ended', () => {
    const atStart = new Date('2026-10-12T00:00:00Z');
    expect(bookingRefusal(plan, open, 1, atStart)).toBe('booking.started');
    expect(bookingRefusal({ status: 'ended' }, open, 1, before)).toBe('booking.planEnded');
    expect(canCancelBooking(open, before)).toBe(true);
    expect(canCancelBooking(open, atStart)).toBe(false);
  });
});
