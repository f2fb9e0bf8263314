import {
  type DataScope,
  FRAMES,
  type Frame,
  frameOf,
  isDataScope,
  type OrganisationType,
  parseOrganisationType,
} from '@school-sports/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { account, accountRole, organisation, role, roleMenu, session } from '../db/schema.ts';
import type { Session } from './sessions.ts';

/** What the access check needs of a signed-in caller, as one query answers it. */
export interface ResolvedCaller {
  session: Session;
  /** The session's account when it is enabled in an enabled organisation; null otherwise. */
  account: { id: string; orgId: string; tenantOrgId: string; orgType: OrganisationType; frame: Frame } | null;
  /** Of the menu ids asked for, those the session's role grants, the account still holding that role. */
  granted: ReadonlySet<string>;
  /** How much of the organisation the session's role sees (`organisation` when it has no role there). */
  dataScope: DataScope;
}

/** The frames an account's organisation can be in: the wanted menu ids are asked for in each. */
const ACCOUNT_FRAMES = FRAMES.filter((frame) => frame !== 'single');

/** The menu ids an access rule needs in `frame`: the menu, and the button when it names one. */
export function menuIdsOf(frame: Frame, access: { funPath: string; button?: string } | null): string[] {
  if (!access) return [];
  const ids = [`${frame}:${access.funPath}`];
  if (access.button) ids.push(`${frame}:${access.funPath}:${access.button}`);
  return ids;
}

/**
 * The live session of a token hash with its account, the account's organisation, the role's data
 * scope and, of the menu ids asked for (`wanted`), those the session's role grants, the account
 * still holding that role: in one query, where it used to take one for the session, one for the
 * account and one per menu id. Every person's call runs it (unless the caller cache answers), so it
 * is a prepared statement built once per database: drizzle does not build its SQL again and
 * PostgreSQL does not parse and plan it again on each connection that ran it once. The menu ids are
 * one array parameter, so one statement serves every access rule.
 */
