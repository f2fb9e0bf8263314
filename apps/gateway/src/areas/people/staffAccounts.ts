// Staff accounts (issue 7): what the users screen (admin frame) and the teachers screens share. A
// staff member is a person (login account and mobile unique on the whole platform, one password)
// with an account in the organisation holding some of its roles. Every function here runs inside
// the caller's transaction, after the organisation's row is locked.
import { randomUUID } from 'node:crypto';
import { checkTransition, type DomainMessageId, type MessageValues } from '@school-sports/domain';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../../audit/log.ts';
import { hashPasswordDigest, passwordDigestOf } from '../../auth/password.ts';
import { revokeSessionsWhere } from '../../auth/sessions.ts';
import type { Database } from '../../db/index.ts';
import {
  account,
  accountRole,
  organisation,
  parent,
  person,
  role,
  session,
  storedFile,
  teacher,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Caller } from '../../http/router.ts';
import { insertAccount } from '../../orgs/provision.ts';
import { type PageRequest, pageOfQuery } from '../../tenancy/paging.ts';
import { containing, type Transaction } from '../../tenancy/scope.ts';
import type { Executor, Tenant, TenantWrite } from '../../tenancy/scoped.ts';
import { checkIdentityOwned } from './identity.ts';

/** A new password as the browser would send it at sign-in (its SHA-256), stored as every password. */
export function hashNewPassword(password: string): Promise<string> {
  return hashPasswordDigest(passwordDigestOf(password));
}

/** The unique index a write broke, or null when it broke none. */
function brokenUniqueIndex(error: unknown): string | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return String(current.constraint ?? '');
    current = current.cause as typeof current;
  }
  return null;
}

/**
 * Runs a write; a unique index it breaks (a request racing past the checks, perhaps of another
 * tenant) answers the conflict named for that index, as the checks would have.
 */
export async function withConflicts<T>(
  conflicts: Record<string, readonly [DomainMessageId, MessageValues]>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = brokenUniqueIndex(error);
    const conflict = index === null ? undefined : conflicts[index];
    if (conflict) throw new ApiError(409, conflict[0], conflict[1]);
    throw error;
  }
}

/** The conflicts of the person table's unique indexes, for {@link withConflicts}. */
export function personConflicts(values: { accountNum?: string; mobile?: string }) {
  return {
    person_account_num_idx: ['person.accountTaken', { account: values.accountNum ?? '' }],
    person_mobile_idx: ['person.mobileTaken', { mobile: values.mobile ?? '' }],
  } as const satisfies Record<string, readonly [DomainMessageId, MessageValues]>;
}

/**
 * Refuses a login account or mobile number another person signs in with: people sign in by either,
 * so an account name may not be someone's mobile number and the reverse.
 */
export async function checkPersonFree(
  tx: Transaction,
  values: { accountNum?: string; mobile?: string },
  ownPersonId: string | null,
): Promise<void> {
  const others = ownPersonId ? ne(person.id, ownPersonId) : undefined;
  if (values.accountNum !== undefined) {
    const [taken] = await tx
      .select({ id: person.id })
      .from(person)
      .where(
        and(
          others,
          or(sql`lower(${person.accountNum}) = lower(${values.accountNum})`, eq(person.mobile, values.accountNum)),
        ),
      );
    if (taken) throw new ApiError(409, 'person.accountTaken', { account: values.accountNum });
  }
  if (values.mobile) {
    const [taken] = await tx
      .select({ id: person.id })
      .from(person)
      .where(
        and(others, or(eq(person.mobile, values.mobile), sql`lower(${person.accountNum}) = lower(${values.mobile})`)),
      );
    if (taken) throw new ApiError(409, 'person.mobileTaken', { mobile: values.mobile });
  }
}

/** Refuses role ids that are not each a role of the organisation. */
export async function checkRoles(tenant: TenantWrite, roleIds: readonly string[]): Promise<void> {
  const tx = tenant.db;
  const rows = await tx
    .select({ id: role.id })
    .from(role)
    .where(tenant.scoped(role).where(inArray(role.id, [...roleIds])));
  if (rows.length !== new Set(roleIds).size) throw new ApiError(404, 'role.notFound');
}

/** Refuses to take built-in roles from their last member (no organisation locks itself out). */
async function keepBuiltInMembers(tx: Transaction, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const rows = await tx
    .select({ roleId: accountRole.roleId, members: count() })
    .from(accountRole)
    .innerJoin(role, eq(role.id, accountRole.roleId))
    .where(and(inArray(accountRole.roleId, [...roleIds]), eq(role.builtIn, true)))
    .groupBy(accountRole.roleId);
  if (rows.some((row) => row.members <= 1)) throw new ApiError(409, 'role.lastMember');
}

