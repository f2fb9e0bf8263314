// Third-party sign-in (issue 47, SPEC 2 `/thirdManagement`, SPEC 7 `platform/login`): the partner
// platforms an organisation registers, and the signed query a partner's user arrives with. The
// protocol is written for partners in docs/third-party-sign-in.md; what both sides must compute
// alike (the fields and the string that is signed) lives here, so the gateway, the app and the
// tests' partner simulator cannot drift apart.
import * as z from 'zod/mini';
import type { DomainMessageId } from './messages/index.ts';
import { withChecks } from './schema.ts';
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

/** The return addresses of a partner: 1 to 5 http(s) links, each once, compared exactly at sign-in. */
export const partnerRedirectUrisSchema = withChecks(
  z.array(linkSchema, { error: 'validation.partner.redirectUris' }),
  z.minLength(1, 'validation.partner.redirectUris'),
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

/** A partner's registration as its form sends it. */
export const partnerFields = {
  name: partnerNameSchema,
  redirectUris: partnerRedirectUrisSchema,
  orgIds: partnerOrgIdsSchema,
};
