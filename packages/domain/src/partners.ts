// Third-party sign-in (issue 47, SPEC 2 `/thirdManagement`, SPEC 7 `platform/login`): the partner
// platforms an organisation registers, and the signed query a partner's user arrives with. The
// protocol is written for partners in docs/third-party-sign-in.md; what both sides must compute
// alike (the fields and the string that is signed) lives here, so the gateway, the app and the
// tests' partner simulator cannot drift apart.
import * as z from 'zod/mini';
import type { DomainMessageId } from './messages/index.ts';
import { optionalText, withChecks } from './schema.ts';
import { plainText } from './text.ts';
import { linkSchema } from './validation.ts';

/** The bounds of a partner's registration and of its sign-in query. */
export const PARTNER_LIMITS = {
  name: 30,
  /** Return addresses a partner may register: a few environments (test, staging, production). */
  redirectUris: 5,
  /** Organisations a partner may sign into: a region's schools, listed one by one. */
  orgIds: 200,
  /**
   * How far a query's `timestamp` may be from the gateway's clock, either way, in seconds: the
   * clock skew tolerated and the query's lifetime at once. A query is used within seconds of being
   * signed (the partner signs it as its user clicks), so five minutes is generous for both.
   */
  clockSkewSeconds: 300,
  nonce: { min: 16, max: 64 },
  account: 64,
} as const;

/** The version line that starts every canonical string, so a later protocol cannot be mistaken for this one. */
export const PARTNER_PROTOCOL = 'busi-partner-v1';

/** The query's fields in the order the canonical string lists them (the signature is not among them). */
export const PARTNER_SIGNED_FIELDS = ['client_id', 'org_id', 'account', 'timestamp', 'nonce', 'redirect_uri'] as const;

/** The signed fields of a sign-in query, as the partner sends them. */
export type PartnerSignedQuery = Record<(typeof PARTNER_SIGNED_FIELDS)[number], string>;

/**
 * The string a partner signs: the protocol's version line, then each signed field's value on a
 * line of its own, in {@link PARTNER_SIGNED_FIELDS}' order, joined by `\n`, no line ending at the
 * end. Values are the decoded query values; none can hold a line break (the gateway refuses
 * control characters), so the lines cannot be shifted to make another query with the same string.
 */
export function partnerCanonicalString(query: PartnerSignedQuery): string {
  return [PARTNER_PROTOCOL, ...PARTNER_SIGNED_FIELDS.map((field) => query[field])].join('\n');
}

/** One field of the sign-in query: at most `max` characters of `pattern`, refused as `id`. */
/*#__NO_SIDE_EFFECTS__*/
function queryField(id: DomainMessageId, pattern: RegExp, max: number) {
  return withChecks(
    z.string({ error: id }),
    z.maxLength(max, { error: id, abort: true }),
    z.regex(pattern, { error: id, abort: true }),
    plainText(),
  );
}

/**
 * The sign-in query as the gateway reads it (`GET /api/sso/oauth/platform/login`): malformed
 * fields are refused naming the field before any lookup is made.
 */
export const partnerQueryFields = {
  client_id: queryField('validation.partner.clientId', /^[A-Za-z0-9_-]{8,64}$/, 64),
  org_id: queryField('validation.partner.orgId', /^[A-Za-z0-9_-]{1,64}$/, 64),
  account: queryField('validation.partner.account', /^[^\p{Cc}\s][^\p{Cc}]{0,63}$/u, PARTNER_LIMITS.account),
  timestamp: queryField('validation.partner.timestamp', /^\d{9,11}$/, 11),
  nonce: queryField('validation.partner.nonce', /^[A-Za-z0-9_-]{16,64}$/, PARTNER_LIMITS.nonce.max),
  redirect_uri: queryField('validation.partner.redirectUri', /^https?:\/\/\S+$/i, 2000),
  signature: queryField('validation.partner.signature', /^[0-9a-f]{64}$/, 64),
};

