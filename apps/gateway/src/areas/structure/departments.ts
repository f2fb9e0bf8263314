// Departments (issue 6): the department tree of a management organisation (admin frame) and its
// members. The data layer keeps every read and write to the caller's organisation and runs each
// write under the organisation's lock, so two clicks on "add" make one department, not two. Unique
// indexes back the duplicate checks for anything that slips past them.
import {
  departmentAdd,
  departmentDelete,
  departmentEdit,
  departmentList,
  departmentMemberAdd,
  departmentMemberCandidates,
  departmentMemberExport,
  departmentMemberMove,
  departmentMemberPage,
  departmentMemberRemove,
} from '@school-sports/gateway-client/contract';
import { asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, departmentMember, person } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { pageOfQuery } from '../../tenancy/paging.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { accountPage, personMatches } from '../people/staffAccounts.ts';
import { addUnit, codeTaken, deleteUnit, departmentTree, editUnit, listedUnits, unitOf } from './units.ts';

/** A search over the person's name, account and mobile number. */
/**
 * The named accounts of the organisation with their person's name and current department;
 * "not found" when any of them is not an account of the organisation.
 */
async function accountsOf(tenant: TenantWrite, accountIds: string[]) {
  const rows = await tenant.db
    .select({ accountId: account.id, name: person.name, departmentId: departmentMember.departmentId })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
    .where(tenant.scoped(account).where(inArray(account.id, accountIds)));
  if (rows.length !== accountIds.length) throw new ApiError(404, 'account.notFound');
  return rows;
}

/** The named accounts, each a member of `departmentId`. */
async function membersOf(tenant: TenantWrite, departmentId: string, accountIds: string[]) {
  const rows = await accountsOf(tenant, accountIds);
  const outsider = rows.find((row) => row.departmentId !== departmentId);
  if (outsider) throw new ApiError(409, 'department.notMember', { name: outsider.name });
  return rows;
}

export function registerDepartmentRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(departmentList, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const units = await listedUnits(tenant, departmentTree);
    const members = await tenant.rows(departmentMember).countBy(departmentMember.departmentId);
    return units.map(({ id, fields, childCount }) => ({
      departmentId: id,
      ...fields,
      memberCount: members.get(id) ?? 0,
      childCount,
    }));
  });

  router.json(departmentAdd, async ({ caller, input }) => ({
    departmentId: await data.write(
      caller,
      (tenant) => addUnit(tenant, departmentTree, input),
      codeTaken(departmentTree, input.code),
    ),
  }));

  router.json(departmentEdit, async ({ caller, input }) =>
    data.write(
      caller,
      (tenant) => editUnit(tenant, departmentTree, input.departmentId, input),
      codeTaken(departmentTree, input.code),
    ),
  );

  router.json(departmentDelete, async ({ caller, input }) =>
    data.write(caller, (tenant) =>
      deleteUnit(tenant, departmentTree, input.departmentId, async (departmentId) => {
        const members = tenant.rows(departmentMember);
        if (await members.exists(eq(departmentMember.departmentId, departmentId))) {
          throw new ApiError(409, 'department.hasMembers');
        }
      }),
    ),
  );

  // Department members

  router.json(departmentMemberPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const unit = await unitOf(tenant, departmentTree, input.departmentId);
    const where = tenant
      .rows(departmentMember)
      .where(eq(departmentMember.departmentId, unit.id), personMatches(input.keyword));
    const total = db
      .select({ n: count() })
      .from(departmentMember)
      .innerJoin(account, eq(account.id, departmentMember.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(where);
    const rows = db
      .select({
        accountId: account.id,
        name: person.name,
        accountNum: person.accountNum,
        mobile: person.mobile,
        joinedAt: departmentMember.createdAt,
      })
      .from(departmentMember)
      .innerJoin(account, eq(account.id, departmentMember.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(where)
      .orderBy(asc(person.name), asc(person.accountNum), asc(account.id));
    return pageOfQuery(input, total, rows, (row) => ({
      ...row,
      mobile: row.mobile ?? '',
      departmentId: unit.id,
      departmentName: unit.name,
      joinedAt: row.joinedAt.toISOString(),
    }));
  });
  router.rows(departmentMemberExport, departmentMemberPage);

  router.json(departmentMemberCandidates, async ({ caller, input }) => {
    // Accounts in no department yet: a person belongs to one department of the organisation at most.
    const members = db.select({ accountId: departmentMember.accountId }).from(departmentMember);
    const where = data.scoped(account, caller).where(notInArray(account.id, members), personMatches(input.keyword));
    return accountPage(db, where, input);
  });

  router.json(departmentMemberAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const unit = await unitOf(tenant, departmentTree, input.departmentId);
      const rows = await accountsOf(tenant, input.accountIds);
      const member = rows.find((row) => row.departmentId !== null);
      if (member) throw new ApiError(409, 'department.alreadyMember', { name: member.name });
      await tenant.db
        .insert(departmentMember)
        .values(input.accountIds.map((accountId) => ({ accountId, departmentId: unit.id, ...tenant.values })));
      return null;
    }),
  );

  router.json(departmentMemberRemove, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const unit = await unitOf(tenant, departmentTree, input.departmentId);
      await membersOf(tenant, unit.id, input.accountIds);
      await tenant
        .rows(departmentMember)
        .deleteWhere(eq(departmentMember.departmentId, unit.id), inArray(departmentMember.accountId, input.accountIds));
      return null;
    }),
  );

  router.json(departmentMemberMove, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const from = await unitOf(tenant, departmentTree, input.departmentId);
      const to = await unitOf(tenant, departmentTree, input.targetDepartmentId);
      await membersOf(tenant, from.id, input.accountIds);
      await tenant
        .rows(departmentMember)
        .updateWhere(
          { departmentId: to.id },
          eq(departmentMember.departmentId, from.id),
          inArray(departmentMember.accountId, input.accountIds),
        );
      return null;
    }),
  );
}
