// The mobile app's sign-in (issue 45): a student's or parent's own password, apart from the staff
// passwords of `person`, and the sessions it opens, apart from the staff sessions of `session`, so
// a token of one kind is never found where the other is looked up.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { person } from './accounts.ts';
import { createdAt, foreignId, updatedAt } from './columns.ts';
import { student } from './people.ts';

/**
 * The mobile sign-in of one student (by the student's row) or one parent (by the person who signs
 * in with the parent's mobile number, whichever organisations they are a parent in). `passwordHash`
 * is null until the first activation; `activationHash` is the SHA-256 of the one-time code staff
 * handed out last (null once used), valid until `activationExpiresAt`. Not a tenant table: a parent's
 * sign-in spans organisations, and a student's is reached through the student's own row.
 */
export const mobileLogin = pgTable(
  'mobile_login',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id').references(() => student.id, { onDelete: 'cascade' }),
    personId: text('person_id').references(() => person.id, { onDelete: 'cascade' }),
    /** scrypt of the SHA-256 digest the app sends, as `person.passwordHash`. */
    passwordHash: text('password_hash'),
    activationHash: text('activation_hash'),
    activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('mobile_login_student_idx').on(table.studentId),
    uniqueIndex('mobile_login_person_idx').on(table.personId),
    uniqueIndex('mobile_login_activation_idx').on(table.activationHash),
    check('mobile_login_owner_check', sql`(${table.studentId} is null) <> (${table.personId} is null)`),
  ],
);

/**
 * A signed-in mobile app: its access token (`tokenHash`, until `expiresAt`) and refresh token
 * (`refreshTokenHash`, until `refreshExpiresAt`) stored as SHA-256 only, both replaced in this row
 * at each refresh, until it is signed out or a spent refresh token comes back (`revokedAt`). A
 * session opened before refresh tokens existed has none: it ends with its access token.
 */
export const mobileSession = pgTable(
  'mobile_session',
  {
    id: text('id').primaryKey(),
    loginId: foreignId('login_id', () => mobileLogin.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash'),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('mobile_session_token_idx').on(table.tokenHash),
    index('mobile_session_login_idx').on(table.loginId),
  ],
);
