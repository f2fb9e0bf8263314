// The mobile app's sign-in (issue 45). A student or parent gets a first password from a one-time
// activation code staff make on the student's record (the student screen's `edit` button), handed
// over on paper or read out, as a school hands out any first password: the gateway keeps the code's
// SHA-256 only, for 7 days, and takes it once. With it the app sets the password (the SHA-256 digest
// of it, as staff sign-in sends), stored as scrypt like staff passwords, never in `person`, so a
// parent who is also staff keeps two passwords and neither opens the other's routes. Sign-in is
// throttled as staff sign-in is: locks checked before any hashing, 5 failures per login (or per name
// typed when it names none) and 30 per address, an unknown login compared against a hash nobody matches.
// Each sign-in, failed or not, each activation, sign-out and spent refresh token sent again is an
// audit row naming the login (a student by number in their organisation, a parent by mobile number
// as their person), never a password, code or token.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  mobileActivate,
  mobileParentSignIn,
  mobileRefreshToken,
  mobileSignOut,
  mobileStudentSignIn,
  studentMobileCode,
} from '@school-sports/gateway-client/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AuditEntry, recordAudit } from '../../audit/log.ts';
import {
  type MobileCaller,
  type MobileTokens,
  openMobileSession,
  revokeMobileLogin,
  revokeMobileSession,
  rotateMobileSession,
} from '../../auth/mobileSessions.ts';
import { hashPasswordDigest, needsRehash, unknownAccountHash, verifyPasswordDigest } from '../../auth/password.ts';
import { clearFailures, recordFailure, refuseWhileLocked } from '../../auth/throttle.ts';
import type { Database } from '../../db/index.ts';
import { mobileLogin, organisation, parent, person, student, studentParent } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { mobileChildren, parentHasChildren, studentBySignIn } from '../../tenancy/mobileScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

/** How long an activation code may be used. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Letters and digits no one misreads on a slip of paper (no 0/O, 1/I/L): 32 of them, 5 bits each. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters: about 49 bits, against at most 30 guesses an hour from one address. */
const CODE_LENGTH = 10;

/** A new activation code. */
function newActivationCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The stored form of a code as typed: spaces and hyphens dropped, any case, then SHA-256. */
function activationHashOf(typed: string): string {
  return createHash('sha256').update(typed.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
}

/** Who the app signed in as, with their children, as every sign-in answers it. */
export async function identityOf(db: Database, login: Pick<MobileCaller, 'studentId' | 'personId'>) {
  const caller: MobileCaller = {
    sessionId: '',
    loginId: '',
    kind: login.studentId === null ? 'parent' : 'student',
    ...login,
  };
  const children = await mobileChildren(db, caller);
  let name = children[0]?.name ?? '';
  if (login.personId !== null) {
    const [row] = await db.select({ name: person.name }).from(person).where(eq(person.id, login.personId));
    name = row?.name ?? '';
  }
  return { kind: caller.kind, name, children };
}

/** A mobile login as an audit row names it. */
type MobileActor = Omit<AuditEntry, 'action' | 'outcome' | 'detail'>;

/**
 * Who a mobile login is in the audit log: a student by their number, in their organisation (whose
 * management centre then reads the row); a parent by mobile number, as their person, in none, since
 * a parent's sign-in spans organisations.
 */
async function mobileActorOf(
  db: Database,
  login: { studentId: string | null; personId: string | null },
): Promise<MobileActor> {
  if (login.studentId !== null) {
    const [row] = await db
      .select({ studentNumber: student.studentNumber, orgId: student.orgId, tenantOrgId: organisation.tenantOrgId })
      .from(student)
      .innerJoin(organisation, eq(organisation.id, student.orgId))
      .where(eq(student.id, login.studentId));
    return {
      actorName: row?.studentNumber ?? '',
      orgId: row?.orgId ?? null,
      tenantOrgId: row?.tenantOrgId ?? null,
      target: `student:${login.studentId}`,
    };
  }
  const [row] = await db
    .select({ mobile: person.mobile })
    .from(person)
    .where(eq(person.id, login.personId ?? ''));
  return { actorName: row?.mobile ?? '', personId: login.personId, target: `parent:${login.personId}` };
}

/** A session's token and who it is. */
async function signedIn(db: Database, login: { id: string; studentId: string | null; personId: string | null }) {
  const tokens: MobileTokens = await openMobileSession(db, login.id);
  return { ...tokens, identity: await identityOf(db, login) };
}

/**
 * Checks a typed password against a login (or against a hash nobody matches when there is none),
 * counting a failure against `subject` and the address. Answers the login when the password is right.
 */
async function passwordChecked<L extends { id: string; passwordHash: string | null }>(
  db: Database,
  request: FastifyRequest,
  subject: string,
  login: L | undefined,
  digest: string,
  failed: () => Promise<AuditEntry>,
): Promise<L> {
  const matches = await verifyPasswordDigest(digest, login?.passwordHash ?? unknownAccountHash());
  if (!login || login.passwordHash === null || !matches) {
    await recordFailure(db, 'mobile', subject);
    await recordFailure(db, 'ip', request.ip);
    await recordAudit(db, request, await failed());
    throw new ApiError(400, 'mobile.signIn.failed');
  }
  await clearFailures(db, 'mobile', subject);
  if (needsRehash(login.passwordHash)) {
    const passwordHash = await hashPasswordDigest(digest);
    await db
      .update(mobileLogin)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(mobileLogin.id, login.id), eq(mobileLogin.passwordHash, login.passwordHash)));
  }
  return login;
}

