import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sportMeet, sportMeetEntry, sportMeetEvent } from '../../db/schema.ts';
import { call, exportLinesOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface EventRecord {
  eventId: string;
  name: string;
  sex: string;
  grades: { gradeId: string; name: string }[];
  venue: { venueId: string; name: string } | null;
  startTime: string | null;
  maxEntriesPerClass: number | null;
  rounds: string;
  entryCount: number;
}
interface EntryRecord {
  entryId: string;
  eventName: string;
  studentName: string;
  className: string;
  sex: string;
}
interface Pupil {
  studentId: string;
  name: string;
  sex: string;
}

/** The day `days` from today (UTC), as the gateway's clock reads it without an offset. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a sports meet’s events and registration on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetEvent, sportMeetEntry));
  const { as } = gateway;

  /** A meet of the school open for registration today: it closes in five days, starts in ten. */
  const addMeet = async (name: string, overrides: Record<string, unknown> = {}) =>
    (
      await gateway.ok<{ meetId: string }>(tokens.k12, 'POST', 'sportsMeet/add', {
        name,
        registrationStart: dayFrom(-5),
        registrationEnd: dayFrom(5),
        startDate: dayFrom(10),
        endDate: dayFrom(11),
        ...overrides,
      })
    ).meetId;
  const sprint = (overrides: Record<string, unknown> = {}) => ({
    name: '60 米',
    discipline: 'track',
    sex: 'male',
    measure: 'timed',
    unit: 'second',
    ...overrides,
  });
  const addEvent = async (meetId: string, overrides: Record<string, unknown> = {}) =>
    (
      await gateway.ok<{ eventId: string }>(tokens.k12, 'POST', 'sportsMeet/event/add', {
        meetId,
        ...sprint(overrides),
      })
    ).eventId;
  const events = (meetId: string, token = tokens.k12) =>
    gateway.ok<EventRecord[]>(token, 'GET', 'sportsMeet/event/list', { meetId });
  const gradeNamed = async (name: string) =>
    theOne(
      await gateway.ok<{ gradeId: string; name: string }[]>(tokens.k12, 'GET', 'grade/list', {}, 'zh-CN'),
      (one) => one.name === name,
      name,
    );
  const classNamed = async (name: string) =>
    theOne(
      await gateway.ok<{ classId: string; name: string }[]>(tokens.k12, 'GET', 'sportsMeet/entry/classes', {}),
      (one) => one.name.endsWith(name),
      name,
    );
  const pupilsOf = (classId: string) =>
    gateway.ok<Pupil[]>(tokens.k12, 'GET', 'sportsMeet/entry/students', { classId });
  const register = (eventId: string, studentId: string) =>
    as(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId, studentId });
  const entries = (meetId: string, filters: Record<string, unknown> = {}) =>
    gateway.records<EntryRecord>(tokens.k12, 'sportsMeet/entry/page', { meetId, ...filters });

  it('adds, lists, edits and deletes a meet’s events, with their grades, venue and start time', async () => {
    const meetId = await addMeet('项目测试运动会');
    const second = await gradeNamed('二年级');
    const [playground] = await gateway.records<{ venueId: string; name: string }>(tokens.k12, 'place/page');
    const eventId = await addEvent(meetId, {
      gradeIds: [second.gradeId],
      venueId: playground?.venueId,
      startTime: `${dayFrom(10)}T09:30`,
      rounds: 'heatsAndFinal',
      maxEntriesPerClass: '3',
    });
    await addEvent(meetId, { name: '跳远', discipline: 'field', sex: 'female', measure: 'distance', unit: 'metre' });
    const listed = await gateway.ok<EventRecord[]>(tokens.k12, 'GET', 'sportsMeet/event/list', { meetId }, 'zh-CN');
    expect(listed.map((event) => event.name)).toEqual(['60 米', '跳远']);
    expect(listed[0]).toMatchObject({
      eventId,
      sex: 'male',
      grades: [{ gradeId: second.gradeId, name: '二年级' }],
      venue: { venueId: playground?.venueId, name: playground?.name },
      startTime: `${dayFrom(10)}T09:30`,
      rounds: 'heatsAndFinal',
      maxEntriesPerClass: 3,
      entryCount: 0,
    });
    expect(listed[1]).toMatchObject({ grades: [], venue: null, startTime: null, maxEntriesPerClass: null });

    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/event/edit', {
      eventId,
      ...sprint({ name: '100 米', venueId: '' }),
    });
    const [edited] = await events(meetId);
    expect(edited).toMatchObject({ name: '100 米', grades: [], venue: null, startTime: null, rounds: 'final' });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/event/delete', { eventId });
    expect((await events(meetId)).map((event) => event.name)).toEqual(['跳远']);
  });

  it('offers the organisation’s own grades, classes and pupils to choose from', async () => {
    const grades = await gateway.ok<{ name: string }[]>(tokens.k12, 'GET', 'sportsMeet/event/grades', {}, 'zh-CN');
    expect(grades.map((one) => one.name)).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']);
    const secondClass = await classNamed('二年级1班');
    expect((await pupilsOf(secondClass.classId)).map((pupil) => pupil.name)).toEqual(['林小川', '陈思远']);
    await expectRefused(
      as(tokens.gx, 'GET', 'sportsMeet/entry/students', { classId: secondClass.classId }),
      404,
      'class.notFound',
    );
    expect(
      (await gateway.ok<{ classId: string }[]>(tokens.gx, 'GET', 'sportsMeet/entry/classes')).map((one) => one.classId),
    ).not.toContain(secondClass.classId);
  });

  it('refuses bad events in every language, naming the field, without changing anything', async () => {
    const meetId = await addMeet('拒绝项目运动会');
    const add = (overrides: Record<string, unknown>) =>
      as(tokens.k12, 'POST', 'sportsMeet/event/add', { meetId, ...sprint(overrides) });
    await expectRefused(add({ name: ' ' }), 400, 'validation.meetEvent.name', { field: 'name' });
    await expectRefused(add({ measure: 'distance', unit: 'metre' }), 400, 'validation.meetEvent.measureOfDiscipline', {
      field: 'measure',
    });
    await expectRefused(add({ unit: 'metre' }), 400, 'validation.meetEvent.unit', { field: 'unit' });
    await expectRefused(add({ sex: 'any' }), 400, 'validation.meetEvent.sex', { field: 'sex' });
    await expectRefused(add({ maxEntriesPerClass: 0 }), 400, 'validation.meetEvent.entriesPerClass', {
      field: 'maxEntriesPerClass',
    });
    await expectRefused(add({ startTime: `${dayFrom(12)}T09:00` }), 400, 'validation.meetEvent.startTimeOutside', {
      field: 'startTime',
      start: dayFrom(10),
      end: dayFrom(11),
    });
    // Another organisation's grade and venue are none of this one's.
    const [theirGrade] = await gateway.ok<{ gradeId: string }[]>(tokens.gx, 'POST', 'grade/save', { levels: [2026] });
    await expectRefused(add({ gradeIds: [theirGrade?.gradeId] }), 404, 'validation.meetEvent.grades', {
      field: 'gradeIds',
    });
    await gateway.ok(tokens.gx, 'POST', 'place/add', { code: '08', name: '田径场', type: 'playground' });
    const [theirVenue] = await gateway.records<{ venueId: string }>(tokens.gx, 'place/page');
    await expectRefused(add({ venueId: theirVenue?.venueId }), 404, 'validation.venue.required', { field: 'venueId' });
    await expectRefused(as(tokens.gx, 'POST', 'sportsMeet/event/add', { meetId, ...sprint() }), 404, 'meet.notFound');
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/event/list', { meetId }), 404, 'meet.notFound');
  });

  it('keeps a meet’s events to 200, and fixes them once the meet has started', async () => {
    const meetId = await addMeet('两百项运动会');
    const [meet] = await gateway.database.db
      .select({ orgId: sportMeet.orgId, tenantOrgId: sportMeet.tenantOrgId })
      .from(sportMeet)
      .where(eq(sportMeet.id, meetId));
    const { orgId, tenantOrgId } = meet ?? { orgId: '', tenantOrgId: '' };
    // 199 events straight into the table: the form's way is proved above.
    await gateway.database.db.insert(sportMeetEvent).values(
      Array.from({ length: 199 }, (_, index) => ({
        id: randomUUID(),
        orgId,
        tenantOrgId,
        meetId,
        name: `项目 ${index}`,
        discipline: 'track',
        sex: 'male',
        measure: 'timed',
        unit: 'second',
        rounds: 'final',
      })),
    );
    const eventId = await addEvent(meetId);
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/event/add', { meetId, ...sprint() }),
      409,
      'meetEvent.tooMany',
      { max: 200 },
    );
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: 'inProgress' });
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/event/edit', { eventId, ...sprint() }),
      409,
      'meetEvent.meetStarted',
    );
    await expectRefused(as(tokens.k12, 'POST', 'sportsMeet/event/delete', { eventId }), 409, 'meetEvent.meetStarted');
  });

  it('enters a class’s athletes within the meet’s limits, and refuses each broken rule by its field', async () => {
    const meetId = await addMeet('报名测试运动会');
    const second = await gradeNamed('二年级');
    const sprintId = await addEvent(meetId, { gradeIds: [second.gradeId] });
    const jumpId = await addEvent(meetId, {
      name: '跳远',
      discipline: 'field',
      sex: 'mixed',
      measure: 'distance',
      unit: 'metre',
    });
    const throwId = await addEvent(meetId, {
      name: '实心球',
      discipline: 'field',
      sex: 'mixed',
      measure: 'distance',
      unit: 'metre',
    });
    const girlsId = await addEvent(meetId, { name: '女子 60 米', sex: 'female' });
    const relayId = await addEvent(meetId, { name: '4×100 米接力', discipline: 'relay' });
    const secondClass = await classNamed('二年级1班');
    const firstClass = await classNamed('一年级1班');
    const [boy, otherBoy] = (await pupilsOf(secondClass.classId)).filter((pupil) => pupil.sex === 'male');
    const firstGrader = (await pupilsOf(firstClass.classId)).find((pupil) => pupil.sex === 'male');
    if (!boy || !otherBoy || !firstGrader) throw new Error('the demo school needs two boys in grade 2, one in grade 1');
    // A third boy of the class, so that the class meets its limit of two.
    const { studentId: thirdBoy } = await gateway.ok<{ studentId: string }>(tokens.k12, 'POST', 'student/add', {
      name: '吴浩然',
      sex: 'male',
      studentNumber: `MEET-${randomUUID().slice(0, 8)}`,
      classId: secondClass.classId,
      nation: '01',
      birthDate: '2018-03-03',
      parents: [],
    });

    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: sprintId, studentId: boy.studentId });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', {
      eventId: sprintId,
      studentId: otherBoy.studentId,
    });
    await expectRefused(register(sprintId, thirdBoy), 409, 'meetEntry.tooManyFromClass', {
      field: 'studentId',
      className: '二年级1班',
      event: '60 米',
      max: 2,
    });
    await expectRefused(register(sprintId, boy.studentId), 409, 'meetEntry.duplicate', {
      field: 'studentId',
      name: boy.name,
      event: '60 米',
    });
    await expectRefused(register(sprintId, firstGrader.studentId), 409, 'meetEntry.wrongGrade', {
      field: 'studentId',
      name: firstGrader.name,
      event: '60 米',
    });
    await expectRefused(register(girlsId, boy.studentId), 409, 'meetEntry.wrongSex', {
      field: 'studentId',
      name: boy.name,
      event: '女子 60 米',
    });
    await expectRefused(register(relayId, boy.studentId), 409, 'meetEntry.teamEvent', {
      field: 'eventId',
      event: '4×100 米接力',
    });
    // Two individual events each, the meet's rule: a third is refused.
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: jumpId, studentId: boy.studentId });
    await expectRefused(register(throwId, boy.studentId), 409, 'meetEntry.tooManyEvents', {
      field: 'studentId',
      name: boy.name,
      max: 2,
    });
    // Another organisation's student, and this one's event for another organisation.
    // The fitness centre's own pupil, in a class of its own.
    const [level] = await gateway.ok<{ gradeId: string }[]>(tokens.nf, 'POST', 'grade/save', { levels: [2] });
    const { classId: theirClass } = await gateway.ok<{ classId: string }>(tokens.nf, 'POST', 'class/add', {
      gradeId: level?.gradeId,
      name: '二年级1班',
      code: 1,
      size: 30,
    });
    const theirs = await gateway.ok<{ studentId: string }>(tokens.nf, 'POST', 'student/add', {
      name: '外校生',
      sex: 'male',
      studentNumber: `NF-${randomUUID().slice(0, 8)}`,
      classId: theirClass,
      nation: '01',
      birthDate: '2018-03-03',
      parents: [],
    });
    await expectRefused(register(jumpId, theirs.studentId), 404, 'student.notFound', { field: 'studentId' });
    await expectRefused(
      as(tokens.gx, 'POST', 'sportsMeet/entry/register', { eventId: jumpId, studentId: otherBoy.studentId }),
      404,
      'meetEvent.notFound',
    );

    expect((await events(meetId)).map((event) => [event.name, event.entryCount])).toEqual([
      ['4×100 米接力', 0],
      ['60 米', 2],
      ['女子 60 米', 0],
      ['实心球', 0],
      ['跳远', 1],
    ]);
    // Withdrawn, a place of the class is free again.
    const [first] = await entries(meetId, { eventId: sprintId, keyword: boy.name });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/withdraw', { entryId: first?.entryId });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: sprintId, studentId: thirdBoy });
    // Events with entries keep them: not deleted, not narrowed past them.
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/event/delete', { eventId: sprintId }),
      409,
      'meetEvent.hasEntries',
      {
        event: '60 米',
      },
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/event/edit', {
        eventId: jumpId,
        ...sprint({ name: '跳远', sex: 'female', discipline: 'field', measure: 'distance', unit: 'metre' }),
      }),
      409,
      'meetEvent.entriesUnfit',
      { field: 'sex', count: 1 },
    );
  });

  it('lists who entered what by event and class, and exports it', async () => {
    const [meet] = await gateway.records<{ meetId: string }>(tokens.k12, 'sportsMeet/page', {
      keyword: '报名测试运动会',
    });
    const meetId = meet?.meetId ?? '';
    const all = await gateway.ok<{ total: number; records: EntryRecord[] }>(
      tokens.k12,
      'GET',
      'sportsMeet/entry/page',
      { meetId },
      'zh-CN',
    );
    expect(all.records.map((entry) => [entry.eventName, entry.className])).toEqual([
      ['60 米', '二年级1班'],
      ['60 米', '二年级1班'],
      ['跳远', '二年级1班'],
    ]);
    const sprintId = (await events(meetId)).find((event) => event.name === '60 米')?.eventId;
    const firstClass = await classNamed('一年级1班');
    expect(await entries(meetId, { eventId: sprintId })).toHaveLength(2);
    expect(await entries(meetId, { classId: firstClass.classId })).toEqual([]);
    const lines = exportLinesOf(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/sportsMeet/entry/export',
        query: { meetId, eventId: sprintId ?? '' },
        headers: { authorization: `Bearer ${tokens.k12}`, 'accept-language': 'zh-CN' },
      }),
    );
    expect(lines[0]).toEqual({ total: 2 });
    expect(lines[1]).toEqual(all.records.slice(0, 2));
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/entry/page', { meetId }), 404, 'meet.notFound');
  });

  it('tells the organiser which classes have registered for a meet and which have not', async () => {
    const [meet] = await gateway.records<{ meetId: string }>(tokens.k12, 'sportsMeet/page', {
      keyword: '报名测试运动会',
    });
    const meetId = meet?.meetId ?? '';
    const summary = await gateway.ok<
      { name: string; athletes: number; teams: number; registration: 'registered' | 'unregistered' }[]
    >(tokens.k12, 'GET', 'sportsMeet/entry/classSummary', { meetId }, 'zh-CN');
    const byName = new Map(summary.map((one) => [one.name, one]));
    // Every class of the school is listed, in grade order, registered by its entries only.
    expect(summary.map((one) => one.name).slice(0, 2)).toEqual(['一年级1班', '二年级1班']);
    expect(byName.get('二年级1班')).toMatchObject({ athletes: 3, teams: 0, registration: 'registered' });
    expect(byName.get('一年级1班')).toMatchObject({ athletes: 0, teams: 0, registration: 'unregistered' });
    expect(summary.filter((one) => one.registration === 'registered')).toHaveLength(1);
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/entry/classSummary', { meetId }), 404, 'meet.notFound');
  });

  it('refuses entries outside the registration period, and withdrawals after it', async () => {
    const meetId = await addMeet('未开放运动会', {
      registrationStart: dayFrom(3),
      registrationEnd: dayFrom(5),
    });
    const eventId = await addEvent(meetId, { sex: 'mixed' });
    const pupils = await pupilsOf((await classNamed('三年级1班')).classId);
    const [pupil] = pupils;
    if (!pupil) throw new Error('the demo school needs a third grader');
    await expectRefused(register(eventId, pupil.studentId), 409, 'meetEntry.notOpen', {
      field: 'eventId',
      start: dayFrom(3),
      end: dayFrom(5),
    });
    // Opened today, an entry stands; closed yesterday, it can neither be made nor withdrawn.
    const dates = {
      registrationStart: dayFrom(-3),
      registrationEnd: dayFrom(0),
      startDate: dayFrom(10),
      endDate: dayFrom(11),
    };
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', { meetId, name: '未开放运动会', ...dates });
    const { entryId } = await gateway.ok<{ entryId: string }>(tokens.k12, 'POST', 'sportsMeet/entry/register', {
      eventId,
      studentId: pupil.studentId,
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', {
      meetId,
      name: '未开放运动会',
      ...dates,
      registrationEnd: dayFrom(-1),
    });
    const closed = { start: dayFrom(-3), end: dayFrom(-1) };
    await expectRefused(register(eventId, pupils[1]?.studentId ?? ''), 409, 'meetEntry.closed', {
      field: 'eventId',
      ...closed,
    });
    await expectRefused(as(tokens.k12, 'POST', 'sportsMeet/entry/withdraw', { entryId }), 409, 'meetEntry.closed', {
      field: 'entryId',
      ...closed,
    });
  });

  it('lets two staff registering at once never pass a limit, and a double submit make one entry', async () => {
    const meetId = await addMeet('并发报名运动会');
    const eventId = await addEvent(meetId, { maxEntriesPerClass: 1 });
    const [boy, otherBoy] = (await pupilsOf((await classNamed('二年级1班')).classId)).filter(
      (pupil) => pupil.sex === 'male',
    );
    const send = (studentId: string) =>
      call(gateway.app, tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId, studentId });
    const answers = await Promise.all([send(boy?.studentId ?? ''), send(otherBoy?.studentId ?? '')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => answer.json().msgId).filter(Boolean)).toEqual(['meetEntry.tooManyFromClass']);
    expect(await entries(meetId)).toHaveLength(1);

    const mixedId = await addEvent(meetId, {
      name: '跳绳',
      discipline: 'field',
      sex: 'mixed',
      measure: 'counted',
      unit: 'count',
    });
    const twice = await Promise.all([
      call(gateway.app, tokens.k12, 'POST', 'sportsMeet/entry/register', {
        eventId: mixedId,
        studentId: boy?.studentId,
      }),
      call(gateway.app, tokens.k12, 'POST', 'sportsMeet/entry/register', {
        eventId: mixedId,
        studentId: boy?.studentId,
      }),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entries(meetId, { eventId: mixedId })).toHaveLength(1);
  });
});
