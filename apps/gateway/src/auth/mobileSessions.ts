// The mobile app's sessions (issue 45): an access and a refresh token per signed-in app, stored as
// SHA-256 in `mobile_session`, never in the staff `session` table. A staff token is therefore unknown
// here and a mobile token unknown to the staff routes, refresh tokens alike: neither kind can be used
// where the other is asked for. Lifetimes sit beside the web's in `sessions.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { mobileLogin, mobileSession } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { MOBILE_ACCESS_TTL_SECONDS, MOBILE_REFRESH_TTL_SECONDS, tokenHash } from './sessions.ts';

/** The signed-in app of a mobile call: a student, or a parent (a person, whichever organisations). */
export interface MobileCaller {
  sessionId: string;
  loginId: string;
  kind: 'student' | 'parent';
  /** The student of a student's sign-in. */
  studentId: string | null;
  /** The person of a parent's sign-in. */
  personId: string | null;
}

/** The tokens a mobile sign-in or refresh answers. */
export interface MobileTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A new token pair of a session, with the columns that keep it. The refresh token names its session
 * (`<session id>.<secret>`): a refresh token of a live session that is not its current one is then
 * known for a spent one, however many rotations ago it was spent, with nothing kept per rotation.
 */
function tokenPair(sessionId: string, now: Date) {
  const access = newSecret();
  const refresh = `${sessionId}.${newSecret()}`;
  const tokens: MobileTokens = {
    access_token: access,
    token_type: 'Bearer',
    expires_in: MOBILE_ACCESS_TTL_SECONDS,
    refresh_token: refresh,
    refresh_expires_in: MOBILE_REFRESH_TTL_SECONDS,
  };
  const columns = {
    tokenHash: tokenHash(access),
    expiresAt: new Date(now.getTime() + MOBILE_ACCESS_TTL_SECONDS * 1000),
    refreshTokenHash: tokenHash(refresh),
    refreshExpiresAt: new Date(now.getTime() + MOBILE_REFRESH_TTL_SECONDS * 1000),
  };
  return { tokens, columns };
}

/** Opens a session for a mobile login; answers its tokens (kept by the gateway as SHA-256 only). */
export async function openMobileSession(db: Database, loginId: string, now = new Date()): Promise<MobileTokens> {
  const id = randomUUID();
  const { tokens, columns } = tokenPair(id, now);
  await db.insert(mobileSession).values({ id, loginId, ...columns });
  return tokens;
}

/**
 * What a refresh came to: new tokens; refused (an unknown, expired or ended session's token); or a
 * spent refresh token of a live session, which that refresh has just ended (`loginId` is whose).
 */
export type MobileRefresh =
  | { outcome: 'rotated'; tokens: MobileTokens }
  | { outcome: 'refused' }
  | { outcome: 'reused'; loginId: string };

/** Ends a live session found holding a spent refresh token; answers whether this call ended it. */
async function endReused(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(mobileSession)
    .set({ revokedAt: now })
    .where(and(eq(mobileSession.id, sessionId), isNull(mobileSession.revokedAt)))
    .returning({ id: mobileSession.id });
  return ended.length > 0;
}

/**
 * Rotates a mobile session in its own row: a new access and refresh token, the refresh token's 30
 * days counted again, the old pair no longer found. A refresh token that names a live session but is
 * not its current one was spent before, by the app or by whoever copied it: one of the two holds
 * the session now, and the gateway cannot tell which, so the session ends and both sign in again.
 * Two refreshes racing with the same token are the same case: the second finds it spent.
 */
export async function rotateMobileSession(
  db: Database,
  refreshToken: string,
  now = new Date(),
): Promise<MobileRefresh> {
  const sessionId = refreshToken.split('.', 1)[0] ?? '';
  const [row] = await db.select().from(mobileSession).where(eq(mobileSession.id, sessionId));
  if (!row || row.refreshTokenHash === null || row.refreshExpiresAt === null) return { outcome: 'refused' };
  // An ended or expired session has nothing left to take, so every token of it is merely refused.
  if (row.revokedAt !== null || row.refreshExpiresAt.getTime() <= now.getTime()) return { outcome: 'refused' };
  const presented = tokenHash(refreshToken);
  if (row.refreshTokenHash !== presented) {
    return (await endReused(db, row.id, now)) ? { outcome: 'reused', loginId: row.loginId } : { outcome: 'refused' };
  }
  const { tokens, columns } = tokenPair(row.id, now);
  const rotated = await db
    .update(mobileSession)
    .set(columns)
    .where(
      and(eq(mobileSession.id, row.id), eq(mobileSession.refreshTokenHash, presented), isNull(mobileSession.revokedAt)),
    )
    .returning({ id: mobileSession.id });
  if (rotated.length > 0) return { outcome: 'rotated', tokens };
  // Another refresh with this token won the race: this one presented a spent token.
  return (await endReused(db, row.id, now)) ? { outcome: 'reused', loginId: row.loginId } : { outcome: 'refused' };
}

/** Deletes the mobile sessions nothing can use any more: refresh token (or, without one, access token) expired. */
export async function purgeEndedMobileSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(mobileSession)
    .where(
      or(
        lt(mobileSession.refreshExpiresAt, now),
        and(isNull(mobileSession.refreshExpiresAt), lt(mobileSession.expiresAt, now)),
      ),
    )
    .returning({ id: mobileSession.id });
  return removed.length;
}

/** Ends one mobile session at once (sign-out). */
export async function revokeMobileSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db.update(mobileSession).set({ revokedAt: now }).where(eq(mobileSession.id, sessionId));
}

/** Ends every open session of a mobile login (its password was set anew). */
export async function revokeMobileLogin(db: Database, loginId: string, now = new Date()): Promise<void> {
  await db
    .update(mobileSession)
    .set({ revokedAt: now })
    .where(and(eq(mobileSession.loginId, loginId), isNull(mobileSession.revokedAt)));
}

/**
 * Resolves the signed-in app of a mobile call from its bearer token. A missing token answers 401
 * "not signed in"; an unknown, expired or revoked one (a staff token among them) 401 "expired".
 */
export async function authoriseMobile(db: Database, request: FastifyRequest, now = new Date()): Promise<MobileCaller> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  if (!token) throw new ApiError(401, 'auth.notLoggedIn');
  if (token.length > 256) throw new ApiError(401, 'auth.sessionExpired');
  const [row] = await db
    .select({
      sessionId: mobileSession.id,
      loginId: mobileLogin.id,
      studentId: mobileLogin.studentId,
      personId: mobileLogin.personId,
    })
    .from(mobileSession)
    .innerJoin(mobileLogin, eq(mobileLogin.id, mobileSession.loginId))
    .where(
      and(
        eq(mobileSession.tokenHash, tokenHash(token)),
        isNull(mobileSession.revokedAt),
        gt(mobileSession.expiresAt, now),
      ),
    );
  if (!row) throw new ApiError(401, 'auth.sessionExpired');
  return { ...row, kind: row.studentId === null ? 'parent' : 'student' };
}