export function registerMobileSignInRoutes(router: Router, deps: { db: Database; now?: () => Date }): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const data = dataLayer(db);

  router.json(studentMobileCode, ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const pupil = await tenant.scoped(student).one(input.studentId, 'student.notFound');
      checkReach(await tenant.classReach(), pupil.classId);
      let owner: { studentId: string } | { personId: string } = { studentId: pupil.id };
      if (input.parentId !== '') {
        const guardian = await tenant.scoped(parent).one(input.parentId, 'parent.notFound');
        const [linked] = await tenant.db
          .select({ parentId: studentParent.parentId })
          .from(studentParent)
          .where(and(eq(studentParent.studentId, pupil.id), eq(studentParent.parentId, guardian.id)));
        if (!linked) throw new ApiError(400, 'mobile.code.noParent', { field: 'parentId' });
        owner = { personId: guardian.personId };
      }
      const code = newActivationCode();
      const expiresAt = new Date(now().getTime() + ACTIVATION_TTL_MS);
      const values = { activationHash: activationHashOf(code), activationExpiresAt: expiresAt, updatedAt: now() };
      await tenant.db
        .insert(mobileLogin)
        .values({ id: randomUUID(), ...owner, ...values })
        .onConflictDoUpdate({
          target: 'studentId' in owner ? mobileLogin.studentId : mobileLogin.personId,
          set: values,
        });
      return { code, expiresAt: expiresAt.toISOString() };
    }),
  );

  router.json(mobileActivate, async ({ input, request }) => {
    // The code is the secret: guesses count against the address, which locks after 30 an hour.
    await refuseWhileLocked(db, { kind: 'ip', value: request.ip }, request.ip);
    const activationHash = activationHashOf(input.code);
    const [login] = await db
      .select({ id: mobileLogin.id, studentId: mobileLogin.studentId, personId: mobileLogin.personId })
      .from(mobileLogin)
      .where(and(eq(mobileLogin.activationHash, activationHash), gt(mobileLogin.activationExpiresAt, now())));
    const usable =
      login !== undefined &&
      (login.personId !== null
        ? await parentHasChildren(db, login.personId)
        : (
            await mobileChildren(db, {
              sessionId: '',
              loginId: login.id,
              kind: 'student',
              studentId: login.studentId,
              personId: null,
            })
          ).length > 0);
    if (!login || !usable) {
      await recordFailure(db, 'ip', request.ip);
      const actor = login ? await mobileActorOf(db, login) : {};
      await recordAudit(db, request, { ...actor, action: 'mobile.activate', outcome: 'failure', detail: 'code' });
      throw new ApiError(400, 'mobile.activation.invalid', { field: 'code' });
    }
    const passwordHash = await hashPasswordDigest(input.password);
    // Taken once: of two uses racing, the one whose update finds the code still there wins.
    const taken = await db
      .update(mobileLogin)
      .set({ passwordHash, activationHash: null, activationExpiresAt: null, updatedAt: now() })
      .where(and(eq(mobileLogin.id, login.id), eq(mobileLogin.activationHash, activationHash)))
      .returning({ id: mobileLogin.id });
    if (taken.length === 0) throw new ApiError(400, 'mobile.activation.invalid', { field: 'code' });
    // A new password ends every session the old one opened (a lost phone, a shared one).
    await revokeMobileLogin(db, login.id);
    await recordAudit(db, request, { ...(await mobileActorOf(db, login)), action: 'mobile.activate' });
    return signedIn(db, login);
  });

  router.json(mobileStudentSignIn, async ({ input, request }) => {
    const found = await studentBySignIn(db, input.orgId, input.studentNumber);
    const [login] = found
      ? await db
          .select({ id: mobileLogin.id, passwordHash: mobileLogin.passwordHash, studentId: mobileLogin.studentId })
          .from(mobileLogin)
          .where(eq(mobileLogin.studentId, found.id))
      : [];
    // Failures count against the login, or against what was typed when it names none.
    const subject = login ? login.id : `${input.orgId}/${input.studentNumber}`;
    await refuseWhileLocked(db, { kind: 'mobile', value: subject }, request.ip);
    const actor = async (): Promise<MobileActor> =>
      found ? mobileActorOf(db, { studentId: found.id, personId: null }) : { actorName: input.studentNumber };
    const failed = async (detail: string): Promise<AuditEntry> => ({
      ...(await actor()),
      action: 'mobile.signInFailed',
      outcome: 'failure',
      detail: `student:${detail}`,
    });
    const checked = await passwordChecked(db, request, subject, login, input.password, () => failed('credentials'));
    // The password was right: saying the student is disabled tells nothing to a stranger.
    if (!found?.enabled) {
      await recordAudit(db, request, await failed('disabled'));
      throw new ApiError(403, 'mobile.signIn.disabled');
    }
    await recordAudit(db, request, { ...(await actor()), action: 'mobile.signIn', detail: 'student' });
    return signedIn(db, { id: checked.id, studentId: checked.studentId, personId: null });
  });

  router.json(mobileParentSignIn, async ({ input, request }) => {
    const [login] = await db
      .select({ id: mobileLogin.id, passwordHash: mobileLogin.passwordHash, personId: mobileLogin.personId })
      .from(mobileLogin)
      .innerJoin(person, eq(person.id, mobileLogin.personId))
      .where(eq(person.mobile, input.mobile));
    const subject = login ? login.id : input.mobile;
    await refuseWhileLocked(db, { kind: 'mobile', value: subject }, request.ip);
    // The number as typed: a failed sign-in of a number that is nobody's is recorded under it.
    const failed = async (detail: string): Promise<AuditEntry> => ({
      actorName: input.mobile,
      personId: login?.personId ?? null,
      target: login?.personId ? `parent:${login.personId}` : '',
      action: 'mobile.signInFailed',
      outcome: 'failure',
      detail: `parent:${detail}`,
    });
    const checked = await passwordChecked(db, request, subject, login, input.password, () => failed('credentials'));
    if (checked.personId === null || !(await parentHasChildren(db, checked.personId))) {
      await recordAudit(db, request, await failed('disabled'));
      throw new ApiError(403, 'mobile.signIn.disabled');
    }
    const actor = await mobileActorOf(db, { studentId: null, personId: checked.personId });
    await recordAudit(db, request, { ...actor, action: 'mobile.signIn', detail: 'parent' });
    return signedIn(db, { id: checked.id, studentId: null, personId: checked.personId });
  });

  router.json(mobileRefreshToken, async ({ input, request }) => {
    // Within the sign-in's budget: an address locked for failed sign-ins refreshes nothing either. A
    // refused token counts no failure: 32 random bytes are not guessed, and an app whose token merely
    // expired must not lock a school's shared address.
    await refuseWhileLocked(db, { kind: 'ip', value: request.ip }, request.ip);
    const refresh = await rotateMobileSession(db, input.refresh_token, now());
    if (refresh.outcome === 'rotated') return refresh.tokens;
    if (refresh.outcome === 'reused') {
      const [login] = await db
        .select({ studentId: mobileLogin.studentId, personId: mobileLogin.personId })
        .from(mobileLogin)
        .where(eq(mobileLogin.id, refresh.loginId));
      const actor = login ? await mobileActorOf(db, login) : {};
      await recordAudit(db, request, { ...actor, action: 'mobile.refreshReused', outcome: 'failure' });
    }
    throw new ApiError(401, 'auth.sessionExpired');
  });

  router.json(mobileSignOut, async ({ mobile, request }) => {
    if (!mobile) return null;
    await revokeMobileSession(db, mobile.sessionId);
    await recordAudit(db, request, { ...(await mobileActorOf(db, mobile)), action: 'mobile.signOut' });
    return null;
  });
}
