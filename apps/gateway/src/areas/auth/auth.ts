import {
  captchaImage,
  login,
  logout,
  platformLogin,
  platformOidcCallback,
  platformOidcStart,
  refreshToken,
} from '@school-sports/gateway-client/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/log.ts';
import { consumeCaptcha, issueCaptcha } from '../../auth/captcha.ts';
import { finishPartnerOidc, startPartnerOidc } from '../../auth/partnerOidc.ts';
import { type PartnerSignIn, partnerSignIn } from '../../auth/partnerSignIn.ts';
import { hashPasswordDigest, needsRehash, unknownAccountHash, verifyPasswordDigest } from '../../auth/password.ts';
import type { SecretBox } from '../../auth/secretBox.ts';
import { openSession, revokeSession, rotateSession } from '../../auth/sessions.ts';
import { clearFailures, recordFailure, refuseWhileLocked, withinBudget } from '../../auth/throttle.ts';
import type { Database } from '../../db/index.ts';
import { person } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { usableAccountRoles } from '../../tenancy/ownAccounts.ts';

/** Captcha images one address may ask for per minute. */
const CAPTCHA_BUDGET_PER_MINUTE = 30;

/** Partner sign-ins one address may try per minute: a school's shared connection signing its staff in. */
const PARTNER_BUDGET_PER_MINUTE = 60;

/** The account and role a sign-in starts with: only when there is no choice to make (SPEC 4). */
function unambiguousAccount(rows: Awaited<ReturnType<typeof usableAccountRoles>>) {
  const withRoles = rows.flatMap((row) => (row.roleId === null ? [] : [{ ...row, roleId: row.roleId }]));
  return withRoles.length === 1 ? withRoles[0] : undefined;
}

/**
 * Replaces a hash made with older settings once its password is known to be right. A password
 * changed meanwhile (another request) is left alone.
 */
async function rehash(db: Database, personId: string, oldHash: string, digest: string): Promise<void> {
  const passwordHash = await hashPasswordDigest(digest);
  await db
    .update(person)
    .set({ passwordHash })
    .where(and(eq(person.id, personId), eq(person.passwordHash, oldHash)));
}

/**
 * The address an OpenID Connect partner's provider sends its user back to: the platform's
 * third-party page, at the address the person reached the gateway by (behind a load balancer, as
 * its forwarded headers say when `TRUST_PROXY` is set). The provider compares it with the one
 * registered there, so a request naming another host only spoils its own sign-in.
 */