/** Whether the query was signed within {@link PARTNER_LIMITS.clockSkewSeconds} of `nowSeconds`, either way. */
export function partnerQueryFresh(timestamp: number, nowSeconds: number): boolean {
  return Math.abs(nowSeconds - timestamp) <= PARTNER_LIMITS.clockSkewSeconds;
}

/** A partner's name: required, at most 30 characters. */
export const partnerNameSchema = withChecks(
  z.string({ error: 'validation.partner.nameRequired' }),
  z.trim(),
  z.minLength(1, { error: 'validation.partner.nameRequired', abort: true }),
  z.maxLength(PARTNER_LIMITS.name, 'validation.partner.nameLength'),
  plainText(),
);

/**
 * The return addresses of a partner: up to 5 http(s) links, each once, compared exactly at sign-in.
 * A partner signing its links needs at least one ({@link partnerProtocolFits}); one of OpenID Connect
 * has none, as its users come back to the platform's own page.
 */
export const partnerRedirectUrisSchema = withChecks(
  z.array(linkSchema, { error: 'validation.partner.redirectUris' }),
  z.maxLength(PARTNER_LIMITS.redirectUris, 'validation.partner.redirectUris'),
  z.refine((uris: string[]) => new Set(uris).size === uris.length, 'validation.partner.redirectUris'),
);

/** The organisations a partner may sign into: 1 to 200 ids, each once. */
export const partnerOrgIdsSchema = withChecks(
  z.array(
    withChecks(
      z.string({ error: 'validation.partner.orgIds' }),
      z.minLength(1, 'validation.partner.orgIds'),
      z.maxLength(64, 'validation.partner.orgIds'),
      plainText(),
    ),
    { error: 'validation.partner.orgIds' },
  ),
  z.minLength(1, 'validation.partner.orgIds'),
  z.maxLength(PARTNER_LIMITS.orgIds, 'validation.partner.orgIds'),
  z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.partner.orgIds'),
);

/**
 * How a partner's users sign in: with a query the partner signs (`signedQuery`, the first protocol
 * and the default), or through the OpenID Connect code flow with the partner as the identity
 * provider (`oidc`). Chosen at registration and never changed: each keeps a secret of its own kind.
 */
export const PARTNER_PROTOCOLS = ['signedQuery', 'oidc'] as const;

/** One of {@link PARTNER_PROTOCOLS}. */
export type PartnerProtocol = (typeof PARTNER_PROTOCOLS)[number];

/**
 * The ID token claims that may name the person, as the partner and the platform agree: `sub`, the
 * provider's own identifier of the user, or `preferred_username`. Either holds the person's login
 * account or mobile number here, as a signed query's `account` does.
 */
export const PARTNER_ACCOUNT_CLAIMS = ['sub', 'preferred_username'] as const;

/** One of {@link PARTNER_ACCOUNT_CLAIMS}. */
export type PartnerAccountClaim = (typeof PARTNER_ACCOUNT_CLAIMS)[number];

/** Hosts an issuer may be reached on over plain http: this machine only, for tests and a partner's own trials. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `address` may be an OpenID Connect issuer: an https address without a query or fragment,
 * or an http one on this machine's own loopback (which no network carries). The gateway takes the
 * loopback only in its test and demonstration modes.
 */
export function isIssuerAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Whether `address` is an issuer over plain http on the loopback (see {@link isIssuerAddress}). */
export function isLoopbackIssuer(address: string): boolean {
  return isIssuerAddress(address) && new URL(address).protocol === 'http:';
}

/** The issuer address of an OpenID Connect partner: https (or http on the loopback), as its provider names itself. */
const issuerSchema = optionalText(
  'validation.partner.issuer',
  500,
  z.refine((address: string) => address === '' || isIssuerAddress(address), 'validation.partner.issuer'),
);

