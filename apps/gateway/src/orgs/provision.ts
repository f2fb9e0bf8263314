// What makes a new organisation usable, shared by the demo seed and organisation management: the
// organisation row, its built-in roles holding every menu of its frame, and accounts holding roles.
import { randomUUID } from 'node:crypto';
import {
  creatableRoleTypes,
  type Frame,
  frameOf,
  hasScreen,
  mobileMenuIds,
  type OrganisationType,
} from '@school-sports/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { account, accountRole, menu, organisation, person, role, roleMenu } from '../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The catalogue entries an organisation of `type` can grant, as the `menu` table holds them now
 * (the platform's operators edit it): its frame's, without screens its type lacks, each with its
 * parent, in menu order.
 */
export async function grantableMenus(
  db: Database | Transaction,
  type: OrganisationType,
  frame: Frame = frameOf(type),
): Promise<Array<{ id: string; pid: string }>> {
  const rows = await db
    .select({ id: menu.id, pid: menu.pid, menuPath: menu.menuPath })
    .from(menu)
    .where(eq(menu.frame, frame))
    .orderBy(asc(menu.sortNum), asc(menu.id));
  return rows
    .filter((row) => row.menuPath === '' || hasScreen(type, row.menuPath))
    .map((row) => ({ id: row.id, pid: row.pid }));
}

/** The ids of {@link grantableMenus}. */
export async function grantableMenuIds(
  db: Database | Transaction,
  type: OrganisationType,
  frame: Frame = frameOf(type),
): Promise<string[]> {
  return (await grantableMenus(db, type, frame)).map((entry) => entry.id);
}

/**
 * The built-in administrator role of each organisation type: its name, and its role type (SPEC 6:
 * the first creatable role type, the school or university administrator; none for 10, 30 and 41).
 */
export const BUILT_IN_ADMIN_ROLE_NAMES = {
  10: '平台管理员',
  21: '学校管理员',
  22: '高校管理员',
  30: '企业管理员',
  41: '机构管理员',
} as const satisfies Record<OrganisationType, string>;

const BUILT_IN_REMARK = '内置角色，拥有本机构全部权限';

/** An organisation's own fields; everything else takes the table's defaults. */
export type OrganisationValues = typeof organisation.$inferInsert & { type: OrganisationType };

/**
 * Inserts an organisation with its built-in administrator role, which holds every menu and button
 * of the organisation's frame. Answers the role's id.
 */
export async function insertOrganisation(
  tx: Transaction,
  values: OrganisationValues,
): Promise<{ adminRoleId: string }> {
  await tx.insert(organisation).values(values);
  const adminRoleId = randomUUID();
  await tx.insert(role).values({
    id: adminRoleId,
    orgId: values.id,
    tenantOrgId: values.tenantOrgId,
    name: BUILT_IN_ADMIN_ROLE_NAMES[values.type],
    type: creatableRoleTypes(values.type)[0] ?? '',
    remark: BUILT_IN_REMARK,
    builtIn: true,
  });
  await tx.insert(roleMenu).values(
    [...(await grantableMenuIds(tx, values.type)), ...mobileMenuIds(frameOf(values.type))].map((menuId) => ({
      roleId: adminRoleId,
      menuId,
      tenantOrgId: values.tenantOrgId,
    })),
  );
  return { adminRoleId };
}

/** The ids of the menu table as it is, before the catalogue is written at start. */
export async function storedMenuIds(db: Database): Promise<ReadonlySet<string>> {
  return new Set((await db.select({ id: menu.id }).from(menu)).map((row) => row.id));
}

/**
 * Gives every built-in administrator role the catalogue entries of its frame that were not in the
 * menu table before (`known`): a button added to the catalogue after an organisation was created (an
 * export, the promotion) reaches its administrators on the next start, as if the organisation were
 * created today. A new entry reaches a role only where the role holds the entry's parent (or the
 * parent is new too and reaches it): a menu an administrator took away from the role does not come
 * back through a new button of it. Entries the role had and lost stay lost, and custom roles get
 * nothing here: their administrators grant new entries on the roles screen (docs/decisions.md,
 * "Menu management").
 */
export async function grantNewMenusToBuiltInRoles(db: Database, known: ReadonlySet<string>): Promise<void> {
  if (known.size === 0) return;
  const builtIn = await db
    .select({ roleId: role.id, tenantOrgId: role.tenantOrgId, type: organisation.type })
    .from(role)
    .innerJoin(organisation, eq(organisation.id, role.orgId))
    .where(eq(role.builtIn, true));
  for (const entry of builtIn) {
    const type = entry.type as OrganisationType;
    const fresh = (await grantableMenus(db, type)).filter((menuEntry) => !known.has(menuEntry.id));
    const freshMobile = mobileMenuIds(frameOf(type)).filter((id) => !known.has(id));
    if (fresh.length === 0 && freshMobile.length === 0) continue;
    const held = new Set(
      (await db.select({ menuId: roleMenu.menuId }).from(roleMenu).where(eq(roleMenu.roleId, entry.roleId))).map(
        (row) => row.menuId,
      ),
    );
    const added = [...reachedThroughParents(fresh, held), ...freshMobile];
    if (added.length === 0) continue;
    await db
      .insert(roleMenu)
      .values(added.map((menuId) => ({ roleId: entry.roleId, menuId, tenantOrgId: entry.tenantOrgId })))
      .onConflictDoNothing();
  }
}

/**
 * The ids of the `fresh` entries whose parent is held (`held`, or a fresh entry reached itself) or
 * which stand at the top; a new group's new menus and buttons are reached through it, whatever
 * order the catalogue lists them in.
 */
export function reachedThroughParents(
  fresh: readonly { id: string; pid: string }[],
  held: ReadonlySet<string>,
): string[] {
  const reached = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of fresh) {
      if (reached.has(entry.id)) continue;
      if (entry.pid === '' || held.has(entry.pid) || reached.has(entry.pid)) {
        reached.add(entry.id);
        grew = true;
      }
    }
  }
  return fresh.filter((entry) => reached.has(entry.id)).map((entry) => entry.id);
}

