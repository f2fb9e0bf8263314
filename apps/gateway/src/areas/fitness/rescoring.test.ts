// A student's corrected sex through the gateway: the results scored on the other sex's tables are
// scored again, in the edit's own transaction, each keeping its value and its grade when measured.
import {
  type GradeKey,
  gradeOfKey,
  type PhysiqueMeasurement,
  scorePhysiqueItem,
  scoreReading,
} from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult } from '../../db/schema.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('results scored again for a corrected sex on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin' });
  let studentId = '';
  const sprint = 10.6;

  beforeAll(async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    const classId = (await firstGradeClass(gateway.database.db)).id;
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '性别更正',
      academicYearId: year?.uid,
      semesterId: year?.semesters[0]?.semesterId,
      kind: 'school',
      grades: [{ grade: 'g1', items: ['sprint50m'] }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{ students: { studentId: string; sex: string }[] }>(
      tokens.k12,
      'GET',
      'testPlan/result/sheet',
      { planId, classId },
    );
    studentId = sheet.students.find((pupil) => pupil.sex === 'female')?.studentId ?? '';
    expect(studentId).not.toBe('');
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId,
      classId,
      entries: [{ studentId, measurement: 'sprint50m', value: sprint }],
    });
  });

  /** The student's results, each beside the score the domain gives its value for `sex`. */
  const resultsOf = async (sex: 'male' | 'female') => {
    const rows = await gateway.database.db
      .select({
        measurement: fitnessResult.measurement,
        value: fitnessResult.value,
        gradeKey: fitnessResult.gradeKey,
        sex: fitnessResult.sex,
        score: fitnessResult.score,
      })
      .from(fitnessResult)
      .where(eq(fitnessResult.studentId, studentId));
    return rows.map((row) => ({
      ...row,
      expected: scoreReading({
        sex,
        grade: gradeOfKey(row.gradeKey as GradeKey),
        measurement: row.measurement as PhysiqueMeasurement,
        value: row.value,
      }).score,
    }));
  };

  it('scores the student’s results again on the tables of the sex the student now has', async () => {
    const asGirl = scorePhysiqueItem('sprint50m', 'female', { school: 1 }, sprint);
    const asBoy = scorePhysiqueItem('sprint50m', 'male', { school: 1 }, sprint);
    // The case means something only where the tables differ for this time.
    expect(asBoy).not.toBe(asGirl);
    const before = await resultsOf('female');
    expect(before.find((row) => row.measurement === 'sprint50m' && row.value === sprint)?.score).toBe(asGirl);
    expect(before.every((row) => row.sex === 'female' && row.score === row.expected)).toBe(true);

    const {
      parents: _parents,
      className: _class,
      gradeId: _grade,
      gradeName: _gradeName,
      status: _status,
      ...record
    } = await gateway.ok<Record<string, unknown>>(tokens.k12, 'GET', 'student/detail', { studentId });
    await gateway.ok(tokens.k12, 'POST', 'student/edit', { ...record, sex: 'male', parents: [] });
    const after = await resultsOf('male');
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.measurement === 'sprint50m' && row.value === sprint)?.score).toBe(asBoy);
    expect(after.every((row) => row.sex === 'male' && row.score === row.expected)).toBe(true);

    // Another edit that leaves the sex as it is changes no score.
    await gateway.ok(tokens.k12, 'POST', 'student/edit', { ...record, sex: 'male', name: '更名生', parents: [] });
    expect(await resultsOf('male')).toEqual(after);
  });
});
