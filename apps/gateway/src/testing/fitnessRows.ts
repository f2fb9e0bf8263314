// Rows a test needs before a plan's results can be typed, corrected or confirmed: a class with a
// student taking part in a running plan, and a value typed for that student that waits for a second
// check. Written straight into the database, each row after the last, so that they are the
// organisation's newest rows of their tables: the route sweeps take the newest first.
import { randomUUID } from 'node:crypto';
import { gradeKey, scoreReading, semesterOf } from '@school-sports/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import {
  academicYear,
  classTest,
  deviceBatch,
  fitnessResult,
  grade,
  organisation,
  schoolClass,
  semester,
  student,
  testPlan,
  testPlanBooking,
  testPlanClass,
  testPlanSlot,
  venue,
} from '../db/schema.ts';

/**
 * A new academic year of the organisation, after any it has (2090 at the earliest, so no demo data
 * falls in it), with its first semester.
 */
async function newAcademicYear(
  db: Database,
  values: { orgId: string; tenantOrgId: string },
): Promise<{ academicYearId: string; semesterId: string }> {
  const years = await db
    .select({ startYear: academicYear.startYear })
    .from(academicYear)
    .where(eq(academicYear.orgId, values.orgId));
  const startYear = Math.max(2090, ...years.map((year) => year.startYear + 1));
  const academicYearId = randomUUID();
  await db.insert(academicYear).values({ id: academicYearId, ...values, startYear });
  const semesterId = randomUUID();
  await db.insert(semester).values({
    id: semesterId,
    academicYearId,
    ...values,
    code: 13,
    startDate: `${startYear}-09-01`,
    endDate: `${startYear + 1}-01-20`,
  });
  return { academicYearId, semesterId };
}

/** What {@link runningPlanWithTypedValue} made. */
export interface RunningPlanRows {
  planId: string;
  classId: string;
  studentId: string;
  resultId: string;
}

/**
 * A running plan of the organisation `orgId` (tenant `tenantOrgId`) with a new class of one of its
 * school grades (a new grade where it has none), a student in it, and that student's height typed
 * in at 300 cm (or `height`): at 300, stored and flagged for a second check, on its first version.
 */
export async function runningPlanWithTypedValue(
  db: Database,
  orgId: string,
  tenantOrgId: string,
  kind: 'school' | 'national' = 'school',
  height = 300,
): Promise<RunningPlanRows> {
  const values = { orgId, tenantOrgId };
  const suffix = randomUUID().slice(0, 8);
  const today = new Date().toISOString().slice(0, 10);
  const { academicYearId, semesterId } = await newAcademicYear(db, values);
  let [schoolGrade] = await db
    .select({ id: grade.id, level: grade.level })
    .from(grade)
    .where(and(eq(grade.orgId, orgId), eq(grade.kind, 'school')))
    .orderBy(grade.level)
    .limit(1);
  if (!schoolGrade) {
    schoolGrade = { id: randomUUID(), level: 1 };
    await db.insert(grade).values({ ...schoolGrade, ...values, kind: 'school' });
  }
  const [taken] = await db
    .select({ codes: sql<number[]>`coalesce(array_agg(${schoolClass.code}), '{}')` })
    .from(schoolClass)
    .where(and(eq(schoolClass.gradeId, schoolGrade.id), sql`${schoolClass.status} <> 'graduated'`));
  const code = Array.from({ length: 99 }, (_, index) => index + 1).find((one) => !taken?.codes.includes(one));
  if (code === undefined) throw new Error(`the grade ${schoolGrade.id} has no class code left`);
  const classId = randomUUID();
  await db
    .insert(schoolClass)
    .values({ id: classId, ...values, gradeId: schoolGrade.id, academicYearId, name: `测试班${suffix}`, code });
  const studentId = randomUUID();
  await db
    .insert(student)
    .values({ id: studentId, ...values, classId, name: '测试生', sex: 'female', studentNumber: `FR${suffix}` });
  const key = gradeKey({ school: schoolGrade.level });
  const planId = randomUUID();
  await db.insert(testPlan).values({
    id: planId,
    ...values,
    name: `录入${suffix}`,
    academicYearId,
    semesterId,
    kind,
    grades: [{ grade: key, items: ['bmi'] }],
    startDate: today,
    endDate: today,
    status: 'inProgress',
  });
  await db.insert(testPlanClass).values({ planId, classId });
  const scored = scoreReading({
    sex: 'female',
    grade: { school: schoolGrade.level },
    measurement: 'height',
    value: height,
  });
  const resultId = randomUUID();
  await db.insert(fitnessResult).values({
    id: resultId,
    ...values,
    studentId,
    classId,
    gradeKey: key,
    sex: 'female',
    planId,
    measurement: 'height',
    item: scored.item,
    value: scored.value,
    score: scored.score,
    band: scored.band,
    scoringVersion: scored.scoringVersion,
    needsCheck: scored.needsCheck,
    measuredAt: new Date(),
    source: 'manual',
  });
  return { planId, classId, studentId, resultId };
}

