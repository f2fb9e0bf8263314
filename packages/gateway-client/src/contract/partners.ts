// Third-party sign-in (issue 47): the partner platforms a management organisation registers on the
// admin frame's `thirdParty` screen, each with a client id, a signing secret shown once, its return
// addresses and the organisations it may sign into. The sign-in call itself, `platformLogin`, is
// here rather than in auth.ts, so the sign-in page, which loads auth.ts, carries none of its
// schemas. The protocol is written for partners in docs/third-party-sign-in.md.
import {
  PARTNER_ACCOUNT_CLAIMS,
  PARTNER_PROTOCOLS,
  partnerFields,
  partnerOidcCallbackFields,
  partnerOidcStartFields,
  partnerProtocolFits,
  partnerQueryFields,
  statusesOf,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** A partner's status: enabled (its users may sign in) or disabled. */
export const partnerStatus = z.enum(statusesOf('enablement') as ['enabled', 'disabled'], {
  error: 'validation.status.value',
});

/** An organisation a partner may sign into, named as its form and the partner's documents need it. */
export const partnerOrg = z.object({ orgId: z.string(), name: z.string(), code: z.string() });

/** A partner as its list, details and form show it; the secret is never among it. */
export const partnerRecord = z.object({
  partnerId: z.string(),
  name: z.string(),
  /** The id the partner sends as `client_id`: made by the gateway, never changed. */
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  orgs: z.array(partnerOrg),
  status: partnerStatus,
  /** When the current secret was made (ISO time): a partner rotating on a schedule can check it. */
  secretIssuedAt: z.string(),
  /** How its users sign in: a signed query, or OpenID Connect's code flow. */
  protocol: z.enum(PARTNER_PROTOCOLS),
  /** OpenID Connect: the provider's issuer address, the platform's client id there, the claim naming the person. */
  issuer: z.nullable(z.string()),
  oidcClientId: z.nullable(z.string()),
  accountClaim: z.nullable(z.enum(PARTNER_ACCOUNT_CLAIMS)),
});

/** A new secret, answered once (at creation and at each rotation) and never readable again. */
export const partnerSecret = z.object({ partnerId: z.string(), clientId: z.string(), secret: z.string() });

const partnerScreen = call.screen('partner', 'thirdParty', { partnerId: recordId('partner.notFound') });

/** `GET /api/busi/web/partner/list`: the organisation's partner platforms (a handful), by name. */
export const partnerList = call.list(partnerScreen, partnerRecord, 'The partner platforms the organisation registered');

/** `GET /api/busi/web/partner/detail`: one partner platform. */
export const partnerDetail = call.detail(partnerScreen, partnerRecord, 'One partner platform of the organisation');

/** `GET /api/busi/web/partner/orgs`: the organisations a partner of the caller's may sign into. */
export const partnerOrgOptions = call.read(partnerScreen, 'OrgOptions', 'orgs', {
  request: z.object({}),
  data: z.array(partnerOrg),
  summary: "The caller's organisation and every organisation under it: what a partner may sign into",
});

/**
 * `POST /api/busi/web/partner/add`: a new partner; its client id and, for a signed query, its secret
 * are answered once. An OpenID Connect partner's secret is the one its provider issued, typed in the
 * form: it is not answered back (`secret` null).
 */
export const partnerAdd = call.write(partnerScreen, 'Add', 'add', 'add', {
  request: withChecks(z.object(partnerFields), partnerProtocolFits(true)),
  data: z.object({ partnerId: z.string(), clientId: z.string(), secret: z.nullable(z.string()) }),
  summary: 'Register a partner platform: answers its client id and its signing secret, shown this once',
});

/**
 * `POST /api/busi/web/partner/edit`: a partner's name, return addresses, organisations and provider
 * settings changed; its protocol stays, and so does its secret unless a new client secret is typed.
 */
export const partnerEdit = call.write(partnerScreen, 'Edit', 'edit', 'edit', {
  request: withChecks(z.object({ ...partnerScreen.id, ...partnerFields }), partnerProtocolFits(false)),
  data: z.null(),
  summary: 'Edit a partner platform; its protocol stays, and its secret unless a new one is given',
});

/** `POST /api/busi/web/partner/rotateSecret`: a new secret replaces the old one at once. */
export const partnerRotateSecret = call.write(partnerScreen, 'RotateSecret', 'rotateSecret', 'rotateSecret', {
  request: z.object({ partnerId: recordId('partner.notFound') }),
  data: partnerSecret,
  summary: 'Rotate a partner platform’s secret: the old one stops working, the new one is shown once',
});

/** `POST /api/busi/web/partner/status`: a partner enabled or disabled. */
export const partnerSetStatus = call.setStatus(partnerScreen, partnerStatus, 'Enable or disable a partner platform');

/** `POST /api/busi/web/partner/delete`: a partner deleted; links it signed stop working. */
export const partnerDelete = call.remove(partnerScreen, 'Delete a partner platform');

/**
 * A session's tokens, as `login` answers them (auth.ts's `tokenData`), written again here: importing
 * them from auth.ts would make the bundler split auth.ts into a chunk of its own, a cost the sign-in
 * page would pay for a page it never shows.
 */
const sessionTokens = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: withChecks(z.int(), z.positive()),
  refresh_token: z.string(),
});

/**
 * `GET /api/sso/oauth/platform/login?{query}` (SPEC 7): a partner platform's user signs in with the
 * query the partner signed (docs/third-party-sign-in.md); the answer is a session's tokens, handed
 * over as a `?token=` link's are. Every refusal names what was wrong and changes nothing.
 */
export const platformLogin = defineEndpoint({
  name: 'platformLogin',
  method: 'GET',
  path: '/api/sso/oauth/platform/login',
  request: z.object(partnerQueryFields),
  data: sessionTokens,
  style: 'json',
  access: 'public',
  summary: 'Sign in through a registered partner platform with its signed, time-limited, single-use query',
});

/** Where the browser goes next: the partner's provider, to sign in there. */
const oidcAuthorization = z.object({ authorizationUrl: z.string() });

/**
 * `POST /api/sso/oauth/platform/oidc/start`: an OpenID Connect partner's user, sent to the
 * platform's third-party page naming the partner, starts the code flow: the gateway keeps the
 * flow's state, nonce and PKCE verifier and answers the provider's authorization address.
 */
export const platformOidcStart = defineEndpoint({
  name: 'platformOidcStart',
  method: 'POST',
  path: '/api/sso/oauth/platform/oidc/start',
  request: z.object(partnerOidcStartFields),
  data: oidcAuthorization,
  style: 'json',
  access: 'public',
  summary: 'Start signing in through a partner platform that speaks OpenID Connect: answers where to go',
});

/**
 * `POST /api/sso/oauth/platform/oidc/callback`: the provider's answer, as the third-party page
 * received it, finishes the code flow: the gateway exchanges the code, checks the ID token and
 * answers a session's tokens, handed over as `platformLogin`'s are. A state is taken once.
 */
export const platformOidcCallback = defineEndpoint({
  name: 'platformOidcCallback',
  method: 'POST',
  path: '/api/sso/oauth/platform/oidc/callback',
  request: z.object(partnerOidcCallbackFields),
  data: sessionTokens,
  style: 'json',
  access: 'public',
  summary: 'Finish signing in through an OpenID Connect partner platform with its answer (state and code)',
});