/** Creates a person with an account of the organisation holding `roleIds`. */
export async function createStaffAccount(
  tenant: TenantWrite,
  values: { accountNum: string; name: string; mobile: string; passwordHash: string; roleIds: readonly string[] },
): Promise<{ personId: string; accountId: string }> {
  const tx = tenant.db;
  await checkPersonFree(tx, { accountNum: values.accountNum, mobile: values.mobile }, null);
  await checkRoles(tenant, values.roleIds);
  const personId = randomUUID();
  await tx.insert(person).values({
    id: personId,
    accountNum: values.accountNum,
    mobile: values.mobile || null,
    name: values.name,
    passwordHash: values.passwordHash,
  });
  const accountId = await insertAccount(tx, {
    personId,
    ...tenant.values,
    roleIds: values.roleIds,
    isCurrent: true,
  });
  return { personId, accountId };
}

/**
 * Gives an account exactly `roleIds` (roles of the organisation). A built-in role it loses must keep
 * another member; a current role it loses stops being current.
 */
export async function setAccountRoles(
  tenant: TenantWrite,
  accountId: string,
  roleIds: readonly string[],
): Promise<void> {
  const tx = tenant.db;
  await checkRoles(tenant, roleIds);
  const held = (
    await tx.select({ roleId: accountRole.roleId }).from(accountRole).where(eq(accountRole.accountId, accountId))
  ).map((row) => row.roleId);
  const lost = held.filter((id) => !roleIds.includes(id));
  const added = roleIds.filter((id) => !held.includes(id));
  await keepBuiltInMembers(tx, lost);
  if (lost.length > 0) {
    await tx.delete(accountRole).where(and(eq(accountRole.accountId, accountId), inArray(accountRole.roleId, lost)));
  }
  if (added.length > 0) {
    const { tenantOrgId } = tenant.values;
    await tx.insert(accountRole).values(added.map((roleId) => ({ accountId, roleId, tenantOrgId })));
  }
  const [row] = await tx.select({ current: account.currentRoleId }).from(account).where(eq(account.id, accountId));
  if (!row?.current || !roleIds.includes(row.current)) {
    await tx
      .update(account)
      .set({ currentRoleId: roleIds.length === 1 ? (roleIds[0] ?? null) : null })
      .where(eq(account.id, accountId));
  }
}

/**
 * Changes a person's name and mobile number (shared by all their accounts). Unchanged values pass
 * whoever the person is; a change needs the organisation to own the person's identity.
 */
export async function updatePerson(
  tenant: TenantWrite,
  personId: string,
  values: { name: string; mobile: string },
): Promise<void> {
  const { db: tx, account: scope } = tenant;
  const [current] = await tx
    .select({ name: person.name, mobile: person.mobile })
    .from(person)
    .where(eq(person.id, personId));
  if (current && current.name === values.name && (current.mobile ?? '') === values.mobile) return;
  await checkIdentityOwned(tx, scope.orgId, personId);
  await checkPersonFree(tx, { mobile: values.mobile }, personId);
  await tx
    .update(person)
    .set({ name: values.name, mobile: values.mobile || null })
    .where(eq(person.id, personId));
}

/** Ends every open session working in an account, or of a person. */
async function revokeSessions(tx: Transaction, where: { accountId: string } | { personId: string }): Promise<void> {
  await revokeSessionsWhere(
    tx,
    'accountId' in where ? eq(session.accountId, where.accountId) : eq(session.personId, where.personId),
  );
}

/**
 * Enables or disables an account along the domain's enablement transitions; never the caller's own.
 * A disabled account's sessions end at once.
 */
export async function setAccountStatus(
  tenant: TenantWrite,
  target: { accountId: string; status: string },
  status: 'enabled' | 'disabled',
): Promise<void> {
  const { db: tx, account: scope } = tenant;
  if (target.accountId === scope.id) throw new ApiError(409, 'user.self');
  const check = checkTransition('enablement', target.status, status);
  if (!check.allowed) throw new ApiError(409, check.reason, check.values);
  await tx
    .update(account)
    .set({ status })
    .where(tenant.scoped(account).where(eq(account.id, target.accountId)));
  if (status === 'disabled') await revokeSessions(tx, { accountId: target.accountId });
}

/**
 * Sets a person's password, when the organisation owns their identity; whoever signed in with the
 * old one is signed out everywhere.
 */
