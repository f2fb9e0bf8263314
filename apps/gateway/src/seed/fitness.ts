// The demo K12 school's fitness tests: a school test at the start of the autumn semester, ended,
// with nearly every student measured, and the national yearly test under way in the upper grades,
// with about two thirds of it measured, a few values waiting for a second check. The values come
// from the seeded generator of realistic readings and are scored by the domain as any result is,
// so every screen of the results shows real scores and bands on the first start. Between the two
// tests the pupils skipped rope on the playground's counter by themselves: those readings joined
// no plan, and are the school's test records.
import { randomUUID } from 'node:crypto';
import {
  type GradeKey,
  gradeKey,
  measurementsOfItems,
  type PhysiqueItem,
  PLAUSIBLE_RANGES,
  type Sex,
  scoreReading,
  testPlanItemsFor,
} from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { unnestedRows } from '../db/bulk.ts';
import type { Database } from '../db/index.ts';
import {
  academicYear,
  device,
  deviceBatch,
  deviceResult,
  fitnessResult,
  grade,
  schoolClass,
  semester,
  student,
  testPlan,
  testPlanClass,
} from '../db/schema.ts';
import { realisticReading, seededRandom } from './readings.ts';

/** The seed's transaction (the data layer's is not for the seed, which has no caller). */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface DemoPlan {
  name: string;
  kind: 'national' | 'school';
  status: 'ended' | 'inProgress';
  startDate: string;
  endDate: string;
  /** The grades taking part, by level. */
  levels: readonly number[];
  /** The items of a school test; a national test takes every item of the grade. */
  items?: readonly PhysiqueItem[];
  /** The share of each class's students and measurements measured. */
  measured: number;
  /** The last day measured so far: a test under way was measured in its first weeks. */
  measuredUntil: string;
  /** Whether the first rope-skipping count is an implausible one, to show a value waiting for a check. */
  flagOne?: boolean;
}

const DEMO_PLANS: readonly DemoPlan[] = [
  {
    name: '2026 秋季开学体能测试',
    kind: 'school',
    status: 'ended',
    startDate: '2026-09-07',
    endDate: '2026-09-18',
    levels: [1, 2, 3, 4, 5, 6],
    items: ['sprint50m', 'sitAndReach', 'ropeSkipping'],
    measured: 0.97,
    measuredUntil: '2026-09-18',
  },
  {
    name: '2026 年国家学生体质健康测试',
    kind: 'national',
    status: 'inProgress',
    startDate: '2026-11-02',
    endDate: '2027-01-15',
    levels: [2, 3, 4, 5, 6],
    measured: 0.65,
    measuredUntil: '2026-11-27',
    flagOne: true,
  },
];

/** A moment of `day` between 8:00 and 16:00 Beijing time, drawn from `random`. */
function momentOn(day: string, random: () => number): Date {
  const minutes = 8 * 60 + Math.floor(random() * 8 * 60);
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + minutes * 60_000);
}

/** A day from `start` to `end` (inclusive), drawn from `random`. */
function dayBetween(start: string, end: string, random: () => number): string {
  const from = Date.parse(`${start}T00:00:00Z`);
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - from) / 86_400_000);
  return new Date(from + Math.floor(random() * (days + 1)) * 86_400_000).toISOString().slice(0, 10);
}

