// Menu management (issue 47): the menu catalogue itself, as the platform's operators edit it on the
// admin frame's `menuManagement` screen. Every web frame's menus and buttons, with their names in
// the three languages, paths, icons, order and permission codes; a change reaches the role
// permission trees and the signed-in staff's next menu load. The code's catalogue seeds it.
import {
  menuAddFields,
  menuFrameSchema,
  menuNameFields,
  menuPositionSchema,
  plainText,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput } from './fields.ts';
import * as call from './screen.ts';

/** A catalogue entry's id: the code's are `k12:org/class:add`, longer than a record id may be. */
const menuIdField = withChecks(
  z.string({ error: 'menu.notFound' }),
  z.trim(),
  z.minLength(1, { error: 'menu.notFound', abort: true }),
  z.maxLength(200, 'menu.notFound'),
  plainText(),
);

/** One entry of a frame's catalogue, as the menu management tree shows it. */
export const menuRecord = z.object({
  menuId: z.string(),
  /** The parent entry's id; `'0'` for a top-level group. */
  pid: z.string(),
  frame: z.string(),
  /** `'0'` a menu or group, `'1'` a button of its menu. */
  menuType: z.enum(['0', '1']),
  /** The route below the frame; a button carries its menu's; `''` for a group. */
  menuPath: z.string(),
  /** A button's permission code; `''` for a menu. */
  permission: z.string(),
  sortNum: z.number(),
  nameZhCn: z.string(),
  nameZhTw: z.string(),
  nameEnUs: z.string(),
  icon: z.string(),
  /** Whether the app has the menu's screen yet; other menus open the shared "planned" page. */
  screenStatus: z.enum(['built', 'planned']),
  /** `catalogue`: from the code's catalogue; `operator`: added here. */
  origin: z.enum(['catalogue', 'operator']),
  /** How many roles, of every organisation, hold the entry. */
  roleCount: z.number(),
});

/** What deleting an entry removes: it and every entry below it, and the roles that lose them. */
export const menuDeletion = z.object({
  menuId: z.string(),
  /** The entries that go, the entry first, then those below it, menus before their buttons. */
  entries: z.array(
    z.object({ menuId: z.string(), menuType: z.enum(['0', '1']), name: z.string(), menuPath: z.string() }),
  ),
  menuCount: z.number(),
  buttonCount: z.number(),
  /** How many roles hold any of them, and in how many organisations. */
  roleCount: z.number(),
  orgCount: z.number(),
});

const menuScreen = call.screen('menu', 'menuManagement', { menuId: menuIdField });

/** `GET /api/busi/web/menu/list`: a frame's whole catalogue, flat, in order (the screen builds the tree). */
export const menuList = call.read(menuScreen, 'List', 'list', {
  // The admin frame's unless asked: the screen opens on it, the platform's own menus.
  request: z.object({
    frame: z._default(menuFrameSchema, 'admin'),
    /** Entries whose names, path or code contain it; none: the whole tree. */
    keyword: keywordInput(40, 'validation.menu.keyword'),
  }),
  data: z.array(menuRecord),
  summary: "One organisation type's menus and buttons, flat, each with the roles holding it",
});

/** `POST /api/busi/web/menu/add`: a new menu, group or button, last among its siblings. */
export const menuAdd = call.add(menuScreen, menuAddFields, 'Add a menu, a group of menus or a button');

/** `POST /api/busi/web/menu/edit`: an entry's names and icon changed; its path and code stay. */
export const menuEdit = call.edit(
  menuScreen,
  menuNameFields,
  "Change a menu's names in the three languages and its icon",
);

/** `POST /api/busi/web/menu/move`: an entry put under another parent of its frame, or in another place among its siblings. */
export const menuMove = call.write(menuScreen, 'Move', 'move', 'move', {
  request: z.object({ menuId: menuIdField, pid: menuIdField, index: menuPositionSchema }),
  data: z.null(),
  summary: 'Move a menu under another parent of its organisation type, or reorder it among its siblings',
});

/** `GET /api/busi/web/menu/deletePreview`: what deleting an entry would remove, before it is confirmed. */
export const menuDeletePreview = call.read(menuScreen, 'DeletePreview', 'deletePreview', {
  request: z.object({ menuId: menuIdField }),
  data: menuDeletion,
  summary: 'What deleting a menu removes: the entries below it and how many roles hold them',
});

/**
 * `POST /api/busi/web/menu/delete`: an entry and every entry below it deleted, and taken from the
 * roles holding them. `entryCount` is the preview's count of entries: a catalogue changed since
 * answers 409, so nothing is removed that the operator was not shown.
 */
export const menuDelete = call.write(menuScreen, 'Delete', 'delete', 'delete', {
  request: z.object({
    menuId: menuIdField,
    entryCount: withChecks(z.int({ error: 'menu.changed' }), z.gte(1, 'menu.changed'), z.lte(100_000, 'menu.changed')),
  }),
  data: z.null(),
  summary: 'Delete a menu with everything below it, taking it from every role, after its preview',
});
