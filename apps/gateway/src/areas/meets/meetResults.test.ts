import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sportMeet, sportMeetHeatCheck, sportMeetRecord, sportMeetResult, sportMeetStart } from '../../db/schema.ts';
import { refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface ResultValue {
  resultId: string;
  entryId: string;
  status: string;
  mark: number | null;
  version: number;
  enteredBy: string | null;
  enteredByCaller: boolean;
}
interface Sheet {
  open: boolean;
  heat: number;
  confirmed: { by: string | null; at: string } | null;
  athletes: { entryId: string; name: string; className: string; position: number; result: ResultValue | null }[];
}
interface EventResults {
  official: boolean;
  heats: { heat: number; athletes: number; results: number; confirmed: { by: string | null } | null }[];
  results: {
    name: string;
    status: string;
    mark: number | null;
    place: number | null;
    points: number;
    newRecord: boolean;
  }[];
}
interface RecordLine {
  eventId: string;
  name: string;
  sex: string;
  record: { mark: number; holderName: string; className: string; meetName: string } | null;
  broken: { mark: number; holders: string[] } | null;
}
interface Standings {
  scoring: string;
  officialEvents: number;
  drawnEvents: number;
  standings: { name: string; total: number; bonus: number; rank: number; placeCounts: number[] }[];
}

/** The day `days` from today (UTC), as the gateway's clock reads it without an offset. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a sports meet’s results on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  // 王校长 (k12admin) and 陈老师 (multiuser), both administrators of the K12 school.
  const tokens = gateway.signedIn({ head: 'k12admin', gx: 'gxadmin', teacher: 'multiuser' });
  beforeAll(async () => {
    tokens.teacher = await gateway.signInWithRole('multiuser', 21, '学校管理员');
  });
  const expectRefused = refusalCheck(
    gateway.snapshot(sportMeetResult, sportMeetHeatCheck, sportMeetRecord, sportMeetStart),
  );
  const { as } = gateway;

  const pupils = async () => {
    const classes = await gateway.ok<{ classId: string }[]>(tokens.head, 'GET', 'sportsMeet/entry/classes');
    const all = [];
    for (const { classId } of classes)
      all.push(
        ...(await gateway.ok<{ studentId: string; name: string; sex: string }[]>(
          tokens.head,
          'GET',
          'sportsMeet/entry/students',
          { classId },
        )),
      );
    return all;
  };

  /**
   * A meet of the school under way: a boys' sprint named `sprintName` (the four boys, one heat) and
   * a girls' standing long jump (the two girls, one flight), drawn. Entered while registration was
   * open, then registration closed and the meet started.
   */
  const meetUnderWay = async (name: string, sprintName: string) => {
    const form = {
      name,
      registrationStart: dayFrom(-5),
      registrationEnd: dayFrom(5),
      startDate: dayFrom(10),
      endDate: dayFrom(11),
    };
    const { meetId } = await gateway.ok<{ meetId: string }>(tokens.head, 'POST', 'sportsMeet/add', form);
    const add = async (event: Record<string, unknown>) =>
      (await gateway.ok<{ eventId: string }>(tokens.head, 'POST', 'sportsMeet/event/add', { meetId, ...event }))
        .eventId;
    const sprintId = await add({
      name: sprintName,
      discipline: 'track',
      sex: 'male',
      measure: 'timed',
      unit: 'second',
    });
    const jumpId = await add({
      name: `${sprintName}跳远`,
      discipline: 'field',
      sex: 'female',
      measure: 'distance',
      unit: 'metre',
    });
    const entryOf = new Map<string, string>();
    for (const pupil of await pupils()) {
      const { entryId } = await gateway.ok<{ entryId: string }>(tokens.head, 'POST', 'sportsMeet/entry/register', {
        eventId: pupil.sex === 'male' ? sprintId : jumpId,
        studentId: pupil.studentId,
      });
      entryOf.set(pupil.name, entryId);
    }
    // Registration closed yesterday, the meet runs from today.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/edit', {
      meetId,
      ...form,
      registrationEnd: dayFrom(-1),
      startDate: dayFrom(0),
    });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/arrange/draw', { meetId });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/status', { meetId, status: 'inProgress' });
    return { meetId, sprintId, jumpId, entryOf };
  };

  /** A record of the school from an earlier meet, straight into the record book. */
  const recordBefore = async (meetId: string, eventName: string, sex: string, measure: string, mark: number) => {
    const [meet] = await gateway.database.db
      .select({ orgId: sportMeet.orgId, tenantOrgId: sportMeet.tenantOrgId })
      .from(sportMeet)
      .where(eq(sportMeet.id, meetId));
    await gateway.database.db.insert(sportMeetRecord).values({
      id: randomUUID(),
      orgId: meet?.orgId ?? '',
      tenantOrgId: meet?.tenantOrgId ?? '',
      eventName,
      sex,
      measure,
      mark,
      holderName: '张一鸣',
      className: '六年级1班',
      meetName: '上年度春季运动会',
      setOn: '2025-04-20',
      confirmedAt: new Date(Date.now() - 86_400_000),
    });
  };

  const sheet = (eventId: string, heat = 1, token = tokens.head) =>
    gateway.ok<Sheet>(token, 'GET', 'sportsMeet/result/sheet', { eventId, heat }, 'zh-CN');
  const save = (token: string, eventId: string, entries: Record<string, unknown>[], heat = 1) =>
    gateway.ok<{ saved: ResultValue[]; conflicts: ResultValue[] }>(token, 'POST', 'sportsMeet/result/save', {
      eventId,
      heat,
      entries,
    });
  const eventResults = (eventId: string) =>
    gateway.ok<EventResults>(tokens.head, 'GET', 'sportsMeet/result/event', { eventId }, 'zh-CN');

  it('places a tie and a broken record once a second person confirms, and adds up the standings', async () => {
    const { meetId, sprintId, jumpId, entryOf } = await meetUnderWay('成绩测试运动会', '50 米');
    await recordBefore(meetId, '50 米', 'male', 'timed', 8.1);
    const before = await sheet(sprintId);
    expect(before.open).toBe(true);
    expect(before.confirmed).toBeNull();
    expect(before.athletes.map((athlete) => athlete.name).sort()).toEqual(['周明轩', '林小川', '赵子涵', '陈思远']);
    expect(before.athletes.every((athlete) => athlete.result === null)).toBe(true);

    // 陈老师 types the times: 周明轩 7.98 beats the record 8.10; 林小川 and 赵子涵 tie on 8.20 (one
    // typed 8.2, the other 8.204, rounded to the meet's two decimals); 陈思远 did not finish.
    const typed = await save(tokens.teacher, sprintId, [
      { entryId: entryOf.get('周明轩'), status: 'ok', mark: '7.98' },
      { entryId: entryOf.get('林小川'), status: 'ok', mark: '8.2' },
      { entryId: entryOf.get('赵子涵'), status: 'ok', mark: 8.204 },
      { entryId: entryOf.get('陈思远'), status: 'dnf', mark: '' },
    ]);
    expect(typed.conflicts).toEqual([]);
    expect(typed.saved.map((result) => result.mark).sort()).toEqual([7.98, 8.2, 8.2, null].sort());
    expect(typed.saved.every((result) => result.version === 1 && result.enteredByCaller)).toBe(true);
    expect((await eventResults(sprintId)).official).toBe(false);

    // 王校长 types over 林小川's time without having read it: the teacher's stays and comes back.
    const late = await save(tokens.head, sprintId, [{ entryId: entryOf.get('林小川'), status: 'ok', mark: '8.30' }]);
    expect(late.saved).toEqual([]);
    expect(late.conflicts).toMatchObject([{ entryId: entryOf.get('林小川'), mark: 8.2, version: 1 }]);

    // The teacher typed them and may not confirm them; the head may.
    await expectRefused(
      as(tokens.teacher, 'POST', 'sportsMeet/result/confirm', { eventId: sprintId, heat: 1 }),
      409,
      'meetResult.ownMarks',
      { field: 'heat', heat: 1 },
    );
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/result/confirm', { eventId: sprintId, heat: 1 });
    expect((await sheet(sprintId)).confirmed?.by).toBe('王校长');
    await expectRefused(
      as(tokens.teacher, 'POST', 'sportsMeet/result/confirm', { eventId: sprintId, heat: 1 }),
      409,
      'meetResult.alreadyConfirmed',
      { field: 'heat', event: '50 米', heat: 1 },
    );

    // Four drawn under 9-7-6-5-4-3-2-1: three places score; the tie for 2nd shares (7 + 6) / 2.
    const sprint = await eventResults(sprintId);
    expect(sprint.official).toBe(true);
    // Tied athletes keep their lanes' order, which the draw made: compared here by name.
    const byPlace = [...sprint.results].sort(
      (a, b) => (a.place ?? 99) - (b.place ?? 99) || a.name.localeCompare(b.name, 'zh-CN'),
    );
    expect(byPlace.map(({ name, place, points, newRecord }) => [name, place, points, newRecord])).toEqual([
      ['周明轩', 1, 9, true],
      ['林小川', 2, 6.5, false],
      ['赵子涵', 2, 6.5, false],
      ['陈思远', null, 0, false],
    ]);

    // The jump's flight: 王校长 types, 陈老师 confirms. Two entrants: one place scores.
    await save(tokens.head, jumpId, [
      { entryId: entryOf.get('林小雨'), status: 'ok', mark: '1.50' },
      { entryId: entryOf.get('黄佳怡'), status: 'ok', mark: '1.455' },
    ]);
    await gateway.ok(tokens.teacher, 'POST', 'sportsMeet/result/confirm', { eventId: jumpId, heat: 1 });
    expect(
      (await eventResults(jumpId)).results.map(({ name, mark, place, points }) => [name, mark, place, points]),
    ).toEqual([
      ['林小雨', 1.5, 1, 9],
      ['黄佳怡', 1.46, 2, 0],
    ]);

    // The broken record waits for its confirmation, then is the record.
    const records = () =>
      gateway.ok<RecordLine[]>(tokens.head, 'GET', 'sportsMeet/result/records', { meetId }, 'zh-CN');
    const sprintRecord = theOne(await records(), (line) => line.eventId === sprintId, 'the sprint’s record');
    expect(sprintRecord).toMatchObject({
      sex: 'male',
      record: { mark: 8.1, holderName: '张一鸣', meetName: '上年度春季运动会' },
      broken: { mark: 7.98, holders: ['周明轩'] },
    });
    expect(theOne(await records(), (line) => line.eventId === jumpId, 'the jump’s record')).toMatchObject({
      sex: 'female',
      record: null,
      broken: null,
    });
    const standingsBefore = await gateway.ok<Standings>(
      tokens.head,
      'GET',
      'sportsMeet/result/standings',
      { meetId },
      'zh-CN',
    );
    expect(theOne(standingsBefore.standings, (line) => line.name === '三年级1班', '三年级1班').bonus).toBe(0);

    await gateway.ok(tokens.teacher, 'POST', 'sportsMeet/result/recordConfirm', { eventId: sprintId, sex: 'male' });
    expect(theOne(await records(), (line) => line.eventId === sprintId, 'the sprint’s record')).toMatchObject({
      record: { mark: 7.98, holderName: '周明轩', className: '三年级1班', meetName: '成绩测试运动会' },
      broken: null,
    });
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/result/recordConfirm', { eventId: sprintId, sex: 'male' }),
      409,
      'meetRecord.nothingToConfirm',
      { field: 'eventId', event: '50 米' },
    );
    // Still a record of this meet's results.
    expect((await eventResults(sprintId)).results[0]?.newRecord).toBe(true);

    // By class: 一年级1班 6.5 + 9 = 15.5; 三年级1班 9 + a record's 5 = 14; 二年级1班 6.5 + 0.
    const standings = await gateway.ok<Standings>(
      tokens.head,
      'GET',
      'sportsMeet/result/standings',
      { meetId },
      'zh-CN',
    );
    expect(standings).toMatchObject({ scoring: 'class', officialEvents: 2, drawnEvents: 2 });
    expect(
      standings.standings.map(({ name, total, bonus, rank, placeCounts }) => [name, total, bonus, rank, placeCounts]),
    ).toEqual([
      ['一年级1班', 15.5, 0, 1, [1, 1]],
      ['三年级1班', 14, 5, 2, [1, 1]],
      ['二年级1班', 6.5, 0, 3, [0, 1]],
    ]);

    // A time changed after the check takes the check away: the places wait for a new one.
    const current = theOne((await sheet(sprintId)).athletes, (athlete) => athlete.name === '林小川', '林小川');
    const changed = await save(tokens.teacher, sprintId, [
      { entryId: current.entryId, status: 'ok', mark: '8.25', version: current.result?.version },
    ]);
    expect(changed.saved).toMatchObject([{ mark: 8.25, version: 2 }]);
    expect((await sheet(sprintId)).confirmed).toBeNull();
    expect((await eventResults(sprintId)).official).toBe(false);
  });

  it('refuses marks outside a meet in progress, for athletes not in the heat, and marks that are none', async () => {
    const { meetId, sprintId, jumpId, entryOf } = await meetUnderWay('成绩拒绝运动会', '40 米');
    const saveAs = (entries: Record<string, unknown>[], token = tokens.head, heat = 1, eventId = sprintId) =>
      as(token, 'POST', 'sportsMeet/result/save', { eventId, heat, entries });
    const one = (name: string, status: string, mark: unknown) => [{ entryId: entryOf.get(name), status, mark }];
    await expectRefused(saveAs(one('林小川', 'ok', '1\'65"00')), 400, 'sportsMeet.error.markText', {
      field: 'entries.0.mark',
      value: '1\'65"00',
    });
    await expectRefused(saveAs(one('林小川', 'ok', 'fast')), 400, 'sportsMeet.error.markText', {
      field: 'entries.0.mark',
      value: 'fast',
    });
    await expectRefused(saveAs(one('林小川', 'ok', null)), 400, 'validation.meetResult.markMissing', {
      field: 'entries.0.mark',
    });
    await expectRefused(saveAs(one('林小川', 'dq', '8.5')), 400, 'validation.meetResult.markWithStatus', {
      field: 'entries.0.mark',
    });
    await expectRefused(saveAs(one('林小川', 'fell', null)), 400, 'validation.meetResult.status', {
      field: 'entries.0.status',
    });
    await expectRefused(saveAs([]), 400, 'validation.meetResult.entries', { field: 'entries' });
    // A girl of the jump is no athlete of the sprint's heat; nor is a heat the sprint has not.
    await expectRefused(saveAs(one('林小雨', 'ok', '9.1')), 404, 'meetResult.notInHeat', {
      field: 'entries.0.entryId',
      event: '40 米',
      heat: 1,
    });
    await expectRefused(saveAs(one('林小川', 'ok', '9.1'), tokens.head, 2), 404, 'meetResult.noHeat', {
      field: 'heat',
      event: '40 米',
      heat: 2,
    });
    await expectRefused(
      saveAs([...one('林小川', 'ok', '9.1'), ...one('林小川', 'ok', '9.2')]),
      400,
      'meetResult.twice',
      { field: 'entries.1', name: '林小川' },
    );
    // One cell refused stores none of the batch.
    await expectRefused(
      saveAs([...one('周明轩', 'ok', '9.1'), ...one('林小川', 'ok', 'x')]),
      400,
      'sportsMeet.error.markText',
      { field: 'entries.1.mark', value: 'x' },
    );
    // A heat with a result missing is not confirmed.
    await save(tokens.teacher, sprintId, [
      ...one('林小川', 'ok', '9.1'),
      ...one('周明轩', 'ok', '9.0'),
      ...one('赵子涵', 'dq', null),
    ]);
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/result/confirm', { eventId: sprintId, heat: 1 }),
      409,
      'meetResult.incomplete',
      { field: 'heat', event: '40 米', heat: 1, name: '陈思远' },
    );
    // Typed results fix the race's heats and lanes: no redraw, no swap.
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/arrange/redraw', { eventId: sprintId }),
      409,
      'meetArrange.hasResults',
      { field: 'eventId', event: '40 米' },
    );
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/arrange/swap', {
        entryId: entryOf.get('林小川'),
        withEntryId: entryOf.get('陈思远'),
      }),
      409,
      'meetArrange.hasResults',
      { field: 'entryId', event: '40 米' },
    );
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/result/recordConfirm', { eventId: jumpId, sex: 'female' }),
      409,
      'meetRecord.nothingToConfirm',
      { field: 'eventId', event: '40 米跳远' },
    );
    // Another school's events and meets are none of the caller's.
    await expectRefused(saveAs(one('林小川', 'ok', '9.1'), tokens.gx), 404, 'meetEvent.notFound');
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/result/standings', { meetId }), 404, 'meet.notFound');
    await expectRefused(
      as(tokens.gx, 'GET', 'sportsMeet/result/sheet', { eventId: sprintId, heat: 1 }),
      404,
      'meetEvent.notFound',
    );
    // Once the meet has ended its results are final.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/status', { meetId, status: 'ended' });
    expect((await sheet(sprintId)).open).toBe(false);
    await expectRefused(saveAs(one('周明轩', 'ok', '9.1')), 409, 'meetResult.notInProgress', { field: 'eventId' });
  });

  it('opens the demo trials with the 100 m official and the long jump waiting for its marks', async () => {
    const meets = await gateway.records<{ meetId: string; name: string; status: string }>(
      tokens.head,
      'sportsMeet/page',
    );
    const trials = theOne(meets, (meet) => meet.name === '校园田径选拔赛', 'the trials');
    expect(trials.status).toBe('inProgress');
    const records = await gateway.ok<RecordLine[]>(
      tokens.head,
      'GET',
      'sportsMeet/result/records',
      {
        meetId: trials.meetId,
      },
      'zh-CN',
    );
    const sprint = theOne(records, (line) => line.name === '100 米', 'the 100 m');
    expect(sprint.record).toMatchObject({ mark: 13.52, holderName: '张一鸣' });
    const results = await eventResults(sprint.eventId);
    expect(results.official).toBe(true);
    expect(results.results.map(({ name, mark, place, points }) => [name, mark, place, points])).toEqual([
      ['周明轩', 14.05, 1, 9],
      ['林小川', 14.38, 2, 7],
      ['赵子涵', 15.1, 3, 6],
      ['陈思远', null, null, 0],
    ]);
    const jump = theOne(records, (line) => line.name === '立定跳远' && line.sex === 'female', 'the jump');
    expect((await eventResults(jump.eventId)).heats).toMatchObject([
      { heat: 1, athletes: 4, results: 0, confirmed: null },
    ]);
  });
});
