// Third-party sign-in through OpenID Connect (issue 47): a partner that runs an identity provider
// signs its users in with the code flow, the platform as the relying party. openid-client does the
// protocol (discovery, the authorization address, the code exchange with PKCE, and the ID token's
// issuer, audience, nonce, expiry and signature); this file keeps the flow's state and maps the
// person as a signed query does (`partnerSignIn.ts`). Both steps refuse before storing anything: a
// start stores its attempt last, and a callback takes its attempt first, whatever then befalls it,
// so an answer opens one session at most. docs/third-party-sign-in.md is the partners' side.
import { isLoopbackIssuer, type PartnerAccountClaim, partnerQueryFields } from '@school-sports/domain';
import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { partnerByClientId } from '../areas/partners/partners.ts';
import type { Database } from '../db/index.ts';
import { partner, partnerOidcAttempt } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type PartnerSignIn, partnerAccount } from './partnerSignIn.ts';
import type { SecretBox } from './secretBox.ts';
import { openSession } from './sessions.ts';

/**
 * How long a person has to sign in at the provider and come back: long enough to type a password
 * and a second factor, short enough that a forgotten tab's state is soon worth nothing.
 */
export const OIDC_ATTEMPT_SECONDS = 600;

/** How long the gateway waits for the provider on each call before it gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The scopes each claim needs: `preferred_username` is of the profile scope. */
const SCOPES: Record<PartnerAccountClaim, string> = { sub: 'openid', preferred_username: 'openid profile' };

/** What the OpenID Connect steps need of the gateway. */
export interface PartnerOidcDeps {
  db: Database;
  secrets: SecretBox;
  /** Whether an issuer over plain http on this machine's loopback is taken: the test and demonstration modes only. */
  loopbackIssuers: boolean;
}

type PartnerRow = typeof partner.$inferSelect;

/**
 * The provider of an OpenID Connect partner, discovered from its issuer address, with the
 * platform's client id and secret there. The provider's keys are checked on every ID token as well
 * (`enableNonRepudiationChecks`): the token then proves itself, not only the connection it came by.
 * Every failure (unreachable, a discovery document naming another issuer) is one refusal.
 */
async function providerOf(deps: PartnerOidcDeps, found: PartnerRow): Promise<oidc.Configuration> {
  const issuer = found.issuer ?? '';
  const loopback = isLoopbackIssuer(issuer);
  const unavailable = new ApiError(400, 'partner.issuerUnavailable', { field: 'client_id' });
  if (loopback && !deps.loopbackIssuers) throw unavailable;
  const secret = deps.secrets.open(found.secretSealed);
  try {
    return await oidc.discovery(new URL(issuer), found.oidcClientId ?? '', secret, oidc.ClientSecretBasic(secret), {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      execute: [oidc.enableNonRepudiationChecks, ...(loopback ? [oidc.allowInsecureRequests] : [])],
    });
  } catch {
    throw unavailable;
  }
}

/** An enabled partner of OpenID Connect by the platform's client id, or the refusal saying what it is not. */
async function oidcPartner(db: Database, clientId: string): Promise<PartnerRow> {
  const found = await partnerByClientId(db, clientId);
  if (!found?.enabled) throw new ApiError(400, 'partner.unknownClient', { field: 'client_id' });
  if (found.protocol !== 'oidc') throw new ApiError(400, 'partner.notOidc', { field: 'client_id' });
  return found;
}

/**
 * Starts a partner's user on the code flow: checks the partner and the organisation, discovers the
 * provider, keeps the flow's state, nonce and PKCE verifier, and answers the provider's
 * authorization address with `redirectUri` (the platform's third-party page) to come back to.
 */
