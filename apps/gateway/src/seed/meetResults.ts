// The demo trials' results on the day (issue 46): the boys' 100 m run, its times typed by one
// teacher and its heat confirmed by the head, so the results tab opens on official places and the
// standings on points; the 60 m and the standing long jump wait for their marks. The school's
// records from an earlier meet stand beside them, one of which a good jump can break.
import { randomUUID } from 'node:crypto';
import { type MarkRounding, parseMark, type RoundingDecimals } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  account,
  organisation,
  person,
  sportMeet,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetHeatCheck,
  sportMeetRecord,
  sportMeetResult,
  sportMeetStart,
  student,
} from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The 100 m as timed: student number, status and time as the timekeeper wrote it. */
const sprint = [
  ['YG2024002', 'ok', '14.05'],
  ['YG2025001', 'ok', '14.38'],
  ['YG2026002', 'ok', '15.10'],
  ['YG2025002', 'dns', null],
] as const;

/** The school's records from last spring's meet, by event name and sex. */
const records = [
  { eventName: '100 米', sex: 'male', measure: 'timed', mark: 13.52, holderName: '张一鸣', className: '六年级 1 班' },
  { eventName: '60 米', sex: 'male', measure: 'timed', mark: 9.86, holderName: '张一鸣', className: '六年级 1 班' },
  { eventName: '60 米', sex: 'female', measure: 'timed', mark: 10.21, holderName: '刘雨桐', className: '六年级 2 班' },
  {
    eventName: '立定跳远',
    sex: 'male',
    measure: 'distance',
    mark: 1.8,
    holderName: '孙浩然',
    className: '五年级 1 班',
  },
  {
    eventName: '立定跳远',
    sex: 'female',
    measure: 'distance',
    mark: 1.7,
    holderName: '吴佳怡',
    className: '五年级 2 班',
  },
] as const;

export async function seedDemoMeetResults(tx: Transaction, place: { orgId: string; tenantOrgId: string }) {
  const { orgId, tenantOrgId } = place;
  const values = { orgId, tenantOrgId };
  const [meet] = await tx
    .select()
    .from(sportMeet)
    .where(and(eq(sportMeet.orgId, orgId), eq(sportMeet.name, '校园田径选拔赛')));
  const [event] = await tx
    .select({ id: sportMeetEvent.id })
    .from(sportMeetEvent)
    .where(and(eq(sportMeetEvent.meetId, meet?.id ?? ''), eq(sportMeetEvent.name, '100 米')));
  const [school] = await tx
    .select({ adminAccountId: organisation.adminAccountId })
    .from(organisation)
    .where(eq(organisation.id, orgId));
  // The teacher who also runs the school's sports (陈老师) types; the head confirms.
  const [teacher] = await tx
    .select({ id: account.id })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(and(eq(account.orgId, orgId), eq(person.accountNum, 'multiuser')));
  if (!meet || !event || !school?.adminAccountId || !teacher) throw new Error('the demo trials are not there');
  // Drawn, the trials started this morning.
  await tx.update(sportMeet).set({ status: 'inProgress' }).where(eq(sportMeet.id, meet.id));
  const day = new Date();
  const lastSpring = `${day.getUTCFullYear() - 1}-04-20`;
  await tx.insert(sportMeetRecord).values(
    records.map((record, index) => ({
      id: randomUUID(),
      ...values,
      ...record,
      meetName: '上年度春季运动会',
      setOn: lastSpring,
      confirmedBy: school.adminAccountId,
      confirmedAt: new Date(`${lastSpring}T10:00:00Z`),
      createdAt: new Date(day.getTime() - 86_400_000 + index * 1000),
    })),
  );
  const rounding = { decimals: meet.markDecimals as RoundingDecimals, mode: meet.markRounding as MarkRounding };
  let heat = 1;
  for (const [number, status, time] of sprint) {
    const [entry] = await tx
      .select({ id: sportMeetEntry.id, heat: sportMeetStart.heat })
      .from(sportMeetEntry)
      .innerJoin(student, eq(student.id, sportMeetEntry.studentId))
      .innerJoin(sportMeetStart, eq(sportMeetStart.entryId, sportMeetEntry.id))
      .where(and(eq(sportMeetEntry.eventId, event.id), eq(student.studentNumber, number)));
    if (!entry) throw new Error(`no demo 100 m entry of ${number}`);
    heat = entry.heat;
    await tx.insert(sportMeetResult).values({
      id: randomUUID(),
      ...values,
      meetId: meet.id,
      eventId: event.id,
      entryId: entry.id,
      status,
      mark: time === null ? null : parseMark(time, 'timed', rounding),
      enteredBy: teacher.id,
      enteredAt: day,
    });
  }
  await tx.insert(sportMeetHeatCheck).values({
    id: randomUUID(),
    ...values,
    meetId: meet.id,
    eventId: event.id,
    heat,
    confirmedBy: school.adminAccountId,
    confirmedAt: day,
  });
}
