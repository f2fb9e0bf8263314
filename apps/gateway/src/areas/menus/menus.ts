// Menu management (issue 47): the admin frame's `menuManagement` screen, where the platform's
// operators edit the menu catalogue of every web frame: add, rename, move and delete menus, groups
// and buttons. The catalogue is the platform's, not an organisation's: only the platform's own
// management organisation (the root) may change it, whatever a role lets see the screen. Roles'
// permission trees, their grants and the signed-in menu load all read the `menu` table, so a change
// shows there on the next call. docs/decisions.md, "Menu management", says how the code's catalogue
// and the operators' changes meet on each start (`seed/menus.ts`).
import { randomUUID } from 'node:crypto';
import {
  FRAMES,
  type Frame,
  frameOf,
  hasScreen,
  type OperatorField,
  type OrganisationType,
  screenStatusOf,
} from '@school-sports/domain';
import {
  type DataOf,
  menuAdd,
  menuDelete,
  menuDeletePreview,
  menuEdit,
  menuList,
  menuMove,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, countDistinct, eq, ilike, inArray, max, or } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../audit/log.ts';
import type { Database } from '../../db/index.ts';
import { menu, menuRemoved, organisation, role, roleMenu } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Caller, Router } from '../../http/router.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Executor } from '../../tenancy/scoped.ts';

type MenuRow = typeof menu.$inferSelect;
type Deletion = DataOf<typeof menuDeletePreview>;

/** Entries no deletion may take: without them an organisation could not manage its roles, nor the platform its menus. */
const PROTECTED_PATHS = ['role', 'menuManagement'];

const webFrames: ReadonlySet<string> = new Set(FRAMES);

/** The web catalogue's entry `id` (the mobile catalogue is not edited here), or a 404. */
async function entryOf(db: Executor, id: string): Promise<MenuRow> {
  const [row] = await db.select().from(menu).where(eq(menu.id, id));
  if (!row || !webFrames.has(row.frame)) throw new ApiError(404, 'menu.notFound');
  return row;
}

/** A parent named by a form: `'0'` (the top) or a menu of `frame`, never a button. */
async function parentOf(db: Executor, frame: string, pid: string): Promise<MenuRow | null> {
  if (pid === '0') return null;
  const [parent] = await db.select().from(menu).where(eq(menu.id, pid));
  if (!parent || !webFrames.has(parent.frame)) throw new ApiError(400, 'menu.parentNotFound', { field: 'pid' });
  if (parent.frame !== frame) throw new ApiError(400, 'menu.parentFrame', { field: 'pid' });
  if (parent.menuType === '1') throw new ApiError(400, 'menu.parentIsButton', { field: 'pid' });
  return parent;
}

/** The fields of a catalogue entry the operators have now changed, `changed` added. */
function withOperatorFields(row: MenuRow, changed: readonly OperatorField[]): string[] {
  return [...new Set([...row.operatorFields, ...changed])].sort();
}

/** An entry and every entry below it, the entry first, each parent before its children. */
function subtreeOf(rows: readonly MenuRow[], root: MenuRow): MenuRow[] {
  const children = new Map<string, MenuRow[]>();
  for (const row of rows) children.set(row.pid, [...(children.get(row.pid) ?? []), row]);
  const order = (list: MenuRow[]) =>
    list.sort((a, b) => Number(a.menuType) - Number(b.menuType) || a.sortNum - b.sortNum || a.id.localeCompare(b.id));
  const result: MenuRow[] = [];
  const seen = new Set<string>();
  const visit = (row: MenuRow) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    result.push(row);
    for (const child of order(children.get(row.id) ?? [])) visit(child);
  };
  visit(root);
  return result;
}

/** Entries whose names in any language, path or permission code contain `keyword`. */
function matching(keyword: string) {
  const pattern = containing(keyword);
  return or(
    ilike(menu.nameZhCn, pattern),
    ilike(menu.nameZhTw, pattern),
    ilike(menu.nameEnUs, pattern),
    ilike(menu.menuPath, pattern),
    ilike(menu.permission, pattern),
  );
}

