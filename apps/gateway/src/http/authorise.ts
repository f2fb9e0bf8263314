// Who calls: a person by the bearer token of a session (resolved and checked against an endpoint's
// access rule, the role's menus included) or a device by its own token. Nothing the browser says of
// itself is taken for who it is.
import type { DataScope, Frame, OrganisationType } from '@school-sports/domain';
import type { Endpoint } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type CallerCache, menuIdsOf, resolveCaller } from '../auth/callers.ts';
import { type Session, tokenHash } from '../auth/sessions.ts';
import type { Database } from '../db/index.ts';
import { device } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/** The signed-in caller, resolved from the token (never from a client field). */
export interface Caller {
  session: Session;
  personId: string;
  /** The current account, once one is chosen. */
  account: { id: string; orgId: string; tenantOrgId: string; orgType: OrganisationType; frame: Frame } | null;
  roleId: string | null;
  /**
   * The data scope of the role `roleId`, read with the session; absent where the role changed
   * since (it is then read again when needed).
   */
  dataScope?: DataScope;
}

/** A device calling with its own token (access `device`). */
export interface CallingDevice {
  id: string;
  orgId: string;
  serialNumber: string;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Resolves the device of a device's call from its token (header `x-device-token`, stored as SHA-256
 * only). A missing or unknown token answers 401 and says nothing about which devices exist.
 */
export async function authoriseDevice(db: Database, request: FastifyRequest): Promise<CallingDevice> {
  const header = request.headers['x-device-token'];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '' || token.length > 256) throw new ApiError(401, 'device.tokenInvalid');
  const [row] = await db
    .select({ id: device.id, orgId: device.orgId, serialNumber: device.serialNumber })
    .from(device)
    .where(eq(device.tokenHash, tokenHash(token)));
  if (!row) throw new ApiError(401, 'device.tokenInvalid');
  return row;
}

/** Resolves and checks the caller of a request against an endpoint's access rule. */
export async function authorise(
  db: Database,
  request: FastifyRequest,
  access: Endpoint['access'],
  cache?: CallerCache,
): Promise<Caller | null> {
  if (access === 'public') return null;
  // A device's call carries no person's session: `authoriseDevice` checks it instead.
  if (access === 'device' || access === 'mobile') throw new ApiError(401, 'auth.notLoggedIn');
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'auth.notLoggedIn');
  const hash = tokenHash(token);
  const rule = access === 'session' ? null : access;
  const key = rule ? `${hash} ${rule.funPath} ${rule.button ?? ''}` : hash;
  let resolved = cache?.get(key);
  if (!resolved) {
    const generation = cache?.current() ?? 0;
    resolved = await resolveCaller(db, hash, rule);
    if (resolved) cache?.set(key, resolved, generation);
  }
  if (!resolved) throw new ApiError(401, 'auth.sessionExpired');
  // A cached entry lives shorter than its token; this only guards a clock that moved past it.
  if (resolved.session.accessExpiresAt.getTime() <= Date.now()) throw new ApiError(401, 'auth.sessionExpired');

  const { session, account: current, dataScope } = resolved;
  const caller: Caller = { session, personId: session.personId, account: current, roleId: session.roleId, dataScope };

  // The orgId header names the organisation the browser thinks it works in: it must be the session's.
  const orgHeader = request.headers.orgid;
  if (typeof orgHeader === 'string' && orgHeader !== '' && orgHeader !== current?.orgId) {
    throw new ApiError(403, 'auth.forbidden');
  }
  if (!rule) return caller;

  if (!current || !caller.roleId) throw new ApiError(403, 'auth.forbidden');
  for (const menuId of menuIdsOf(current.frame, rule)) {
    if (!resolved.granted.has(menuId)) throw new ApiError(403, 'auth.forbidden');
  }
  return caller;
}