/** The client id the partner's provider gave the platform: printable, no spaces. */
const oidcClientIdSchema = optionalText(
  'validation.partner.oidcClientId',
  255,
  z.regex(/^[\x21-\x7e]*$/, 'validation.partner.oidcClientId'),
);

/** The client secret the partner's provider gave the platform, as typed: never trimmed, never shown again. */
const clientSecretSchema = z._default(
  withChecks(
    z.string({ error: 'validation.partner.clientSecret' }),
    z.maxLength(255, 'validation.partner.clientSecret'),
    // Control and bidi characters get the message every text field gives; then printable ASCII only.
    plainText(),
    z.regex(/^[\x21-\x7e]*$/, 'validation.partner.clientSecret'),
  ),
  '',
);

/** A partner's registration as its form sends it. */
export const partnerFields = {
  name: partnerNameSchema,
  protocol: z._default(z.enum(PARTNER_PROTOCOLS, { error: 'validation.partner.protocol' }), 'signedQuery'),
  /** A signed query's return addresses; an OpenID Connect partner sends none (`[]`). */
  redirectUris: partnerRedirectUrisSchema,
  orgIds: partnerOrgIdsSchema,
  /** OpenID Connect only: the provider's issuer address. */
  issuer: issuerSchema,
  /** OpenID Connect only: the platform's client id at the provider. */
  oidcClientId: oidcClientIdSchema,
  /** OpenID Connect only: the platform's client secret at the provider; on an edit, blank keeps the one stored. */
  clientSecret: clientSecretSchema,
  /** OpenID Connect only: the ID token claim naming the person. */
  accountClaim: z._default(z.enum(PARTNER_ACCOUNT_CLAIMS, { error: 'validation.partner.accountClaim' }), 'sub'),
};

/** What {@link partnerProtocolFits} reads of a registration. */
interface PartnerProtocolFields {
  protocol: PartnerProtocol;
  redirectUris: readonly string[];
  issuer: string;
  oidcClientId: string;
  clientSecret: string;
}

/**
 * The fields the chosen protocol needs, each refused on its own field: a signed query's return
 * addresses; an OpenID Connect partner's issuer, client id and (when `secretRequired`, as on a
 * registration) its client secret.
 */
/*#__NO_SIDE_EFFECTS__*/
export function partnerProtocolFits(secretRequired: boolean) {
  return z.superRefine((fields: PartnerProtocolFields, context) => {
    const refuse = (path: string, message: DomainMessageId) =>
      context.addIssue({ code: 'custom', message, path: [path], input: fields });
    if (fields.protocol === 'signedQuery') {
      if (fields.redirectUris.length === 0) refuse('redirectUris', 'validation.partner.redirectUris');
      return;
    }
    if (fields.issuer === '') refuse('issuer', 'validation.partner.issuer');
    if (fields.oidcClientId === '') refuse('oidcClientId', 'validation.partner.oidcClientId');
    if (secretRequired && fields.clientSecret === '') refuse('clientSecret', 'validation.partner.clientSecret');
  });
}

/** The OpenID Connect start: the partner (by the platform's client id) and, when it may sign into several, the organisation. */
export const partnerOidcStartFields = {
  client_id: partnerQueryFields.client_id,
  org_id: z.optional(partnerQueryFields.org_id),
};

/**
 * What the partner's provider sends back to the platform's page, forwarded to the gateway: the
 * `state` the gateway made, then either the `code` (and the `iss` the provider may add) or the
 * provider's `error`.
 */
export const partnerOidcCallbackFields = {
  state: queryField('validation.partner.state', /^[A-Za-z0-9_-]{16,128}$/, 128),
  code: z.optional(queryField('validation.partner.code', /^[\x21-\x7e]{1,2000}$/, 2000)),
  iss: z.optional(queryField('validation.partner.iss', /^https?:\/\/[\x21-\x7e]+$/, 500)),
  error: z.optional(queryField('validation.partner.error', /^[\x20-\x21\x23-\x5b\x5d-\x7e]{1,100}$/, 100)),
};