function callerStatement(db: Database) {
  const wanted = sql.placeholder('wanted');
  return db
    .select({
      session,
      accountId: account.id,
      orgId: account.orgId,
      tenantOrgId: account.tenantOrgId,
      status: account.status,
      orgType: organisation.type,
      orgStatus: organisation.status,
      grants: sql<
        string[] | null
      >`(select array_agg(${roleMenu.menuId}) from ${roleMenu} inner join ${accountRole} on ${accountRole.roleId} = ${roleMenu.roleId} and ${accountRole.accountId} = ${account.id} where ${roleMenu.roleId} = ${session.roleId} and ${roleMenu.menuId} = any(${wanted}::text[]))`,
      dataScope: sql<
        string | null
      >`(select ${role.dataScope} from ${role} where ${role.id} = ${session.roleId} and ${role.orgId} = ${account.orgId})`,
    })
    .from(session)
    .leftJoin(account, and(eq(account.id, session.accountId), eq(account.personId, session.personId)))
    .leftJoin(organisation, eq(organisation.id, account.orgId))
    .where(
      and(
        eq(session.accessTokenHash, sql.placeholder('hash')),
        isNull(session.revokedAt),
        gt(session.accessExpiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('caller_of_token');
}

/** The caller statement of each open database (a statement is bound to its database's client). */
const callerStatements = new WeakMap<Database, ReturnType<typeof callerStatement>>();

/**
 * The live session of a token hash and what the access check needs with it (see
 * {@link callerStatement}). The frame (hence the exact menu ids) is known only from the
 * organisation, so the ids are asked for in every frame and picked afterwards.
 */
export async function resolveCaller(
  db: Database,
  hash: string,
  access: { funPath: string; button?: string } | null,
  now = new Date(),
): Promise<ResolvedCaller | undefined> {
  let statement = callerStatements.get(db);
  if (!statement) {
    statement = callerStatement(db);
    callerStatements.set(db, statement);
  }
  const wanted = ACCOUNT_FRAMES.flatMap((frame) => menuIdsOf(frame, access));
  // The time as text: both drivers send it as it is, where a Date would be written by each its own way.
  const [row] = await statement.execute({ hash, wanted, now: now.toISOString() });
  if (!row) return undefined;
  let current: ResolvedCaller['account'] = null;
  if (
    row.accountId !== null &&
    row.orgId !== null &&
    row.tenantOrgId !== null &&
    row.orgType !== null &&
    row.status === 'enabled' &&
    row.orgStatus === 'enabled'
  ) {
    const orgType = parseOrganisationType(row.orgType);
    current = { id: row.accountId, orgId: row.orgId, tenantOrgId: row.tenantOrgId, orgType, frame: frameOf(orgType) };
  }
  const needed = current ? new Set(menuIdsOf(current.frame, access)) : new Set<string>();
  const granted = new Set((row.grants ?? []).filter((id) => needed.has(id)));
  const dataScope = isDataScope(row.dataScope) ? row.dataScope : 'organisation';
  return { session: row.session, account: current, granted, dataScope };
}

interface Entry {
  caller: ResolvedCaller;
  /** When the entry stops being used: its time to live, or the token's expiry if sooner. */
  expiresAt: number;
  /** The write generation it was read under: any write since makes it stale. */
  generation: number;
}

/**
 * A short-lived memory of resolved callers, keyed by token hash and access rule, so a burst of calls
 * with one token costs one query. Bounded in entries and in time.
 *
 * A write anywhere in this process (any person's non-GET call: role edits, members, account status,
 * sign-out, password changes...) makes every entry stale at once: the generation moves on when the
 * write starts and again when it has answered, and an entry counts only under the generation it was
 * read in. A read that overlapped a write, which may have seen the state before it, is never used
 * after that write.
 *
 * Any change to what a caller is made of, by a request or not, through this gateway or another,
 * reaches it as a notice from the database (`callerChanges.ts`), which invalidates the same way: on
 * PGlite before the change's writer goes on, on PostgreSQL a moment after the commit (which is why
 * the cache is off there by default). While notices cannot be heard (not yet listening, or the
 * connection lost), the cache is paused: every call is resolved.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private paused = false;

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The generation a read starts under: pass it to {@link set}. */
  current(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): ResolvedCaller | undefined {
    if (this.paused) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.caller;
  }

  set(key: string, caller: ResolvedCaller, generation: number, now = Date.now()): void {
    if (!this.enabled || this.paused || generation !== this.generation) return;
    const expiresAt = Math.min(now + this.ttlMs, caller.session.accessExpiresAt.getTime());
    this.entries.delete(key);
    this.entries.set(key, { caller, expiresAt, generation });
    // The oldest entries go first (a Map keeps insertion order).
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets every entry: something that grants or refuses access may have changed. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Stops remembering, and forgets everything: changes made elsewhere can no longer be heard of.
   * A read under way when this happens is not kept either (the generation moves on).
   */
  pause(): void {
    this.paused = true;
    this.invalidate();
  }

  /** Remembers again, from nothing: what changed while paused was not heard of. */
  resume(): void {
    this.paused = false;
    this.invalidate();
  }

  /** Whether entries are used and kept: enabled, and not paused. */
  get active(): boolean {
    return this.enabled && !this.paused;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Of the menu functions `funPaths`, those the caller's role grants in its frame, the account still
 * holding that role: the check a route with `{ funPath }` access makes, for a route that shows parts
 * of several screens and must leave out the parts of screens the role lacks.
 */
export async function grantedFunctions(
  db: Database,
  caller: { account: ResolvedCaller['account']; roleId: string | null },
  funPaths: readonly string[],
): Promise<ReadonlySet<string>> {
  const { account: current, roleId } = caller;
  if (!current || !roleId || funPaths.length === 0) return new Set();
  const byMenuId = new Map(funPaths.map((funPath) => [menuIdsOf(current.frame, { funPath })[0] ?? '', funPath]));
  const rows = await db
    .select({ menuId: roleMenu.menuId })
    .from(roleMenu)
    .innerJoin(accountRole, and(eq(accountRole.roleId, roleMenu.roleId), eq(accountRole.accountId, current.id)))
    .where(and(eq(roleMenu.roleId, roleId), inArray(roleMenu.menuId, [...byMenuId.keys()])));
  return new Set(rows.flatMap((row) => byMenuId.get(row.menuId) ?? []));
}
