// Users (issue 7): the `user` screen of the admin frame, the accounts of a management organisation
// (see staffAccounts.ts). Every query is scoped by the caller's organisation; every write runs in
// one transaction that first locks the organisation's row.
import {
  type DataOf,
  userAdd,
  userDelete,
  userDetail,
  userEdit,
  userPage,
  userResetPassword,
  userRoleChoices,
  userSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, accountRole, department, departmentMember, person } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { containing, lockOrganisation, type Scope, scopeOf, type Transaction } from '../../tenancy/scope.ts';
import { sharedIdentities } from './identity.ts';
import {
  createStaffAccount,
  deleteStaffAccount,
  enablementOf,
  hashNewPassword,
  personConflicts,
  resetPassword,
  roleChoicesOf,
  rolesOfAccounts,
  setAccountRoles,
  setAccountStatus,
  updatePerson,
  withConflicts,
} from './staffAccounts.ts';

type UserRecord = DataOf<typeof userDetail>;

const userColumns = {
  accountId: account.id,
  personId: account.personId,
  accountNum: person.accountNum,
  name: person.name,
  mobile: person.mobile,
  status: account.status,
  departmentName: department.name,
  createdAt: account.createdAt,
};

export function registerUserRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  function userQuery(tx: Database | Transaction, where: SQL | undefined) {
    return tx
      .select(userColumns)
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
      .leftJoin(department, eq(department.id, departmentMember.departmentId))
      .where(where);
  }

  async function userOf(tx: Database | Transaction, scope: Scope, accountId: string) {
    const [row] = await userQuery(tx, and(eq(account.id, accountId), eq(account.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'user.notFound');
    return row;
  }

  async function recordsOf(scope: Scope, rows: Awaited<ReturnType<typeof userQuery>>): Promise<UserRecord[]> {
    const roles = await rolesOfAccounts(
      db,
      rows.map((row) => row.accountId),
    );
    const shared = await sharedIdentities(
      db,
      scope.orgId,
      rows.map((row) => row.personId),
    );
    return rows.map((row) => ({
      accountId: row.accountId,
      accountNum: row.accountNum,
      name: row.name,
      mobile: row.mobile ?? '',
      roles: roles.get(row.accountId) ?? [],
      status: enablementOf(row.status),
      departmentName: row.departmentName ?? '',
      isSelf: row.accountId === scope.id,
      identityShared: shared.has(row.personId),
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  router.json(userPage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const pattern = input.keyword ? containing(input.keyword) : undefined;
    const where = and(
      eq(account.orgId, scope.orgId),
      input.status ? eq(account.status, input.status) : undefined,
      pattern
        ? or(ilike(person.name, pattern), ilike(person.accountNum, pattern), ilike(person.mobile, pattern))
        : undefined,
      input.roleId
        ? inArray(
            account.id,
            db.select({ id: accountRole.accountId }).from(accountRole).where(eq(accountRole.roleId, input.roleId)),
          )
        : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(where);
    const rows = await userQuery(db, where)
      .orderBy(desc(account.createdAt), asc(person.accountNum))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return {
      records: await recordsOf(scope, rows),
      total: total?.n ?? 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  router.json(userDetail, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const [record] = await recordsOf(scope, [await userOf(db, scope, input.accountId)]);
    if (!record) throw new ApiError(404, 'user.notFound');
    return record;
  });

  router.json(userRoleChoices, async ({ caller }) => roleChoicesOf(db, scopeOf(caller)));

  router.json(userAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    // Hashing is slow on purpose: done before the transaction, so the lock is held briefly.
    const passwordHash = await hashNewPassword(input.password);
    return withConflicts(personConflicts(input), () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const { accountId } = await createStaffAccount(tx, scope, {
          accountNum: input.accountNum,
          name: input.name,
          mobile: input.mobile,
          passwordHash,
          roleIds: input.roleIds,
        });
        return { accountId };
      }),
    );
  });

  router.json(userEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return withConflicts(personConflicts(input), () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await userOf(tx, scope, input.accountId);
        await updatePerson(tx, scope, existing.personId, { name: input.name, mobile: input.mobile });
        await setAccountRoles(tx, scope, existing.accountId, input.roleIds);
        return null;
      }),
    );
  });

  router.json(userSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await userOf(tx, scope, input.accountId);
      await setAccountStatus(tx, scope, { accountId: existing.accountId, status: existing.status }, input.status);
      return null;
    });
  });

  router.json(userResetPassword, async ({ caller, input, request }) => {
    const scope = scopeOf(caller);
    const passwordHash = await hashNewPassword(input.password);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await userOf(tx, scope, input.accountId);
      await resetPassword(tx, scope, existing.personId, passwordHash, { request, caller });
      return null;
    });
  });

  router.json(userDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await userOf(tx, scope, input.accountId);
      await deleteStaffAccount(tx, scope, { accountId: existing.accountId, personId: existing.personId });
      return null;
    });
  });
}
