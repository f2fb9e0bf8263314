// The demo K12 school's class tests: 张老师 (k12teacher1) measured rope skipping and sit-and-reach
// in weekly PE lessons of 一年级1班 and 二年级1班 over the five weeks before the demo's first start, one lesson
// taking both classes at once, as the lesson-mode counter would have sent them: a batch per lesson,
// its readings, the class tests it made, and each reading's scored result, joining no plan. Values
// come from the seeded generator of realistic readings, so the same seed gives the same tests.
import { randomUUID } from 'node:crypto';
import { gradeKey, type PhysiqueMeasurement, type Sex, scoreReading } from '@school-sports/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { unnestedRows } from '../db/bulk.ts';
import type { Database } from '../db/index.ts';
import {
  account,
  classTest,
  device,
  deviceBatch,
  deviceResult,
  fitnessResult,
  grade,
  person,
  schoolClass,
  student,
} from '../db/schema.ts';
import { realisticReading, seededRandom } from './readings.ts';

/** The seed's transaction (the data layer's is not for the seed, which has no caller). */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The counter the lessons used, in lesson mode. */
const SERIAL = 'YG-ROPE-0001';

/** The Monday of each week the demo's lessons fall in (five weeks before the demo's first start). */
const WEEKS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'] as const;

/** The day `days` after the ISO date `monday`, at `time`, on Beijing's clock. */
function lessonStart(monday: string, days: number, time: string): string {
  const day = new Date(`${monday}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${day.toISOString().slice(0, 10)}T${time}`;
}

/**
 * The demo's lessons: when (Beijing time), which classes, what was measured, and the title typed.
 * Each class has a PE lesson a week (一年级1班 on Tuesdays, 二年级1班 on Thursdays), rope skipping
 * and sit-and-reach in turn (both items of the first two grades); in the third week the two classes
 * shared a lesson on Wednesday, one batch making a test of each.
 */
const LESSONS: readonly {
  start: string;
  classes: readonly string[];
  measurements: readonly PhysiqueMeasurement[];
  title: string;
}[] = WEEKS.flatMap((monday, week) => {
  const measurements: PhysiqueMeasurement[] = week % 2 === 0 ? ['ropeSkipping'] : ['ropeSkipping', 'sitAndReach'];
  const title = week % 2 === 0 ? '一分钟跳绳' : '跳绳与坐位体前屈';
  return [
    { start: lessonStart(monday, 1, '09:00'), classes: ['一年级1班'], measurements, title },
    { start: lessonStart(monday, 3, '10:00'), classes: ['二年级1班'], measurements, title },
    ...(week === 2
      ? [
          {
            start: lessonStart(monday, 2, '14:00'),
            classes: ['一年级1班', '二年级1班'],
            measurements: ['sitAndReach' as const],
            title: '坐位体前屈 合堂课',
          },
        ]
      : []),
  ];
});

/** A lesson lasts forty minutes; most of a class is measured, a few pupils are away. */
const LESSON_MINUTES = 40;
const PRESENT = 0.9;

/** Seeds the class tests of the demo school `orgId`'s lessons. */
export async function seedClassTests(tx: Transaction, { orgId, tenantOrgId }: { orgId: string; tenantOrgId: string }) {
  const [counter] = await tx
    .select({ id: device.id })
    .from(device)
    .where(and(eq(device.orgId, orgId), eq(device.serialNumber, SERIAL)));
  const [teacher] = await tx
    .select({ id: account.id })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(and(eq(account.orgId, orgId), eq(person.accountNum, 'k12teacher1')));
  const names = [...new Set(LESSONS.flatMap((lesson) => lesson.classes))];
  const pupils = await tx
    .select({
      id: student.id,
      studentNumber: student.studentNumber,
      sex: student.sex,
      classId: student.classId,
      className: schoolClass.name,
      level: grade.level,
    })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(and(eq(student.orgId, orgId), eq(grade.kind, 'school'), inArray(schoolClass.name, names)))
    .orderBy(student.studentNumber);
  if (!counter || pupils.length === 0) return;
  const random = seededRandom('阳光实验小学课堂测试');
  const owner = { orgId, tenantOrgId };
  for (const [index, lesson] of LESSONS.entries()) {
    const startedAt = new Date(`${lesson.start}:00+08:00`);
    const endedAt = new Date(startedAt.getTime() + LESSON_MINUTES * 60_000);
    const taught = pupils.filter((pupil) => lesson.classes.includes(pupil.className));
    const present = taught.filter(() => random() < PRESENT);
    const readings = present.flatMap((pupil) =>
      lesson.measurements.map((measurement, order) => ({
        pupil,
        measurement,
        value: realisticReading(random, measurement, pupil.sex as Sex, { school: pupil.level }),
        measuredAt: new Date(startedAt.getTime() + (5 + order * 15 + Math.floor(random() * 12)) * 60_000),
      })),
    );
    if (readings.length === 0) continue;
    const batchRef = randomUUID();
    await tx.insert(deviceBatch).values({
      id: batchRef,
      ...owner,
      deviceId: counter.id,
      serialNumber: SERIAL,
      batchId: `demo-lesson-${index + 1}`,
      // A batch the demo made, never sent: no resend can match its fingerprint.
      contentHash: 'demo',
      readingCount: readings.length,
      matchedCount: readings.length,
    });
    const testOf = new Map<string, string>();
    const classIds = [...new Set(taught.map((pupil) => pupil.classId))];
    await tx.insert(classTest).values(
      classIds.map((classId) => {
        const id = randomUUID();
        testOf.set(classId, id);
        const members = taught.filter((pupil) => pupil.classId === classId);
        return {
          id,
          ...owner,
          classId,
          gradeKey: gradeKey({ school: members[0]?.level ?? 1 }),
          teacherId: teacher?.id ?? null,
          title: lesson.title,
          items: [...lesson.measurements].sort(),
          startedAt,
          endedAt,
          deviceSerial: SERIAL,
          batchRef,
          classSize: members.length,
        };
      }),
    );
    const readingRows = readings.map((reading, seq) => ({
      id: randomUUID(),
      ...owner,
      batchRef,
      seq,
      studentNumber: reading.pupil.studentNumber,
      studentId: reading.pupil.id,
      item: reading.measurement,
      value: reading.value,
      measuredAt: reading.measuredAt,
      measuredOffset: 480,
    }));
    await tx.insert(deviceResult).select(unnestedRows(deviceResult, readingRows));
    const results = readings.map((reading, seq) => {
      const sex = reading.pupil.sex as Sex;
      const scored = scoreReading({
        sex,
        grade: { school: reading.pupil.level },
        measurement: reading.measurement,
        value: reading.value,
      });
      return {
        id: randomUUID(),
        ...owner,
        studentId: reading.pupil.id,
        classId: reading.pupil.classId,
        gradeKey: gradeKey({ school: reading.pupil.level }),
        sex,
        planId: null,
        classTestId: testOf.get(reading.pupil.classId) ?? null,
        measurement: reading.measurement,
        item: scored.item,
        value: scored.value,
        score: scored.score,
        band: scored.band,
        scoringVersion: scored.scoringVersion,
        needsCheck: scored.needsCheck,
        measuredAt: reading.measuredAt,
        source: 'device',
        deviceResultId: readingRows[seq]?.id ?? null,
        deviceSerial: SERIAL,
      };
    });
    await tx.insert(fitnessResult).select(unnestedRows(fitnessResult, results));
  }
}
