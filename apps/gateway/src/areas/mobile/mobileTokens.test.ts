// The mobile app's tokens through the real gateway: an access and a refresh token at every sign-in,
// a refresh that rotates both and spends the old refresh token, a spent one sent again ending the
// session, staff and mobile refresh tokens each refused by the other's refresh, expiry, sign-out,
// the sign-in's lock on the address, and the audit rows the platform reads, with nothing secret in them.
import { createHash } from 'node:crypto';
import type { DomainLocale } from '@school-sports/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordDigestOf } from '../../auth/password.ts';
import { auditLog, loginThrottle, mobileLogin, mobileSession, student } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, signIn, someAddress } from '../../testing/gateway.ts';

interface Tokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

interface AuditRow {
  orgId: string;
  actorName: string;
  action: string;
  target: string;
  clientAddress: string;
  outcome: 'success' | 'failure';
  detail: string;
}

describe.each(testDatabases())('mobile tokens on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const staff = gateway.signedIn({ k12: 'k12admin', sys: 'sysadmin' });
  let orgId = '';
  /** The demo pupils by number. */
  const pupils = new Map<string, string>();
  /** Every token, password and digest sent, none of which an audit row may hold. */
  const secrets: string[] = [];

  /** Calls `/api/mobile/v1/<path>` as the app would, from `address` (a fresh one unless given). */
  const mobileCall = (
    token: string | null,
    method: 'GET' | 'POST',
    path: string,
    payload: Record<string, unknown> = {},
    language: DomainLocale = 'en-US',
    address = someAddress(),
  ): Promise<LightMyRequestResponse> => {
    const headers = { ...(token ? bearer(token) : {}), 'accept-language': language };
    return gateway.app.inject({ method, url: `/api/mobile/v1/${path}`, headers, payload, remoteAddress: address });
  };
  const studentSignIn = (studentNumber: string, password = DEMO_PASSWORD, address?: string) => {
    secrets.push(password, passwordDigestOf(password));
    return mobileCall(
      null,
      'POST',
      'signIn/student',
      { orgId, studentNumber, password: passwordDigestOf(password) },
      'en-US',
      address,
    );
  };
  const parentSignIn = (mobile: string, password = DEMO_PASSWORD, address?: string) => {
    secrets.push(password, passwordDigestOf(password));
    return mobileCall(
      null,
      'POST',
      'signIn/parent',
      { mobile, password: passwordDigestOf(password) },
      'en-US',
      address,
    );
  };
  /** The tokens of a sign-in, refresh or activation that succeeded. */
  const tokensOf = async (response: Promise<LightMyRequestResponse>): Promise<Tokens> => {
    const tokens = dataOf<Tokens>(await response);
    secrets.push(tokens.access_token, tokens.refresh_token);
    return tokens;
  };
  const refresh = (refreshToken: string, language: DomainLocale = 'en-US', address?: string) =>
    mobileCall(null, 'POST', 'token/refresh', { refresh_token: refreshToken }, language, address);
  /** The status `/me` answers the access token: 200 while its session lives. */
  const meStatus = async (access: string) => (await mobileCall(access, 'GET', 'me')).statusCode;
  const refusedRefresh = refusalCheck(gateway.snapshot(mobileSession));

  /** The audit rows written for calls from `address`, oldest first, as the platform's audit log finds them. */
  async function auditRowsOf(address: string): Promise<AuditRow[]> {
    const page = await gateway.ok<{ records: AuditRow[] }>(staff.sys, 'GET', 'audit/page', {
      keyword: address,
      pageSize: 50,
    });
    return page.records.filter((row) => row.clientAddress === address).reverse();
  }

  beforeAll(async () => {
    const db = gateway.database.db;
    orgId = await gateway.orgIdOf(staff.k12);
    const rows = await db
      .select({ id: student.id, number: student.studentNumber })
      .from(student)
      .where(and(eq(student.orgId, orgId), inArray(student.studentNumber, ['YG2026001', 'YG2026002'])));
    for (const row of rows) pupils.set(row.number, row.id);
    expect(pupils.size).toBe(2);
  });

  it('answers an access token for an hour and a refresh token for 30 days at sign-in', async () => {
    for (const response of [studentSignIn('YG2026001'), parentSignIn('13700000001')]) {
      const tokens = await tokensOf(response);
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_expires_in: 30 * 24 * 3600 });
      expect(tokens.refresh_token).not.toBe(tokens.access_token);
      // Each token opens only what it is for: the refresh token is no bearer, the access token no refresh.
      expect(await meStatus(tokens.refresh_token)).toBe(401);
      expect((await refresh(tokens.access_token)).statusCode).toBe(401);
      expect(await meStatus(tokens.access_token)).toBe(200);
    }
  });

  it('rotates both tokens on refresh; the spent refresh token sent again ends the session', async () => {
    const address = someAddress();
    const first = await tokensOf(studentSignIn('YG2026001'));
    const second = await tokensOf(refresh(first.refresh_token));
    expect(second).toMatchObject({ expires_in: 3600, refresh_expires_in: 30 * 24 * 3600 });
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await meStatus(first.access_token)).toBe(401);
    expect(await meStatus(second.access_token)).toBe(200);
    // Rotated again: the app keeps going as long as it refreshes.
    const third = await tokensOf(refresh(second.refresh_token));
    expect(await meStatus(third.access_token)).toBe(200);

    // The first refresh token, two rotations old, comes back (a copy someone kept): refused, and the
    // session ends, so the newest tokens are refused from then on too.
    const replayed = await refresh(first.refresh_token, 'zh-CN', address);
    expect(replayed.statusCode, replayed.body).toBe(401);
    expect(replayed.json()).toMatchObject({ msgId: 'auth.sessionExpired', msg: '当前登录状态已过期，请重新登录' });
    expect(await meStatus(third.access_token)).toBe(401);
    expect((await refresh(third.refresh_token, 'en-US', address)).statusCode).toBe(401);
    // A security event, recorded once, naming the pupil in their school.
    expect(await auditRowsOf(address)).toEqual([
      expect.objectContaining({
        action: 'mobile.refreshReused',
        outcome: 'failure',
        actorName: 'YG2026001',
        orgId,
        target: `student:${pupils.get('YG2026001')}`,
      }),
    ]);
    // Signing in again opens a new session.
    expect(await meStatus((await tokensOf(studentSignIn('YG2026001'))).access_token)).toBe(200);
  });

  it('ends the session when two refreshes race with the same token, as a replay', async () => {
    const tokens = await tokensOf(parentSignIn('13700000001'));
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const won = dataOf<Tokens>(answers.find((answer) => answer.statusCode === 200) as LightMyRequestResponse);
    expect(await meStatus(won.access_token)).toBe(401);
  });

  it('refuses a staff refresh token at the mobile refresh and a mobile one at the staff refresh', async () => {
    const staffTokens = await signIn(gateway.app, 'k12admin');
    const mobileTokens = await tokensOf(studentSignIn('YG2026002'));
    secrets.push(staffTokens.access, staffTokens.refresh);
    await refusedRefresh((language) => refresh(staffTokens.refresh, language), 401, 'auth.sessionExpired');
    const mobileAtStaff = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/oauth/refresh',
      payload: { refresh_token: mobileTokens.refresh_token },
    });
    expect(mobileAtStaff.statusCode, mobileAtStaff.body).toBe(401);
    expect(mobileAtStaff.json().msgId).toBe('auth.sessionExpired');
    // Neither refusal ended the other's session: each still refreshes where it belongs.
    const staffRotated = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/oauth/refresh',
      payload: { refresh_token: staffTokens.refresh },
    });
    expect(staffRotated.statusCode, staffRotated.body).toBe(200);
    secrets.push(staffRotated.json().data.access_token, staffRotated.json().data.refresh_token);
    expect(await meStatus((await tokensOf(refresh(mobileTokens.refresh_token))).access_token)).toBe(200);
  });

  it('refreshes after the access token expired, and not after the refresh token did', async () => {
    const db = gateway.database.db;
    const tokens = await tokensOf(studentSignIn('YG2026002'));
    const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
    const past = new Date(Date.now() - 60_000);
    await db
      .update(mobileSession)
      .set({ expiresAt: past })
      .where(eq(mobileSession.tokenHash, hashOf(tokens.access_token)));
    expect(await meStatus(tokens.access_token)).toBe(401);
    const renewed = await tokensOf(refresh(tokens.refresh_token));
    expect(await meStatus(renewed.access_token)).toBe(200);

    await db
      .update(mobileSession)
      .set({ refreshExpiresAt: past })
      .where(eq(mobileSession.refreshTokenHash, hashOf(renewed.refresh_token)));
    await refusedRefresh((language) => refresh(renewed.refresh_token, language), 401, 'auth.sessionExpired');
    // Unknown tokens and one naming no session answer the same, never a 5xx.
    await refusedRefresh(
      (language) => refresh(`x${renewed.refresh_token.slice(1)}`, language),
      401,
      'auth.sessionExpired',
    );
    await refusedRefresh((language) => refresh('not-a-token-of-ours-at-all', language), 401, 'auth.sessionExpired');
  });

  it('ends both tokens at sign-out', async () => {
    const address = someAddress();
    const tokens = await tokensOf(parentSignIn('13700000001'));
    expect((await mobileCall(tokens.access_token, 'POST', 'signOut', {}, 'en-US', address)).statusCode).toBe(200);
    expect(await meStatus(tokens.access_token)).toBe(401);
    await refusedRefresh((language) => refresh(tokens.refresh_token, language), 401, 'auth.sessionExpired');
    expect(await auditRowsOf(address)).toEqual([
      expect.objectContaining({ action: 'mobile.signOut', outcome: 'success', actorName: '13700000001' }),
    ]);
  });

  it('refuses refreshes from an address the sign-in has locked', async () => {
    const db = gateway.database.db;
    const address = someAddress();
    const tokens = await tokensOf(studentSignIn('YG2026001'));
    await db.insert(loginThrottle).values({
      key: `ip:${address}`,
      failures: 30,
      windowStart: new Date(),
      lockedUntil: new Date(Date.now() + 10 * 60_000),
    });
    const locked = await refresh(tokens.refresh_token, 'en-US', address);
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json().msgId).toBe('auth.locked');
    // The session was not touched: from elsewhere it refreshes.
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    await db.delete(loginThrottle).where(eq(loginThrottle.key, `ip:${address}`));
  });

  it('records sign-ins, failed sign-ins and activations, with no secret in any row', async () => {
    const address = someAddress();
    const pupilId = pupils.get('YG2026002') ?? '';
    expect((await studentSignIn('YG2026002', DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect((await studentSignIn('YG2026002', 'Wrong@2026', address)).statusCode).toBe(400);
    expect((await studentSignIn('YG9999999', 'Wrong@2026', address)).statusCode).toBe(400);
    expect((await parentSignIn('13700000001', DEMO_PASSWORD, address)).statusCode).toBe(200);
    expect((await parentSignIn('13799999999', DEMO_PASSWORD, address)).statusCode).toBe(400);
    const { code } = await gateway.ok<{ code: string }>(staff.k12, 'POST', 'student/mobileCode', {
      studentId: pupilId,
    });
    secrets.push(code, 'Run@fast1', passwordDigestOf('Run@fast1'));
    const activate = (activation: string) =>
      mobileCall(
        null,
        'POST',
        'activate',
        { code: activation, password: passwordDigestOf('Run@fast1') },
        'en-US',
        address,
      );
    await tokensOf(activate(code));
    expect((await activate(code)).statusCode).toBe(400);

    const student = { actorName: 'YG2026002', orgId, target: `student:${pupilId}` };
    const rows = await auditRowsOf(address);
    expect(rows).toEqual([
      expect.objectContaining({ ...student, action: 'mobile.signIn', outcome: 'success', detail: 'student' }),
      expect.objectContaining({
        ...student,
        action: 'mobile.signInFailed',
        outcome: 'failure',
        detail: 'student:credentials',
      }),
      // A number that is nobody's is recorded as typed, in no organisation.
      expect.objectContaining({ actorName: 'YG9999999', orgId: '', action: 'mobile.signInFailed', outcome: 'failure' }),
      expect.objectContaining({ actorName: '13700000001', action: 'mobile.signIn', detail: 'parent' }),
      expect.objectContaining({
        actorName: '13799999999',
        action: 'mobile.signInFailed',
        detail: 'parent:credentials',
      }),
      expect.objectContaining({ ...student, action: 'mobile.activate', outcome: 'success' }),
      expect.objectContaining({ actorName: '', action: 'mobile.activate', outcome: 'failure', detail: 'code' }),
    ]);

    // Nothing secret anywhere in the log: no password, digest, code or token, nor their hashes.
    const db = gateway.database.db;
    const logins = await db.select({ hash: mobileLogin.passwordHash }).from(mobileLogin);
    const sessions = await db
      .select({ access: mobileSession.tokenHash, refresh: mobileSession.refreshTokenHash })
      .from(mobileSession);
    const everything = JSON.stringify(await db.select().from(auditLog));
    const hashes = [
      ...logins.map((row) => row.hash),
      ...sessions.flatMap((row) => [row.access, row.refresh]),
      ...secrets.map((secret) => createHash('sha256').update(secret).digest('hex')),
    ];
    for (const secret of [...new Set([...secrets, ...hashes])]) {
      if (secret) expect(everything.includes(secret), 'a secret in the audit log').toBe(false);
    }
  });
});
