// Third-party sign-in (issue 47): partner platforms and the nonces of their sign-in queries.
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
  },
  (table) => [
    uniqueIndex('partner_client_idx').on(table.clientId),
    index('partner_org_idx').on(table.orgId),
    check('partner_redirects_check', sql`cardinality(${table.redirectUris}) between 1 and 5`),
    check('partner_orgs_check', sql`cardinality(${table.orgIds}) between 1 and 200`),
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
