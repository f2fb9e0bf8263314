// The mobile app's sessions (issue 45): a bearer token per signed-in app, stored as SHA-256 in
// `mobile_session`, never in the staff `session` table. A staff token is therefore unknown here and
// a mobile token unknown to the staff routes: neither kind can be used where the other is asked for.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { mobileLogin, mobileSession } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { tokenHash } from './sessions.ts';

/**
 * A mobile token lives 30 days and is not refreshed: a phone stays signed in through a school term's
 * weeks, and signing in again afterwards costs a password, not a rotation protocol. Sign-out, and a
 * new password set with an activation code, end it at once.
 */
export const MOBILE_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

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

/** The token a mobile sign-in answers. */
export interface MobileTokens {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** Opens a session for a mobile login; answers its token (kept by the gateway as SHA-256 only). */
export async function openMobileSession(db: Database, loginId: string, now = new Date()): Promise<MobileTokens> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(mobileSession).values({
    id: randomUUID(),
    loginId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + MOBILE_TOKEN_TTL_SECONDS * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: MOBILE_TOKEN_TTL_SECONDS };
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