/** Seeds the demo school's test plans with their results (the school `orgId` of tenant `tenantOrgId`). */
export async function seedFitness(tx: Transaction, { orgId, tenantOrgId }: { orgId: string; tenantOrgId: string }) {
  const [term] = await tx
    .select({ id: semester.id, academicYearId: semester.academicYearId })
    .from(semester)
    .innerJoin(academicYear, eq(academicYear.id, semester.academicYearId))
    .where(and(eq(semester.orgId, orgId), eq(semester.code, 13)));
  if (!term) return;
  const classes = await tx
    .select({ classId: schoolClass.id, level: grade.level })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(and(eq(schoolClass.orgId, orgId), eq(grade.kind, 'school')));
  const pupils = await tx
    .select({ id: student.id, classId: student.classId, sex: student.sex })
    .from(student)
    .where(eq(student.orgId, orgId));
  const random = seededRandom('阳光实验小学体测');
  const rows: (typeof fitnessResult.$inferInsert)[] = [];
  for (const plan of DEMO_PLANS) {
    let flag = plan.flagOne === true;
    const taking = classes.filter((entry) => plan.levels.includes(entry.level));
    const grades = [...new Set(taking.map((entry) => entry.level))].sort((a, b) => a - b);
    const itemsOf = (key: GradeKey) =>
      plan.items ? testPlanItemsFor(key).filter((item) => plan.items?.includes(item)) : testPlanItemsFor(key);
    const planId = randomUUID();
    await tx.insert(testPlan).values({
      id: planId,
      orgId,
      tenantOrgId,
      name: plan.name,
      academicYearId: term.academicYearId,
      semesterId: term.id,
      kind: plan.kind,
      grades: grades.map((level) => ({
        grade: gradeKey({ school: level }),
        items: itemsOf(gradeKey({ school: level })),
      })),
      startDate: plan.startDate,
      endDate: plan.endDate,
      status: plan.status,
    });
    if (taking.length > 0)
      await tx.insert(testPlanClass).values(taking.map((entry) => ({ planId, classId: entry.classId })));
    for (const entry of taking) {
      const key = gradeKey({ school: entry.level });
      for (const pupil of pupils.filter((one) => one.classId === entry.classId)) {
        const sex = pupil.sex as Sex;
        for (const measurement of measurementsOfItems(itemsOf(key))) {
          if (random() >= plan.measured) continue;
          let value = realisticReading(random, measurement, sex, { school: entry.level });
          if (flag && measurement === 'ropeSkipping') {
            value = PLAUSIBLE_RANGES.ropeSkipping.max + 20;
            flag = false;
          }
          const scored = scoreReading({ sex, grade: { school: entry.level }, measurement, value });
          rows.push({
            id: randomUUID(),
            orgId,
            tenantOrgId,
            studentId: pupil.id,
            classId: entry.classId,
            gradeKey: key,
            sex,
            planId,
            measurement,
            item: scored.item,
            value: scored.value,
            score: scored.score,
            band: scored.band,
            scoringVersion: scored.scoringVersion,
            needsCheck: scored.needsCheck,
            measuredAt: momentOn(dayBetween(plan.startDate, plan.measuredUntil, random), random),
            source: 'manual',
          });
        }
      }
    }
  }
  if (rows.length > 0) await tx.insert(fitnessResult).select(unnestedRows(fitnessResult, rows));
}

/** The demo's self-tests: the weeks between the autumn test and the national one, on the rope counter. */
const SELF_TESTS = { from: '2026-09-28', to: '2026-10-30', perPupil: 2, serialNumber: 'YG-ROPE-0001' } as const;

/**
 * Seeds the rope-skipping counts the demo school's pupils took by themselves between its tests, as
 * the counter's batch would have brought them: a batch, its readings, and each reading's scored
 * result outside any plan. Run after {@link seedFitness}'s plans, on the school `orgId`.
 */
export async function seedSelfTests(tx: Transaction, { orgId, tenantOrgId }: { orgId: string; tenantOrgId: string }) {
  const [counter] = await tx
    .select({ id: device.id })
    .from(device)
    .where(and(eq(device.orgId, orgId), eq(device.serialNumber, SELF_TESTS.serialNumber)));
  if (!counter) return;
  const pupils = await tx
    .select({
      id: student.id,
      studentNumber: student.studentNumber,
      classId: student.classId,
      sex: student.sex,
      level: grade.level,
    })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(and(eq(student.orgId, orgId), eq(grade.kind, 'school')));
  const random = seededRandom('阳光实验小学自测');
  const readings = pupils.flatMap((pupil) =>
    Array.from({ length: SELF_TESTS.perPupil }, () => ({
      pupil,
      value: realisticReading(random, 'ropeSkipping', pupil.sex as Sex, { school: pupil.level }),
      measuredAt: momentOn(dayBetween(SELF_TESTS.from, SELF_TESTS.to, random), random),
    })),
  );
  if (readings.length === 0) return;
  const batchRef = randomUUID();
  const owner = { orgId, tenantOrgId };
  await tx.insert(deviceBatch).values({
    id: batchRef,
    ...owner,
    deviceId: counter.id,
    serialNumber: SELF_TESTS.serialNumber,
    batchId: 'demo-self-tests-2026-10',
    // A batch the demo made, never sent: no resend can match its fingerprint.
    contentHash: 'demo',
    readingCount: readings.length,
    matchedCount: readings.length,
  });
  const readingRows = readings.map((reading, seq) => ({
    id: randomUUID(),
    ...owner,
    batchRef,
    seq,
    studentNumber: reading.pupil.studentNumber,
    studentId: reading.pupil.id,
    item: 'ropeSkipping',
    value: reading.value,
    measuredAt: reading.measuredAt,
    measuredOffset: 480,
  }));
  await tx.insert(deviceResult).select(unnestedRows(deviceResult, readingRows));
  const results = readings.map((reading, index) => {
    const sex = reading.pupil.sex as Sex;
    const scored = scoreReading({
      sex,
      grade: { school: reading.pupil.level },
      measurement: 'ropeSkipping',
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
      measurement: 'ropeSkipping',
      item: scored.item,
      value: scored.value,
      score: scored.score,
      band: scored.band,
      scoringVersion: scored.scoringVersion,
      needsCheck: scored.needsCheck,
      measuredAt: reading.measuredAt,
      source: 'device',
      deviceResultId: readingRows[index]?.id ?? null,
      deviceSerial: SELF_TESTS.serialNumber,
    };
  });
  await tx.insert(fitnessResult).select(unnestedRows(fitnessResult, results));
}