/**
 * The first class (by id) of a school's first grade that has students: the class the fitness tests
 * give their plans, whichever demo school it is in.
 */
export async function firstGradeClass(db: Database): Promise<{ id: string; orgId: string }> {
  const [found] = await db
    .select({ id: schoolClass.id, orgId: schoolClass.orgId })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .innerJoin(student, eq(student.classId, schoolClass.id))
    .where(and(eq(grade.kind, 'school'), eq(grade.level, 1)))
    .orderBy(asc(schoolClass.id))
    .limit(1);
  if (!found) throw new Error('the demo data has no first-grade class with students');
  return found;
}

/**
 * A new academic year of a university with its first semester, and a class of its first year (a
 * new first-year grade where it has none) with one student in it, for the tests of a university's
 * national test: the demo university has neither years nor classes.
 */
export async function universityClassWithStudent(
  db: Database,
  orgId: string,
): Promise<{
  academicYearId: string;
  semesterId: string;
  classId: string;
  studentId: string;
  studentNumber: string;
  name: string;
}> {
  const [org] = await db
    .select({ tenantOrgId: organisation.tenantOrgId })
    .from(organisation)
    .where(eq(organisation.id, orgId));
  if (!org) throw new Error(`no organisation ${orgId}`);
  const values = { orgId, tenantOrgId: org.tenantOrgId };
  const suffix = randomUUID().slice(0, 8);
  const { academicYearId, semesterId } = await newAcademicYear(db, values);
  // A university's grade is its enrolment year: the one enrolled this academic year is the first year.
  const enrolled = semesterOf(new Date()).academicYear;
  let [firstYear] = await db
    .select({ id: grade.id })
    .from(grade)
    .where(and(eq(grade.orgId, orgId), eq(grade.kind, 'enrolment'), eq(grade.level, enrolled)));
  if (!firstYear) {
    firstYear = { id: randomUUID() };
    await db.insert(grade).values({ ...firstYear, ...values, kind: 'enrolment', level: enrolled });
  }
  const classId = randomUUID();
  await db
    .insert(schoolClass)
    .values({ id: classId, ...values, gradeId: firstYear.id, name: `大一${suffix}班`, code: 1 });
  const pupil = { studentId: randomUUID(), studentNumber: `U${suffix}`, name: '林晓峰' };
  await db.insert(student).values({
    id: pupil.studentId,
    ...values,
    classId,
    name: pupil.name,
    sex: 'male',
    studentNumber: pupil.studentNumber,
  });
  return { academicYearId, semesterId, classId, ...pupil };
}

/**
 * A slot to book (issue 45): {@link runningPlanWithTypedValue}'s plan running for a week, its class
 * and student, a new venue, and a slot of the plan's item at that venue tomorrow at 08:00 on the
 * schools' clock, room for 50; with `booked`, the class booked into it.
 */
