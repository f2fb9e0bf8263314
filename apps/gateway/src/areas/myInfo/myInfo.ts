import { type DomainLocale, FRAME_PATHS, frameOf, parseOrganisationType } from '@school-sports/domain';
import type { DataOf } from '@school-sports/gateway-client/contract';
import {
  editAccount,
  editUser,
  getSimpleInfo,
  getUserInfo,
  postSimpleInfo,
  switchOrg,
  switchRole,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf, recordAudit } from '../../audit/log.ts';
import { hashPasswordDigest, passwordDigestOf, verifyPasswordDigest } from '../../auth/password.ts';
import { revokeOtherSessions, setSessionAccount } from '../../auth/sessions.ts';
import { clearFailures, recordFailure, refuseWhileLocked } from '../../auth/throttle.ts';
import type { Database } from '../../db/index.ts';
import { account, accountRole, menu, organisation, person, roleMenu } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { platformName } from '../../platform.ts';
import { accountRolesWhere, ownAccounts, usableAccountRoles } from '../../tenancy/ownAccounts.ts';

type UserInfo = DataOf<typeof getUserInfo>;
type AccountSummary = UserInfo['accounts'][number];

/** Every enabled account of a person, with its organisation and roles. */
async function accountsOf(
  db: Database,
  personId: string,
  currentAccountId: string | null,
  locale: DomainLocale,
): Promise<AccountSummary[]> {
  const rows = await usableAccountRoles(db, personId);
  const fallbackName = await platformName(db, locale);
  const byAccount = new Map<string, AccountSummary>();
  for (const row of rows) {
    let summary = byAccount.get(row.accountId);
    if (!summary) {
      summary = {
        accountId: row.accountId,
        orgId: row.orgId,
        tenantOrgId: row.tenantOrgId,
        orgName: row.orgName,
        orgType: row.orgType,
        presentFlag: row.accountId === currentAccountId,
        platformName: row.platformName ?? fallbackName,
        icon: row.icon ?? '',
        loginImg: row.loginImg ?? '',
        roles: [],
      };
      byAccount.set(row.accountId, summary);
    }
    if (row.roleId && row.roleName !== null) {
      summary.roles.push({ roleId: row.roleId, roleName: row.roleName, roleType: row.roleType ?? '' });
    }
  }
  return [...byAccount.values()];
}

const nameColumn = { 'zh-CN': menu.nameZhCn, 'zh-TW': menu.nameZhTw, 'en-US': menu.nameEnUs } as const;

/** The user info of SPEC 3 for a caller, menus in `locale`. */
export async function userInfoOf(db: Database, caller: Caller, locale: DomainLocale): Promise<UserInfo> {
  const [me] = await db.select().from(person).where(eq(person.id, caller.personId));
  if (!me) throw new ApiError(401, 'auth.sessionExpired');
  const accounts = await accountsOf(db, caller.personId, caller.account?.id ?? null, locale);
  const current = accounts.find((entry) => entry.accountId === caller.account?.id) ?? null;
  const holdsRole = current?.roles.some((entry) => entry.roleId === caller.roleId) ?? false;
  const menuTree =
    caller.account && caller.roleId && holdsRole
      ? (
          await db
            .select({
              menuId: menu.id,
              pid: menu.pid,
              menuName: nameColumn[locale],
              menuPath: menu.menuPath,
              menuType: menu.menuType,
              sortNum: menu.sortNum,
              permission: menu.permission,
              screenStatus: menu.screenStatus,
              icon: menu.icon,
            })
            .from(roleMenu)
            .innerJoin(menu, eq(menu.id, roleMenu.menuId))
            .where(and(eq(roleMenu.roleId, caller.roleId), eq(menu.frame, caller.account.frame)))
            .orderBy(asc(menu.sortNum), asc(menu.id))
        ).map((entry) => ({
          ...entry,
          menuType: entry.menuType === '1' ? ('1' as const) : ('0' as const),
          screenStatus: entry.screenStatus === 'built' ? ('built' as const) : ('planned' as const),
        }))
      : [];
  return {
    user: {
      personId: me.id,
      name: me.name,
      accountNum: me.accountNum,
      mobile: me.mobile ?? '',
      avatar: me.avatar ?? '',
    },
    accounts,
    currentAccount: current,
    currentRoleId: holdsRole ? caller.roleId : null,
    menuTree,
    currentTypePath: caller.account ? FRAME_PATHS[caller.account.frame] : '',
  } as UserInfo;
}

function required(caller: Caller | null): Caller {
  if (!caller) throw new ApiError(401, 'auth.notLoggedIn');
  return caller;
}