function oidcReturnAddress(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/busi/thirdManagement`;
}

export function registerAuthRoutes(
  router: Router,
  deps: { db: Database; captchaTestCode: string | undefined; partnerSecrets: SecretBox; loopbackIssuers: boolean },
): void {
  const { db } = deps;
  const oidcDeps = { db, secrets: deps.partnerSecrets, loopbackIssuers: deps.loopbackIssuers };

  /** Each partner sign-in step costs a few reads and a signature or a call to a provider: bounded per address. */
  async function withinPartnerBudget(request: FastifyRequest): Promise<void> {
    if (!(await withinBudget(db, `partner:${request.ip}`, PARTNER_BUDGET_PER_MINUTE, 60_000))) {
      throw new ApiError(429, 'request.tooMany', {}, { 'retry-after': '60' });
    }
  }

  /** An accepted partner sign-in, audited like every other sign-in, naming the partner. */
  async function auditPartnerSignIn(request: FastifyRequest, done: PartnerSignIn) {
    await recordAudit(db, request, {
      action: 'auth.signIn',
      actorName: done.actorName,
      personId: done.personId,
      accountId: done.accountId,
      orgId: done.orgId,
      tenantOrgId: done.tenantOrgId,
      detail: `partner:${done.clientId}`,
    });
    return done.tokens;
  }

  router.blob(captchaImage, async ({ input, request }) => {
    if (!(await withinBudget(db, `captcha:${request.ip}`, CAPTCHA_BUDGET_PER_MINUTE, 60_000))) {
      throw new ApiError(429, 'request.tooMany', {}, { 'retry-after': '60' });
    }
    return { body: await issueCaptcha(db, input.randomStr), contentType: 'image/png' };
  });

  router.json(login, async ({ input, request }) => {
    const address = request.ip;
    const [found] = await db
      .select()
      .from(person)
      .where(or(sql`lower(${person.accountNum}) = lower(${input.accountNum})`, eq(person.mobile, input.accountNum)));
    // Failures count against the person whichever of their names was typed; a name that is nobody's
    // counts alone with the same allowance, so it locks as an account would.
    const subject = found
      ? ({ kind: 'person', value: found.id } as const)
      : ({ kind: 'account', value: input.accountNum } as const);
    // Locks are checked before any hashing, so a flood costs the gateway almost nothing.
    await refuseWhileLocked(db, subject, address);

    if (!(await consumeCaptcha(db, input.randomStr, input.code, { testCode: deps.captchaTestCode }))) {
      await recordFailure(db, 'ip', address);
      throw new ApiError(400, 'auth.captchaWrong');
    }

    // An unknown account is checked against a hash nobody matches: same answer, same time.
    const matches = await verifyPasswordDigest(input.password, found?.passwordHash ?? unknownAccountHash());
    // The name as typed: a failed sign-in of a name that is nobody's is recorded under it.
    const attempt = { action: 'auth.signInFailed', outcome: 'failure', actorName: input.accountNum } as const;
    if (!found || !matches || found.status !== 'enabled') {
      await recordFailure(db, subject.kind, subject.value);
      await recordFailure(db, 'ip', address);
      await recordAudit(db, request, { ...attempt, personId: found?.id ?? null, detail: 'credentials' });
      throw new ApiError(400, 'auth.loginFailed');
    }
    await clearFailures(db, subject.kind, subject.value);
    if (needsRehash(found.passwordHash)) await rehash(db, found.id, found.passwordHash, input.password);
    // The password was right: saying the account is disabled tells nothing to a stranger.
    const usable = await usableAccountRoles(db, found.id);
    if (usable.length === 0) {
      await recordAudit(db, request, { ...attempt, personId: found.id, detail: 'noUsableAccount' });
      throw new ApiError(403, 'auth.accountDisabled');
    }
    const start = unambiguousAccount(usable);
    const tokens = await openSession(db, {
      personId: found.id,
      accountId: start?.accountId ?? null,
      roleId: start?.roleId ?? null,
    });
    await recordAudit(db, request, {
      action: 'auth.signIn',
      actorName: found.accountNum,
      personId: found.id,
      accountId: start?.accountId ?? null,
      orgId: start?.orgId ?? null,
      tenantOrgId: start?.tenantOrgId ?? null,
    });
    return tokens;
  });

  router.json(refreshToken, async ({ input }) => {
    const tokens = await rotateSession(db, input.refresh_token);
    if (!tokens) throw new ApiError(401, 'auth.sessionExpired');
    return tokens;
  });

  router.json(logout, async ({ caller }) => {
    if (caller) await revokeSession(db, caller.session.id);
    return null;
  });

  router.json(platformLogin, async ({ input, request }) => {
    await withinPartnerBudget(request);
    return auditPartnerSignIn(request, await partnerSignIn(db, deps.partnerSecrets, input));
  });

  // The two steps of OpenID Connect's code flow share the signed query's budget: one address, one allowance.
  router.json(platformOidcStart, async ({ input, request }) => {
    await withinPartnerBudget(request);
    return { authorizationUrl: await startPartnerOidc(oidcDeps, input, oidcReturnAddress(request)) };
  });

  router.json(platformOidcCallback, async ({ input, request }) => {
    await withinPartnerBudget(request);
    return auditPartnerSignIn(request, await finishPartnerOidc(oidcDeps, input));
  });
}
