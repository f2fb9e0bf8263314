// Demo events and entries of the K12 school's sports meets (issue 46, its second step): the spring
// meet's athletics programme by grade group and sex, and a sports festival open for registration
// around the day the demo is made, with some of the school's pupils entered. Every event goes
// through the event form's rules and every entry through registration's, as staff would make them.
import { randomUUID } from 'node:crypto';
import { entryRefusal, eventSchema, isSex, meetSchema } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { grade, schoolClass, sportMeet, sportMeetEntry, sportMeetEvent, student, venue } from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An event of the demo programme: its form, and the grade levels it is for (none: every grade). */
type DemoEvent = [form: Record<string, unknown>, levels: readonly number[]];

const race = (name: string, sex: string, rounds = 'final') => ({
  name,
  discipline: 'track',
  sex,
  measure: 'timed',
  unit: 'second',
  rounds,
});
const field = (name: string, sex: string, measure: string) => ({
  name,
  discipline: 'field',
  sex,
  measure,
  unit: measure === 'counted' ? 'count' : 'metre',
});

/** The spring meet's athletics programme: each event for boys and for girls of its grades. */
const springProgramme: DemoEvent[] = ['male', 'female'].flatMap((sex): DemoEvent[] => [
  [race('60 米', sex), [1, 2]],
  [race('100 米', sex, 'heatsAndFinal'), [3, 4, 5, 6]],
  [race('400 米', sex), [5, 6]],
  [race('800 米', sex), [5, 6]],
  [field('跳远', sex, 'distance'), [3, 4, 5, 6]],
  [field('跳高', sex, 'height'), [5, 6]],
  [field('铅球', sex, 'distance'), [5, 6]],
  [{ ...race('4×100 米接力', sex), discipline: 'relay' }, [3, 4, 5, 6]],
]);

/**
 * The festival's events: races of the younger grades, a standing jump, a relay, and rope skipping
 * for all, on its one day's calendar (the hour and minute of each start, its length in minutes; the
 * rope skipping in the classrooms' corridors, on no venue, and the relay not placed yet).
 */
const festivalProgramme: DemoEvent[] = [
  [{ ...race('50 米', 'male'), start: '09:00', durationMinutes: 20 }, [1, 2, 3]],
  [{ ...race('50 米', 'female'), start: '09:20', durationMinutes: 20 }, [1, 2, 3]],
  [{ ...field('立定跳远', 'mixed', 'distance'), start: '10:00', durationMinutes: 60 }, [1, 2, 3]],
  [{ ...race('4×50 米接力', 'mixed'), discipline: 'relay' }, [1, 2, 3]],
  [{ ...field('一分钟跳绳', 'mixed', 'counted'), start: '09:00', durationMinutes: 45, corridor: true }, []],
];

/** The pupils the festival's entries name, by student number, with the events they enter. */
const festivalEntries: [number: string, events: string[]][] = [
  ['YG2026002', ['50 米']],
  ['YG2025001', ['50 米']],
  // A pupil at the meet's rule of two individual events.
  ['YG2025002', ['50 米', '立定跳远']],
  ['YG2024001', ['50 米']],
];

/** The day `days` after `from`, as `YYYY-MM-DD`. */
function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedDemoMeetEvents(tx: Transaction, place: { orgId: string; tenantOrgId: string }) {
  const { orgId, tenantOrgId } = place;
  const now = new Date();
  const grades = await tx.select({ id: grade.id, level: grade.level }).from(grade).where(eq(grade.orgId, orgId));
  const gradeIdsOf = (levels: readonly number[]) =>
    grades.filter((one) => levels.includes(one.level)).map((one) => one.id);

  // The festival: registration opened a week ago and closes in two, the day itself a week later.
  const festivalId = randomUUID();
  await tx.insert(sportMeet).values({
    id: festivalId,
    orgId,
    tenantOrgId,
    ...meetSchema.parse({
      name: '校园体育节',
      registrationStart: dayAfter(now, -7),
      registrationEnd: dayAfter(now, 14),
      startDate: dayAfter(now, 21),
      endDate: dayAfter(now, 21),
    }),
  });
  const [spring] = await tx
    .select()
    .from(sportMeet)
    .where(and(eq(sportMeet.orgId, orgId), eq(sportMeet.name, '2027 年春季田径运动会')));
  const [festival] = await tx.select().from(sportMeet).where(eq(sportMeet.id, festivalId));
  if (!spring || !festival) throw new Error('the demo school needs its spring meet and festival');

  const [playground] = await tx
    .select({ id: venue.id })
    .from(venue)
    .where(and(eq(venue.orgId, orgId), eq(venue.name, '操场')));

  // Made one after another, in the programme's order, as staff would add them.
  let added = 0;
  const eventIds = new Map<string, { id: string; form: ReturnType<typeof eventSchema.parse>; gradeIds: string[] }[]>();
  for (const [meet, programme] of [
    [spring, springProgramme],
    [festival, festivalProgramme],
  ] as const) {
    for (const [{ start, corridor, ...form }, levels] of programme) {
      const startTime = typeof start === 'string' ? `${meet.startDate}T${start}` : null;
      const event = eventSchema.parse({ ...form, startTime });
      const id = randomUUID();
      const gradeIds = gradeIdsOf(levels);
      await tx.insert(sportMeetEvent).values({
        id,
        orgId,
        tenantOrgId,
        meetId: meet.id,
        ...event,
        venueId: startTime !== null && !corridor ? (playground?.id ?? null) : null,
        gradeIds,
        createdAt: new Date(now.getTime() + added++ * 1000),
      });
      if (meet === festival)
        eventIds.set(event.name, [...(eventIds.get(event.name) ?? []), { id, form: event, gradeIds }]);
    }
  }

  const today = dayAfter(now, 0);
  for (const [number, names] of festivalEntries) {
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
    let athleteEvents = 0;
    for (const name of names) {
      const event = eventIds.get(name)?.find((one) => one.form.sex === 'mixed' || one.form.sex === pupil.sex);
      if (!event) throw new Error(`no festival event ${name} for ${number}`);
      const entered = await tx
        .select({ id: sportMeetEntry.id })
        .from(sportMeetEntry)
        .where(
          and(
            eq(sportMeetEntry.eventId, event.id),
            eq(sportMeetEntry.classId, pupil.classId),
            eq(sportMeetEntry.sex, pupil.sex),
          ),
        );
      const refusal = entryRefusal({
        meet: festival,
        today,
        event: { ...event.form, gradeIds: event.gradeIds },
        athlete: { name: pupil.name, sex: pupil.sex, gradeId: pupil.gradeId, className: pupil.className },
        athleteEvents,
        classEntries: entered.length,
      });
      if (refusal) throw new Error(`demo entry ${number} in ${name}: ${refusal.id}`);
      await tx.insert(sportMeetEntry).values({
        id: randomUUID(),
        orgId,
        tenantOrgId,
        meetId: festival.id,
        eventId: event.id,
        studentId: pupil.id,
        classId: pupil.classId,
        sex: pupil.sex,
      });
      athleteEvents += 1;
    }
  }
}
