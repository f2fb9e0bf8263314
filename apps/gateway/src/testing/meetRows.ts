// Rows a test needs before a meet's arrangement can be drawn or changed: a meet whose registration
// has closed, a boys' race in it with two new pupils entered, and (when asked) its draw. Written
// straight into the database, each row after the last, so that they are the organisation's newest
// rows of their tables: the route sweeps take the newest first.
import { randomUUID } from 'node:crypto';
import { arrangeEvent, eventSchema, meetSchema } from '@school-sports/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  schoolClass,
  sportMeet,
  sportMeetArrangement,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetHeatCheck,
  sportMeetRecord,
  sportMeetResult,
  sportMeetStart,
  student,
} from '../db/schema.ts';

/** What {@link closedMeetWithEntries} made. */
export interface ClosedMeetRows {
  meetId: string;
  eventId: string;
  entryIds: [string, string];
}

/** The day `days` from today, as `YYYY-MM-DD`. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A meet of the organisation `orgId` (tenant `tenantOrgId`) whose registration closed yesterday and
 * that starts in a month, with a boys' 60 m and two new boys of one of its classes entered in it;
 * with `drawn`, the race drawn from seed 1 as well.
 */
export async function closedMeetWithEntries(
  db: Database,
  orgId: string,
  tenantOrgId: string,
  drawn: boolean,
): Promise<ClosedMeetRows> {
  const values = { orgId, tenantOrgId };
  const suffix = randomUUID().slice(0, 8);
  const [someClass] = await db
    .select({ id: schoolClass.id })
    .from(schoolClass)
    .where(and(eq(schoolClass.orgId, orgId), ne(schoolClass.status, 'graduated')))
    .orderBy(desc(schoolClass.createdAt))
    .limit(1);
  if (!someClass) throw new Error(`the organisation ${orgId} has no class to enter athletes from`);
  const meetId = randomUUID();
  await db.insert(sportMeet).values({
    id: meetId,
    ...values,
    ...meetSchema.parse({
      name: `编排${suffix}`,
      registrationStart: dayFrom(-10),
      registrationEnd: dayFrom(-1),
      startDate: dayFrom(30),
      endDate: dayFrom(30),
    }),
  });
  const event = eventSchema.parse({
    name: '60 米',
    discipline: 'track',
    sex: 'male',
    measure: 'timed',
    unit: 'second',
  });
  const eventId = randomUUID();
  await db.insert(sportMeetEvent).values({ id: eventId, ...values, meetId, ...event });
  const entryIds: string[] = [];
  for (const number of [1, 2]) {
    const studentId = randomUUID();
    await db.insert(student).values({
      id: studentId,
      ...values,
      classId: someClass.id,
      name: `编排生${number}`,
      sex: 'male',
      studentNumber: `AR${suffix}${number}`,
    });
    const entryId = randomUUID();
    await db
      .insert(sportMeetEntry)
      .values({ id: entryId, ...values, meetId, eventId, studentId, classId: someClass.id, sex: 'male' });
    entryIds.push(entryId);
  }
  if (drawn) {
    const arranged = arrangeEvent(
      entryIds.map((id) => ({ id })),
      { ...event, laneCount: 8, seed: 1 },
    );
    await db.insert(sportMeetArrangement).values({
      id: randomUUID(),
      ...values,
      meetId,
      eventId,
      kind: arranged.kind,
      method: arranged.method,
      seed: 1,
    });
    await db.insert(sportMeetStart).values(
      arranged.slots.map((slot) => ({
        id: randomUUID(),
        ...values,
        eventId,
        entryId: slot.id,
        heat: slot.heat,
        position: slot.position,
      })),
    );
  }
  return { meetId, eventId, entryIds: entryIds as [string, string] };
}

/**
 * A meet of `orgId` under way, its boys' 60 m drawn ({@link closedMeetWithEntries}); at `typed`
 * with both boys' times typed by nobody who is still there, so that anyone may confirm the heat;
 * at `confirmed` with the heat confirmed too, and a record of the 60 m from before that the first
 * boy's time breaks, newer than any other of the organisation's.
 */
export async function meetUnderWay(
  db: Database,
  orgId: string,
  tenantOrgId: string,
  stage: 'drawn' | 'typed' | 'confirmed',
): Promise<ClosedMeetRows> {
  const rows = await closedMeetWithEntries(db, orgId, tenantOrgId, true);
  const values = { orgId, tenantOrgId };
  await db.update(sportMeet).set({ status: 'inProgress' }).where(eq(sportMeet.id, rows.meetId));
  if (stage === 'drawn') return rows;
  for (const [index, entryId] of rows.entryIds.entries())
    await db.insert(sportMeetResult).values({
      id: randomUUID(),
      ...values,
      meetId: rows.meetId,
      eventId: rows.eventId,
      entryId,
      status: 'ok',
      mark: 8 + index / 2,
    });
  if (stage === 'typed') return rows;
  await db
    .insert(sportMeetHeatCheck)
    .values({ id: randomUUID(), ...values, meetId: rows.meetId, eventId: rows.eventId, heat: 1 });
  await db.insert(sportMeetRecord).values({
    id: randomUUID(),
    ...values,
    eventName: '60 米',
    sex: 'male',
    measure: 'timed',
    mark: 9.99,
    holderName: '往届纪录',
    meetName: '往届运动会',
    setOn: '2025-04-20',
  });
  return rows;
}

/** What {@link openRelayWithRunners} made. */
export interface OpenRelayRows {
  meetId: string;
  eventId: string;
  classId: string;
  studentIds: string[];
}

/**
 * A meet of `orgId` open for registration (from yesterday to next week, starting in a month) with
 * a boys' 4×100 m relay for every grade, and four new boys of the organisation's newest class, the
 * runners a team of that class can be entered with.
 */
export async function openRelayWithRunners(db: Database, orgId: string, tenantOrgId: string): Promise<OpenRelayRows> {
  const values = { orgId, tenantOrgId };
  const suffix = randomUUID().slice(0, 8);
  const [someClass] = await db
    .select({ id: schoolClass.id })
    .from(schoolClass)
    .where(and(eq(schoolClass.orgId, orgId), ne(schoolClass.status, 'graduated')))
    .orderBy(desc(schoolClass.createdAt))
    .limit(1);
  if (!someClass) throw new Error(`the organisation ${orgId} has no class to enter a team from`);
  const meetId = randomUUID();
  await db.insert(sportMeet).values({
    id: meetId,
    ...values,
    ...meetSchema.parse({
      name: `接力${suffix}`,
      registrationStart: dayFrom(-1),
      registrationEnd: dayFrom(7),
      startDate: dayFrom(30),
      endDate: dayFrom(30),
    }),
  });
  const eventId = randomUUID();
  await db.insert(sportMeetEvent).values({
    id: eventId,
    ...values,
    meetId,
    ...eventSchema.parse({ name: '4×100 米接力', discipline: 'relay', sex: 'male', measure: 'timed', unit: 'second' }),
  });
  const studentIds: string[] = [];
  for (const number of [1, 2, 3, 4]) {
    const studentId = randomUUID();
    await db.insert(student).values({
      id: studentId,
      ...values,
      classId: someClass.id,
      name: `接力生${number}`,
      sex: 'male',
      studentNumber: `RL${suffix}${number}`,
    });
    studentIds.push(studentId);
  }
  return { meetId, eventId, classId: someClass.id, studentIds };
}
