// Third-party sign-in (issue 47, SPEC 7 `GET {sso}/oauth/platform/login?{query}`): a partner
// platform's user arrives with a query the partner signed with its secret (HMAC-SHA256 over
// `partnerCanonicalString`), and leaves with a session of the account the query names. The checks
// run from the cheapest and least telling to the rest: the client, the signature (before anything
// else about the partner is told), the time, the return address, the organisation, the account;
// the nonce is taken last, in the transaction that opens the session, so a refused query stores
// nothing and a query can open one session only. docs/third-party-sign-in.md is the partners' side.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PARTNER_LIMITS,
  type PartnerSignedQuery,
  partnerCanonicalString,
  partnerQueryFresh,
} from '@school-sports/domain';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { partnerByClientId } from '../areas/partners/partners.ts';
import type { Database } from '../db/index.ts';
import { partnerNonce, person } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { usableAccountRoles } from '../tenancy/ownAccounts.ts';
import type { SecretBox } from './secretBox.ts';
import { type IssuedTokens, openSession } from './sessions.ts';

/** The signature of `query` under `secret`: lowercase hex of HMAC-SHA256 over the canonical string. */
export function partnerSignature(secret: string, query: PartnerSignedQuery): string {
  return createHmac('sha256', secret).update(partnerCanonicalString(query), 'utf8').digest('hex');
}

/** Whether two hex signatures are equal, in a time that does not depend on where they differ. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a successful partner sign-in made, for the audit log. */
export interface PartnerSignIn {
  tokens: IssuedTokens;
  clientId: string;
  personId: string;
  actorName: string;
  accountId: string;
  orgId: string;
  tenantOrgId: string;
}

/** Checks a partner's signed query and opens the session it asks for, or refuses it, changing nothing. */
export async function partnerSignIn(
  db: Database,
  secrets: SecretBox,
  query: PartnerSignedQuery & { signature: string },
  now = new Date(),
): Promise<PartnerSignIn> {
  const found = await partnerByClientId(db, query.client_id);
  if (!found?.enabled) throw new ApiError(400, 'partner.unknownClient', { field: 'client_id' });
  // An OpenID Connect partner's secret is its provider's, never a signing key: no query of it is good.
  if (found.protocol !== 'signedQuery') throw new ApiError(400, 'partner.badSignature', { field: 'signature' });

  if (!sameSignature(partnerSignature(secrets.open(found.secretSealed), query), query.signature)) {
    throw new ApiError(400, 'partner.badSignature', { field: 'signature' });
  }
  const timestamp = Number(query.timestamp);
  if (!partnerQueryFresh(timestamp, Math.floor(now.getTime() / 1000))) {
    throw new ApiError(400, 'partner.expired', { field: 'timestamp' });
  }
  // Exactly as registered: a prefix or a look-alike host would send the person elsewhere.
  if (!found.redirectUris.includes(query.redirect_uri)) {
    throw new ApiError(400, 'partner.redirectNotAllowed', { field: 'redirect_uri' });
  }
  if (!found.orgIds.includes(query.org_id)) throw new ApiError(403, 'partner.orgNotAllowed', { field: 'org_id' });

  const who = await partnerAccount(db, query.account, query.org_id, 'account');

  const expiresAt = new Date((timestamp + PARTNER_LIMITS.clockSkewSeconds) * 1000);
  const tokens = await db.transaction(async (tx) => {
    // Nonces of this partner whose queries have expired can go: their timestamps refuse them now.
    await tx.delete(partnerNonce).where(and(eq(partnerNonce.partnerId, found.id), lt(partnerNonce.expiresAt, now)));
    const taken = await tx
      .insert(partnerNonce)
      .values({ partnerId: found.id, nonce: query.nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ nonce: partnerNonce.nonce });
    if (taken.length === 0) throw new ApiError(409, 'partner.replayed', { field: 'nonce' });
    return openSession(tx, who.session);
  });
  return { tokens, clientId: found.clientId, ...who.signIn };
}

/** The person a partner names, with the session to open for them and what the audit log says of them. */
export interface PartnerAccount {
  session: Parameters<typeof openSession>[1];
  signIn: Omit<PartnerSignIn, 'tokens' | 'clientId'>;
}

/**
 * The person a partner names by `account` (their login account or mobile number here, as they sign
 * in), with a usable account in the organisation `orgId`; refused as `partner.noAccount` on `field`
 * otherwise. Both protocols name people this way, so a partner cannot reach further with one.
 */
export async function partnerAccount(
  db: Database,
  account: string,
  orgId: string,
  field: string,
): Promise<PartnerAccount> {
  const [who] = await db
    .select({ id: person.id, accountNum: person.accountNum, status: person.status })
    .from(person)
    .where(or(sql`lower(${person.accountNum}) = lower(${account})`, eq(person.mobile, account)));
  const usable = who && who.status === 'enabled' ? await usableAccountRoles(db, who.id) : [];
  const inOrg = usable.filter((row) => row.orgId === orgId);
  const first = inOrg[0];
  // A person unknown here, or known without a usable account in that organisation: one answer.
  if (!who || !first) throw new ApiError(403, 'partner.noAccount', { field });
  const roles = inOrg.flatMap((row) => (row.roleId === null ? [] : [row.roleId]));
  return {
    session: {
      personId: who.id,
      accountId: first.accountId,
      // One role starts at once; several are chosen on the personal centre, as after any sign-in.
      roleId: roles.length === 1 ? (roles[0] ?? null) : null,
    },
    signIn: {
      personId: who.id,
      actorName: who.accountNum,
      accountId: first.accountId,
      orgId: first.orgId,
      tenantOrgId: first.tenantOrgId,
    },
  };
}
