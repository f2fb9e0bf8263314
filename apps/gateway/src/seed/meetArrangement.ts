// The demo meet whose registration has closed (issue 46, its third step): the K12 school's
// athletics trials, under way, its entries made during registration and its races and jumps
// drawn, so the arrangement screen opens on heats, lanes and an order of trial; the rope skipping
// is left for staff to draw. Entries pass registration's rules on a day of its period and the draws are
// the domain's, from fixed seeds, so the demo is the same each time it is made.
import { randomUUID } from 'node:crypto';
import { arrangeEvent, entryRefusal, eventSchema, isSex, meetSchema } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  grade,
  organisation,
  schoolClass,
  sportMeet,
  sportMeetArrangement,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetStart,
  student,
} from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The trials' events, for the first three grades, each with its seed (none: not drawn) and its entries. */
const programme = [
  {
    form: { name: '60 米', discipline: 'track', sex: 'male', measure: 'timed', unit: 'second' },
    seed: 20_261_201,
    // Student number and best time this term; one pupil has none and is drawn by lot.
    entries: [
      ['YG2026002', 11.42],
      ['YG2025001', 10.86],
      ['YG2025002', null],
      ['YG2024002', 10.51],
    ],
  },
  {
    // Run on the first morning: its results are typed and confirmed (seed/meetResults.ts), so its
    // heats stay as drawn.
    form: { name: '100 米', discipline: 'track', sex: 'male', measure: 'timed', unit: 'second' },
    seed: 20_261_202,
    entries: [
      ['YG2026002', 15.2],
      ['YG2025001', 14.6],
      ['YG2025002', 14.9],
      ['YG2024002', 14.1],
    ],
  },
  {
    form: { name: '立定跳远', discipline: 'field', sex: 'mixed', measure: 'distance', unit: 'metre' },
    seed: 46,
    entries: [
      ['YG2026001', 1.12],
      ['YG2025002', 1.35],
      ['YG2024001', 1.48],
      ['YG2024002', null],
    ],
  },
  {
    form: { name: '一分钟跳绳', discipline: 'field', sex: 'mixed', measure: 'counted', unit: 'count' },
    seed: null,
    entries: [
      ['YG2026001', null],
      ['YG2024001', 152],
    ],
  },
] as const;

/** The day `days` after `from`, as `YYYY-MM-DD`. */
function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedDemoArrangedMeet(tx: Transaction, place: { orgId: string; tenantOrgId: string }) {
  const { orgId, tenantOrgId } = place;
  const values = { orgId, tenantOrgId };
  const now = new Date();
  // Registration ran for three weeks and closed two days ago; the meet runs today and tomorrow, and
  // is started once drawn, so that its results are typed in (seed/meetResults.ts).
  const meetId = randomUUID();
  await tx.insert(sportMeet).values({
    id: meetId,
    ...values,
    ...meetSchema.parse({
      name: '校园田径选拔赛',
      registrationStart: dayAfter(now, -23),
      registrationEnd: dayAfter(now, -2),
      startDate: dayAfter(now, 0),
      endDate: dayAfter(now, 1),
      // Trials: a sprinter runs both sprints and jumps.
      maxEventsPerAthlete: 3,
    }),
  });
  const [meet] = await tx.select().from(sportMeet).where(eq(sportMeet.id, meetId));
  const [school] = await tx
    .select({ adminAccountId: organisation.adminAccountId })
    .from(organisation)
    .where(eq(organisation.id, orgId));
  if (!meet) throw new Error('the demo trials was not made');
  const gradeIds = (await tx.select({ id: grade.id, level: grade.level }).from(grade).where(eq(grade.orgId, orgId)))
    .filter((one) => one.level <= 3)
    .map((one) => one.id);
  // The entries are judged on a day of the registration period, when staff made them.
  const registrationDay = dayAfter(now, -10);
  const eventsOf = new Map<string, number>();
  let made = 0;
  for (const { form, seed, entries } of programme) {
    const event = eventSchema.parse(form);
    const eventId = randomUUID();
    await tx.insert(sportMeetEvent).values({ id: eventId, ...values, meetId, ...event, gradeIds });
    const arranged: { id: string; seedMark: number | null }[] = [];
    for (const [number, seedMark] of entries) {
      const [pupil] = await tx
        .select({
          id: student.id,
          name: student.name,
          sex: student.sex,
          classId: student.classId,
          gradeId: schoolClass.gradeId,
          className: schoolClass.name,
        })
        .from(student)
        .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
        .where(and(eq(student.orgId, orgId), eq(student.studentNumber, number)));
      if (!pupil || !isSex(pupil.sex)) throw new Error(`no demo pupil ${number}`);
      const classEntries = arranged.length
        ? (
            await tx
              .select({ id: sportMeetEntry.id })
              .from(sportMeetEntry)
              .where(
                and(
                  eq(sportMeetEntry.eventId, eventId),
                  eq(sportMeetEntry.classId, pupil.classId),
                  eq(sportMeetEntry.sex, pupil.sex),
                ),
              )
          ).length
        : 0;
      const refusal = entryRefusal({
        meet,
        today: registrationDay,
        event: { ...event, gradeIds },
        athlete: { name: pupil.name, sex: pupil.sex, gradeId: pupil.gradeId, className: pupil.className },
        athleteEvents: eventsOf.get(number) ?? 0,
        classEntries,
      });
      if (refusal) throw new Error(`demo entry ${number} in ${event.name}: ${refusal.id}`);
      const entryId = randomUUID();
      await tx.insert(sportMeetEntry).values({
        id: entryId,
        ...values,
        meetId,
        eventId,
        studentId: pupil.id,
        classId: pupil.classId,
        sex: pupil.sex,
        seedMark,
        // One after another, as the draw reads them in the order they were made.
        createdAt: new Date(now.getTime() - 10 * 86_400_000 + made++ * 1000),
      });
      eventsOf.set(number, (eventsOf.get(number) ?? 0) + 1);
      arranged.push({ id: entryId, seedMark });
    }
    if (seed === null) continue;
    const drawn = arrangeEvent(arranged, { ...event, laneCount: meet.laneCount, seed });
    await tx.insert(sportMeetArrangement).values({
      id: randomUUID(),
      ...values,
      meetId,
      eventId,
      kind: drawn.kind,
      method: drawn.method,
      seed,
      drawnBy: school?.adminAccountId ?? null,
      drawnAt: new Date(now.getTime() - 86_400_000),
    });
    await tx.insert(sportMeetStart).values(
      drawn.slots.map((slot) => ({
        id: randomUUID(),
        ...values,
        eventId,
        entryId: slot.id,
        heat: slot.heat,
        position: slot.position,
      })),
    );
  }
}
