// Roles and permissions (issue 8): the `role` screen of every frame. A role grants web menus and
// buttons (its frame's catalogue) and mobile functions (the domain's mobile catalogue); the router enforces the
// grants on every request, so a change reaches the members on their next call. Built-in roles keep
// role management and at least one member: no organisation can lock itself out.
import { randomUUID } from 'node:crypto';
import {
  buttonKinds,
  creatableRoleTypes,
  type DomainLocale,
  defaultDataScope,
  isDataScope,
  mobileMenuIds,
} from '@school-sports/domain';
import {
  roleAdd,
  roleDelete,
  roleDetail,
  roleEdit,
  roleExport,
  roleMemberAdd,
  roleMemberCandidates,
  roleMemberPage,
  roleMemberRemove,
  rolePage,
  rolePermissions,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../../audit/log.ts';
import type { Database } from '../../db/index.ts';
import { account, accountRole, menu, person, role, roleMenu } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { grantableMenus } from '../../orgs/provision.ts';
import { type PageRequest, pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing, type Scope } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type RowOf, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { accountPage, personMatches } from '../people/staffAccounts.ts';

const nameOf = { 'zh-CN': 'nameZhCn', 'zh-TW': 'nameZhTw', 'en-US': 'nameEnUs' } as const;

/**
 * The web ids a role of `scope` can grant, and each one's parent, for completing a grant: the menu
 * table as the platform's operators keep it, not the code's catalogue.
 */
async function webCatalogue(db: Executor, scope: Scope) {
  const entries = await grantableMenus(db, scope.orgType);
  const grantable = new Set(entries.map((entry) => entry.id));
  const parents = new Map(entries.map((entry) => [entry.id, entry.pid]));
  return { grantable, parents };
}

/**
 * The grant a role gets from the ids sent: each must be grantable here, and a granted button or
 * screen brings its screen and group with it (a button without its menu would be unreachable).
 */
async function completeGrant(db: Executor, scope: Scope, menuIds: readonly string[], mobileIds: readonly string[]) {
  const { grantable, parents } = await webCatalogue(db, scope);
  const mobile = new Set(mobileMenuIds(scope.frame));
  if (menuIds.some((id) => !grantable.has(id)) || mobileIds.some((id) => !mobile.has(id))) {
    throw new ApiError(400, 'role.menuNotGrantable');
  }
  const web = new Set<string>();
  for (const id of menuIds) {
    for (let current: string | undefined = id; current && current !== '0'; current = parents.get(current)) {
      web.add(current);
    }
  }
  return [...web, ...new Set(mobileIds)];
}

/** Role management in the caller's frame: the `role` screen, its group and all its buttons. */
async function roleManagementIds(db: Executor, scope: Scope): Promise<string[]> {
  const screenId = `${scope.frame}:role`;
  const buttons = Object.keys(buttonKinds).map((button) => `${screenId}:${button}`);
  const { grantable, parents } = await webCatalogue(db, scope);
  return [screenId, parents.get(screenId) ?? '', ...buttons].filter((id) => grantable.has(id));
}

/** The role type a role of `scope` may have: one the organisation type offers, or none where it offers none. */
function checkRoleType(scope: Scope, type: string): void {
  const offered: readonly string[] = creatableRoleTypes(scope.orgType);
  if (offered.length === 0 ? type !== '' : !offered.includes(type))
    throw new ApiError(400, 'validation.roleType.value');
}

/** What a change of a role's members names: the caller, the role and accounts, the request for the audit. */
interface MembersRequest {
  caller: Caller | null;
  input: { roleId: string; accountIds: string[] };
  request: FastifyRequest;
}

export function registerRoleRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  const roleOf = (tenant: Tenant, roleId: string) => tenant.scoped(role).one(roleId, 'role.notFound');

  async function memberCount(tx: Executor, roleId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(accountRole).where(eq(accountRole.roleId, roleId));
    return row?.n ?? 0;
  }

  router.json(rolePage, async ({ caller, input }) => {
    const roles = data.scoped(role, caller);
    const where = roles.where(input.name ? ilike(role.name, containing(input.name)) : undefined);
    const rows = db
      .select({
        roleId: role.id,
        name: role.name,
        type: role.type,
        remark: role.remark,
        builtIn: role.builtIn,
        dataScope: role.dataScope,
        createdAt: role.createdAt,
        memberCount: count(accountRole.accountId),
      })
      .from(role)
      .leftJoin(accountRole, eq(accountRole.roleId, role.id))
      .where(where)
      .groupBy(role.id)
      .orderBy(
        ...sortedBy(input, { name: role.name, memberCount: count(accountRole.accountId) }, [
          asc(role.createdAt),
          asc(role.id),
        ]),
      );
    return pageOfQuery(input, db.select({ n: count() }).from(role).where(where), rows, (row) => ({
      ...row,
      dataScope: isDataScope(row.dataScope) ? row.dataScope : 'organisation',
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  });
  router.rows(roleExport, rolePage);

  router.json(roleDetail, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const scope = tenant.account;
    const row = await roleOf(tenant, input.roleId);
    const grants = await db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, row.id));
    const mobile = new Set(mobileMenuIds(scope.frame));
    const ids = grants.map((grant) => grant.menuId);
    return {
      roleId: row.id,
      name: row.name,
      type: row.type,
      remark: row.remark,
      builtIn: row.builtIn,
      dataScope: isDataScope(row.dataScope) ? row.dataScope : 'organisation',
      memberCount: await memberCount(db, row.id),
      createdAt: new Date(row.createdAt).toISOString(),
      menuIds: ids.filter((id) => !mobile.has(id)),
      mobileMenuIds: ids.filter((id) => mobile.has(id)),
    };
  });

  router.json(rolePermissions, async ({ caller, request }) => {
    const scope = data.tenant(caller).account;
    const locale: DomainLocale = requestLocale(request);
    const { grantable } = await webCatalogue(db, scope);
    const mobile = new Set(mobileMenuIds(scope.frame));
    const rows = await db
      .select()
      .from(menu)
      .where(inArray(menu.id, [...grantable, ...mobile]))
      .orderBy(asc(menu.sortNum), asc(menu.id));
    const entryOf = (row: (typeof rows)[number]) => ({
      menuId: row.id,
      pid: row.pid,
      name: row[nameOf[locale]],
      menuType: row.menuType === '1' ? ('1' as const) : ('0' as const),
      sortNum: row.sortNum,
    });
    return {
      web: rows.filter((row) => grantable.has(row.id)).map(entryOf),
      mobile: rows.filter((row) => mobile.has(row.id)).map(entryOf),
      roleTypes: [...creatableRoleTypes(scope.orgType)],
    };
  });

  async function writeGrants(tenant: TenantWrite, roleId: string, ids: string[]): Promise<void> {
    await tenant.db.delete(roleMenu).where(eq(roleMenu.roleId, roleId));
    if (ids.length > 0) {
      const { tenantOrgId } = tenant.values;
      await tenant.db.insert(roleMenu).values(ids.map((menuId) => ({ roleId, menuId, tenantOrgId })));
    }
  }

  /** The role form's type checked and its grants completed, and the conflict of a name taken. */
  async function roleForm(
    caller: Caller | null,
    input: { type: string; name: string; menuIds: readonly string[]; mobileMenuIds: readonly string[] },
  ) {
    const scope = data.tenant(caller).account;
    checkRoleType(scope, input.type);
    const grants = await completeGrant(db, scope, input.menuIds, input.mobileMenuIds);
    const duplicateName = { id: 'role.duplicateName', values: { name: input.name } } as const;
    return { scope, grants, duplicateName };
  }

  router.json(roleAdd, async ({ caller, input, request }) => {
    const { grants, duplicateName } = await roleForm(caller, input);
    return data.write(
      caller,
      async (tenant) => {
        if (await tenant.scoped(role).exists(eq(role.name, input.name))) {
          throw new ApiError(409, duplicateName.id, duplicateName.values);
        }
        const roleId = randomUUID();
        await tenant.db.insert(role).values({
          id: roleId,
          ...tenant.values,
          name: input.name,
          type: input.type,
          remark: input.remark,
          dataScope: input.dataScope ?? defaultDataScope(input.type),
        });
        await writeGrants(tenant, roleId, grants);
        await recordAudit(tenant.db, request, {
          ...actorOf(caller),
          action: 'role.add',
          target: `role:${roleId} ${input.name}`,
          detail: `${grants.length} menus`,
        });
        return { roleId };
      },
      duplicateName,
    );
  });

  router.json(roleEdit, async ({ caller, input, request }) => {
    const { scope, grants, duplicateName } = await roleForm(caller, input);
    return data.writeRow(
      caller,
      role,
      input.roleId,
      'role.notFound',
      async (row, roles, tenant) => {
        if (row.builtIn && (await roleManagementIds(tenant.db, scope)).some((id) => !grants.includes(id))) {
          throw new ApiError(409, 'role.keepsRoleManagement');
        }
        // The administrators' role keeps sight of everything, as it keeps role management.
        if (row.builtIn && input.dataScope !== undefined && input.dataScope !== 'organisation') {
          throw new ApiError(409, 'role.builtInDataScope');
        }
        if (await roles.exists(eq(role.name, input.name), ne(role.id, row.id))) {
          throw new ApiError(409, duplicateName.id, duplicateName.values);
        }
        await roles.update(row.id, {
          name: input.name,
          type: input.type,
          remark: input.remark,
          dataScope: input.dataScope ?? row.dataScope,
        });
        await writeGrants(tenant, row.id, grants);
        await recordAudit(tenant.db, request, {
          ...actorOf(caller),
          action: 'role.edit',
          target: `role:${row.id} ${input.name}`,
          detail: `${grants.length} menus`,
        });
        return null;
      },
      duplicateName,
    );
  });

  router.json(roleDelete, async ({ caller, input, request }) => {
    return data.writeRow(caller, role, input.roleId, 'role.notFound', async (row, roles, tenant) => {
      if (row.builtIn) throw new ApiError(409, 'role.builtInDelete');
      const members = await memberCount(tenant.db, row.id);
      if (members > 0) throw new ApiError(409, 'role.hasMembers', { count: members });
      await roles.delete(row.id);
      await recordAudit(tenant.db, request, {
        ...actorOf(caller),
        action: 'role.delete',
        target: `role:${row.id} ${row.name}`,
      });
      return null;
    });
  });

  /**
   * A page of the organisation's accounts that hold the role (`among` is `inArray`: its members) or
   * that do not (`notInArray`: the candidates), searched by `keyword`.
   */
  async function accountsBy(
    caller: Caller | null,
    input: PageRequest & { roleId: string; keyword?: string },
    among: (column: typeof account.id, holders: SQLWrapper) => SQL,
  ) {
    const tenant = data.tenant(caller);
    const row = await roleOf(tenant, input.roleId);
    const holders = db
      .select({ accountId: accountRole.accountId })
      .from(accountRole)
      .where(eq(accountRole.roleId, row.id));
    return accountPage(
      db,
      tenant.scoped(account).where(among(account.id, holders), personMatches(input.keyword)),
      input,
    );
  }

  router.json(roleMemberPage, async ({ caller, input }) => accountsBy(caller, input, inArray));
  router.json(roleMemberCandidates, async ({ caller, input }) => accountsBy(caller, input, notInArray));

  /** The named accounts, each of the organisation, with whether they hold the role. */
  async function namedAccounts(tenant: TenantWrite, roleId: string, accountIds: string[]) {
    const rows = await tenant.db
      .select({ accountId: account.id, name: person.name, holds: accountRole.roleId })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(accountRole, and(eq(accountRole.accountId, account.id), eq(accountRole.roleId, roleId)))
      .where(tenant.scoped(account).where(inArray(account.id, accountIds)));
    if (rows.length !== accountIds.length) throw new ApiError(404, 'role.accountNotFound');
    return rows;
  }

  /**
   * Changes which accounts hold a role, in a write: the role and every named account must be the
   * organisation's; `change` checks and writes the change; it is audited as `action`.
   */
  function changeMembers(
    { caller, input, request }: MembersRequest,
    action: 'role.membersAdd' | 'role.membersRemove',
    change: (
      tenant: TenantWrite,
      row: RowOf<typeof role>,
      accounts: Awaited<ReturnType<typeof namedAccounts>>,
    ) => Promise<void>,
  ) {
    return data.write(caller, async (tenant) => {
      const row = await roleOf(tenant, input.roleId);
      await change(tenant, row, await namedAccounts(tenant, row.id, input.accountIds));
      await recordAudit(tenant.db, request, {
        ...actorOf(caller),
        action,
        target: `role:${row.id} ${row.name}`,
        detail: `accounts ${input.accountIds.join(',')}`,
      });
      return null;
    });
  }

  router.json(roleMemberAdd, async (context) =>
    changeMembers(context, 'role.membersAdd', async (tenant, row, accounts) => {
      const holder = accounts.find((entry) => entry.holds !== null);
      if (holder) throw new ApiError(409, 'role.alreadyMember', { name: holder.name });
      await tenant.db.insert(accountRole).values(
        context.input.accountIds.map((accountId) => ({
          accountId,
          roleId: row.id,
          tenantOrgId: tenant.values.tenantOrgId,
        })),
      );
    }),
  );

  router.json(roleMemberRemove, async (context) =>
    changeMembers(context, 'role.membersRemove', async (tenant, row, accounts) => {
      const stranger = accounts.find((entry) => entry.holds === null);
      if (stranger) throw new ApiError(409, 'role.notMember', { name: stranger.name });
      if (row.builtIn && (await memberCount(tenant.db, row.id)) - context.input.accountIds.length < 1) {
        throw new ApiError(409, 'role.lastMember');
      }
      await tenant.db
        .delete(accountRole)
        .where(and(eq(accountRole.roleId, row.id), inArray(accountRole.accountId, context.input.accountIds)));
    }),
  );
}
