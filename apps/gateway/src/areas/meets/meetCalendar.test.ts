import type { DomainLocale } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sportMeetEntry, sportMeetEvent } from '../../db/schema.ts';
import { theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface Programme {
  events: { eventId: string; name: string; startTime: string | null; durationMinutes: number }[];
  clashes: { kind: 'venue' | 'athlete'; eventIds: [string, string]; message: string }[];
}

/** The day `days` from today (UTC), as the gateway's clock reads it without an offset. */
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a sports meet’s calendar on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  const snapshot = gateway.snapshot(sportMeetEvent, sportMeetEntry);
  const { as } = gateway;

  /**
   * Expects `send` refused in each language with 409 and `id`, its words naming each of `names`
   * (the venue or athlete and the two events, as that language calls them), and nothing changed.
   */
  async function expectClash(
    send: (language: DomainLocale) => Promise<LightMyRequestResponse>,
    id: string,
    field: string,
    names: Record<DomainLocale, string[]>,
  ) {
    for (const language of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const before = await snapshot();
      const response = await send(language);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ msgId: id, msgValues: { field } });
      for (const name of names[language]) expect(response.json().msg).toContain(name);
      expect(await snapshot()).toBe(before);
    }
  }

  /** A meet of the school open for registration, held in ten days' time, with two venues. */
  async function meetWithVenues(name: string) {
    const { meetId } = await gateway.ok<{ meetId: string }>(tokens.k12, 'POST', 'sportsMeet/add', {
      name,
      registrationStart: dayFrom(-5),
      registrationEnd: dayFrom(5),
      startDate: dayFrom(10),
      endDate: dayFrom(10),
    });
    const venues = await gateway.records<{ venueId: string; name: string }>(tokens.k12, 'place/page');
    let pit = venues.find((one) => one.name === '沙坑');
    if (!pit) {
      await gateway.ok(tokens.k12, 'POST', 'place/add', { code: '31', name: '沙坑', type: 'playground' });
      const again = await gateway.records<{ venueId: string; name: string }>(tokens.k12, 'place/page');
      pit = theOne(again, (one) => one.name === '沙坑', '沙坑');
    }
    const track = theOne(venues, (one) => one.name === '操场', '操场');
    return { meetId, track: track.venueId, pit: pit.venueId };
  }
  const at = (time: string) => `${dayFrom(10)}T${time}`;
  const eventForm = (overrides: Record<string, unknown>) => ({
    discipline: 'track',
    sex: 'male',
    measure: 'timed',
    unit: 'second',
    ...overrides,
  });
  const addEvent = async (meetId: string, overrides: Record<string, unknown>) =>
    (
      await gateway.ok<{ eventId: string }>(tokens.k12, 'POST', 'sportsMeet/event/add', {
        meetId,
        ...eventForm(overrides),
      })
    ).eventId;
  const programme = (meetId: string, language: DomainLocale = 'zh-CN', token = tokens.k12) =>
    gateway.ok<Programme>(token, 'GET', 'sportsMeet/event/calendar', { meetId }, language);

  it('lists the programme in start order, each event for its length, the untimed last', async () => {
    const { meetId, track, pit } = await meetWithVenues('日程运动会');
    await addEvent(meetId, { name: '跳远', discipline: 'field', measure: 'distance', unit: 'metre' });
    await addEvent(meetId, { name: '100 米', startTime: at('09:30'), durationMinutes: 20, venueId: track });
    await addEvent(meetId, { name: '60 米', startTime: at('09:00'), venueId: track });
    await addEvent(meetId, {
      name: '立定跳远',
      sex: 'mixed',
      discipline: 'field',
      measure: 'distance',
      unit: 'metre',
      startTime: at('09:00'),
      durationMinutes: 90,
      venueId: pit,
    });
    const { events, clashes } = await programme(meetId);
    expect(events.map((event) => [event.name, event.startTime, event.durationMinutes])).toEqual([
      ['60 米', at('09:00'), 30],
      ['立定跳远', at('09:00'), 90],
      ['100 米', at('09:30'), 20],
      ['跳远', null, 30],
    ]);
    // The 60 m ends as the 100 m starts on the same track: touching is no clash.
    expect(clashes).toEqual([]);
    // A clash kept from before these checks (two events on the track at once) is shown, told in the
    // reader's language.
    const sprint = theOne(events, (event) => event.name === '100 米', '100 米');
    await gateway.database.db
      .update(sportMeetEvent)
      .set({ startTime: at('09:10') })
      .where(eq(sportMeetEvent.id, sprint.eventId));
    const told = await programme(meetId, 'en-US');
    expect(told.clashes).toEqual([
      {
        kind: 'venue',
        eventIds: [theOne(events, (event) => event.name === '60 米', '60 米').eventId, sprint.eventId],
        message: expect.stringContaining('操场'),
      },
    ]);
    expect(told.clashes[0]?.message).toContain('60 米 (boys)');
    expect(told.clashes[0]?.message).toContain('100 米 (boys)');
    // Another organisation reads none of it.
    expect((await as(tokens.gx, 'GET', 'sportsMeet/event/calendar', { meetId })('zh-CN')).statusCode).toBe(404);
  });

  it('refuses an event placed at a venue already in use, naming both events, and keeps the first', async () => {
    const { meetId, track, pit } = await meetWithVenues('场地冲突运动会');
    await addEvent(meetId, { name: '60 米', startTime: at('09:00'), venueId: track });
    const jump = await addEvent(meetId, {
      name: '跳远',
      discipline: 'field',
      measure: 'distance',
      unit: 'metre',
      startTime: at('09:10'),
      venueId: pit,
    });
    const onTrack = { name: '800 米', sex: 'female', startTime: at('09:20'), venueId: track };
    await expectClash(
      (language) => as(tokens.k12, 'POST', 'sportsMeet/event/add', { meetId, ...eventForm(onTrack) })(language),
      'sportsMeet.calendar.venueClash',
      'startTime',
      {
        'zh-CN': ['操场', '60 米（男子）', '800 米（女子）'],
        'zh-TW': ['操场', '60 米（男子）', '800 米（女子）'],
        'en-US': ['操场', '60 米 (boys)', '800 米 (girls)'],
      },
    );
    // Moved onto the track during the 60 m, the long jump is refused too; after it, it is taken.
    const jumpForm = eventForm({ name: '跳远', discipline: 'field', measure: 'distance', unit: 'metre' });
    await expectClash(
      (language) =>
        as(tokens.k12, 'POST', 'sportsMeet/event/edit', {
          eventId: jump,
          ...jumpForm,
          startTime: at('09:10'),
          venueId: track,
        })(language),
      'sportsMeet.calendar.venueClash',
      'startTime',
      {
        'zh-CN': ['操场', '60 米（男子）', '跳远（男子）'],
        'zh-TW': ['操场', '60 米（男子）', '跳远（男子）'],
        'en-US': ['操场', '60 米 (boys)', '跳远 (boys)'],
      },
    );
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/event/edit', {
      eventId: jump,
      ...jumpForm,
      startTime: at('09:30'),
      venueId: track,
    });
    expect((await programme(meetId)).clashes).toEqual([]);
  });

  it('refuses an athlete entered in two events at once, and a longer event that would put them in both', async () => {
    const { meetId, track, pit } = await meetWithVenues('运动员冲突运动会');
    const sprint = await addEvent(meetId, { name: '50 米', sex: 'mixed', startTime: at('09:00'), venueId: track });
    const jump = await addEvent(meetId, {
      name: '立定跳远',
      sex: 'mixed',
      discipline: 'field',
      measure: 'distance',
      unit: 'metre',
      startTime: at('09:15'),
      venueId: pit,
    });
    const { classId } = theOne(
      await gateway.ok<{ classId: string; name: string }[]>(tokens.k12, 'GET', 'sportsMeet/entry/classes', {}),
      (one) => one.name.endsWith('二年级1班'),
      '二年级1班',
    );
    const [pupil] = await gateway.ok<{ studentId: string; name: string }[]>(
      tokens.k12,
      'GET',
      'sportsMeet/entry/students',
      { classId },
    );
    if (!pupil) throw new Error('the demo class has no pupils');
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: sprint, studentId: pupil.studentId });
    await expectClash(
      (language) =>
        as(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: jump, studentId: pupil.studentId })(language),
      'sportsMeet.calendar.athleteClash',
      'studentId',
      {
        'zh-CN': [pupil.name, '50 米（混合）', '立定跳远（混合）'],
        'zh-TW': [pupil.name, '50 米（混合）', '立定跳远（混合）'],
        'en-US': [pupil.name, '50 米 (mixed)', '立定跳远 (mixed)'],
      },
    );
    // Once the jump starts after the sprint, the pupil enters both.
    const jumpForm = eventForm({
      name: '立定跳远',
      sex: 'mixed',
      discipline: 'field',
      measure: 'distance',
      unit: 'metre',
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/event/edit', {
      eventId: jump,
      ...jumpForm,
      startTime: at('09:30'),
      venueId: pit,
    });
    await gateway.ok(tokens.k12, 'POST', 'sportsMeet/entry/register', { eventId: jump, studentId: pupil.studentId });
    // Lengthening the sprint past the jump's start would put the pupil in both at once: refused.
    const sprintForm = eventForm({ name: '50 米', sex: 'mixed', startTime: at('09:00'), venueId: track });
    await expectClash(
      (language) =>
        as(tokens.k12, 'POST', 'sportsMeet/event/edit', { eventId: sprint, ...sprintForm, durationMinutes: 45 })(
          language,
        ),
      'sportsMeet.calendar.athleteClash',
      'startTime',
      { 'zh-CN': [pupil.name], 'zh-TW': [pupil.name], 'en-US': [pupil.name] },
    );
    expect((await programme(meetId)).clashes).toEqual([]);
  });
});
