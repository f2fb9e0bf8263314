import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueCaptcha } from '../../auth/captcha.ts';
import { currentParameters, hashPasswordDigest, needsRehash, passwordDigestOf } from '../../auth/password.ts';
import { person } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { call, failureBody } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer, signIn, someAddress, TEST_CAPTCHA } from '../../testing/gateway.ts';

describe.each(testDatabases())('sign-in on $name', ({ open }) => {
  const gateway = gatewayFixture(open);

  /** The signed-in person's details, as the app asks for them after every sign-in. */
  const userInfo = (token: string) => call(gateway.app, token, 'POST', 'myInfo/getUInfo');
  /** Trades a refresh token for new tokens. */
  const refreshWith = (refreshToken: string) =>
    gateway.app.inject({ method: 'POST', url: '/api/sso/oauth/refresh', payload: { refresh_token: refreshToken } });
  /** Whether `token` still opens its session: the status its user info answers. */
  const sessionStatus = async (token: string) => (await userInfo(token)).statusCode;
  /** Whether `refreshToken` can still be traded: the status the trade answers. */
  const refreshStatus = async (refreshToken: string) => (await refreshWith(refreshToken)).statusCode;

  it('signs in by account name and by mobile number, answering the token of SPEC 3', async () => {
    for (const accountNum of ['k12admin', 'K12ADMIN', '13800000021']) {
      const response = await attemptLogin(gateway.app, { accountNum });
      expect(response.statusCode, accountNum).toBe(200);
      const { code, data } = response.json();
      expect(code).toBe('200');
      expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 7200 });
      expect(data.access_token).toMatch(/^[\w-]{40,}$/);
      expect(data.refresh_token).not.toBe(data.access_token);
    }
  });

  it('answers a wrong password and an unknown account with the same localised message', async () => {
    const wrong = await attemptLogin(gateway.app, { accountNum: 'gxadmin', password: 'Wrong@2026' });
    const unknown = await attemptLogin(gateway.app, { accountNum: 'nobody-here' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(failureBody(400, 'auth.loginFailed', 'Wrong account or password'));
    expect(unknown.json()).toEqual(wrong.json());
    const chinese = await attemptLogin(gateway.app, { accountNum: 'nobody-here', language: 'zh-CN' });
    expect(chinese.json().msg).toBe('账号或密码错误');
  });

  it('accepts a real captcha answer once, case-insensitively, and never again', async () => {
    const address = someAddress();
    const randomStr = randomBytes(12).toString('base64url');
    await issueCaptcha(gateway.database.db, randomStr, { code: 'AB3K' });
    const payload = { accountNum: 'nfadmin', password: passwordDigestOf('Sport@2026'), code: 'ab3k', randomStr };
    const first = await gateway.app.inject({ method: 'POST', url: '/api/sso/login', payload, remoteAddress: address });
    expect(first.statusCode).toBe(200);
    const reused = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload,
      remoteAddress: address,
      headers: { 'accept-language': 'en-US' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toMatch(/verification code is wrong or has expired/);
  });

  it('refuses a wrong captcha and removes it, so the right answer fails afterwards too', async () => {
    const randomStr = randomBytes(12).toString('base64url');
    await issueCaptcha(gateway.database.db, randomStr, { code: 'XY7Q' });
    const base = { accountNum: 'nfadmin', password: passwordDigestOf('Sport@2026'), randomStr };
    const wrong = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { ...base, code: 'XY7R' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { ...base, code: 'XY7Q' },
    });
    expect(right.statusCode).toBe(400);
  });

  it('refuses an expired captcha', async () => {
    const randomStr = randomBytes(12).toString('base64url');
    await issueCaptcha(gateway.database.db, randomStr, { code: 'EXP2', now: new Date(Date.now() - 6 * 60 * 1000) });
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { accountNum: 'nfadmin', password: passwordDigestOf('Sport@2026'), code: 'EXP2', randomStr },
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves the captcha as a PNG that carries no answer text', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/code?randomStr=abcdefgh1234' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses malformed sign-in payloads with localised field messages and changes nothing', async () => {
    const cases = [
      {},
      { accountNum: '', password: 'x', code: '', randomStr: '' },
      { accountNum: 'k12admin', password: 'plain-text-password', code: 'T3ST', randomStr: 'abcdefgh1234' },
      { accountNum: ['k12admin'], password: 42, code: null, randomStr: { a: 1 } },
      { accountNum: 'x'.repeat(100_000), password: passwordDigestOf('x'), code: 'T3ST', randomStr: 'abcdefgh1234' },
    ];
    for (const payload of cases) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload,
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('400');
      expect(response.json().data).toBeNull();
    }
    const missing = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: {},
      headers: { 'accept-language': 'en-US' },
    });
    expect(missing.json().msg).toContain('Please enter the login username');
  });

  /** Five sign-ins of `accountNum` with wrong passwords, each refused as a failure (400), not yet a lock. */
  async function failSignIns(accountNum: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await attemptLogin(gateway.app, { accountNum, password: `Wrong${attempt}!` });
      expect(response.statusCode).toBe(400);
    }
  }

  it('locks an account after repeated failures, even for the right password, and says for how long', async () => {
    await failSignIns('entadmin');
    const locked = await attemptLogin(gateway.app, { accountNum: 'entadmin' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('Too many failed sign-ins: try again in 1 minutes');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the person, not the name typed: failures by account name lock the mobile number too', async () => {
    await failSignIns('k12teacher1');
    const byMobile = await attemptLogin(gateway.app, { accountNum: '13800000101' });
    expect(byMobile.statusCode).toBe(429);
    expect(byMobile.json().msg).toBe('Too many failed sign-ins: try again in 1 minutes');
    const byName = await attemptLogin(gateway.app, { accountNum: 'K12TEACHER1' });
    expect(byName.statusCode).toBe(429);
  });

  it("answers a name that is nobody's exactly as a person: the same refusals, then the same lock", async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const wrong = await attemptLogin(gateway.app, { accountNum: '13800000102', password: `Wrong${attempt}!` });
      const nobody = await attemptLogin(gateway.app, { accountNum: '13899999999', password: `Wrong${attempt}!` });
      known.push(`${wrong.statusCode} ${wrong.headers['retry-after'] ?? ''} ${wrong.body}`);
      unknown.push(`${nobody.statusCode} ${nobody.headers['retry-after'] ?? ''} ${nobody.body}`);
    }
    expect(unknown).toEqual(known);
    expect(known[5]).toMatch(/^429 60 .*Too many failed sign-ins/);
  });

  it('re-hashes a password stored with older settings at the next sign-in, which keeps working', async () => {
    const oldHash = await hashPasswordDigest(passwordDigestOf(DEMO_PASSWORD), { N: 2 ** 14, r: 8, p: 5 });
    const multiuser = sql`lower(${person.accountNum}) = 'multiuser'`;
    await gateway.database.db.update(person).set({ passwordHash: oldHash }).where(multiuser);
    expect((await attemptLogin(gateway.app, { accountNum: 'multiuser' })).statusCode).toBe(200);
    const [row] = await gateway.database.db.select({ hash: person.passwordHash }).from(person).where(multiuser);
    const { N, r, p } = currentParameters();
    expect(row?.hash?.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(needsRehash(row?.hash ?? '')).toBe(false);
    expect((await attemptLogin(gateway.app, { accountNum: 'multiuser' })).statusCode).toBe(200);
    expect((await attemptLogin(gateway.app, { accountNum: 'multiuser', password: 'Wrong@2026' })).statusCode).toBe(400);
  });

  it('limits captcha images per address', async () => {
    const address = someAddress();
    const answers: number[] = [];
    for (let request = 0; request < 32; request++) {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/code?randomStr=budget${request}xyz`,
        remoteAddress: address,
      });
      answers.push(response.statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(30);
    expect(answers.slice(30)).toEqual([429, 429]);
  });

  it('answers 401 without a token and with a made-up one', async () => {
    const missing = await gateway.app.inject({ method: 'POST', url: '/api/busi/web/myInfo/getUInfo', payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('401');
    const made = await userInfo('made-up-token-made-up-token-made-up-token');
    expect(made.statusCode).toBe(401);
    expect(made.json().msg).toBe('Current login status has expired, please log in again');
  });

  it('ends a session at logout: the token answers 401 from then on, the refresh token too', async () => {
    const tokens = await signIn(gateway.app, 'gxadmin');
    expect(await sessionStatus(tokens.access)).toBe(200);
    const out = await gateway.app.inject({
      method: 'POST',
      url: '/api/sso/oauth/logout',
      headers: bearer(tokens.access),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionStatus(tokens.access)).toBe(401);
    expect(await refreshStatus(tokens.refresh)).toBe(401);
  });

  it('rotates tokens on refresh, and a reused refresh token ends the whole session', async () => {
    const first = await signIn(gateway.app, 'gxadmin');
    const rotated = await refreshWith(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data as { access_token: string; refresh_token: string };
    expect(await sessionStatus(first.access)).toBe(401);
    expect(await sessionStatus(second.access_token)).toBe(200);
    expect(await refreshStatus(first.refresh)).toBe(401);
    expect(await sessionStatus(second.access_token)).toBe(401);
  });

  it('refuses a third-party sign-in of a query no partner signed, naming the missing field', async () => {
    // The partner protocol itself is tested in areas/partners/partners.test.ts.
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/sso/oauth/platform/login?platform=wechat&code=abc',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msgId).toBe('validation.partner.clientId');
    expect(response.json().msg).toMatch(/^The sign-in link names no valid partner platform/);
  });

  it('keeps the test captcha code for tests: a real one is still checked alongside', async () => {
    const response = await attemptLogin(gateway.app, { accountNum: 'sysadmin', code: TEST_CAPTCHA.toLowerCase() });
    expect(response.statusCode).toBe(200);
  });
});
