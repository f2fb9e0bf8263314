import { randomUUID } from 'node:crypto';
import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  role,
  roleMenu,
  schoolClass,
  sportMeet,
  sportMeetHeatCheck,
  sportMeetLiveShare,
  sportMeetRecord,
  student,
} from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { type ClosedMeetRows, meetUnderWay } from '../../testing/meetRows.ts';

interface ShareState {
  token: string | null;
  sharedAt: string | null;
}
interface LivePage {
  meet: { name: string; startDate: string; endDate: string; status: string };
  events: {
    name: string;
    sex: string;
    official: boolean;
    results: { place: number | null; name: string; className: string; status: string; mark: string | null }[];
  }[];
  standings: { officialEvents: number; teams: { rank: number; name: string; total: number }[] };
  records: { eventName: string; mark: string; holderName: string }[];
}

describe.each(testDatabases())('a meet’s live results page on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ head: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetLiveShare));
  const { as } = gateway;

  /** The public page as an anonymous phone asks for it. */
  const livePage = (token: string, language: DomainLocale = 'en-US') =>
    gateway.app.inject({
      method: 'GET',
      url: '/api/public/meetLive',
      query: { token },
      headers: { 'accept-language': language },
    });

  let meet: ClosedMeetRows;
  beforeAll(async () => {
    const orgId = await gateway.orgIdOf(tokens.head);
    const [someClass] = await gateway.database.db
      .select({ tenantOrgId: schoolClass.tenantOrgId })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, orgId))
      .limit(1);
    // Both boys' times are typed; nobody has confirmed the heat yet.
    meet = await meetUnderWay(gateway.database.db, orgId, someClass?.tenantOrgId ?? '', 'typed');
  });

  it('is not shared until the organiser shares it, then answers only official results', async () => {
    const before = await gateway.ok<ShareState>(tokens.head, 'GET', 'sportsMeet/live/state', { meetId: meet.meetId });
    expect(before).toEqual({ token: null, sharedAt: null });
    const shared = await gateway.ok<ShareState>(tokens.head, 'POST', 'sportsMeet/live/share', { meetId: meet.meetId });
    const token = shared.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await gateway.ok<ShareState>(tokens.head, 'GET', 'sportsMeet/live/state', { meetId: meet.meetId })).toEqual(
      shared,
    );
    // The database keeps no token an address could be made from without the gateway's key.
    const [row] = await gateway.database.db.select().from(sportMeetLiveShare);
    expect(JSON.stringify(row)).not.toContain(token);

    // Typed but unconfirmed: the event is listed without a result.
    const unconfirmed = await livePage(token);
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(200);
    const early = unconfirmed.json().data as LivePage;
    expect(early.events).toEqual([{ name: '60 米', sex: 'male', measure: 'timed', official: false, results: [] }]);
    expect(early.standings.teams).toEqual([]);
    expect(unconfirmed.body).not.toContain('编排生');

    // A second person confirms the heat: places become official and the page shows them.
    const [meetRow] = await gateway.database.db.select().from(sportMeet).where(eq(sportMeet.id, meet.meetId));
    await gateway.database.db.insert(sportMeetHeatCheck).values({
      id: randomUUID(),
      orgId: meetRow?.orgId ?? '',
      tenantOrgId: meetRow?.tenantOrgId ?? '',
      meetId: meet.meetId,
      eventId: meet.eventId,
      heat: 1,
    });
    const confirmed = await livePage(token, 'zh-CN');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const page = confirmed.json().data as LivePage;
    expect(page.meet.name).toBe(meetRow?.name);
    const [event] = page.events;
    expect(event?.official).toBe(true);
    expect(event?.results.map((result) => [result.place, result.name, result.status, result.mark])).toEqual([
      [1, '编排生1', 'ok', '8.00'],
      [2, '编排生2', 'ok', '8.50'],
    ]);
    expect(event?.results[0]?.className).toMatch(/班/);
    expect(page.standings.officialEvents).toBe(1);
    expect(page.standings.teams).toHaveLength(1);

    // Names and classes only: no student number, no id of any row, nobody's phone.
    const students = await gateway.database.db
      .select({ studentNumber: student.studentNumber, id: student.id, classId: student.classId })
      .from(student)
      .where(eq(student.name, '编排生1'));
    for (const secret of [
      ...students.flatMap((one) => [one.studentNumber, one.id, one.classId]),
      meet.meetId,
      meet.eventId,
      ...meet.entryIds,
      meetRow?.orgId ?? '',
    ])
      expect(confirmed.body).not.toContain(secret);
    for (const field of ['studentNumber', 'Id"', 'mobile', 'phone', 'idCard', 'points'])
      expect(confirmed.body).not.toContain(field);
  });

  it('shows a record once it is confirmed', async () => {
    const { token } = await gateway.ok<ShareState>(tokens.head, 'GET', 'sportsMeet/live/state', {
      meetId: meet.meetId,
    });
    const [meetRow] = await gateway.database.db.select().from(sportMeet).where(eq(sportMeet.id, meet.meetId));
    await gateway.database.db.insert(sportMeetRecord).values({
      id: randomUUID(),
      orgId: meetRow?.orgId ?? '',
      tenantOrgId: meetRow?.tenantOrgId ?? '',
      eventName: '60 米',
      sex: 'male',
      measure: 'timed',
      mark: 8,
      holderName: '编排生1',
      className: '一年级1班',
      meetId: meet.meetId,
      meetName: meetRow?.name ?? '',
      entryId: meet.entryIds[0],
      setOn: meetRow?.startDate ?? '2026-01-01',
    });
    const page = (await livePage(token as string)).json().data as LivePage;
    expect(page.records).toEqual([
      { eventName: '60 米', sex: 'male', mark: '8.00', holderName: '编排生1', className: '一年级1班' },
    ]);
  });

  it('answers a phone polling an unchanged page with a 304, and with the page again once it changed', async () => {
    const { token } = await gateway.ok<ShareState>(tokens.head, 'GET', 'sportsMeet/live/state', {
      meetId: meet.meetId,
    });
    const poll = (etag?: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/public/meetLive',
        query: { token: token as string },
        headers: { 'accept-language': 'en-US', ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await poll();
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await poll(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await gateway.database.db.delete(sportMeetRecord).where(eq(sportMeetRecord.meetId, meet.meetId));
    const changed = await poll(etag);
    expect(changed.statusCode).toBe(200);
    expect((changed.json().data as LivePage).records).toEqual([]);
  });

  it('revokes the old address at once when a new one is made or sharing is switched off', async () => {
    const { token: old } = await gateway.ok<ShareState>(tokens.head, 'GET', 'sportsMeet/live/state', {
      meetId: meet.meetId,
    });
    const renewed = await gateway.ok<ShareState>(tokens.head, 'POST', 'sportsMeet/live/share', { meetId: meet.meetId });
    expect(renewed.token).not.toBe(old);
    for (const language of ['en-US', 'zh-CN'] as const) {
      const gone = await livePage(old as string, language);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: '404',
        data: null,
        msgId: 'meetLive.notFound',
        msg: translateDomainMessage(language, 'meetLive.notFound'),
      });
    }
    expect((await livePage(renewed.token as string)).statusCode).toBe(200);

    const off = await gateway.ok<ShareState>(tokens.head, 'POST', 'sportsMeet/live/unshare', { meetId: meet.meetId });
    expect(off).toEqual({ token: null, sharedAt: null });
    expect((await livePage(renewed.token as string)).statusCode).toBe(404);
    expect(await gateway.database.db.select().from(sportMeetLiveShare)).toEqual([]);
    // The audit log tells who made the results public and who took them back, last of all.
    const audited = await gateway.database.db
      .select({ action: auditLog.action, target: auditLog.target, accountId: auditLog.accountId })
      .from(auditLog)
      .where(like(auditLog.action, 'meetLive.%'))
      .orderBy(asc(auditLog.at));
    expect(audited.slice(-2).map((row) => row.action)).toEqual(['meetLive.share', 'meetLive.unshare']);
    for (const row of audited) {
      expect(row.target).toContain(meet.meetId);
      expect(row.accountId).not.toBeNull();
    }
  });

  it('refuses malformed tokens clearly, before looking anything up', async () => {
    // Unknown but well-formed: the same answer as a revoked one.
    const unknown = await livePage('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msgId).toBe('meetLive.notFound');
    for (const bad of ['A'.repeat(10_000), `${'A'.repeat(42)}\u0000`, `${'A'.repeat(42)}\n`, '', 'short'])
      for (const language of ['en-US', 'zh-CN'] as const) {
        const refused = await livePage(bad, language);
        expect(refused.statusCode, bad.slice(0, 20)).toBe(400);
        expect(refused.json().msgId).toBe('validation.meetLive.token');
        expect(refused.json().msg).toContain(translateDomainMessage(language, 'validation.meetLive.token'));
      }
  });

  it('lets only a role with the liveShare button share, and no other organisation', async () => {
    const [teacherRole] = await gateway.database.db
      .select({ id: role.id, tenantOrgId: role.tenantOrgId })
      .from(role)
      .where(eq(role.name, '体育教师'));
    await gateway.database.db
      .insert(roleMenu)
      .values({ roleId: teacherRole?.id ?? '', menuId: 'k12:sportsMeet', tenantOrgId: teacherRole?.tenantOrgId ?? '' })
      .onConflictDoNothing();
    const teacher = await gateway.signInWithRole('multiuser', 21, '体育教师');
    // The screen alone reads whether the page is shared, but changes nothing.
    await gateway.ok(teacher, 'GET', 'sportsMeet/live/state', { meetId: meet.meetId });
    await expectRefused(as(teacher, 'POST', 'sportsMeet/live/share', { meetId: meet.meetId }), 403, 'auth.forbidden');
    await expectRefused(as(teacher, 'POST', 'sportsMeet/live/unshare', { meetId: meet.meetId }), 403, 'auth.forbidden');

    // Another organisation's meet answers as one that never existed.
    await expectRefused(as(tokens.nf, 'POST', 'sportsMeet/live/share', { meetId: meet.meetId }), 404, 'meet.notFound');
    await expectRefused(as(tokens.nf, 'GET', 'sportsMeet/live/state', { meetId: meet.meetId }), 404, 'meet.notFound');
  });

  it('goes with its meet', async () => {
    const { token } = await gateway.ok<ShareState>(tokens.head, 'POST', 'sportsMeet/live/share', {
      meetId: meet.meetId,
    });
    await gateway.database.db.delete(sportMeet).where(eq(sportMeet.id, meet.meetId));
    expect((await livePage(token as string)).statusCode).toBe(404);
  });
});
