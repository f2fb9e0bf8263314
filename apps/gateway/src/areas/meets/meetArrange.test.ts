import { arrangeEvent } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sportMeetArrangement, sportMeetEntry, sportMeetStart } from '../../db/schema.ts';
import { refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface Athlete {
  entryId: string;
  name: string;
  className: string;
  seedMark: number | null;
  position: number;
}
interface Arranged {
  eventId: string;
  name: string;
  entryCount: number;
  arrangement: {
    kind: string;
    method: string;
    seed: number;
    drawnBy: string | null;
    drawnAt: string;
    heats: { number: number; athletes: Athlete[] }[];
    unplaced: number;
  } | null;
}

/** The day `days` from today (UTC), as the gateway's clock reads it without an offset. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a sports meet’s arrangement on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetArrangement, sportMeetStart));
  const { as } = gateway;

  const meetForm = (name: string, registrationEnd: string) => ({
    name,
    registrationStart: dayFrom(-5),
    registrationEnd,
    startDate: dayFrom(10),
    endDate: dayFrom(11),
  });
  const addEvent = async (meetId: string, form: Record<string, unknown>) =>
    (await gateway.ok<{ eventId: string }>(tokens.k12, 'POST', 'sportsMeet/event/add', { meetId, ...form })).eventId;
  const arrangements = (meetId: string) =>
    gateway.ok<Arranged[]>(tokens.k12, 'GET', 'sportsMeet/arrange/list', { meetId }, 'zh-CN');
  const eventIn = async (meetId: string, name: string) =>
    theOne(await arrangements(meetId), (event) => event.name === name, name);
  const pupils = async () => {
    const classes = await gateway.ok<{ classId: string }[]>(tokens.k12, 'GET', 'sportsMeet/entry/classes');
    const all = [];
    for (const { classId } of classes)
      all.push(
        ...(await gateway.ok<{ studentId: string; name: string; sex: string }[]>(
          tokens.k12,
          'GET',
          'sportsMeet/entry/students',
          { classId },
        )),
      );
    return all;
  };

  /**
   * A meet of the school with a boys' 60 m (four boys, two with seed marks), a mixed long jump (two
   * girls) and a relay nobody entered, its registration closed yesterday.
   */
  const closedMeet = async (name: string) => {
    const { meetId } = await gateway.ok<{ meetId: string }>(
      tokens.k12,
      'POST',
      'sportsMeet/add',
      meetForm(name, dayFrom(5)),
    );
    const sprintId = await addEvent(meetId, {
      name: '60 米',
      discipline: 'track',
      sex: 'male',
      measure: 'timed',
      unit: 'second',
    });
    const jumpId = await addEvent(meetId, {
      name: '跳远',
      discipline: 'field',
      sex: 'mixed',
      measure: 'distance',
      unit: 'metre',
    });
    await addEvent(meetId, {
      name: '4×100 米接力',
      discipline: 'relay',
      sex: 'male',
      measure: 'timed',
      unit: 'second',
    });
    const school = await pupils();
    const entryOf = new Map<string, string>();
    for (const pupil of school) {
      const eventId = pupil.sex === 'male' ? sprintId : jumpId;
      const { entryId } = await gateway.ok<{ entryId: string }>(tokens.k12, 'POST', 'sportsMeet/entry/register', {
        eventId,
        studentId: pupil.studentId,
      });
      entryOf.set(pupil.name, entryId);
    }
    // Best times of two boys: they are seeded, the others drawn by lot.
    for (const [name, seedMark] of [
      ['林小川', 10.86],
      ['周明轩', 10.51],
    ] as const) {
      await gateway.database.db
        .update(sportMeetEntry)
        .set({ seedMark })
        .where(eq(sportMeetEntry.id, entryOf.get(name) ?? ''));
    }
    const draw = as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId });
    await expectRefused(draw, 409, 'meetArrange.registrationOpen', {
      field: 'meetId',
      start: dayFrom(-5),
      end: dayFrom(5),
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/edit', { meetId, ...meetForm(name, dayFrom(-1)) });
    return { meetId, sprintId, jumpId, entryOf };
  };

  it('draws every event with entries once registration has closed, and lists heats, lanes and order', async () => {
    const { meetId, sprintId, jumpId } = await closedMeet('编排测试运动会');
    // The events tab tells drawn (grouped) events from those not yet drawn.
    const grouping = async () =>
      Object.fromEntries(
        (
          await gateway.ok<{ eventId: string; grouping: string }[]>(tokens.k12, 'GET', 'sportsMeet/event/list', {
            meetId,
          })
        ).map((event) => [event.eventId, event.grouping]),
      );
    expect(await grouping()).toMatchObject({ [sprintId]: 'ungrouped', [jumpId]: 'ungrouped' });
    expect(await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId })).toEqual({ drawn: 2 });
    expect(await grouping()).toMatchObject({ [sprintId]: 'grouped', [jumpId]: 'grouped' });
    const sprint = await eventIn(meetId, '60 米');
    expect(sprint).toMatchObject({ eventId: sprintId, entryCount: 4 });
    expect(sprint.arrangement).toMatchObject({ kind: 'lanes', method: 'marks', unplaced: 0 });
    expect(sprint.arrangement?.drawnBy).toEqual(expect.any(String));
    const [heat] = sprint.arrangement?.heats ?? [];
    expect(heat?.number).toBe(1);
    expect(heat?.athletes.map((athlete) => athlete.name).sort()).toEqual(['周明轩', '林小川', '赵子涵', '陈思远']);
    // The two seeded boys draw among the middle lanes; the class is named after its grade.
    const seeded = theOne(heat?.athletes ?? [], (athlete) => athlete.name === '周明轩', '周明轩');
    expect(seeded).toMatchObject({ seedMark: 10.51, className: '三年级1班' });
    expect([3, 4, 5, 6]).toContain(seeded.position);
    const jump = await eventIn(meetId, '跳远');
    expect(jump).toMatchObject({ eventId: jumpId, arrangement: { kind: 'order', method: 'lot' } });
    expect(jump.arrangement?.heats.map((one) => one.athletes.map((athlete) => athlete.position))).toEqual([[1, 2]]);
    expect((await eventIn(meetId, '4×100 米接力')).arrangement).toBeNull();

    // Drawn once: a second draw of the meet or of an event is refused, changing nothing.
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId }),
      409,
      'meetArrange.nothingToDraw',
      { field: 'meetId' },
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId, eventId: sprintId }),
      409,
      'meetArrange.alreadyDrawn',
      { field: 'eventId', event: '60 米' },
    );
    const relay = await eventIn(meetId, '4×100 米接力');
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId, eventId: relay.eventId }),
      409,
      'meetArrange.noEntries',
      { field: 'eventId', event: '4×100 米接力' },
    );
  });

  it('repeats a draw from its seed, as the domain draws it, and redraws with a new seed', async () => {
    const { meetId, sprintId } = await closedMeet('重抽测试运动会');
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId, eventId: sprintId });
    const first = (await eventIn(meetId, '60 米')).arrangement;
    const seed = first?.seed ?? -1;
    // The stored draw is the domain's from the entries in the order they were made and the seed.
    const entries = await gateway.database.db
      .select()
      .from(sportMeetEntry)
      .where(eq(sportMeetEntry.eventId, sprintId))
      .orderBy(sportMeetEntry.createdAt, sportMeetEntry.id);
    const expected = arrangeEvent(
      entries.map((entry) => ({ id: entry.id, seedMark: entry.seedMark })),
      { discipline: 'track', measure: 'timed', laneCount: 8, seed },
    );
    const placesOf = (arranged: Arranged['arrangement']) =>
      (arranged?.heats ?? []).flatMap((heat) =>
        heat.athletes.map((athlete) => ({ id: athlete.entryId, heat: heat.number, position: athlete.position })),
      );
    expect(placesOf(first)).toEqual(expected.slots.map(({ id, heat, position }) => ({ id, heat, position })));

    const redrawn = await gateway.ok<{ seed: number }>(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', {
      eventId: sprintId,
    });
    expect((await eventIn(meetId, '60 米')).arrangement?.seed).toBe(redrawn.seed);
    // The first seed again gives the first draw again.
    expect(
      await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', { eventId: sprintId, seed: String(seed) }),
    ).toEqual({ seed });
    expect(placesOf((await eventIn(meetId, '60 米')).arrangement)).toEqual(placesOf(first));

    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', { eventId: sprintId, seed: -1 }),
      400,
      'validation.meetArrange.seed',
      { field: 'seed' },
    );
    const jump = await eventIn(meetId, '跳远');
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', { eventId: jump.eventId }),
      409,
      'meetArrange.notDrawn',
      { field: 'eventId', event: '跳远' },
    );
  });

  it('swaps two athletes of a drawn event, and refuses a swap with oneself or across events', async () => {
    const { meetId, entryOf } = await closedMeet('调整测试运动会');
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId });
    const placeOf = async (name: string) => {
      const events = await arrangements(meetId);
      for (const event of events)
        for (const heat of event.arrangement?.heats ?? [])
          for (const athlete of heat.athletes) if (athlete.name === name) return [heat.number, athlete.position];
      throw new Error(`no place of ${name}`);
    };
    const before = [await placeOf('林小川'), await placeOf('陈思远')];
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/swap', {
      entryId: entryOf.get('林小川'),
      withEntryId: entryOf.get('陈思远'),
    });
    expect([await placeOf('陈思远'), await placeOf('林小川')]).toEqual(before);

    const swap = (entryId: string | undefined, withEntryId: string | undefined, token = tokens.k12) =>
      as(token, 'POST', 'sportsMeet/arrange/swap', { entryId, withEntryId });
    await expectRefused(swap(entryOf.get('林小川'), entryOf.get('林小川')), 400, 'meetArrange.swapSame', {
      field: 'withEntryId',
      name: '林小川',
    });
    await expectRefused(swap(entryOf.get('林小川'), entryOf.get('林小雨')), 409, 'meetArrange.otherEvent', {
      field: 'withEntryId',
      name: '林小川',
      other: '林小雨',
    });
    await expectRefused(swap(entryOf.get('林小川'), ''), 400, 'meetEntry.notFound', { field: 'withEntryId' });
    // Another organisation's entries are none of the caller's.
    await expectRefused(swap(entryOf.get('林小川'), entryOf.get('陈思远'), tokens.gx), 404, 'meetEntry.notFound', {
      field: 'entryId',
    });
  });

  it('answers another organisation’s meet and events as not found', async () => {
    const { meetId, sprintId } = await closedMeet('他校编排运动会');
    await expectRefused(as(tokens.gx, 'GET', 'sportsMeet/arrange/list', { meetId }), 404, 'meet.notFound');
    await expectRefused(as(tokens.gx, 'POST', 'sportsMeet/arrange/draw', { meetId }), 404, 'meet.notFound');
    await expectRefused(
      as(tokens.gx, 'POST', 'sportsMeet/arrange/redraw', { eventId: sprintId }),
      404,
      'meetEvent.notFound',
    );
    // An event of another meet is not this meet's.
    const other = await closedMeet('另一编排运动会');
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId, eventId: other.sprintId }),
      404,
      'meetEvent.notFound',
      { field: 'eventId' },
    );
  });

  it('keeps drawing on the meet’s day, and fixes the arrangement once the meet has ended', async () => {
    const { meetId, sprintId, entryOf } = await closedMeet('结束编排运动会');
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: 'inProgress' });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId, eventId: sprintId });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/status', { meetId, status: 'ended' });
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', { eventId: sprintId }),
      409,
      'meetArrange.meetEnded',
      { field: 'eventId' },
    );
    await expectRefused(as(tokens.k12, 'POST', 'sportsMeet/arrange/draw', { meetId }), 409, 'meetArrange.meetEnded', {
      field: 'meetId',
    });
    await expectRefused(
      as(tokens.k12, 'POST', 'sportsMeet/arrange/swap', {
        entryId: entryOf.get('林小川'),
        withEntryId: entryOf.get('陈思远'),
      }),
      409,
      'meetArrange.meetEnded',
      { field: 'entryId' },
    );
  });

  it('opens the demo trials drawn but for one event, its draws repeatable from their seeds', async () => {
    const meets = await gateway.records<{ meetId: string; name: string }>(tokens.k12, 'sportsMeet/page');
    const trials = theOne(meets, (meet) => meet.name === '校园田径选拔赛', 'the trials');
    const sprint = await eventIn(trials.meetId, '60 米');
    expect(sprint.arrangement).toMatchObject({ kind: 'lanes', method: 'marks', seed: 20_261_201, unplaced: 0 });
    expect(sprint.arrangement?.heats[0]?.athletes).toHaveLength(4);
    const jump = await eventIn(trials.meetId, '立定跳远');
    expect(jump.arrangement).toMatchObject({ kind: 'order', seed: 46 });
    const before = jump.arrangement?.heats;
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/arrange/redraw', { eventId: jump.eventId, seed: 46 });
    expect((await eventIn(trials.meetId, '立定跳远')).arrangement?.heats).toEqual(before);
    // The rope skipping waits for staff to draw it.
    expect(await eventIn(trials.meetId, '一分钟跳绳')).toMatchObject({ entryCount: 2, arrangement: null });
  });
});
