// The menu catalogue as the platform's operators edit it (issue 47, menu management): what an entry
// they add or change may hold. The code's catalogue (web.ts) is the seed; docs/decisions.md, "Menu
// management", says how the two meet on each start.
import * as z from 'zod/mini';
import { FRAMES } from '../organisation.ts';
import { withChecks } from '../schema.ts';
import { text } from '../text.ts';

/** The longest name, path, permission code and icon name of a catalogue entry. */
export const MENU_LIMITS = { name: 30, path: 100, permission: 120, icon: 40, position: 999 } as const;

// A route below a frame: segments of letters, digits, `_` and `-`, separated by single slashes,
// starting with a letter. What the side menu and the route table can both read.
const MENU_PATH = /^[A-Za-z][\w-]*(?:\/[A-Za-z0-9][\w-]*)*$/;
// A permission code: letters, digits and `_ - : / # .` (the code's own are `k12:org/class:add`).
const PERMISSION_CODE = /^[A-Za-z][\w:/#.-]*$/;
const ICON_NAME = /^[a-z0-9-]*$/;

/** An entry's name in one language: required, one plain line, at most 30 characters. */
/*#__NO_SIDE_EFFECTS__*/
function menuName() {
  return text({
    max: MENU_LIMITS.name,
    required: 'validation.menu.nameRequired',
    lengthId: 'validation.menu.nameLength',
  });
}

/** A menu's route below its frame (`dataCenter/school`), or '' for a group that only holds menus. */
export const menuPathSchema = text(
  { max: MENU_LIMITS.path, lengthId: 'validation.menu.path' },
  z.regex(/^$|^[A-Za-z]/, 'validation.menu.path'),
  z.refine((path: string) => path === '' || MENU_PATH.test(path), 'validation.menu.path'),
);

/** A button's permission code: required of a button, unique in the whole catalogue. */
export const menuPermissionSchema = text(
  { max: MENU_LIMITS.permission, lengthId: 'validation.menu.permission' },
  z.refine((code: string) => code === '' || PERMISSION_CODE.test(code), 'validation.menu.permission'),
);

/** An entry's icon: a name of lowercase letters, digits and `-`, or '' for the default. */
export const menuIconSchema = text(
  { max: MENU_LIMITS.icon, lengthId: 'validation.menu.icon' },
  z.regex(ICON_NAME, 'validation.menu.icon'),
);

/** A web frame, whose menus the catalogue lists (the mobile catalogue is not edited here). */
export const menuFrameSchema = z.enum(FRAMES, { error: 'validation.menu.frame' });

/** An entry's kind: `'0'` a menu (or a group of menus), `'1'` a button of its menu. */
export const menuKindSchema = z.enum(['0', '1'], { error: 'validation.menu.kind' });

/** The place an entry is put at among its siblings: 0 first; past the last puts it last. */
export const menuPositionSchema = withChecks(
  z.int({ error: 'validation.menu.position' }),
  z.gte(0, 'validation.menu.position'),
  z.lte(MENU_LIMITS.position, 'validation.menu.position'),
);

/** An entry's names in the three languages and its icon: what an edit changes. */
export const menuNameFields = {
  nameZhCn: menuName(),
  nameZhTw: menuName(),
  nameEnUs: menuName(),
  icon: z.optional(menuIconSchema),
};

/** A new entry as the menu management form sends it. */
export const menuAddFields = {
  frame: menuFrameSchema,
  /** The parent entry's id; `'0'` for a top-level group. */
  pid: text({ max: 200, required: 'validation.menu.parent' }),
  menuType: menuKindSchema,
  menuPath: z.optional(menuPathSchema),
  permission: z.optional(menuPermissionSchema),
  ...menuNameFields,
};

/** The fields of a catalogue entry an operator may change; the seed leaves each one they changed. */
export const OPERATOR_FIELDS = ['pid', 'sortNum', 'names', 'icon'] as const;

/** One of {@link OPERATOR_FIELDS}. */
export type OperatorField = (typeof OPERATOR_FIELDS)[number];
