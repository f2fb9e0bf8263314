// A plan's results typed in by hand, corrected and confirmed through the gateway: a class's sheet,
// values scored as they are stored, a value typed meanwhile by someone else answered as a conflict
// and kept, refusals that store none of the batch, corrections with their history after the plan
// ends, and flagged values that count once confirmed.
import { scoreReading } from '@school-sports/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, fitnessResultCorrection, student } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

type SheetValue = {
  resultId: string;
  studentId: string;
  measurement: string;
  value: number;
  score: number | null;
  band: string | null;
  needsCheck: boolean;
  source: string;
  version: number;
  enteredBy: string | null;
};
type Sheet = {
  students: { studentId: string; name: string; sex: string; grade: string | null; measurements: string[] }[];
  typed: SheetValue[];
  measured: SheetValue[];
};
type Saved = { saved: SheetValue[]; conflicts: SheetValue[] };

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const FIRST_GRADE_ITEMS = ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'];

describe.each(testDatabases())('results typed in and corrected on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const snapshot = gateway.snapshot(fitnessResult, fitnessResultCorrection);
  const expectRefused = refusalCheck(snapshot);
  const today = new Date().toISOString().slice(0, 10);
  let plan: Record<string, unknown> = {};
  let classId = '';
  let otherClassId = '';
  let strangerId = '';

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const first = await firstGradeClass(gateway.database.db);
    classId = first?.id ?? '';
    // A student of the same school in another class: not one of the plan's.
    const [other] = await gateway.database.db
      .select({ id: student.id, classId: student.classId })
      .from(student)
      .where(and(ne(student.classId, classId), eq(student.orgId, first?.orgId ?? '')))
      .orderBy(asc(student.id))
      .limit(1);
    strangerId = other?.id ?? '';
    otherClassId = other?.classId ?? '';
    plan = {
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: FIRST_GRADE_ITEMS }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    };
  });

  /** A new plan of the first class, started unless told. */
  async function newPlan(name: string, start = true): Promise<string> {
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', { ...plan, name });
    if (start) await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    return planId;
  }
  const sheet = (planId: string) => gateway.ok<Sheet>(tokens.k12, 'GET', 'testPlan/result/sheet', { planId, classId });
  const save = (planId: string, entries: Record<string, unknown>[]) =>
    gateway.ok<Saved>(tokens.k12, 'POST', 'testPlan/result/save', { planId, classId, entries });
  const saveAs = (planId: string, entries: Record<string, unknown>[]) =>
    gateway.as(tokens.k12, 'POST', 'testPlan/result/save', { planId, classId, entries });

  it("shows a class's sheet with the measurements the plan takes from each student", async () => {
    const planId = await newPlan('录入表');
    const { students, typed } = await sheet(planId);
    expect(students.length).toBeGreaterThan(1);
    for (const pupil of students) {
      expect(pupil.grade).toBe('g1');
      // BMI is measured as height and weight; the other items as themselves.
      expect(pupil.measurements).toEqual([
        'height',
        'weight',
        'vitalCapacity',
        'sprint50m',
        'sitAndReach',
        'ropeSkipping',
      ]);
    }
    expect(typed).toEqual([]);
  });

  it('stores typed values scored as the domain scores them, and edits them on their version', async () => {
    const planId = await newPlan('录入');
    const [first, second] = (await sheet(planId)).students;
    if (!first || !second) throw new Error('the class needs two students');
    const { saved, conflicts } = await save(planId, [
      { studentId: first.studentId, measurement: 'sprint50m', value: 10.4 },
      { studentId: second.studentId, measurement: 'ropeSkipping', value: 350 },
      { studentId: first.studentId, measurement: 'height', value: 121.5 },
    ]);
    expect(conflicts).toEqual([]);
    const expected = (sex: string, measurement: 'sprint50m' | 'ropeSkipping' | 'height', value: number) => {
      const scored = scoreReading({
        sex: sex === 'female' ? 'female' : 'male',
        grade: { school: 1 },
        measurement,
        value,
      });
      return { measurement, value, score: scored.score, band: scored.band, needsCheck: scored.needsCheck };
    };
    const byMeasurement = (rows: SheetValue[]) =>
      [...rows]
        .sort((a, b) => a.measurement.localeCompare(b.measurement))
        .map(({ measurement, value, score, band, needsCheck }) => ({ measurement, value, score, band, needsCheck }));
    expect(byMeasurement(saved)).toEqual([
      expected(first.sex, 'height', 121.5),
      expected(second.sex, 'ropeSkipping', 350),
      expected(first.sex, 'sprint50m', 10.4),
    ]);
    // 350 skips a minute is kept but flagged; the others count.
    expect(saved.find((row) => row.measurement === 'ropeSkipping')?.needsCheck).toBe(true);
    expect(saved.every((row) => row.source === 'manual' && row.version === 1 && row.enteredBy !== null)).toBe(true);
    expect(byMeasurement((await sheet(planId)).typed)).toEqual(byMeasurement(saved));

    const sprint = saved.find((row) => row.measurement === 'sprint50m') as SheetValue;
    const again = await save(planId, [
      { studentId: first.studentId, measurement: 'sprint50m', value: 9.8, resultId: sprint.resultId, version: 1 },
    ]);
    expect(again.saved).toMatchObject([{ resultId: sprint.resultId, value: 9.8, version: 2 }]);
    expect((await sheet(planId)).typed.filter((row) => row.measurement === 'sprint50m')).toHaveLength(1);
  });

  it('answers a value typed meanwhile by someone else as a conflict, keeps theirs and stores the rest', async () => {
    const planId = await newPlan('冲突');
    const [first, second] = (await sheet(planId)).students;
    if (!first || !second) throw new Error('the class needs two students');
    const [theirs] = (await save(planId, [{ studentId: first.studentId, measurement: 'sitAndReach', value: 8 }])).saved;
    // A second teacher typed into the same empty cell, and into another one.
    const { saved, conflicts } = await save(planId, [
      { studentId: first.studentId, measurement: 'sitAndReach', value: 12 },
      { studentId: second.studentId, measurement: 'sitAndReach', value: 5 },
    ]);
    expect(conflicts).toMatchObject([{ resultId: theirs?.resultId, value: 8, version: 1 }]);
    expect(saved).toMatchObject([{ studentId: second.studentId, value: 5 }]);
    // Typed over an older version: the newer value stays.
    await save(planId, [
      { studentId: first.studentId, measurement: 'sitAndReach', value: 9, resultId: theirs?.resultId, version: 1 },
    ]);
    const stale = await save(planId, [
      { studentId: first.studentId, measurement: 'sitAndReach', value: 15, resultId: theirs?.resultId, version: 1 },
    ]);
    expect(stale).toMatchObject({ saved: [], conflicts: [{ value: 9, version: 2 }] });
  });

  it('stores one of two saves racing for the same cell and answers the other with it', async () => {
    const planId = await newPlan('同时');
    const [first] = (await sheet(planId)).students;
    if (!first) throw new Error('the class needs a student');
    const answers = await Promise.all(
      [1200, 1300].map((value) => save(planId, [{ studentId: first.studentId, measurement: 'vitalCapacity', value }])),
    );
    const stored = answers.flatMap((answer) => answer.saved);
    const conflicts = answers.flatMap((answer) => answer.conflicts);
    expect(stored).toHaveLength(1);
    expect(conflicts).toMatchObject([{ resultId: stored[0]?.resultId, value: stored[0]?.value }]);
    const typed = (await sheet(planId)).typed.filter((row) => row.measurement === 'vitalCapacity');
    expect(typed).toMatchObject([{ value: stored[0]?.value, version: 1 }]);
  });

  it('refuses a batch with a wrong value, student or measurement, naming it, and stores none of it', async () => {
    const planId = await newPlan('拒绝');
    const [first] = (await sheet(planId)).students;
    if (!first) throw new Error('the class needs a student');
    const good = { studentId: first.studentId, measurement: 'vitalCapacity', value: 1500 };
    await expectRefused(
      saveAs(planId, [good, { studentId: strangerId, measurement: 'sprint50m', value: 10 }]),
      404,
      'fitness.entry.notInClass',
      { field: 'entries.1.studentId' },
    );
    await expectRefused(
      saveAs(planId, [good, { studentId: first.studentId, measurement: 'pullUps', value: 3 }]),
      409,
      'fitness.entry.notInPlan',
      { field: 'entries.1.measurement' },
    );
    await expectRefused(
      saveAs(planId, [good, { studentId: first.studentId, measurement: 'ropeSkipping', value: 12.5 }]),
      400,
      'fitness.entry.impossible',
      { field: 'entries.1.value' },
    );
    await expectRefused(saveAs(planId, [good, good]), 400, 'fitness.entry.twice', { field: 'entries.1' });
    await expectRefused(saveAs(planId, [{ ...good, value: '1500' }]), 400, 'validation.result.value');
    await expectRefused(saveAs(planId, []), 400, 'validation.result.entries');
    await expectRefused(
      saveAs(
        planId,
        Array.from({ length: 601 }, () => good),
      ),
      400,
      'validation.result.entries',
    );
    await expectRefused(
      gateway.as(tokens.k12, 'POST', 'testPlan/result/save', { planId, classId: otherClassId, entries: [good] }),
      409,
      'fitness.entry.classNotInPlan',
      { field: 'classId' },
    );
    // Another organisation sees neither the plan nor its sheet.
    await expectRefused(
      gateway.as(tokens.gx, 'POST', 'testPlan/result/save', { planId, classId, entries: [good] }),
      404,
      'fitness.plan.notFound',
    );
    await expectRefused(
      gateway.as(tokens.gx, 'GET', 'testPlan/result/sheet', { planId, classId }),
      404,
      'fitness.plan.notFound',
    );
  });

  it('takes typed values only while the plan runs', async () => {
    const planId = await newPlan('未开始', false);
    const [first] = (await sheet(planId)).students;
    const entry = { studentId: first?.studentId, measurement: 'sprint50m', value: 10 };
    await expectRefused(saveAs(planId, [entry]), 409, 'fitness.entry.notRunning', { field: 'planId' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    await save(planId, [entry]);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'endEarly' });
    await expectRefused(saveAs(planId, [entry]), 409, 'fitness.entry.notRunning', { field: 'planId' });
  });

  it("corrects an ended plan's result with a reason, rescored, and keeps who changed what and why", async () => {
    const planId = await newPlan('更正');
    const [first] = (await sheet(planId)).students;
    if (!first) throw new Error('the class needs a student');
    const [result] = (await save(planId, [{ studentId: first.studentId, measurement: 'sprint50m', value: 11.6 }]))
      .saved;
    if (!result) throw new Error('nothing saved');
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'endEarly' });
    const correct = (fields: Record<string, unknown>) =>
      gateway.as(tokens.k12, 'POST', 'testPlan/result/correct', {
        resultId: result.resultId,
        value: 10.9,
        reason: '计时员读错秒表',
        version: 1,
        ...fields,
      });
    await expectRefused(correct({ reason: ' ' }), 400, 'validation.result.reasonRequired');
    await expectRefused(correct({ reason: '因'.repeat(201) }), 400, 'validation.result.reasonLength');
    await expectRefused(correct({ value: 11.6 }), 409, 'fitness.result.sameValue', { field: 'value' });
    await expectRefused(correct({ version: 2 }), 409, 'fitness.result.changed', { field: 'version' });
    await expectRefused(correct({ value: -3 }), 400, 'fitness.entry.impossible', { field: 'value' });
    await expectRefused(
      gateway.as(tokens.gx, 'POST', 'testPlan/result/correct', {
        resultId: result.resultId,
        value: 10.9,
        reason: '他校',
        version: 1,
      }),
      404,
      'fitness.result.notFound',
    );

    const corrected = await gateway.ok<SheetValue>(tokens.k12, 'POST', 'testPlan/result/correct', {
      resultId: result.resultId,
      value: 10.9,
      reason: '计时员读错秒表',
      version: 1,
    });
    const sex = first.sex === 'female' ? 'female' : 'male';
    const rescored = scoreReading({ sex, grade: { school: 1 }, measurement: 'sprint50m', value: 10.9 });
    expect(corrected).toMatchObject({ value: 10.9, score: rescored.score, band: rescored.band, version: 2 });
    const history = await gateway.ok<Record<string, unknown>[]>(tokens.k12, 'GET', 'testPlan/result/history', {
      resultId: result.resultId,
    });
    expect(history).toMatchObject([
      { oldValue: 11.6, newValue: 10.9, oldScore: result.score, newScore: rescored.score, reason: '计时员读错秒表' },
    ]);
    expect(history[0]?.by).toEqual(expect.any(String));
  });

  it('lets a flagged value count once someone confirms it, and keeps the confirmation', async () => {
    const planId = await newPlan('复核');
    const [first] = (await sheet(planId)).students;
    if (!first) throw new Error('the class needs a student');
    const [flagged, plain] = (
      await save(planId, [
        { studentId: first.studentId, measurement: 'ropeSkipping', value: 320 },
        { studentId: first.studentId, measurement: 'sitAndReach', value: 10 },
      ])
    ).saved.sort((a, b) => b.value - a.value);
    if (!flagged || !plain) throw new Error('nothing saved');
    expect(flagged.needsCheck).toBe(true);
    const confirm = (resultId: string, version = 1) =>
      gateway.as(tokens.k12, 'POST', 'testPlan/result/confirm', { resultId, version, reason: '复测确认' });
    await expectRefused(confirm(plain.resultId), 409, 'fitness.result.notFlagged', { field: 'resultId' });
    const confirmed = await gateway.ok<SheetValue>(tokens.k12, 'POST', 'testPlan/result/confirm', {
      resultId: flagged.resultId,
      version: 1,
      reason: '复测确认',
    });
    expect(confirmed).toMatchObject({ value: 320, needsCheck: false, version: 2, score: flagged.score });
    await expectRefused(confirm(flagged.resultId, 2), 409, 'fitness.result.notFlagged', { field: 'resultId' });
    const history = await gateway.ok<Record<string, unknown>[]>(tokens.k12, 'GET', 'testPlan/result/history', {
      resultId: flagged.resultId,
    });
    expect(history).toMatchObject([{ oldValue: 320, newValue: 320, reason: '复测确认' }]);
  });

  it("counts a plan's progress per class and measurement, and offers its form's choices", async () => {
    const planId = await newPlan('进度');
    const { students } = await sheet(planId);
    const [first, second] = students;
    if (!first || !second) throw new Error('the class needs two students');
    await save(planId, [
      { studentId: first.studentId, measurement: 'sprint50m', value: 10.1 },
      { studentId: second.studentId, measurement: 'sprint50m', value: 10.8 },
      { studentId: second.studentId, measurement: 'ropeSkipping', value: 330 },
    ]);
    type Progress = {
      classId: string;
      students: number;
      measurements: { measurement: string; tested: number; needsCheck: number }[];
    }[];
    const [row, ...others] = await gateway.ok<Progress>(tokens.k12, 'GET', 'testPlan/progress', { planId });
    expect(others).toEqual([]);
    expect(row).toMatchObject({ classId, students: students.length });
    expect(row?.measurements).toEqual([
      { measurement: 'height', tested: 0, needsCheck: 0 },
      { measurement: 'weight', tested: 0, needsCheck: 0 },
      { measurement: 'vitalCapacity', tested: 0, needsCheck: 0 },
      { measurement: 'sprint50m', tested: 2, needsCheck: 0 },
      { measurement: 'sitAndReach', tested: 0, needsCheck: 0 },
      { measurement: 'ropeSkipping', tested: 1, needsCheck: 1 },
    ]);
    await expectRefused(gateway.as(tokens.gx, 'GET', 'testPlan/progress', { planId }), 404, 'fitness.plan.notFound');

    type Options = {
      years: { academicYearId: string; semesters: { semesterId: string }[] }[];
      grades: { gradeId: string; gradeKey: string | null }[];
      classes: { classId: string; gradeId: string }[];
    };
    const options = await gateway.ok<Options>(tokens.k12, 'GET', 'testPlan/options');
    expect(options.years.map((year) => year.academicYearId)).toContain(plan.academicYearId);
    const chosen = options.classes.find((entry) => entry.classId === classId);
    expect(options.grades.find((entry) => entry.gradeId === chosen?.gradeId)?.gradeKey).toBe('g1');
  });
});