export async function resetPassword(
  tenant: TenantWrite,
  personId: string,
  passwordHash: string,
  audit: { request: FastifyRequest; caller: Caller | null },
): Promise<void> {
  const { db: tx, account: scope } = tenant;
  await checkIdentityOwned(tx, scope.orgId, personId);
  const [target] = await tx
    .update(person)
    .set({ passwordHash })
    .where(eq(person.id, personId))
    .returning({ accountNum: person.accountNum });
  await revokeSessions(tx, { personId });
  await recordAudit(tx, audit.request, {
    ...actorOf(audit.caller),
    action: 'password.reset',
    target: target?.accountNum ?? personId,
  });
}

/**
 * Deletes an account of the organisation with its roles, department membership and teacher record;
 * never the caller's own, nor a built-in role's last member. Files it uploaded stay with the
 * organisation, credited to the caller. The person goes too once they have no account and are no
 * parent anywhere.
 */
export async function deleteStaffAccount(
  tenant: TenantWrite,
  target: { accountId: string; personId: string },
): Promise<void> {
  const { db: tx, account: scope } = tenant;
  if (target.accountId === scope.id) throw new ApiError(409, 'user.self');
  const held = await tx
    .select({ roleId: accountRole.roleId })
    .from(accountRole)
    .where(eq(accountRole.accountId, target.accountId));
  await keepBuiltInMembers(
    tx,
    held.map((row) => row.roleId),
  );
  await tx
    .update(storedFile)
    .set({ uploaderAccountId: scope.id })
    .where(eq(storedFile.uploaderAccountId, target.accountId));
  await tx.update(organisation).set({ adminAccountId: null }).where(eq(organisation.adminAccountId, target.accountId));
  await revokeSessions(tx, { accountId: target.accountId });
  await tx.delete(teacher).where(eq(teacher.accountId, target.accountId));
  await tenant.scoped(account).delete(target.accountId);
  const [accounts] = await tx.select({ n: count() }).from(account).where(eq(account.personId, target.personId));
  const [parents] = await tx.select({ n: count() }).from(parent).where(eq(parent.personId, target.personId));
  if ((accounts?.n ?? 0) === 0 && (parents?.n ?? 0) === 0) {
    await tx.delete(session).where(eq(session.personId, target.personId));
    await tx.delete(person).where(eq(person.id, target.personId));
  }
}

/** The roles each account holds, by account id: built-in ones first, then in the order they were created. */
export async function rolesOfAccounts(
  db: Database | Transaction,
  accountIds: readonly string[],
): Promise<Map<string, Array<{ roleId: string; name: string }>>> {
  const byAccount = new Map<string, Array<{ roleId: string; name: string }>>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .select({ accountId: accountRole.accountId, roleId: role.id, name: role.name })
    .from(accountRole)
    .innerJoin(role, eq(role.id, accountRole.roleId))
    .where(inArray(accountRole.accountId, [...accountIds]))
    .orderBy(desc(role.builtIn), asc(role.createdAt), asc(role.name));
  for (const row of rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push({ roleId: row.roleId, name: row.name });
    byAccount.set(row.accountId, list);
  }
  return byAccount;
}

/** The roles of the organisation, as the people forms offer them. */
export function roleChoicesOf(tenant: Tenant) {
  return tenant.db
    .select({ roleId: role.id, name: role.name, builtIn: role.builtIn })
    .from(role)
    .where(tenant.scoped(role).where())
    .orderBy(desc(role.builtIn), asc(role.createdAt), asc(role.name));
}

/** An account status as the contract names it. */
export function enablementOf(status: string): 'enabled' | 'disabled' {
  return status === 'disabled' ? 'disabled' : 'enabled';
}

/** People whose name, account or mobile number contains `keyword`; everyone without one. */
export function personMatches(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containing(keyword);
  return or(ilike(person.name, pattern), ilike(person.accountNum, pattern), ilike(person.mobile, pattern));
}

/**
 * A page of the accounts matching `where` (a condition on the account and its person, scoped by
 * the caller), each with its person's name, account and mobile number, sorted by name: the lists
 * a member picker of roles and departments shows.
 */
export function accountPage(db: Executor, where: SQL | undefined, input: PageRequest) {
  return pageOfQuery(
    input,
    db.select({ n: count() }).from(account).innerJoin(person, eq(person.id, account.personId)).where(where),
    db
      .select({ accountId: account.id, name: person.name, accountNum: person.accountNum, mobile: person.mobile })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(where)
      .orderBy(asc(person.name), asc(person.accountNum), asc(account.id)),
    (row) => ({ ...row, mobile: row.mobile ?? '' }),
  );
}
