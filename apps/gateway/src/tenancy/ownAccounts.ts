// A signed-in person's own accounts, which span organisations and tenants: the person, not a
// tenant, bounds them, so they are read here by the person's conditions and not through the tenant
// data layer (scoped.ts). Sign-in, the user info and switching accounts or roles read them.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { accountRole, account as accountTable, organisation, role } from '../db/schema.ts';
import type { Executor } from './scoped.ts';

/** `first` and every one of `rest`. */
function allOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  return and(first, ...rest) ?? first;
}

/**
 * A signed-in person's own accounts, which span organisations: the person, not a tenant, bounds
 * them, so they are read by these conditions rather than through a tenant's scope.
 */
export const ownAccounts = {
  /** The accounts of `personId` that can be used: enabled, in an enabled organisation (joined). */
  usable(personId: string): SQL {
    return allOf(
      eq(accountTable.personId, personId),
      eq(accountTable.status, 'enabled'),
      eq(organisation.status, 'enabled'),
    );
  },
  /** The account of `personId` in the tenant `tenantOrgId`, and in its organisation `orgId` when named. */
  in(personId: string, place: { tenantOrgId: string; orgId?: string }): SQL {
    return allOf(
      eq(accountTable.personId, personId),
      eq(accountTable.tenantOrgId, place.tenantOrgId),
      place.orgId === undefined ? undefined : eq(accountTable.orgId, place.orgId),
    );
  },
};

/**
 * A person's accounts that match `where` (which bounds them to one person, as `ownAccounts` does),
 * each with its organisation, once per role it holds (once with no role when it holds none), by
 * organisation and role name.
 */
export function accountRolesWhere(db: Executor, where: SQL | undefined) {
  return db
    .select({
      accountId: accountTable.id,
      orgId: accountTable.orgId,
      tenantOrgId: accountTable.tenantOrgId,
      orgName: organisation.name,
      orgType: organisation.type,
      platformName: organisation.platformName,
      icon: organisation.icon,
      loginImg: organisation.loginImg,
      roleId: role.id,
      roleName: role.name,
      roleType: role.type,
    })
    .from(accountTable)
    .innerJoin(organisation, eq(organisation.id, accountTable.orgId))
    .leftJoin(accountRole, eq(accountRole.accountId, accountTable.id))
    .leftJoin(role, eq(role.id, accountRole.roleId))
    .where(where)
    .orderBy(asc(organisation.name), asc(role.name));
}

/**
 * Where a person may work: each usable account of `personId` (`ownAccounts.usable`) with its roles.
 * Sign-in starts from these, and the user info lists them.
 */
export function usableAccountRoles(db: Executor, personId: string) {
  return accountRolesWhere(db, ownAccounts.usable(personId));
}
