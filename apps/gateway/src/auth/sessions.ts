import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { session } from '../db/schema.ts';

/** Access tokens live two hours; refresh tokens a week. */
export const ACCESS_TTL_SECONDS = 2 * 60 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * The mobile app's (`mobile_session`, see `mobileSessions.ts`): an access token lives an hour, so a
 * copy read off a phone's traffic or logs is worth little for long; a refresh token 30 days from its
 * last use, so a phone opened at least once a month through a school term never asks for the
 * password again, and one left in a drawer over the holidays does.
 */
export const MOBILE_ACCESS_TTL_SECONDS = 60 * 60;
export const MOBILE_REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The tokens handed to the browser (SPEC 3 "Token"). */
export interface IssuedTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
}

/** A live session, as a request's token resolves to it. */
export type Session = typeof session.$inferSelect;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a session for a person, with their current account and role if any. */
export async function openSession(
  // Only inserts: a transaction's (a partner's sign-in takes its nonce in the same one) does as well.
  db: Pick<Database, 'insert'>,
  init: { personId: string; accountId: string | null; roleId: string | null; family?: string },
  now = new Date(),
): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  await db.insert(session).values({
    id: randomUUID(),
    family: init.family ?? randomUUID(),
    personId: init.personId,
    accountId: init.accountId,
    roleId: init.roleId,
    accessTokenHash: tokenHash(access),
    refreshTokenHash: tokenHash(refresh),
    accessExpiresAt: new Date(now.getTime() + ACCESS_TTL_SECONDS * 1000),
    refreshExpiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
  });
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS, refresh_token: refresh };
}

/** The session whose `column` holds the hash of `token` (never the token itself), if it meets `conditions`. */
async function sessionByToken(
  db: Database,
  column: typeof session.accessTokenHash | typeof session.refreshTokenHash,
  token: string,
  ...conditions: SQL[]
): Promise<Session | undefined> {
  const [row] = await db
    .select()
    .from(session)
    .where(and(eq(column, tokenHash(token)), ...conditions));
  return row;
}

/** The live session of an access token, or undefined when it is unknown, expired or revoked. */
export async function sessionOfAccessToken(
  db: Database,
  accessToken: string,
  now = new Date(),
): Promise<Session | undefined> {
  return sessionByToken(
    db,
    session.accessTokenHash,
    accessToken,
    isNull(session.revokedAt),
    gt(session.accessExpiresAt, now),
  );
}

/**
 * Rotates a session: a new token pair in the same family, the old pair revoked. A refresh token
 * that was already used (or revoked) ends the whole family: someone else may hold it.
 */
export async function rotateSession(
  db: Database,
  refreshToken: string,
  now = new Date(),
): Promise<IssuedTokens | undefined> {
  const row = await sessionByToken(db, session.refreshTokenHash, refreshToken);
  if (!row) return undefined;
  if (row.revokedAt) {
    await db
      .update(session)
      .set({ revokedAt: now })
      .where(and(eq(session.family, row.family), isNull(session.revokedAt)));
    return undefined;
  }
  if (row.refreshExpiresAt.getTime() <= now.getTime()) return undefined;
  const revoked = await db
    .update(session)
    .set({ revokedAt: now })
    .where(and(eq(session.id, row.id), isNull(session.revokedAt)))
    .returning({ id: session.id });
  // A concurrent refresh won the race: treat this one as a reuse.
  if (revoked.length === 0) return undefined;
  return openSession(
    db,
    { personId: row.personId, accountId: row.accountId, roleId: row.roleId, family: row.family },
    now,
  );
}

/** Ends a session at once. */
export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(session).set({ revokedAt: now }).where(eq(session.id, sessionId));
}

/** Ends at once every open session that `condition` selects (of an account, a person, an organisation). */
export async function revokeSessionsWhere(db: Database, condition: SQL): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(and(isNull(session.revokedAt), condition));
}

/**
 * Deletes the sessions whose refresh token has expired: nothing can use them any more, a reused
 * token of theirs is refused as unknown as it would be as expired. Answers how many went.
 */
export async function purgeEndedSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db.delete(session).where(lt(session.refreshExpiresAt, now)).returning({ id: session.id });
  return removed.length;
}

/** Ends every session of a person except one (after a password change). */
export async function revokeOtherSessions(
  db: Database,
  personId: string,
  keepSessionId: string,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.personId, personId), isNull(session.revokedAt)));
  for (const { id } of rows) if (id !== keepSessionId) await revokeSession(db, id, now);
}

/** Points a session at another account and role (switchOrg, switchRole). */
export async function setSessionAccount(
  db: Database,
  sessionId: string,
  accountId: string,
  roleId: string | null,
): Promise<void> {
  await db.update(session).set({ accountId, roleId }).where(eq(session.id, sessionId));
}
