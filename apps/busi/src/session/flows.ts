import { type SignInDestination, signInDestination } from '@school-sports/domain';
import { type DataOf, getUserInfo, login, logout, switchOrg, switchRole } from '@school-sports/gateway-client';
import { clearSession, gateway } from './gateway.ts';
import { appStore, tokenAtom, type UserInfo, userInfoAtom } from './state.ts';

/**
 * The SHA-256 hex digest the gateway expects for a password (SPEC 4). The browser's own digest
 * where it offers one (a secure context: HTTPS or localhost); on a school's plain-HTTP address,
 * `@noble/hashes`, loaded only then.
 */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  const subtle = globalThis.isSecureContext === false ? undefined : globalThis.crypto?.subtle;
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return noblePasswordDigest(bytes);
}

/** The digest by `@noble/hashes`, for pages without `crypto.subtle`. */
export async function noblePasswordDigest(bytes: Uint8Array): Promise<string> {
  const [{ sha256 }, { bytesToHex }] = await Promise.all([
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/utils.js'),
  ]);
  return bytesToHex(sha256(bytes));
}

/** Stores the tokens of a sign-in or refresh. */
export function storeTokens(tokens: DataOf<typeof login>, now = Date.now()): void {
  appStore.set(tokenAtom, {
    tokenType: tokens.token_type,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: now + tokens.expires_in * 1000,
  });
}

/** Loads the user info into the store and answers it. */
export async function loadUserInfo(): Promise<UserInfo> {
  const info = await gateway.call(getUserInfo, {});
  appStore.set(userInfoAtom, info);
  return info;
}

/** The user info asked for as the page loaded ({@link startUserInfo}), until the router takes it. */
let started: Promise<UserInfo> | null = null;

/**
 * Asks for the user info at once (`main.tsx`, a stored session on a frame's path), while the app's
 * code and the screen's still load. A 401 ends the session as any call's does.
 */
export function startUserInfo(): void {
  started = loadUserInfo();
  started.catch(() => undefined);
}

/** The call {@link startUserInfo} made, once (null when there was none or it was taken). */
export function takeStartedUserInfo(): Promise<UserInfo> | null {
  const call = started;
  started = null;
  return call;
}

/** Signs in with the login form's values and answers where to go next (SPEC 4). */
export async function signIn(
  form: { accountNum: string; password: string; code: string; randomStr: string },
  redirect?: string | null,
): Promise<SignInDestination> {
  const tokens = await gateway.call(login, {
    accountNum: form.accountNum.trim(),
    password: await passwordDigest(form.password),
    code: form.code.trim(),
    randomStr: form.randomStr,
  });
  storeTokens(tokens);
  const info = await loadUserInfo();
  const destination = signInDestination(info, redirect);
  // SPEC 6: no menus means no session worth keeping; the form starts again.
  if (destination.kind === 'noMenus') await signOut();
  return destination;
}

/** Signs in with a token handed over in the query string or found in storage (SPEC 4). */
export async function signInWithToken(token: { tokenType: string; accessToken: string }): Promise<SignInDestination> {
  appStore.set(tokenAtom, { ...token, refreshToken: appStore.get(tokenAtom)?.refreshToken ?? '', expiresAt: 0 });
  const info = await loadUserInfo();
  return signInDestination(info);
}

/** Ends the session at the gateway (best effort) and in the browser. */
export async function signOut(): Promise<void> {
  if (appStore.get(tokenAtom)) await gateway.call(logout, {}).catch(() => undefined);
  clearSession();
}

/** Makes another account current, then the role if the account has only one. */
export async function switchAccount(account: { orgId: string; tenantOrgId: string }): Promise<UserInfo> {
  await gateway.call(switchOrg, account);
  // The session is in the other organisation now: later calls must name it in their orgId header.
  const before = appStore.get(userInfoAtom);
  const target = before?.accounts.find((entry) => entry.orgId === account.orgId);
  if (before && target) appStore.set(userInfoAtom, { ...before, currentAccount: target, currentRoleId: null });
  return loadUserInfo();
}

/** Makes a role of an account current; answers the new user info. */
export async function switchToRole(choice: {
  accountId: string;
  roleId: string;
  tenantOrgId: string;
}): Promise<UserInfo> {
  const info = await gateway.call(switchRole, choice);
  appStore.set(userInfoAtom, info);
  return info;
}

/** Reads `Bearer abc` (SPEC 4: a token in the query string, `type value`). */
export function parseQueryToken(value: string | null): { tokenType: string; accessToken: string } | undefined {
  const match = value ? /^(\w+)\s+([\w.~+/=-]{16,})$/.exec(value.trim()) : null;
  return match?.[1] && match[2] ? { tokenType: match[1], accessToken: match[2] } : undefined;
}