export async function bookableSlot(
  db: Database,
  orgId: string,
  tenantOrgId: string,
  booked = false,
): Promise<RunningPlanRows & { venueId: string; slotId: string; bookingId: string | null }> {
  const rows = await runningPlanWithTypedValue(db, orgId, tenantOrgId);
  const values = { orgId, tenantOrgId };
  const tomorrow = new Date(Date.now() + (8 + 24) * 3_600_000).toISOString().slice(0, 10);
  const inAWeek = new Date(Date.now() + (8 + 24 * 7) * 3_600_000).toISOString().slice(0, 10);
  await db.update(testPlan).set({ endDate: inAWeek }).where(eq(testPlan.id, rows.planId));
  const venueId = randomUUID();
  const [taken] = await db
    .select({ codes: sql<string[]>`coalesce(array_agg(${venue.code}), '{}')` })
    .from(venue)
    .where(eq(venue.orgId, orgId));
  const code = Array.from({ length: 99 }, (_, index) => String(index + 1).padStart(2, '0')).find(
    (one) => !taken?.codes.includes(one),
  );
  await db.insert(venue).values({ id: venueId, ...values, code: code ?? '99', name: '预约场地', type: 'gymnasium' });
  const slotId = randomUUID();
  await db.insert(testPlanSlot).values({
    id: slotId,
    ...values,
    planId: rows.planId,
    venueId,
    item: 'bmi',
    day: tomorrow,
    starts: '08:00',
    ends: '08:40',
    capacity: 50,
    booked: booked ? 1 : 0,
  });
  let bookingId: string | null = null;
  if (booked) {
    bookingId = randomUUID();
    await db.insert(testPlanBooking).values({ id: bookingId, ...values, slotId, classId: rows.classId, size: 1 });
  }
  return { ...rows, venueId, slotId, bookingId };
}

/**
 * A class test of the organisation (issue 45): a running plan's class and student made by
 * {@link runningPlanWithTypedValue}, a lesson's batch, the class's test of that lesson, and the
 * student's rope skipping in it, scored and joining no plan. Its rows are the organisation's newest.
 */
export async function classTestWithResult(
  db: Database,
  orgId: string,
  tenantOrgId: string,
): Promise<{ classTestId: string; classId: string; studentId: string }> {
  const { classId, studentId } = await runningPlanWithTypedValue(db, orgId, tenantOrgId);
  const values = { orgId, tenantOrgId };
  const batchRef = randomUUID();
  const suffix = randomUUID().slice(0, 8);
  await db.insert(deviceBatch).values({
    id: batchRef,
    ...values,
    deviceId: randomUUID(),
    serialNumber: `CT-${suffix}`,
    batchId: `lesson-${suffix}`,
    contentHash: 'test',
    readingCount: 1,
    matchedCount: 1,
  });
  const [own] = await db
    .select({ level: grade.level })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(eq(schoolClass.id, classId));
  const level = own?.level ?? 1;
  const classTestId = randomUUID();
  const endedAt = new Date();
  await db.insert(classTest).values({
    id: classTestId,
    ...values,
    classId,
    gradeKey: gradeKey({ school: level }),
    title: `课堂${suffix}`,
    items: ['ropeSkipping'],
    startedAt: new Date(endedAt.getTime() - 2_400_000),
    endedAt,
    deviceSerial: `CT-${suffix}`,
    batchRef,
    classSize: 1,
  });
  const scored = scoreReading({ sex: 'female', grade: { school: level }, measurement: 'ropeSkipping', value: 90 });
  await db.insert(fitnessResult).values({
    id: randomUUID(),
    ...values,
    studentId,
    classId,
    gradeKey: gradeKey({ school: level }),
    sex: 'female',
    classTestId,
    measurement: 'ropeSkipping',
    item: scored.item,
    value: scored.value,
    score: scored.score,
    band: scored.band,
    scoringVersion: scored.scoringVersion,
    needsCheck: scored.needsCheck,
    measuredAt: endedAt,
    source: 'manual',
  });
  return { classTestId, classId, studentId };
}
