// Third-party sign-in (issue 47): the partner platforms a management organisation registers on the
// admin frame's `thirdParty` screen, each with a client id, a signing secret shown once, its return
// addresses and the organisations it may sign into. The sign-in call itself, `platformLogin`, is
// here rather than in auth.ts, so the sign-in page, which loads auth.ts, carries none of its
// schemas. The protocol is written for partners in docs/third-party-sign-in.md.
import { partnerFields, partnerQueryFields, statusesOf, withChecks } from '@school-sports/domain';
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

/** `POST /api/busi/web/partner/add`: a new partner; its client id and secret are answered once. */
export const partnerAdd = call.write(partnerScreen, 'Add', 'add', 'add', {
  request: z.object(partnerFields),
  data: partnerSecret,
  summary: 'Register a partner platform: answers its client id and its secret, shown this once',
});

/** `POST /api/busi/web/partner/edit`: a partner's name, return addresses and organisations changed. */
export const partnerEdit = call.edit(partnerScreen, partnerFields, 'Edit a partner platform; its secret stays');

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