export function registerMenuRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  /** Refuses a caller outside the platform's own management organisation, as a missing grant is. */
  async function checkPlatformOperator(caller: Caller | null): Promise<void> {
    if (!(await data.tenant(caller).isPlatformOperator())) throw new ApiError(403, 'auth.forbidden');
  }

  /** What deleting `root` removes: the entries, and the roles (and their organisations) holding any. */
  async function deletionOf(tx: Executor, root: MenuRow): Promise<{ rows: MenuRow[]; deletion: Deletion }> {
    const rows = subtreeOf(await tx.select().from(menu).where(eq(menu.frame, root.frame)), root);
    const ids = rows.map((row) => row.id);
    const [holders] = await tx
      .select({ roles: countDistinct(roleMenu.roleId), orgs: countDistinct(role.orgId) })
      .from(roleMenu)
      .innerJoin(role, eq(role.id, roleMenu.roleId))
      .where(inArray(roleMenu.menuId, ids));
    const deletion: Deletion = {
      menuId: root.id,
      entries: rows.map((row) => ({
        menuId: row.id,
        menuType: row.menuType === '1' ? ('1' as const) : ('0' as const),
        name: row.nameZhCn,
        menuPath: row.menuPath,
      })),
      menuCount: rows.filter((row) => row.menuType !== '1').length,
      buttonCount: rows.filter((row) => row.menuType === '1').length,
      roleCount: holders?.roles ?? 0,
      orgCount: holders?.orgs ?? 0,
    };
    return { rows, deletion };
  }

  /**
   * Gives a new entry to every built-in administrator role whose organisation's type gets it, as a
   * new organisation's administrators get every menu of their frame (`orgs/provision.ts`).
   */
  async function grantToBuiltInRoles(tx: Executor, frame: string, menuId: string, menuPath: string): Promise<void> {
    const builtIn = await tx
      .select({ roleId: role.id, tenantOrgId: role.tenantOrgId, type: organisation.type })
      .from(role)
      .innerJoin(organisation, eq(organisation.id, role.orgId))
      .where(eq(role.builtIn, true));
    const holders = builtIn.filter((entry) => {
      const type = entry.type as OrganisationType;
      return frameOf(type) === frame && (menuPath === '' || hasScreen(type, menuPath));
    });
    if (holders.length === 0) return;
    await tx
      .insert(roleMenu)
      .values(holders.map((entry) => ({ roleId: entry.roleId, menuId, tenantOrgId: entry.tenantOrgId })))
      .onConflictDoNothing();
  }

  router.json(menuList, async ({ caller, input }) => {
    await checkPlatformOperator(caller);
    const rows = await db
      .select({ row: menu, roleCount: count(roleMenu.roleId) })
      .from(menu)
      .leftJoin(roleMenu, eq(roleMenu.menuId, menu.id))
      .where(and(eq(menu.frame, input.frame), input.keyword ? matching(input.keyword) : undefined))
      .groupBy(menu.id)
      .orderBy(asc(menu.sortNum), asc(menu.id));
    return rows.map(({ row, roleCount }) => ({
      menuId: row.id,
      pid: row.pid,
      frame: row.frame,
      menuType: row.menuType === '1' ? ('1' as const) : ('0' as const),
      menuPath: row.menuPath,
      permission: row.permission,
      sortNum: row.sortNum,
      nameZhCn: row.nameZhCn,
      nameZhTw: row.nameZhTw,
      nameEnUs: row.nameEnUs,
      icon: row.icon,
      screenStatus: row.screenStatus === 'built' ? ('built' as const) : ('planned' as const),
      origin: row.origin === 'operator' ? ('operator' as const) : ('catalogue' as const),
      roleCount,
    }));
  });

  router.json(menuAdd, async ({ caller, input, request }) => {
    await checkPlatformOperator(caller);
    const frame: Frame = input.frame;
    const isButton = input.menuType === '1';
    const path = input.menuPath ?? '';
    const code = input.permission ?? '';
    if (isButton && code === '') throw new ApiError(400, 'menu.buttonNeedsCode', { field: 'permission' });
    if (!isButton && code !== '') throw new ApiError(400, 'menu.menuHasNoCode', { field: 'permission' });
    if (isButton && path !== '') throw new ApiError(400, 'menu.buttonHasNoPath', { field: 'menuPath' });
    return data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const parent = await parentOf(tx, frame, input.pid);
      if (isButton && (!parent || parent.menuPath === '')) {
        throw new ApiError(400, 'menu.buttonParent', { field: 'pid' });
      }
      // A menu's id is its frame and path, as the code's are: the gateway checks a screen's grants by
      // it (`auth/callers.ts`), so a planned screen an operator adds now is checked once it is built.
      // A button's id is its permission code, unique in the whole catalogue.
      let menuId: string;
      if (isButton) {
        menuId = code;
        const [taken] = await tx
          .select({ id: menu.id })
          .from(menu)
          .where(or(eq(menu.id, code), eq(menu.permission, code)));
        if (taken) throw new ApiError(409, 'menu.permissionTaken', { code, field: 'permission' });
      } else if (path !== '') {
        menuId = `${frame}:${path}`;
        const [taken] = await tx
          .select({ id: menu.id })
          .from(menu)
          .where(or(eq(menu.id, menuId), and(eq(menu.frame, frame), eq(menu.menuType, '0'), eq(menu.menuPath, path))));
        if (taken) throw new ApiError(409, 'menu.pathTaken', { path, field: 'menuPath' });
      } else {
        menuId = `${frame}:#${randomUUID().slice(0, 8)}`;
      }
      const [last] = await tx
        .select({ sortNum: max(menu.sortNum) })
        .from(menu)
        .where(and(eq(menu.frame, frame), eq(menu.pid, input.pid), eq(menu.menuType, input.menuType)));
      const menuPath = isButton ? (parent?.menuPath ?? '') : path;
      await tx.insert(menu).values({
        id: menuId,
        frame,
        pid: input.pid,
        menuType: input.menuType,
        menuPath,
        permission: code,
        sortNum: (last?.sortNum ?? 0) + 10,
        nameZhCn: input.nameZhCn,
        nameZhTw: input.nameZhTw,
        nameEnUs: input.nameEnUs,
        icon: input.icon ?? '',
        screenStatus: screenStatusOf(input.menuType, menuPath),
        origin: 'operator',
      });
      // An entry the operators deleted and now add again is theirs: the seed leaves it as they make it.
      await tx.delete(menuRemoved).where(eq(menuRemoved.id, menuId));
      await grantToBuiltInRoles(tx, frame, menuId, menuPath);
      await recordAudit(tx, request, {
        ...actorOf(caller),
        action: 'menu.add',
        target: `menu:${menuId} ${input.nameZhCn}`,
      });
      return { menuId };
    });
  });

  router.json(menuEdit, async ({ caller, input, request }) => {
    await checkPlatformOperator(caller);
    return data.write(caller, async (tenant) => {
      const row = await entryOf(tenant.db, input.menuId);
      const icon = input.icon ?? row.icon;
      const changed: OperatorField[] = [];
      if (input.nameZhCn !== row.nameZhCn || input.nameZhTw !== row.nameZhTw || input.nameEnUs !== row.nameEnUs) {
        changed.push('names');
      }
      if (icon !== row.icon) changed.push('icon');
      await tenant.db
        .update(menu)
        .set({
          nameZhCn: input.nameZhCn,
          nameZhTw: input.nameZhTw,
          nameEnUs: input.nameEnUs,
          icon,
          operatorFields: withOperatorFields(row, changed),
        })
        .where(eq(menu.id, row.id));
      await recordAudit(tenant.db, request, {
        ...actorOf(caller),
        action: 'menu.edit',
        target: `menu:${row.id} ${input.nameZhCn}`,
        detail: changed.join(','),
      });
      return null;
    });
  });

  router.json(menuMove, async ({ caller, input, request }) => {
    await checkPlatformOperator(caller);
    return data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const row = await entryOf(tx, input.menuId);
      // A button's id and code name its menu's screen: it changes its order there, never its menu.
      if (row.menuType === '1' && input.pid !== row.pid) {
        throw new ApiError(400, 'menu.buttonStays', { field: 'pid' });
      }
      await parentOf(tx, row.frame, input.pid);
      const frameRows = await tx.select().from(menu).where(eq(menu.frame, row.frame));
      const byId = new Map(frameRows.map((entry) => [entry.id, entry]));
      for (let current = byId.get(input.pid); current; current = byId.get(current.pid)) {
        if (current.id === row.id) throw new ApiError(400, 'menu.cycle', { field: 'pid' });
      }
      const siblings = frameRows
        .filter((entry) => entry.pid === input.pid && entry.menuType === row.menuType && entry.id !== row.id)
        .sort((a, b) => a.sortNum - b.sortNum || a.id.localeCompare(b.id));
      siblings.splice(Math.min(input.index, siblings.length), 0, row);
      for (const [index, entry] of siblings.entries()) {
        const sortNum = (index + 1) * 10;
        const moved = entry.id === row.id && input.pid !== row.pid;
        if (sortNum === entry.sortNum && !moved) continue;
        const changed: OperatorField[] = moved ? ['pid', 'sortNum'] : ['sortNum'];
        await tx
          .update(menu)
          .set({
            pid: entry.id === row.id ? input.pid : entry.pid,
            sortNum,
            operatorFields: withOperatorFields(entry, changed),
          })
          .where(eq(menu.id, entry.id));
      }
      await recordAudit(tx, request, {
        ...actorOf(caller),
        action: 'menu.move',
        target: `menu:${row.id} ${row.nameZhCn}`,
        detail: `under ${input.pid} at ${input.index}`,
      });
      return null;
    });
  });

  router.json(menuDeletePreview, async ({ caller, input }) => {
    await checkPlatformOperator(caller);
    return (await deletionOf(db, await entryOf(db, input.menuId))).deletion;
  });

  router.json(menuDelete, async ({ caller, input, request }) => {
    await checkPlatformOperator(caller);
    return data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const { rows, deletion } = await deletionOf(tx, await entryOf(tx, input.menuId));
      if (rows.some((row) => row.menuType === '0' && PROTECTED_PATHS.includes(row.menuPath))) {
        throw new ApiError(409, 'menu.protected');
      }
      // What the operator confirmed is what goes: a catalogue changed since the preview is shown again.
      if (rows.length !== input.entryCount) throw new ApiError(409, 'menu.changed');
      const ids = rows.map((row) => row.id);
      await tx.delete(roleMenu).where(inArray(roleMenu.menuId, ids));
      await tx.delete(menu).where(inArray(menu.id, ids));
      // The code's entries stay deleted on the next start; the operators' own are simply gone.
      const fromCatalogue = rows.filter((row) => row.origin !== 'operator').map((row) => ({ id: row.id }));
      if (fromCatalogue.length > 0) await tx.insert(menuRemoved).values(fromCatalogue).onConflictDoNothing();
      await recordAudit(tx, request, {
        ...actorOf(caller),
        action: 'menu.delete',
        target: `menu:${deletion.menuId} ${rows[0]?.nameZhCn ?? ''}`,
        detail: `${deletion.menuCount} menus, ${deletion.buttonCount} buttons, ${deletion.roleCount} roles`,
      });
      return null;
    });
  });
}
