// Users (issue 7): the `user` screen of the admin frame, the accounts of a management organisation
// (see staffAccounts.ts). The data layer keeps every read and write to the caller's organisation
// and runs each write under the organisation's lock.
import {
  type DataOf,
  userAdd,
  userDelete,
  userDetail,
  userEdit,
  userExport,
  userPage,
  userResetPassword,
  userRoleChoices,
  userSetStatus,
} from '@school-sports/gateway-client/contract';
import { asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, accountRole, department, departmentMember, person } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing, type Scope } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type Tenant } from '../../tenancy/scoped.ts';
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
  const data = dataLayer(db);

  function userQuery(tx: Executor, where: SQL | undefined) {
    return tx
      .select(userColumns)
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
      .leftJoin(department, eq(department.id, departmentMember.departmentId))
      .where(where);
  }

  async function userOf(tenant: Tenant, accountId: string) {
    const [row] = await userQuery(tenant.db, tenant.scoped(account).where(eq(account.id, accountId)));
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
    const accounts = data.scoped(account, caller);
    const pattern = input.keyword ? containing(input.keyword) : undefined;
    const where = accounts.where(
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
    const page = await pageOfQuery(
      input,
      db.select({ n: count() }).from(account).innerJoin(person, eq(person.id, account.personId)).where(where),
      userQuery(db, where).orderBy(
        ...sortedBy(input, { name: person.name, accountNum: person.accountNum, status: account.status }, [
          desc(account.createdAt),
          asc(person.accountNum),
        ]),
      ),
    );
    return { ...page, records: await recordsOf(data.tenant(caller).account, page.records) };
  });
  router.rows(userExport, userPage);

  router.json(userDetail, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const [record] = await recordsOf(tenant.account, [await userOf(tenant, input.accountId)]);
    if (!record) throw new ApiError(404, 'user.notFound');
    return record;
  });

  router.json(userRoleChoices, async ({ caller }) => roleChoicesOf(data.tenant(caller)));

  router.json(userAdd, async ({ caller, input }) => {
    // Hashing is slow on purpose: done before the transaction, so the lock is held briefly.
    const passwordHash = await hashNewPassword(input.password);
    return withConflicts(personConflicts(input), () =>
      data.write(caller, async (tenant) => {
        const { accountId } = await createStaffAccount(tenant, {
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

  router.json(userEdit, async ({ caller, input }) =>
    withConflicts(personConflicts(input), () =>
      data.write(caller, async (tenant) => {
        const existing = await userOf(tenant, input.accountId);
        await updatePerson(tenant, existing.personId, { name: input.name, mobile: input.mobile });
        await setAccountRoles(tenant, existing.accountId, input.roleIds);
        return null;
      }),
    ),
  );

  router.json(userSetStatus, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const existing = await userOf(tenant, input.accountId);
      await setAccountStatus(tenant, { accountId: existing.accountId, status: existing.status }, input.status);
      return null;
    }),
  );

  router.json(userResetPassword, async ({ caller, input, request }) => {
    const passwordHash = await hashNewPassword(input.password);
    return data.write(caller, async (tenant) => {
      const existing = await userOf(tenant, input.accountId);
      await resetPassword(tenant, existing.personId, passwordHash, { request, caller });
      return null;
    });
  });

  router.json(userDelete, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const existing = await userOf(tenant, input.accountId);
      await deleteStaffAccount(tenant, { accountId: existing.accountId, personId: existing.personId });
      return null;
    }),
  );
}
