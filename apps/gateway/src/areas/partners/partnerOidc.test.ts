import type { DomainLocale } from '@school-sports/domain';
import type { DataOf, getUserInfo, partnerDetail, partnerOrgOptions } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partner, partnerNonce, partnerOidcAttempt, session } from '../../db/schema.ts';
import { dataOf, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, someAddress } from '../../testing/gateway.ts';
import { type PartnerProvider, type SpoiledToken, startPartnerProvider } from '../../testing/partnerProvider.ts';

type PartnerRecord = DataOf<typeof partnerDetail>;
type Org = DataOf<typeof partnerOrgOptions>[number];
type UserInfo = DataOf<typeof getUserInfo>;

/** The host the tests reach the platform by, and the page the provider sends its users back to. */
const HOST = 'sports.example.edu.cn';
const CALLBACK = `http://${HOST}/busi/thirdManagement`;

// Issue 47's OpenID Connect path: a partner running its own identity provider (the simulator, over
// real HTTP on the loopback) signs its users in through the code flow.
describe.each(testDatabases())('third-party sign-in through OpenID Connect on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ admin: 'sysadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(partner, partnerNonce, partnerOidcAttempt, session));
  let provider: PartnerProvider;
  beforeAll(async () => {
    provider = await startPartnerProvider({ redirectUris: [CALLBACK] });
  });
  afterAll(async () => {
    await provider?.close();
  });

  const orgNamed = async (name: string) =>
    theOne(await gateway.ok<Org[]>(tokens.admin, 'GET', 'partner/orgs'), (org) => org.name === name, name).orgId;
  /** Registers the simulator as an OpenID Connect partner signing into `orgIds`. */
  const register = (name: string, orgIds: string[], changes: Record<string, unknown> = {}) =>
    gateway.ok<{ partnerId: string; clientId: string; secret: string | null }>(tokens.admin, 'POST', 'partner/add', {
      name,
      protocol: 'oidc',
      issuer: provider.issuer,
      oidcClientId: provider.client.clientId,
      clientSecret: provider.client.clientSecret,
      redirectUris: [],
      orgIds,
      ...changes,
    });
  /** One call of the flow, from an address of its own (the per-address budget is not what is tested here). */
  const post = (path: 'start' | 'callback', payload: Record<string, string>, language: DomainLocale = 'en-US') =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/sso/oauth/platform/oidc/${path}`,
      remoteAddress: someAddress(),
      headers: { 'accept-language': language, host: HOST },
      payload,
    });
  /** The partner's portal sends its user to the platform, which answers where the provider is. */
  const start = async (clientId: string, orgId?: string) =>
    new URL(
      dataOf<{ authorizationUrl: string }>(
        await post('start', { client_id: clientId, ...(orgId ? { org_id: orgId } : {}) }),
      ).authorizationUrl,
    );
  /** The user's browser at the provider: it sends them back to the platform's page with its answer. */
  const atProvider = async (authorization: URL) => {
    const answer = await fetch(authorization, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  };
  /** The platform's page forwards the provider's answer, as it found it in its address. */
  const callback = (back: URL, language: DomainLocale = 'en-US') =>
    post('callback', Object.fromEntries(back.searchParams), language);
  /** A whole sign-in of the provider's current user, its last step in `language`. */
  const signInThrough =
    (clientId: string, orgId?: string, before?: () => void | Promise<void>) => async (language: DomainLocale) => {
      const back = await atProvider(await start(clientId, orgId));
      await before?.();
      return callback(back, language);
    };
  const userInfoOf = async (response: LightMyRequestResponse) =>
    dataOf<UserInfo>(
      await gateway.app.inject({
        method: 'POST',
        url: '/api/busi/web/myInfo/getUInfo',
        headers: bearer(dataOf<{ access_token: string }>(response).access_token),
        payload: {},
      }),
    );

  it('signs the provider’s user in through the code flow, its secret kept sealed and its answer taken once', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register('区域身份认证', [k12]);
    expect(added.secret).toBeNull();
    const listed = theOne(
      await gateway.ok<PartnerRecord[]>(tokens.admin, 'GET', 'partner/list'),
      (one) => one.partnerId === added.partnerId,
      'the partner',
    );
    expect(listed).toMatchObject({
      protocol: 'oidc',
      issuer: provider.issuer,
      oidcClientId: provider.client.clientId,
      accountClaim: 'sub',
      redirectUris: [],
    });
    expect(JSON.stringify(listed)).not.toContain(provider.client.clientSecret);
    const [stored] = await gateway.database.db.select().from(partner).where(eq(partner.id, added.partnerId));
    expect(stored?.secretSealed).toMatch(/^v1\./);
    expect(stored?.secretSealed).not.toContain(provider.client.clientSecret);

    // A partner of one organisation need not name it. The provider is asked for a code with PKCE.
    provider.signIn({ sub: 'k12admin' });
    const authorization = await start(added.clientId);
    expect(authorization.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.client.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid',
      code_challenge_method: 'S256',
    });
    const back = await atProvider(authorization);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const info = await userInfoOf(await callback(back));
    expect(info.user.accountNum).toBe('k12admin');
    expect(info.currentAccount?.orgId).toBe(k12);
    const audits = await gateway.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.detail, `partner:${added.clientId}`));
    expect(audits.map((row) => [row.action, row.actorName])).toEqual([['auth.signIn', 'k12admin']]);
    expect(
      await gateway.database.db
        .select()
        .from(partnerOidcAttempt)
        .where(eq(partnerOidcAttempt.partnerId, added.partnerId)),
    ).toEqual([]);

    // The same answer again finds its state taken.
    await expectRefused((language) => callback(back, language), 400, 'partner.oidcState', { field: 'state' });
    // A provider's secret is rotated at the provider, not here.
    await expectRefused(
      gateway.as(tokens.admin, 'POST', 'partner/rotateSecret', { partnerId: added.partnerId }),
      409,
      'partner.secretFromProvider',
    );
  });

  it('names the person by the agreed claim, and asks a partner of several organisations to name one', async () => {
    const [k12, centre] = [await orgNamed('阳光实验小学'), await orgNamed('市教育局体育管理中心')];
    const added = await register('教育云认证', [k12, centre], { accountClaim: 'preferred_username' });
    await expectRefused(
      (language) => post('start', { client_id: added.clientId }, language),
      400,
      'partner.orgRequired',
      {
        field: 'org_id',
      },
    );
    // The partner's own identifier is opaque; the agreed claim carries the mobile number used here.
    provider.signIn({ sub: 'u-20931', preferred_username: '13800000021' });
    const authorization = await start(added.clientId, k12);
    expect(authorization.searchParams.get('scope')).toBe('openid profile');
    const info = await userInfoOf(await callback(await atProvider(authorization)));
    expect(info.user.accountNum).toBe('k12admin');
    expect(info.currentAccount?.orgId).toBe(k12);
  });

  it('refuses an unknown or signed-query partner, an organisation it may not enter and a provider it cannot reach, storing nothing', async () => {
    const [k12, gx] = [await orgNamed('阳光实验小学'), await orgNamed('东方体育大学')];
    const added = await register('开始检查', [k12]);
    const startAs = (payload: Record<string, string>) => (language: DomainLocale) => post('start', payload, language);
    await expectRefused(startAs({ client_id: 'pt_000000000000000000000000' }), 400, 'partner.unknownClient', {
      field: 'client_id',
    });
    const signed = await gateway.ok<{ clientId: string }>(tokens.admin, 'POST', 'partner/add', {
      name: '签名链接平台',
      redirectUris: ['https://cloud.example.edu.cn/portal'],
      orgIds: [k12],
    });
    await expectRefused(startAs({ client_id: signed.clientId }), 400, 'partner.notOidc', { field: 'client_id' });
    await expectRefused(startAs({ client_id: added.clientId, org_id: gx }), 403, 'partner.orgNotAllowed', {
      field: 'org_id',
    });
    await expectRefused(startAs({ client_id: added.clientId, org_id: 'a b' }), 400, 'validation.partner.orgId', {
      field: 'org_id',
    });
    // A provider that has gone away.
    const gone = await startPartnerProvider({ redirectUris: [CALLBACK] });
    await gone.close();
    const unreachable = await register('已停用的认证', [k12], { issuer: gone.issuer });
    await expectRefused(startAs({ client_id: unreachable.clientId }), 400, 'partner.issuerUnavailable');
    // A signed query naming an OpenID Connect partner has no secret it could be signed with.
    const response = await gateway.app.inject({
      method: 'GET',
      url: `/api/sso/oauth/platform/login?${new URLSearchParams({
        client_id: added.clientId,
        org_id: k12,
        account: 'k12admin',
        timestamp: String(Math.floor(Date.now() / 1000)),
        nonce: 'a-nonce-of-sixteen',
        redirect_uri: 'https://cloud.example.edu.cn/portal',
        signature: 'f'.repeat(64),
      })}`,
    });
    expect(response.json().msgId).toBe('partner.badSignature');
  });

  it('refuses a provider’s refusal, a bad token, an unknown, stale or used state and an unmapped user, storing nothing', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register('回调检查', [k12]);
    provider.signIn({ sub: 'k12admin' });
    const flow = (before?: () => void | Promise<void>) => signInThrough(added.clientId, undefined, before);

    // The person cancels at the provider.
    await expectRefused(
      (language) => {
        provider.refuseNext('access_denied');
        return flow()(language);
      },
      400,
      'partner.issuerRefused',
      { field: 'error', reason: 'access_denied' },
    );
    // The code is exchanged when the answer reaches the platform: the provider spoils the token it answers then.
    for (const way of ['expired', 'audience', 'nonce', 'issuer', 'signature'] satisfies SpoiledToken[]) {
      await expectRefused(
        flow(() => provider.spoilNext(way)),
        400,
        'partner.tokenRefused',
        { field: 'code' },
      );
    }
    await expectRefused(
      (language) => post('callback', { state: 'a-state-nobody-made', code: 'x' }, language),
      400,
      'partner.oidcState',
      { field: 'state' },
    );
    // A state whose time ran out while the person was at the provider.
    await expectRefused(
      flow(() =>
        gateway.database.db
          .update(partnerOidcAttempt)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(partnerOidcAttempt.partnerId, added.partnerId))
          .then(() => undefined),
      ),
      400,
      'partner.oidcState',
    );
    // Nobody by that name here, and somebody without an account in the school, answer alike.
    provider.signIn({ sub: 'nobody-here' });
    await expectRefused(flow(), 403, 'partner.noAccount', { field: 'code' });
    provider.signIn({ sub: 'gxadmin' });
    await expectRefused(flow(), 403, 'partner.noAccount');
    // Disabled while its user was at the provider: the answer finds no partner, and opens no session.
    provider.signIn({ sub: 'k12admin' });
    const sessions = gateway.snapshot(session);
    const before = await sessions();
    const disabled = await flow(() =>
      gateway.ok(tokens.admin, 'POST', 'partner/status', { partnerId: added.partnerId, status: 'disabled' }),
    )('en-US');
    expect(disabled.json()).toMatchObject({ code: '400', msgId: 'partner.unknownClient' });
    expect(await sessions()).toBe(before);
    await gateway.ok(tokens.admin, 'POST', 'partner/status', { partnerId: added.partnerId, status: 'enabled' });
    dataOf(await flow()('en-US'));
  });

  it('refuses the token exchange with a wrong client secret, and takes a new one typed in the form', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const added = await register('密钥更换', [k12], { clientSecret: 'not-the-provider-secret' });
    provider.signIn({ sub: 'k12admin' });
    await expectRefused(signInThrough(added.clientId), 400, 'partner.tokenRefused');
    const edit = (changes: Record<string, unknown>) =>
      gateway.as(tokens.admin, 'POST', 'partner/edit', {
        partnerId: added.partnerId,
        name: '密钥更换',
        protocol: 'oidc',
        issuer: provider.issuer,
        oidcClientId: provider.client.clientId,
        redirectUris: [],
        orgIds: [k12],
        ...changes,
      });
    dataOf(await edit({ clientSecret: provider.client.clientSecret })('en-US'));
    dataOf(await signInThrough(added.clientId)('en-US'));
    // A blank secret keeps the one stored.
    dataOf(await edit({ name: '密钥已更换' })('en-US'));
    dataOf(await signInThrough(added.clientId)('en-US'));
    await expectRefused(edit({ protocol: 'signedQuery', redirectUris: [CALLBACK] }), 409, 'partner.protocolFixed', {
      field: 'protocol',
    });
  });

  it('refuses an OpenID Connect registration without its fields, naming each, changing nothing', async () => {
    const k12 = await orgNamed('阳光实验小学');
    const send = (changes: Record<string, unknown>) =>
      gateway.as(tokens.admin, 'POST', 'partner/add', {
        name: '认证平台',
        protocol: 'oidc',
        issuer: provider.issuer,
        oidcClientId: 'busi',
        clientSecret: 'secret',
        redirectUris: [],
        orgIds: [k12],
        ...changes,
      });
    await expectRefused(send({ issuer: '' }), 400, 'validation.partner.issuer', { field: 'issuer' });
    await expectRefused(send({ issuer: 'http://idp.example.com' }), 400, 'validation.partner.issuer');
    await expectRefused(send({ issuer: 'https://idp.example.com/?tenant=1' }), 400, 'validation.partner.issuer');
    await expectRefused(send({ oidcClientId: '' }), 400, 'validation.partner.oidcClientId', { field: 'oidcClientId' });
    await expectRefused(send({ clientSecret: '' }), 400, 'validation.partner.clientSecret', { field: 'clientSecret' });
    await expectRefused(send({ clientSecret: 'has space' }), 400, 'validation.partner.clientSecret');
    await expectRefused(send({ accountClaim: 'email' }), 400, 'validation.partner.accountClaim', {
      field: 'accountClaim',
    });
    await expectRefused(send({ protocol: 'saml' }), 400, 'validation.partner.protocol', { field: 'protocol' });
  });
});
