import { type DomainMessageId, plainText, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import * as call from './screen.ts';

/** A SHA-256 hex digest: how the browser sends passwords at sign-in (SPEC 4). */
export const passwordDigest = withChecks(
  z.string({ error: 'validation.login.passwordRequired' }),
  z.maxLength(64, 'validation.login.passwordRequired'),
  z.regex(/^[0-9a-fA-F]{64}$/, 'validation.login.passwordRequired'),
  plainText(),
);

/** The tokens of a session (SPEC 3 "Token"). */
export const tokenData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: withChecks(z.int(), z.positive()),
  refresh_token: z.string(),
});

/** A text typed at sign-in: trimmed, 1 to `max` characters; a refusal says `id`. */
/*#__NO_SIDE_EFFECTS__*/
function signInText(id: DomainMessageId, max: number) {
  return withChecks(z.string({ error: id }), z.trim(), z.minLength(1, id), z.maxLength(max, id), plainText());
}

/** The random string a captcha is drawn for; a refusal asks for a new captcha. */
const randomStr = withChecks(
  z.string({ error: 'validation.login.captchaReload' }),
  z.maxLength(64, 'validation.login.captchaReload'),
  z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.login.captchaReload'),
  plainText(),
);

/** `GET /api/code?randomStr=R`: a captcha image (PNG) for R. */
export const captchaImage = defineEndpoint({
  name: 'captchaImage',
  method: 'GET',
  path: '/api/code',
  request: z.object({
    randomStr,
  }),
  data: z.instanceof(Blob),
  style: 'blob',
  access: 'public',
  summary: 'A captcha image for randomStr; its answer is single use and expires after 5 minutes',
});

/** `POST /api/sso/login`: signs in by account name or mobile number. */
export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/sso/login',
  request: z.object({
    accountNum: signInText('validation.login.accountRequired', 64),
    password: passwordDigest,
    code: signInText('validation.login.captchaRequired', 16),
    randomStr,
  }),
  data: tokenData,
  style: 'json',
  access: 'public',
  summary: 'Sign in with account or mobile number, the SHA-256 of the password and the captcha',
});

/** `POST /api/sso/oauth/refresh`: a new token pair for a refresh token; the old pair stops working. */
export const refreshToken = defineEndpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/api/sso/oauth/refresh',
  request: z.object({ refresh_token: withChecks(z.string(), z.minLength(16), z.maxLength(128), plainText()) }),
  data: tokenData,
  style: 'json',
  access: 'public',
  summary: 'Rotate a session: a new access and refresh token; reusing an old refresh token ends the session',
});

/** `POST /api/sso/oauth/logout`: ends the session of the token sent. */
export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/sso/oauth/logout',
  request: z.object({}),
  data: z.null(),
  style: 'json',
  access: 'session',
  summary: 'Sign out: the access and refresh tokens of this session stop working at once',
});

/** An id the caller names: 1 to 64 characters. */
const shortId = withChecks(z.string(), z.minLength(1), z.maxLength(64), plainText());

/** A role as the account list shows it. */
export const roleSummary = z.object({
  roleId: z.string(),
  roleName: z.string(),
  roleType: z.string(),
});

/** One account of the signed-in person (SPEC 3 "Account"). */
export const accountSummary = z.object({
  accountId: z.string(),
  orgId: z.string(),
  tenantOrgId: z.string(),
  orgName: z.string(),
  orgType: z.int(),
  presentFlag: z.boolean(),
  platformName: z.string(),
  icon: z.string(),
  loginImg: z.string(),
  roles: z.array(roleSummary),
});

/** A menu entry as the server sends it, already in the request's language. */
export const serverMenuItem = z.object({
  menuId: z.string(),
  pid: z.string(),
  menuName: z.string(),
  menuPath: z.string(),
  menuType: z.enum(['0', '1']),
  sortNum: z.int(),
  permission: z.string(),
  screenStatus: z.enum(['planned', 'built']),
  /** The entry's icon name as menu management set it (`school`, `trophy`), or '' for the frame's default. */
  icon: z.string(),
});

/** `getUInfo`'s data (SPEC 3 "User info"). */
export const userInfoData = z.object({
  user: z.object({
    personId: z.string(),
    name: z.string(),
    accountNum: z.string(),
    mobile: z.string(),
    avatar: z.string(),
  }),
  accounts: z.array(accountSummary),
  /** The current account, if one is chosen. */
  currentAccount: z.nullable(accountSummary),
  currentRoleId: z.nullable(z.string()),
  /** The current role's menus and buttons, flat; `buildMenuTree` of the domain makes the tree. */
  menuTree: z.array(serverMenuItem),
  /** `/admin`, `/k12`, `/gx`, `/nf`, or '' before an account is chosen. */
  currentTypePath: z.enum(['/admin', '/k12', '/gx', '/nf', '']),
});

/** `POST /api/busi/web/myInfo/getUInfo`: the person, their accounts, and the current role's menus. */
export const getUserInfo = call.personal('getUserInfo', 'getUInfo', {
  request: z.object({}),
  data: userInfoData,
  summary: 'The signed-in person, their accounts and roles, and the menus of the current role',
});

/** `POST /api/busi/web/myInfo/switchOrg`: makes another of the person's accounts current. */
export const switchOrg = call.personal('switchOrg', 'switchOrg', {
  request: z.object({ orgId: shortId, tenantOrgId: shortId }),
  data: z.object({ accounts: z.array(accountSummary) }),
  summary: 'Switch to the account of the person in another organisation',
});

/** `POST /api/busi/web/myInfo/switchRole`: makes another role of the current account current. */
export const switchRole = call.personal('switchRole', 'switchRole', {
  request: z.object({
    accountId: shortId,
    roleId: shortId,
    tenantOrgId: shortId,
  }),
  data: userInfoData,
  summary: 'Switch the current role of an account of the person; answers the new user info',
});

/** Public branding of the login page (SPEC 3 "Simple organisation info"). */
export const simpleInfoData = z.object({ platformName: z.string(), icon: z.string(), loginImg: z.string() });

const simpleInfoRequest = z.object({ orgId: z.optional(withChecks(z.string(), z.maxLength(64), plainText())) });

/** `GET /api/oper/web/cs/tenantOrg/getSimpleInfo`: title and icons of the platform or an organisation. */
export const getSimpleInfo = defineEndpoint({
  name: 'getSimpleInfo',
  method: 'GET',
  path: '/api/oper/web/cs/tenantOrg/getSimpleInfo',
  request: simpleInfoRequest,
  data: simpleInfoData,
  style: 'json',
  access: 'public',
  summary: 'Platform name, icon and login image for the login page',
});

/** The same as {@link getSimpleInfo}, by POST (SPEC 7 lists both). */
export const postSimpleInfo = defineEndpoint({ ...getSimpleInfo, name: 'postSimpleInfo', method: 'POST' });
