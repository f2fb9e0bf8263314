// Third-party sign-in (issue 47): partner platforms, the nonces of their sign-in queries and the
// OpenID Connect sign-ins under way.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from './accounts.ts';
import { createdAt, foreignId } from './columns.ts';

/**
 * A partner platform registered by an organisation (a management organisation's administrator):
 * the `client_id` it signs with (unique on the whole platform, as the sign-in query names nothing
 * else), its secret sealed with the gateway's secrets key (HMAC needs the secret itself, so it
 * cannot be hashed; `auth/secretBox.ts`), its return addresses, compared exactly, and the
 * organisations, its own or below it, its users may sign into.
 */
export const partner = tenantTable(
  'partner',
  {
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }).notNull().defaultNow(),
    redirectUris: text('redirect_uris').array().notNull(),
    orgIds: text('org_ids').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** `signedQuery` or `oidc` (domain `PARTNER_PROTOCOLS`); fixed at registration. */
    protocol: text('protocol').notNull().default('signedQuery'),
    /** OpenID Connect: the provider's issuer address, its client id for the platform, the claim naming the person. */
    issuer: text('issuer'),
    oidcClientId: text('oidc_client_id'),
    accountClaim: text('account_claim'),
  },
  (table) => [
    uniqueIndex('partner_client_idx').on(table.clientId),
    index('partner_org_idx').on(table.orgId),
    // A signed query returns its user to a registered address; an OpenID Connect partner's user
    // comes back to the platform's own page, so it registers none.
    check(
      'partner_redirects_check',
      sql`case when ${table.protocol} = 'oidc' then cardinality(${table.redirectUris}) = 0 else cardinality(${table.redirectUris}) between 1 and 5 end`,
    ),
    check('partner_orgs_check', sql`cardinality(${table.orgIds}) between 1 and 200`),
    check(
      'partner_protocol_check',
      sql`(${table.protocol} = 'signedQuery' and ${table.issuer} is null and ${table.oidcClientId} is null and ${table.accountClaim} is null) or (${table.protocol} = 'oidc' and ${table.issuer} is not null and ${table.oidcClientId} is not null and ${table.accountClaim} in ('sub', 'preferred_username'))`,
    ),
  ],
);

/**
 * A nonce a partner's accepted query used, kept until the query would have expired anyway: a
 * second use inside that window is a replay and is refused; after it, the timestamp refuses it.
 * Written in the transaction that opens the session, so a refused query leaves none behind.
 */
export const partnerNonce = pgTable(
  'partner_nonce',
  {
    partnerId: foreignId('partner_id', () => partner.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.nonce] }),
    index('partner_nonce_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * An OpenID Connect sign-in under way: the `state` the gateway sent to the partner's provider, with
 * what the answer must match (the ID token's `nonce`, the PKCE verifier, the callback address used)
 * and the organisation asked for. Taken (deleted) by the first answer that names its state, whatever
 * that answer's fate, so a state opens at most one session; one never answered lapses at
 * `expires_at` and is cleared by the partner's next start.
 */
export const partnerOidcAttempt = pgTable(
  'partner_oidc_attempt',
  {
    state: text('state').primaryKey(),
    partnerId: foreignId('partner_id', () => partner.id, { onDelete: 'cascade' }),
    signInOrgId: text('sign_in_org_id').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('partner_oidc_attempt_partner_idx').on(table.partnerId),
    index('partner_oidc_attempt_expiry_idx').on(table.expiresAt),
  ],
);