/** Stores a new person who signs in as `accountNum` with `passwordHash`; answers the person's id. */
export async function insertPerson(
  tx: Transaction,
  values: { accountNum: string; name: string; passwordHash: string; mobile?: string | null },
): Promise<string> {
  const personId = randomUUID();
  await tx.insert(person).values({ id: personId, ...values });
  return personId;
}

/** Gives a person an account in an organisation holding `roleIds`; answers the account's id. */
export async function insertAccount(
  tx: Transaction,
  values: { personId: string; orgId: string; tenantOrgId: string; roleIds: readonly string[]; isCurrent: boolean },
): Promise<string> {
  const accountId = randomUUID();
  await tx.insert(account).values({
    id: accountId,
    personId: values.personId,
    orgId: values.orgId,
    tenantOrgId: values.tenantOrgId,
    isCurrent: values.isCurrent,
    currentRoleId: values.roleIds.length === 1 ? (values.roleIds[0] ?? null) : null,
  });
  await tx
    .insert(accountRole)
    .values(values.roleIds.map((roleId) => ({ accountId, roleId, tenantOrgId: values.tenantOrgId })));
  return accountId;
}

/**
 * Creates an organisation ready to use: the organisation, its built-in roles with every menu of its
 * frame, and its administrator (a new person with the given account name and password hash) holding
 * the administrator role. Run inside the caller's transaction, so all of it or nothing is stored.
 */
export async function createOrganisationWithAdmin(
  tx: Transaction,
  values: OrganisationValues,
  admin: { accountNum: string; name: string; passwordHash: string },
): Promise<{ adminAccountId: string; adminPersonId: string; adminRoleId: string }> {
  const { adminRoleId } = await insertOrganisation(tx, values);
  const adminPersonId = await insertPerson(tx, admin);
  const adminAccountId = await insertAccount(tx, {
    personId: adminPersonId,
    orgId: values.id,
    tenantOrgId: values.tenantOrgId,
    roleIds: [adminRoleId],
    isCurrent: true,
  });
  await tx.update(organisation).set({ adminAccountId }).where(eq(organisation.id, values.id));
  return { adminAccountId, adminPersonId, adminRoleId };
}