export async function startPartnerOidc(
  deps: PartnerOidcDeps,
  input: { client_id: string; org_id?: string | undefined },
  redirectUri: string,
  now = new Date(),
): Promise<string> {
  const found = await oidcPartner(deps.db, input.client_id);
  // A partner of one organisation need not name it; one of several must say which.
  const orgId = input.org_id ?? (found.orgIds.length === 1 ? found.orgIds[0] : undefined);
  if (orgId === undefined) throw new ApiError(400, 'partner.orgRequired', { field: 'org_id' });
  if (!found.orgIds.includes(orgId)) throw new ApiError(403, 'partner.orgNotAllowed', { field: 'org_id' });

  const provider = await providerOf(deps, found);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const address = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: SCOPES[(found.accountClaim ?? 'sub') as PartnerAccountClaim],
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  await deps.db.transaction(async (tx) => {
    // Attempts of this partner never answered can go: their time is over.
    await tx
      .delete(partnerOidcAttempt)
      .where(and(eq(partnerOidcAttempt.partnerId, found.id), lt(partnerOidcAttempt.expiresAt, now)));
    await tx.insert(partnerOidcAttempt).values({
      state,
      partnerId: found.id,
      signInOrgId: orgId,
      nonce,
      codeVerifier,
      redirectUri,
      expiresAt: new Date(now.getTime() + OIDC_ATTEMPT_SECONDS * 1000),
    });
  });
  return address.href;
}

/** The provider's answer as the third-party page forwards it. */
export interface PartnerOidcAnswer {
  state: string;
  code?: string | undefined;
  iss?: string | undefined;
  error?: string | undefined;
}

/** A claim's value that may name an account, as a signed query's `account` may. */
const accountValue = partnerQueryFields.account;

/**
 * Finishes the code flow with the provider's answer: takes the attempt its state names (once),
 * exchanges the code, has the library check the ID token against the attempt, and opens a session
 * of the account the agreed claim names in the organisation asked for.
 */
export async function finishPartnerOidc(
  deps: PartnerOidcDeps,
  answer: PartnerOidcAnswer,
  now = new Date(),
): Promise<PartnerSignIn> {
  const { db } = deps;
  const [attempt] = await db.delete(partnerOidcAttempt).where(eq(partnerOidcAttempt.state, answer.state)).returning();
  if (!attempt || attempt.expiresAt <= now) throw new ApiError(400, 'partner.oidcState', { field: 'state' });
  // The partner may have been disabled, deleted or narrowed while its user was at the provider.
  const [found] = await db.select().from(partner).where(eq(partner.id, attempt.partnerId));
  if (!found?.enabled || found.protocol !== 'oidc') {
    throw new ApiError(400, 'partner.unknownClient', { field: 'client_id' });
  }
  if (!found.orgIds.includes(attempt.signInOrgId)) {
    throw new ApiError(403, 'partner.orgNotAllowed', { field: 'org_id' });
  }
  // The provider said no (the person cancelled, or is not allowed): its error code is all it tells.
  if (answer.error !== undefined) {
    throw new ApiError(400, 'partner.issuerRefused', { field: 'error', reason: answer.error });
  }
  if (answer.code === undefined) throw new ApiError(400, 'validation.partner.code', { field: 'code' });

  const provider = await providerOf(deps, found);
  const returned = new URL(attempt.redirectUri);
  returned.searchParams.set('state', answer.state);
  returned.searchParams.set('code', answer.code);
  if (answer.iss !== undefined) returned.searchParams.set('iss', answer.iss);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, returned, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    // A code refused, an ID token of another issuer or audience, stale, of another nonce, or badly
    // signed: the person can do nothing about which, so they are told one thing.
    throw new ApiError(400, 'partner.tokenRefused', { field: 'code' });
  }
  const named = claims?.[(found.accountClaim ?? 'sub') as PartnerAccountClaim];
  const account = accountValue.safeParse(named);
  if (!account.success) throw new ApiError(403, 'partner.noAccount', { field: 'code' });
  const who = await partnerAccount(db, account.data, attempt.signInOrgId, 'code');
  const tokens = await openSession(db, who.session);
  return { tokens, clientId: found.clientId, ...who.signIn };
}
