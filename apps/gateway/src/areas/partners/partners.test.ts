import type { DomainLocale } from '@school-sports/domain';
import type { DataOf, getUserInfo, partnerDetail, partnerOrgOptions } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, partner, partnerNonce, session } from '../../db/schema.ts';
import { dataOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { type PartnerCredentials, type PartnerSignInRequest, signedPartnerQuery } from '../../testing/partner.ts';

type PartnerRecord = DataOf<typeof partnerDetail>;
type Org = DataOf<typeof partnerOrgOptions>[number];
type UserInfo = DataOf<typeof getUserInfo>;

const RETURN = 'https://cloud.example.edu.cn/portal';

describe.each(testDatabases())('third-party sign-in on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ admin: 'sysadmin', k12: 'k12admin' });
  const expectRefused = refusalCheck(gateway.snapshot(partner, partnerNonce, session));
  const { as } = gateway;

  const orgs = () => gateway.ok<Org[]>(tokens.admin, 'GET', 'partner/orgs');
  const orgNamed = async (name: string) => theOne(await orgs(), (org) => org.name === name, name).orgId;
  const register = async (name: string, orgIds: string[], redirectUris = [RETURN]) =>
    gateway.ok<{ partnerId: string; clientId: string; secret: string }>(tokens.admin, 'POST', 'partner/add', {
      name,
      redirectUris,
      orgIds,
    });
  /** The platform's sign-in call with `query`, as the third-party page makes it. */
  const platformLogin = (query: URLSearchParams | string, language: DomainLocale = 'en-US') =>
    gateway.app.inject({
      method: 'GET',
      url: `/api/sso/oauth/platform/login?${query}`,
      headers: { 'accept-language': language },
    });
  const signInAs = (credentials: PartnerCredentials, request: PartnerSignInRequest) => (language: DomainLocale) =>
    platformLogin(signedPartnerQuery(credentials, request), language);

  it('registers a partner whose simulated user signs in to the school, the secret shown once and sealed at rest', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register(' 区域教育云 ', [k12]);
    expect(added.clientId).toMatch(/^pt_[0-9a-f]{24}$/);
    expect(added.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const listed = theOne(
      await gateway.ok<PartnerRecord[]>(tokens.admin, 'GET', 'partner/list'),
      (one) => one.partnerId === added.partnerId,
      'the partner',
    );
    expect(listed).toMatchObject({
      name: '区域教育云',
      clientId: added.clientId,
      redirectUris: [RETURN],
      status: 'enabled',
    });
    expect(listed.orgs.map((org) => org.orgId)).toEqual([k12]);
    expect(JSON.stringify(listed)).not.toContain(added.secret);
    const [stored] = await gateway.database.db.select().from(partner).where(eq(partner.id, added.partnerId));
    expect(stored?.secretSealed).toMatch(/^v1\./);
    expect(stored?.secretSealed).not.toContain(added.secret);

    const response = await signInAs(added, { orgId: k12, account: 'k12admin', redirectUri: RETURN })('en-US');
    const tokensOf = dataOf<{ access_token: string; token_type: string }>(response);
    expect(tokensOf.token_type).toBe('Bearer');
    const info = dataOf<UserInfo>(
      await gateway.app.inject({
        method: 'POST',
        url: '/api/busi/web/myInfo/getUInfo',
        headers: bearer(tokensOf.access_token),
        payload: {},
      }),
    );
    expect(info.user.accountNum).toBe('k12admin');
    expect(info.currentAccount?.orgId).toBe(k12);
    expect(info.currentTypePath).toBe('/k12');
    // The mobile number names the same person; the audit log says the partner signed them in.
    dataOf(await signInAs(added, { orgId: k12, account: '13800000021', redirectUri: RETURN })('en-US'));
    const audits = await gateway.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.detail, `partner:${added.clientId}`));
    expect(audits.map((row) => [row.action, row.actorName])).toEqual([
      ['auth.signIn', 'k12admin'],
      ['auth.signIn', 'k12admin'],
    ]);
  });

  it('refuses a bad signature, a stale or replayed query, an unknown client, return address, organisation or person, storing nothing', async () => {
    const [k12, gx] = [await orgNamed('阳光实验小学'), await orgNamed('东方体育大学')];
    const added = await register('市教育云', [k12]);
    const good = { orgId: k12, account: 'k12admin', redirectUri: RETURN };
    const now = Math.floor(Date.now() / 1000);

    await expectRefused(
      signInAs({ ...added, secret: `${added.secret.slice(1)}x` }, good),
      400,
      'partner.badSignature',
      {
        field: 'signature',
      },
    );
    // A signed field changed after signing breaks the signature as well.
    const tampered = signedPartnerQuery(added, good);
    tampered.set('account', 'gxadmin');
    await expectRefused((language) => platformLogin(tampered, language), 400, 'partner.badSignature');
    await expectRefused(signInAs(added, { ...good, timestamp: now - 360 }), 400, 'partner.expired', {
      field: 'timestamp',
    });
    await expectRefused(signInAs(added, { ...good, timestamp: now + 360 }), 400, 'partner.expired');
    await expectRefused(
      signInAs({ ...added, clientId: 'pt_000000000000000000000000' }, good),
      400,
      'partner.unknownClient',
      {
        field: 'client_id',
      },
    );
    await expectRefused(
      signInAs(added, { ...good, redirectUri: `${RETURN}/../evil` }),
      400,
      'partner.redirectNotAllowed',
      {
        field: 'redirect_uri',
      },
    );
    await expectRefused(
      signInAs(added, { ...good, redirectUri: 'https://evil.example.com/' }),
      400,
      'partner.redirectNotAllowed',
    );
    await expectRefused(signInAs(added, { ...good, orgId: gx }), 403, 'partner.orgNotAllowed', { field: 'org_id' });
    // Nobody by that name, and somebody without an account in the school, answer alike.
    await expectRefused(signInAs(added, { ...good, account: 'nobody-here' }), 403, 'partner.noAccount', {
      field: 'account',
    });
    await expectRefused(signInAs(added, { ...good, account: 'gxadmin' }), 403, 'partner.noAccount');

    // A query is accepted once: the same nonce again, even signed anew, is a replay.
    const nonce = 'replayed-nonce-0001';
    const first = signedPartnerQuery(added, { ...good, nonce });
    dataOf(await platformLogin(first));
    await expectRefused((language) => platformLogin(first, language), 409, 'partner.replayed', { field: 'nonce' });
    await expectRefused(signInAs(added, { ...good, nonce, timestamp: now - 10 }), 409, 'partner.replayed');
    // A refused query did not take its nonce: signed correctly, it is accepted afterwards.
    const unlucky = 'was-refused-once-01';
    await expectRefused(signInAs(added, { ...good, nonce: unlucky, orgId: gx }), 403, 'partner.orgNotAllowed');
    dataOf(await signInAs(added, { ...good, nonce: unlucky })('en-US'));
  });

  it('refuses a malformed query naming its field, never with a 5xx', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register('格式检查', [k12]);
    const good = signedPartnerQuery(added, { orgId: k12, account: 'k12admin', redirectUri: RETURN });
    const without = (field: string) => {
      const query = new URLSearchParams(good);
      query.delete(field);
      return query;
    };
    const changed = (field: string, value: string) => {
      const query = new URLSearchParams(good);
      query.set(field, value);
      return query;
    };
    await expectRefused(
      (language) => platformLogin(without('signature'), language),
      400,
      'validation.partner.signature',
      {
        field: 'signature',
      },
    );
    await expectRefused(
      (language) => platformLogin(changed('nonce', 'short'), language),
      400,
      'validation.partner.nonce',
      {
        field: 'nonce',
      },
    );
    await expectRefused(
      (language) => platformLogin(changed('timestamp', 'yesterday'), language),
      400,
      'validation.partner.timestamp',
    );
    await expectRefused(
      (language) => platformLogin(changed('redirect_uri', 'javascript:alert(1)'), language),
      400,
      'validation.partner.redirectUri',
    );
    await expectRefused(
      (language) => platformLogin(changed('account', 'a\u0000b'), language),
      400,
      'validation.partner.account',
    );
    for (const query of ['', 'client_id[]=x', `${good}&signature=${'f'.repeat(64)}`, 'a=%E0%A4%A']) {
      expect((await platformLogin(query)).statusCode).toBeLessThan(500);
    }
  });

  it('rotates a secret, disables and deletes a partner, each ending the links it had signed', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register('轮换测试', [k12]);
    const good = { orgId: k12, account: 'k12admin', redirectUri: RETURN };
    const rotated = await gateway.ok<{ secret: string; clientId: string }>(
      tokens.admin,
      'POST',
      'partner/rotateSecret',
      {
        partnerId: added.partnerId,
      },
    );
    expect(rotated.clientId).toBe(added.clientId);
    expect(rotated.secret).not.toBe(added.secret);
    await expectRefused(signInAs(added, good), 400, 'partner.badSignature');
    dataOf(await signInAs({ ...added, secret: rotated.secret }, good)('en-US'));

    const next = { ...added, secret: rotated.secret };
    await gateway.ok(tokens.admin, 'POST', 'partner/status', { partnerId: added.partnerId, status: 'disabled' });
    await expectRefused(signInAs(next, good), 400, 'partner.unknownClient');
    await gateway.ok(tokens.admin, 'POST', 'partner/status', { partnerId: added.partnerId, status: 'enabled' });
    dataOf(await signInAs(next, good)('en-US'));
    await gateway.ok(tokens.admin, 'POST', 'partner/delete', { partnerId: added.partnerId });
    await expectRefused(signInAs(next, good), 400, 'partner.unknownClient');
    expect(
      await gateway.database.db.select().from(partnerNonce).where(eq(partnerNonce.partnerId, added.partnerId)),
    ).toEqual([]);
  });

  it('refuses bad registrations in every language, naming the field, without changing anything', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const send = (body: Record<string, unknown>) => as(tokens.admin, 'POST', 'partner/add', body);
    const base = { name: '教育云', redirectUris: [RETURN], orgIds: [k12] };
    await expectRefused(send({ ...base, name: ' ' }), 400, 'validation.partner.nameRequired', { field: 'name' });
    await expectRefused(send({ ...base, name: '云'.repeat(31) }), 400, 'validation.partner.nameLength', {
      field: 'name',
    });
    await expectRefused(send({ ...base, redirectUris: [] }), 400, 'validation.partner.redirectUris', {
      field: 'redirectUris',
    });
    await expectRefused(send({ ...base, redirectUris: ['javascript:alert(1)'] }), 400, 'validation.link.protocol', {
      field: 'redirectUris.0',
    });
    await expectRefused(send({ ...base, redirectUris: [RETURN, RETURN] }), 400, 'validation.partner.redirectUris');
    await expectRefused(send({ ...base, orgIds: [] }), 400, 'validation.partner.orgIds', { field: 'orgIds' });
    await expectRefused(send({ ...base, orgIds: [k12, 'no-such-org'] }), 403, 'partner.orgOutside', {
      field: 'orgIds',
    });
    // A school has no third-party screen: its administrator cannot register a partner at all.
    const refused = await as(tokens.k12, 'POST', 'partner/add', base)('en-US');
    expect(refused.statusCode).toBe(403);
  });
});
