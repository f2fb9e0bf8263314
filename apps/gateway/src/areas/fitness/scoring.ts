// Device readings become scored results. The gateway scores them with the domain, in the
// transaction that stores the readings, so a result is never without its score and the database
// never computes one: search, sort and rankings read the stored values.
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type GradeKey,
  gradeKey,
  isPhysiqueMeasurement,
  isSex,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  planOfReading,
  type StudentGrade,
  scoreReading,
  semesterOf,
} from '@school-sports/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import {
  classTest,
  deviceBatch,
  deviceResult,
  fitnessResult,
  grade,
  schoolClass,
  student,
  testPlan,
  testPlanClass,
} from '../../db/schema.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Transaction } from '../../tenancy/scope.ts';
import { dataLayer, type ScopedTable } from '../../tenancy/scoped.ts';

/** A device reading placed on a student, as stored in `device_result`. */
export interface PlacedReading {
  readonly id: string;
  readonly studentId: string;
  readonly measurement: PhysiqueMeasurement;
  readonly value: number;
  readonly measuredAt: Date;
  /** The offset the device wrote the time with, in minutes east of UTC. */
  readonly measuredOffset: number;
  /** The serial number of the device that sent it. */
  readonly deviceSerial: string;
}

/** The offset of a time written with one (`Z`, `+08:00`, `-05:30`), in minutes east of UTC. */
export function offsetMinutesOf(written: string): number {
  const match = /([+-])(\d{2}):(\d{2})$/.exec(written);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The day of `at` on a clock `offset` minutes east of UTC (`YYYY-MM-DD`). */
function dayAt(at: Date, offset: number): string {
  return new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
}

/**
 * The grade a student was in when measured. A university grade row names the enrolment year, so
 * the year of study is counted from the academic year of the day measured; the standard's column
 * for the fourth year serves every later one.
 */
export function gradeWhenMeasured(kind: string, level: number, measuredAt: Date): StudentGrade {
  if (kind !== 'enrolment') return { school: level };
  const year = semesterOf(measuredAt).academicYear - level + 1;
  return { university: Math.min(4, Math.max(1, year)) };
}

/** Where readings are scored: a lesson's class test, or the plans running. */
export interface ScoringOptions {
  /**
   * The readings are a lesson's class test: each result keeps the class test of its student's
   * class (class id to class test id) and joins no plan, whatever plan is running.
   */
  lesson?: ReadonlyMap<string, string>;
}

/**
 * Stores a scored result for each reading (see {@link scoredResults}). A reading scored before (the
 * unique index on the reading) is left as it is, so running this again changes nothing.
 */
export async function storeDeviceResults(
  tx: Transaction,
  students: ScopedTable<typeof student>,
  plans: ScopedTable<typeof testPlan>,
  values: { orgId: string; tenantOrgId: string },
  readings: readonly PlacedReading[],
  options: ScoringOptions = {},
): Promise<number> {
  const rows = await scoredResults(tx, students, plans, values, readings, options);
  if (rows.length === 0) return 0;
  const stored = await tx
    .insert(fitnessResult)
    .select(unnestedRows(fitnessResult, rows))
    .onConflictDoNothing({ target: fitnessResult.deviceResultId })
    .returning({ id: fitnessResult.id });
  return stored.length;
}

/**
 * The scored result of each reading, to be stored: the student's class, grade and sex when
 * measured, the plan it joins (`planOfReading`: in progress, of the student's class, with the item
 * for the student's grade, on the reading's day on the device's clock), and the device that sent
 * it. A reading whose student cannot be scored (a grade outside the standard) stays a reading only.
 * Read in `tx`, before the readings themselves need be stored, so intake can write both at once.
 */
export async function scoredResults(
  tx: Transaction,
  students: ScopedTable<typeof student>,
  plans: ScopedTable<typeof testPlan>,
  values: { orgId: string; tenantOrgId: string },
  readings: readonly PlacedReading[],
  options: ScoringOptions = {},
): Promise<(typeof fitnessResult.$inferInsert)[]> {
  if (readings.length === 0) return [];
  const studentIds = [...new Set(readings.map((reading) => reading.studentId))];
  const people = await tx
    .select({
      id: student.id,
      sex: student.sex,
      classId: student.classId,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(students.where(anyOf(student.id, studentIds)));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const classIds = [...new Set(people.map((person) => person.classId))];
  const running = await tx
    .select({
      id: testPlan.id,
      status: testPlan.status,
      startDate: testPlan.startDate,
      endDate: testPlan.endDate,
      grades: testPlan.grades,
      classId: testPlanClass.classId,
    })
    .from(testPlan)
    .innerJoin(testPlanClass, eq(testPlanClass.planId, testPlan.id))
    .where(plans.where(eq(testPlan.status, 'inProgress'), anyOf(testPlanClass.classId, classIds)));

  const rows: (typeof fitnessResult.$inferInsert)[] = [];
  for (const reading of readings) {
    const person = personOf.get(reading.studentId);
    if (!person || !isSex(person.sex)) continue;
    const { measuredAt } = reading;
    const studentGrade = gradeWhenMeasured(person.gradeKind, person.gradeLevel, measuredAt);
    let scored: ReturnType<typeof scoreReading>;
    let key: GradeKey;
    try {
      key = gradeKey(studentGrade);
      scored = scoreReading({
        sex: person.sex,
        grade: studentGrade,
        measurement: reading.measurement,
        value: reading.value,
      });
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    const candidates = running
      .filter((plan) => plan.classId === person.classId)
      .map((plan) => ({
        ...plan,
        items: (plan.grades.find((entry) => entry.grade === key)?.items ?? []) as PhysiqueItem[],
      }));
    const plan = options.lesson
      ? undefined
      : planOfReading(candidates, scored.item, dayAt(measuredAt, reading.measuredOffset));
    rows.push({
      id: randomUUID(),
      ...values,
      studentId: person.id,
      classId: person.classId,
      gradeKey: key,
      sex: person.sex,
      planId: plan?.id ?? null,
      classTestId: options.lesson?.get(person.classId) ?? null,
      measurement: reading.measurement,
      item: scored.item,
      value: scored.value,
      score: scored.score,
      band: scored.band,
      scoringVersion: scored.scoringVersion,
      needsCheck: scored.needsCheck,
      measuredAt,
      source: 'device',
      deviceResultId: reading.id,
      deviceSerial: reading.deviceSerial,
    });
  }
  return rows;
}

/**
 * Scores the readings placed on students after they arrived. A reading whose number named nobody
 * is placed later by the database, when a student of that number is added or takes it (the
 * triggers of `device_result`); the same statement queues this job with the students it placed,
 * and the gateway scores their readings that have no result yet. Run twice, it finds none the
 * second time.
 */
export const scorePlacedReadings = defineJob({
  kind: 'fitness.scorePlaced',
  payload: z.object({ studentIds: z.array(z.string().min(1).max(64)).min(1).max(100_000) }),
  async run({ studentIds }, { db }) {
    const data = dataLayer(db);
    await db.transaction(async (tx) => {
      const readings = await tx
        .select({
          id: deviceResult.id,
          orgId: deviceResult.orgId,
          tenantOrgId: deviceResult.tenantOrgId,
          studentId: deviceResult.studentId,
          measurement: deviceResult.item,
          value: deviceResult.value,
          measuredAt: deviceResult.measuredAt,
          measuredOffset: deviceResult.measuredOffset,
          deviceSerial: deviceBatch.serialNumber,
          batchRef: deviceResult.batchRef,
        })
        .from(deviceResult)
        .innerJoin(deviceBatch, eq(deviceBatch.id, deviceResult.batchRef))
        .leftJoin(fitnessResult, eq(fitnessResult.deviceResultId, deviceResult.id))
        .where(and(anyOf(deviceResult.studentId, studentIds), isNull(fitnessResult.id)));
      // A reading of a lesson's batch stays the lesson's: it keeps its class's test of that lesson
      // and joins no plan, as it would have had its number named the student when it arrived.
      const lessons = new Map<string, Map<string, string>>();
      const batchRefs = [...new Set(readings.map((reading) => reading.batchRef))];
      if (batchRefs.length > 0) {
        const tests = await tx
          .select({ id: classTest.id, batchRef: classTest.batchRef, classId: classTest.classId })
          .from(classTest)
          .where(anyOf(classTest.batchRef, batchRefs));
        for (const test of tests) {
          const lesson = lessons.get(test.batchRef) ?? new Map<string, string>();
          if (test.classId !== null) lesson.set(test.classId, test.id);
          lessons.set(test.batchRef, lesson);
        }
      }
      // Each organisation's readings, and within it each lesson's apart from the rest.
      const groups = new Map<string, typeof readings>();
      for (const reading of readings) {
        const key = `${reading.orgId}\u0000${lessons.has(reading.batchRef) ? reading.batchRef : ''}`;
        const own = groups.get(key);
        if (own) own.push(reading);
        else groups.set(key, [reading]);
      }
      for (const own of groups.values()) {
        const first = own[0] as (typeof own)[number];
        const { orgId } = first;
        const lesson = lessons.get(first.batchRef);
        await storeDeviceResults(
          tx,
          data.scopedForJob(student, orgId),
          data.scopedForJob(testPlan, orgId),
          { orgId, tenantOrgId: first.tenantOrgId },
          own.flatMap((reading) =>
            reading.studentId !== null && isPhysiqueMeasurement(reading.measurement)
              ? [{ ...reading, studentId: reading.studentId, measurement: reading.measurement }]
              : [],
          ),
          lesson ? { lesson } : {},
        );
      }
    });
  },
});
