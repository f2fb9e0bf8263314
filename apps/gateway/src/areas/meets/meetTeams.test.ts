import { randomUUID } from 'node:crypto';
import { DEFAULT_MEET_SETTINGS } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sportMeetEntry, sportMeetEvent, sportMeetTeamMember, student } from '../../db/schema.ts';
import { refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { readPdf } from '../../testing/pdfs.ts';

interface Team {
  entryId: string;
  eventName: string;
  className: string;
  sex: string;
  members: { studentId: string; name: string; leg: number }[];
}

/** The day `days` from today (UTC), as the gateway's clock reads it without an offset. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Compared without the spaces a PDF's text comes back with where lines wrap.
const compact = (text: string | undefined) => (text ?? '').replace(/\s+/g, '');

describe.each(testDatabases())('a class’s relay and team entries on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ head: 'k12admin', gx: 'gxadmin', nf: 'nfadmin', teacher: 'multiuser' });
  beforeAll(async () => {
    tokens.teacher = await gateway.signInWithRole('multiuser', 21, '学校管理员');
  });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetEntry, sportMeetTeamMember));
  const expectEventRefused = refusalCheck(gateway.snapshot(sportMeetEvent));
  const { as } = gateway;

  const form = {
    registrationStart: dayFrom(-5),
    registrationEnd: dayFrom(5),
    startDate: dayFrom(10),
    endDate: dayFrom(11),
  };
  const addMeet = async (name: string) =>
    (await gateway.ok<{ meetId: string }>(tokens.head, 'POST', 'sportsMeet/add', { name, ...form })).meetId;
  const addEvent = async (meetId: string, event: Record<string, unknown>) =>
    (
      await gateway.ok<{ eventId: string }>(tokens.head, 'POST', 'sportsMeet/event/add', {
        meetId,
        name: '4×100 米接力',
        discipline: 'relay',
        sex: 'male',
        measure: 'timed',
        unit: 'second',
        ...event,
      })
    ).eventId;
  const classNamed = async (name: string) =>
    theOne(
      await gateway.ok<{ classId: string; name: string }[]>(tokens.head, 'GET', 'sportsMeet/entry/classes', {}),
      (one) => one.name.endsWith(name),
      name,
    ).classId;
  /** New pupils of a class, named `prefix` and a number, all boys unless told. */
  const pupils = async (classId: string, prefix: string, count: number, sex = 'male') => {
    const ids: string[] = [];
    for (let number = 1; number <= count; number++)
      ids.push(
        (
          await gateway.ok<{ studentId: string }>(tokens.head, 'POST', 'student/add', {
            name: `${prefix}${number}`,
            sex,
            studentNumber: `TEAM-${randomUUID().slice(0, 8)}`,
            classId,
            nation: '01',
            birthDate: '2018-03-03',
            parents: [],
          })
        ).studentId,
      );
    return ids;
  };
  const saveTeam = (eventId: string, classId: string, studentIds: string[], token = tokens.head) =>
    as(token, 'POST', 'sportsMeet/entry/teamSave', { eventId, classId, studentIds });
  const teams = (meetId: string) =>
    gateway.ok<Team[]>(tokens.head, 'GET', 'sportsMeet/entry/teams', { meetId }, 'zh-CN');

  let secondClass: string;
  let thirdClass: string;
  let boys: string[];
  let girl: string;
  let thirdBoys: string[];
  beforeAll(async () => {
    secondClass = await classNamed('二年级1班');
    thirdClass = await classNamed('三年级1班');
    boys = await pupils(secondClass, '接力甲', 5);
    [girl] = (await pupils(secondClass, '接力女', 1, 'female')) as [string];
    thirdBoys = await pupils(thirdClass, '接力丙', 4);
  });

  it('enters a class’s team with its legs in order, replaces its members, and withdraws it', async () => {
    const meetId = await addMeet('接力报名运动会');
    const relayId = await addEvent(meetId, {});
    const [one, two, three, four, five] = boys as [string, string, string, string, string];
    const save = (studentIds: string[]) =>
      gateway.ok<{ entryId: string }>(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
        eventId: relayId,
        classId: secondClass,
        studentIds,
      });
    const { entryId } = await save([one, two, three, four]);
    const [team] = await teams(meetId);
    expect(team).toMatchObject({ entryId, eventName: '4×100 米接力', className: '二年级1班', sex: 'male' });
    expect(team?.members.map((member) => [member.leg, member.name])).toEqual([
      [1, '接力甲1'],
      [2, '接力甲2'],
      [3, '接力甲3'],
      [4, '接力甲4'],
    ]);
    // Saved again, the class's one team takes the new members in the new order: a double submit changes nothing.
    expect((await save([five, three, two, one])).entryId).toBe(entryId);
    expect((await save([five, three, two, one])).entryId).toBe(entryId);
    expect((await teams(meetId))[0]?.members.map((member) => member.name)).toEqual([
      '接力甲5',
      '接力甲3',
      '接力甲2',
      '接力甲1',
    ]);
    // A team is no athlete of the registration's list, and is the event's one entry.
    expect(
      (await gateway.records<{ studentName: string }>(tokens.head, 'sportsMeet/entry/page', { meetId })).length,
    ).toBe(0);
    const [event] = await gateway.ok<{ entryCount: number }[]>(tokens.head, 'GET', 'sportsMeet/event/list', {
      meetId,
    });
    expect(event?.entryCount).toBe(1);
    // The class has registered by its team alone.
    const summary = await gateway.ok<{ name: string; athletes: number; teams: number; registration: string }[]>(
      tokens.head,
      'GET',
      'sportsMeet/entry/classSummary',
      { meetId },
      'zh-CN',
    );
    expect(summary.find((one) => one.name === '二年级1班')).toMatchObject({
      athletes: 0,
      teams: 1,
      registration: 'registered',
    });
    // The relay takes nothing of the runners' individual events.
    const sprintId = await addEvent(meetId, { name: '60 米', discipline: 'track' });
    const jumpId = await addEvent(meetId, { name: '跳远', discipline: 'field', measure: 'distance', unit: 'metre' });
    for (const eventId of [sprintId, jumpId])
      await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/register', { eventId, studentId: one });

    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/withdraw', { entryId });
    expect(await teams(meetId)).toEqual([]);
    expect(
      await gateway.database.db.select().from(sportMeetTeamMember).where(eq(sportMeetTeamMember.entryId, entryId)),
    ).toEqual([]);
  });

  it('refuses a team size its entered teams no longer fit, naming the field, until the class changes them', async () => {
    const meetId = await addMeet('接力人数运动会');
    const relay = { name: '4×100 米接力', discipline: 'relay', sex: 'male', measure: 'timed', unit: 'second' };
    const relayId = await addEvent(meetId, relay);
    const [one, two, three, four, five] = boys as [string, string, string, string, string];
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
      eventId: relayId,
      classId: secondClass,
      studentIds: [one, two, three, four],
    });
    const editRelay = (teamSize: number | null) =>
      as(tokens.head, 'POST', 'sportsMeet/event/edit', { eventId: relayId, ...relay, teamSize });
    const sizes = async () =>
      (
        await gateway.ok<{ eventId: string; teamSize: number | null }[]>(tokens.head, 'GET', 'sportsMeet/event/list', {
          meetId,
        })
      ).map((event) => event.teamSize);
    // Five legs would leave the class's four runners a leg short: refused on the team size field.
    await expectEventRefused(editRelay(5), 409, 'meetEvent.teamsUnfit', {
      field: 'teamSize',
      count: 1,
      min: 5,
      max: 5,
    });
    expect(await sizes()).toEqual([null]);
    // Four stated, as it was by default, is no change to the team.
    expect((await editRelay(4)('zh-CN')).statusCode).toBe(200);
    // With the team withdrawn, five legs are taken, and the class enters five runners.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/withdraw', {
      entryId: (await teams(meetId))[0]?.entryId,
    });
    expect((await editRelay(5)('zh-CN')).statusCode).toBe(200);
    expect(await sizes()).toEqual([5]);
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
      eventId: relayId,
      classId: secondClass,
      studentIds: [one, two, three, four, five],
    });
    // A team game of up to five may shrink to no fewer than its largest team.
    const gameId = await addEvent(meetId, { name: '拔河', discipline: 'team', measure: 'counted', unit: 'count' });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
      eventId: gameId,
      classId: secondClass,
      studentIds: [one, two, three],
    });
    const game = { name: '拔河', discipline: 'team', sex: 'male', measure: 'counted', unit: 'count' };
    const editGame = (teamSize: number) =>
      as(tokens.head, 'POST', 'sportsMeet/event/edit', { eventId: gameId, ...game, teamSize });
    await expectEventRefused(editGame(2), 409, 'meetEvent.teamsUnfit', { field: 'teamSize', count: 1, min: 2, max: 2 });
    expect((await editGame(3)('zh-CN')).statusCode).toBe(200);
  });

  it('refuses each broken rule of a team by its field, changing nothing', async () => {
    const meetId = await addMeet('接力拒绝运动会');
    const second = theOne(
      await gateway.ok<{ gradeId: string; name: string }[]>(tokens.head, 'GET', 'grade/list', {}, 'zh-CN'),
      (one) => one.name === '二年级',
      '二年级',
    );
    const relayId = await addEvent(meetId, { gradeIds: [second.gradeId] });
    const openRelayId = await addEvent(meetId, { name: '4×50 米接力' });
    const sprintId = await addEvent(meetId, { name: '60 米', discipline: 'track' });
    const [one, two, three, four, five] = boys as [string, string, string, string, string];
    const event = '4×100 米接力';
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three]), 409, 'meetTeam.legs', {
      field: 'studentIds',
      event,
      min: 4,
      max: 4,
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three, four, five]), 409, 'meetTeam.legs', {
      field: 'studentIds',
      event,
      min: 4,
      max: 4,
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, one, four]), 409, 'meetTeam.twice', {
      field: 'studentIds',
      name: '接力甲1',
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three, girl]), 409, 'meetEntry.wrongSex', {
      field: 'studentIds',
      name: '接力女1',
      event,
    });
    await expectRefused(
      saveTeam(relayId, secondClass, [one, two, three, thirdBoys[0] as string]),
      409,
      'meetTeam.otherClass',
      { field: 'studentIds', name: '接力丙1', className: '二年级1班' },
    );
    await expectRefused(saveTeam(relayId, thirdClass, thirdBoys), 409, 'meetEntry.wrongGrade', {
      field: 'studentIds',
      name: '接力丙1',
      event,
    });
    await expectRefused(saveTeam(sprintId, secondClass, [one, two, three, four]), 409, 'meetTeam.notTeamEvent', {
      field: 'eventId',
      event: '60 米',
    });
    // A runner moved to another class after running for their old one stays in that team.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
      eventId: openRelayId,
      classId: secondClass,
      studentIds: [one, two, three, four],
    });
    await gateway.database.db.update(student).set({ classId: thirdClass }).where(eq(student.id, four));
    try {
      await expectRefused(
        saveTeam(openRelayId, thirdClass, [four, ...thirdBoys.slice(1)]),
        409,
        'meetTeam.inOtherTeam',
        { field: 'studentIds', name: '接力甲4', event: '4×50 米接力' },
      );
    } finally {
      await gateway.database.db.update(student).set({ classId: secondClass }).where(eq(student.id, four));
    }
    // Another organisation's class, student or event is not found.
    const [level] = await gateway.ok<{ gradeId: string }[]>(tokens.nf, 'POST', 'grade/save', { levels: [2] });
    const { classId: theirClass } = await gateway.ok<{ classId: string }>(tokens.nf, 'POST', 'class/add', {
      gradeId: level?.gradeId,
      name: '二年级2班',
      code: 2,
      size: 30,
    });
    const theirs = await gateway.ok<{ studentId: string }>(tokens.nf, 'POST', 'student/add', {
      name: '外校跑者',
      sex: 'male',
      studentNumber: `NF-${randomUUID().slice(0, 8)}`,
      classId: theirClass,
      nation: '01',
      birthDate: '2018-03-03',
      parents: [],
    });
    await expectRefused(saveTeam(relayId, theirClass, [one, two, three, four]), 404, 'class.notFound', {
      field: 'classId',
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three, theirs.studentId]), 404, 'student.notFound', {
      field: 'studentIds',
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three, four], tokens.gx), 404, 'meetEvent.notFound');
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/entry/teams', { meetId }), 404, 'meet.notFound');
    // Registration closed: no team, and none withdrawn.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/edit', {
      meetId,
      name: '接力拒绝运动会',
      ...form,
      registrationStart: dayFrom(-5),
      registrationEnd: dayFrom(-1),
    });
    await expectRefused(saveTeam(relayId, secondClass, [one, two, three, four]), 409, 'meetEntry.closed', {
      field: 'eventId',
      start: dayFrom(-5),
      end: dayFrom(-1),
    });
    const [entered] = await teams(meetId);
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/entry/withdraw', { entryId: entered?.entryId }),
      409,
      'meetEntry.closed',
      { field: 'entryId', start: dayFrom(-5), end: dayFrom(-1) },
    );
  });

  it('refuses a runner due at another event at the relay’s time, under the members’ field', async () => {
    const meetId = await addMeet('接力赛程运动会');
    const sprintId = await addEvent(meetId, {
      name: '60 米',
      discipline: 'track',
      startTime: `${dayFrom(10)}T09:00`,
    });
    const relayId = await addEvent(meetId, { startTime: `${dayFrom(10)}T09:10` });
    const [one, two, three, four] = boys as [string, string, string, string];
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/register', { eventId: sprintId, studentId: one });
    const refused = await saveTeam(relayId, secondClass, [one, two, three, four])('zh-CN');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      msgId: 'sportsMeet.calendar.athleteClash',
      msg: '运动员 接力甲1 报名的 60 米（男子） 与 4×100 米接力（男子） 时间重叠',
      msgValues: { field: 'studentIds' },
    });
    expect(await teams(meetId)).toEqual([]);
    // The calendar counts a team's members in their relay: the runner entered in the sprint afterwards clashes.
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
      eventId: relayId,
      classId: secondClass,
      studentIds: [four, three, two, boys[4]],
    });
    const late = await as(tokens.head, 'POST', 'sportsMeet/entry/register', { eventId: sprintId, studentId: two })(
      'zh-CN',
    );
    expect(late.json()).toMatchObject({ msgId: 'sportsMeet.calendar.athleteClash', msgValues: { field: 'studentId' } });
  });

  it('draws teams into lanes, places them with the relay’s double points, and prints their certificates', async () => {
    const meetId = await addMeet('接力成绩运动会');
    const relayId = await addEvent(meetId, {});
    const [one, two, three, four] = boys as [string, string, string, string];
    const ours = (
      await gateway.ok<{ entryId: string }>(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
        eventId: relayId,
        classId: secondClass,
        studentIds: [four, three, two, one],
      })
    ).entryId;
    const theirs = (
      await gateway.ok<{ entryId: string }>(tokens.head, 'POST', 'sportsMeet/entry/teamSave', {
        eventId: relayId,
        classId: thirdClass,
        studentIds: thirdBoys,
      })
    ).entryId;
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/edit', {
      meetId,
      name: '接力成绩运动会',
      ...form,
      registrationEnd: dayFrom(-1),
      startDate: dayFrom(0),
    });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/arrange/draw', { meetId });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/status', { meetId, status: 'inProgress' });
    const [arranged] = await gateway.ok<
      { arrangement: { heats: { athletes: { entryId: string; studentId: string | null; name: string }[] }[] } }[]
    >(tokens.head, 'GET', 'sportsMeet/arrange/list', { meetId }, 'zh-CN');
    const lanes = arranged?.arrangement.heats.flatMap((heat) => heat.athletes) ?? [];
    expect(lanes.map((lane) => lane.name).sort()).toEqual(
      ['二年级1班（接力甲4、接力甲3、接力甲2、接力甲1）', '三年级1班（接力丙1、接力丙2、接力丙3、接力丙4）'].sort(),
    );
    expect(lanes.every((lane) => lane.studentId === null)).toBe(true);

    await gateway.ok(tokens.teacher, 'POST', 'sportsMeet/result/save', {
      eventId: relayId,
      heat: 1,
      entries: [
        { entryId: ours, status: 'ok', mark: '58.2' },
        { entryId: theirs, status: 'ok', mark: '61.5' },
      ],
    });
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/result/confirm', { eventId: relayId, heat: 1 });
    const results = await gateway.ok<{ results: { name: string; place: number; points: number }[] }>(
      tokens.head,
      'GET',
      'sportsMeet/result/event',
      { eventId: relayId },
      'zh-CN',
    );
    // Two teams: one place scores (one fewer than the entrants), at twice its points.
    const [first] = DEFAULT_MEET_SETTINGS.pointsTable as [number];
    expect(results.results.map((result) => [result.name, result.place, result.points])).toEqual([
      ['二年级1班（接力甲4、接力甲3、接力甲2、接力甲1）', 1, first * 2],
      ['三年级1班（接力丙1、接力丙2、接力丙3、接力丙4）', 2, 0],
    ]);
    const standings = await gateway.ok<{ standings: { name: string; total: number }[] }>(
      tokens.head,
      'GET',
      'sportsMeet/result/standings',
      { meetId },
      'zh-CN',
    );
    expect(standings.standings[0]).toMatchObject({ name: '二年级1班', total: first * 2 });

    const printed = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/sportsMeet/certificate/print',
      query: { meetId, batch: 'event', eventId: relayId },
      headers: { ...bearer(tokens.head), 'accept-language': 'zh-CN' },
    });
    expect(printed.statusCode).toBe(200);
    const pdf = await readPdf(printed.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    expect(compact(pdf.pages[0])).toContain('二年级1班代表队（接力甲4、接力甲3、接力甲2、接力甲1）');
    expect(compact(pdf.pages[0])).toContain('第1名');
    expect(compact(pdf.pages[1])).toContain('三年级1班代表队（接力丙1、接力丙2、接力丙3、接力丙4）');
  });
});