export function registerMyInfoRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  router.json(getUserInfo, async ({ caller, request }) => userInfoOf(db, required(caller), requestLocale(request)));

  router.json(switchOrg, async ({ input, caller: maybe, request }) => {
    const caller = required(maybe);
    const [target] = await db
      .select({ id: account.id, orgType: organisation.type })
      .from(account)
      .innerJoin(organisation, eq(organisation.id, account.orgId))
      .where(and(ownAccounts.usable(caller.personId), ownAccounts.in(caller.personId, input)));
    if (!target) throw new ApiError(403, 'auth.accountUnavailable');
    const roles = await db
      .select({ roleId: accountRole.roleId })
      .from(accountRole)
      .where(eq(accountRole.accountId, target.id));
    const roleId = roles.length === 1 ? (roles[0]?.roleId ?? null) : null;
    await db.transaction(async (tx) => {
      await tx.update(account).set({ isCurrent: false }).where(eq(account.personId, caller.personId));
      await tx
        .update(account)
        .set({ isCurrent: true, ...(roleId ? { currentRoleId: roleId } : {}) })
        .where(eq(account.id, target.id));
      await setSessionAccount(tx, caller.session.id, target.id, roleId);
    });
    return { accounts: await accountsOf(db, caller.personId, target.id, requestLocale(request)) };
  });

  router.json(switchRole, async ({ input, caller: maybe, request }) => {
    const caller = required(maybe);
    const [held] = await accountRolesWhere(
      db,
      and(
        eq(accountRole.accountId, input.accountId),
        eq(accountRole.roleId, input.roleId),
        ownAccounts.in(caller.personId, { tenantOrgId: input.tenantOrgId }),
        eq(account.status, 'enabled'),
      ),
    );
    if (!held) throw new ApiError(403, 'auth.accountUnavailable');
    await db.transaction(async (tx) => {
      await tx.update(account).set({ isCurrent: false }).where(eq(account.personId, caller.personId));
      await tx
        .update(account)
        .set({ isCurrent: true, currentRoleId: input.roleId })
        .where(eq(account.id, held.accountId));
      await setSessionAccount(tx, caller.session.id, held.accountId, input.roleId);
    });
    const orgType = parseOrganisationType(held.orgType);
    const switched: Caller = {
      ...caller,
      account: {
        id: held.accountId,
        orgId: held.orgId,
        tenantOrgId: held.tenantOrgId,
        orgType,
        frame: frameOf(orgType),
      },
      roleId: input.roleId,
      // The scope read with the session was the old role's.
      dataScope: undefined,
    };
    return userInfoOf(db, switched, requestLocale(request));
  });

  const simpleInfo = async ({ input, request }: { input: { orgId?: string | undefined }; request: FastifyRequest }) => {
    const fallback = await platformName(db, requestLocale(request));
    if (input.orgId) {
      const [org] = await db.select().from(organisation).where(eq(organisation.id, input.orgId));
      if (org && org.status === 'enabled') {
        return { platformName: org.platformName ?? fallback, icon: org.icon ?? '', loginImg: org.loginImg ?? '' };
      }
    }
    return { platformName: fallback, icon: '', loginImg: '' };
  };
  router.json(getSimpleInfo, simpleInfo);
  router.json(postSimpleInfo, simpleInfo);

  router.json(editUser, async ({ input, caller: maybe }) => {
    const caller = required(maybe);
    if (input.mobile) {
      const [taken] = await db
        .select({ id: person.id })
        .from(person)
        .where(and(eq(person.mobile, input.mobile), ne(person.id, caller.personId)));
      if (taken) throw new ApiError(409, 'auth.mobileTaken');
    }
    await db
      .update(person)
      .set({ name: input.name, mobile: input.mobile || null, avatar: input.avatar || null })
      .where(eq(person.id, caller.personId));
    return null;
  });

  router.json(editAccount, async ({ input, caller: maybe, request }) => {
    const caller = required(maybe);
    // Whoever holds a session may not guess the password faster than sign-in allows: the same
    // locks, counted against the same person and address.
    const subject = { kind: 'person', value: caller.personId } as const;
    await refuseWhileLocked(db, subject, request.ip);
    const [me] = await db.select().from(person).where(eq(person.id, caller.personId));
    if (!me || !(await verifyPasswordDigest(input.oldPassword, me.passwordHash))) {
      await recordFailure(db, subject.kind, subject.value);
      await recordFailure(db, 'ip', request.ip);
      throw new ApiError(400, 'auth.oldPasswordWrong');
    }
    await clearFailures(db, subject.kind, subject.value);
    const passwordHash = await hashPasswordDigest(passwordDigestOf(input.newPassword));
    await db.transaction(async (tx) => {
      await tx.update(person).set({ passwordHash }).where(eq(person.id, caller.personId));
      await revokeOtherSessions(tx, caller.personId, caller.session.id);
      await recordAudit(tx, request, { ...actorOf(caller), action: 'password.change', target: me.accountNum });
    });
    return null;
  });
}
