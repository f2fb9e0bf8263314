// Stored scores made again. A student's corrected sex through the gateway: the results scored on the other sex's tables are
// scored again, in the edit's own transaction, each keeping its value and its grade when measured.
import {
  type GradeKey,
  gradeOfKey,
  type PhysiqueMeasurement,
  SCORING_VERSION,
  scorePhysiqueItem,
  scoreReading,
} from '@school-sports/domain';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, scoringSweep } from '../../db/schema.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { rescoreStep, rescoringSchedules } from './rescoring.ts';

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

// New scoring tables come with a new version name: the results scored under any other are scored
// again by a recurring job, in batches, across every organisation, and once more a day later.
describe.each(testDatabases())('results scored again under a new scoring version on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const db = () => gateway.database.db;
  const later = (days: number) => new Date(Date.now() + days * 86_400_000 + 1000);

  /** Gives `rows` an older version and a wrong score, as an older gateway would have stored them. */
  const staled = async (ids: string[]) => {
    await db()
      .update(fitnessResult)
      .set({
        scoringVersion: 'nsfs2014.0',
        score: sql`case when ${fitnessResult.score} = 0 then 1 else 0 end`,
        band: null,
      })
      .where(inArray(fitnessResult.id, ids));
  };
  /** Takes steps of `batch` results until the rescoring has nothing to do; answers how many it rescored and in how many steps. */
  const run = async (options: { batch?: number; now?: Date } = {}) => {
    let rescored = 0;
    let steps = 0;
    for (;;) {
      const step = await rescoreStep(db(), options);
      if (step.idle) return { rescored, steps };
      rescored += step.rescored;
      steps++;
    }
  };

  it('scores the stale results again, in batches, and looks again a day later', async () => {
    const scored = await db()
      .select({
        id: fitnessResult.id,
        orgId: fitnessResult.orgId,
        score: fitnessResult.score,
        band: fitnessResult.band,
      })
      .from(fitnessResult)
      .where(isNotNull(fitnessResult.score))
      .orderBy(fitnessResult.id);
    const chosen = scored.slice(0, 30);
    expect(chosen).toHaveLength(30);
    // The gateway's first run, as it started, found nothing to do: the pass starts afresh here.
    await db().delete(scoringSweep);
    await staled(chosen.map((row) => row.id));

    const first = await run({ batch: 7 });
    expect(first.rescored).toBe(chosen.length);
    const after = await db()
      .select({
        id: fitnessResult.id,
        score: fitnessResult.score,
        band: fitnessResult.band,
        version: fitnessResult.scoringVersion,
      })
      .from(fitnessResult)
      .where(
        inArray(
          fitnessResult.id,
          chosen.map((row) => row.id),
        ),
      );
    expect(new Map(after.map((row) => [row.id, [row.score, row.band, row.version]]))).toEqual(
      new Map(chosen.map((row) => [row.id, [row.score, row.band, SCORING_VERSION]])),
    );
    const [sweep] = await db().select().from(scoringSweep).where(eq(scoringSweep.version, SCORING_VERSION));
    expect(sweep).toMatchObject({ passes: 1, rescored: chosen.length, afterId: '' });

    // Until a day has passed the job finds nothing to do, even a result an older gateway still
    // scored under the old tables during the upgrade; the second pass takes it.
    const straggler = chosen[0]?.id ?? '';
    await staled([straggler]);
    expect(await run()).toEqual({ rescored: 0, steps: 0 });
    expect(await run({ now: later(1) })).toEqual({ rescored: 1, steps: 1 });
    const [again] = await db()
      .select({ score: fitnessResult.score, version: fitnessResult.scoringVersion })
      .from(fitnessResult)
      .where(eq(fitnessResult.id, straggler));
    expect(again).toEqual({ score: chosen[0]?.score, version: SCORING_VERSION });
    // After two passes the version is done with.
    await staled([straggler]);
    expect(await run({ now: later(30) })).toEqual({ rescored: 0, steps: 0 });
  });

  it('runs as a recurring job of every gateway', async () => {
    const [one] = await db()
      .select({ id: fitnessResult.id, score: fitnessResult.score })
      .from(fitnessResult)
      .where(isNotNull(fitnessResult.score))
      .limit(1);
    await db().delete(scoringSweep);
    await staled([one?.id ?? '']);
    const [schedule] = rescoringSchedules();
    await schedule?.job.run(
      {},
      {
        db: db(),
        log: gateway.app.log,
        id: 'test',
        attempt: 1,
        signal: new AbortController().signal,
      },
    );
    const [row] = await db()
      .select({ score: fitnessResult.score, version: fitnessResult.scoringVersion })
      .from(fitnessResult)
      .where(eq(fitnessResult.id, one?.id ?? ''));
    expect(row).toEqual({ score: one?.score, version: SCORING_VERSION });
  });
});
