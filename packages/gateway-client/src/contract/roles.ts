// Roles and permissions (issue 8): the `role` screen of every frame. A role has a type (SPEC 6's
// role type codes, where the organisation type has them), a name, a remark, the web menus and
// buttons it grants, the mobile app's functions it grants, and members (accounts of the organisation).
import { DATA_SCOPES, plainText, ROLE_TYPES, roleNameSchema, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { accountFields, keywordInput, pageFields, pageOf, recordId, recordIds } from './fields.ts';
import * as call from './screen.ts';

/** The longest remark of a role. */
export const ROLE_REMARK_MAX = 100;
/** The most menu ids one role may be sent with (the largest frame has fewer). */
const MENU_IDS_MAX = 1000;
/** The most accounts one member call may name. */
export const ROLE_MEMBERS_PER_REQUEST = 200;

// Spread into the detail without `.shape`: a property read at module level would keep every
// schema of this module in any bundle that imports the contract.
const roleRecordFields = {
  roleId: z.string(),
  name: z.string(),
  /** A role type code of SPEC 6, or `''`. */
  type: z.string(),
  remark: z.string(),
  /** Created with the organisation: cannot be deleted or lose role management. */
  builtIn: z.boolean(),
  /** How much of the organisation's students the role's holders see. */
  dataScope: z.enum(DATA_SCOPES),
  memberCount: z.int(),
  createdAt: z.string(),
};

/** A role as the list shows it. */
export const roleRecord = z.object(roleRecordFields);

/** A role with what it grants. */
export const roleDetailData = z.object({
  ...roleRecordFields,
  /** Web menus and buttons granted (catalogue ids). */
  menuIds: z.array(z.string()),
  /** Mobile functions granted (catalogue ids). */
  mobileMenuIds: z.array(z.string()),
});

/** One entry of a permission tree, in the request's language. */
export const permissionEntry = z.object({
  menuId: z.string(),
  /** `'0'` at the top. */
  pid: z.string(),
  name: z.string(),
  /** `'0'` a menu, `'1'` a button. */
  menuType: z.enum(['0', '1']),
  sortNum: z.int(),
});

const menuIdsInput = withChecks(
  z.array(recordId('validation.role.menus'), { error: 'validation.role.menus' }),
  z.maxLength(MENU_IDS_MAX, 'validation.role.menus'),
);

const roleFields = {
  /** A role type code the organisation type offers, or `''` where it offers none. */
  type: z._default(
    withChecks(
      z.string({ error: 'validation.roleType.value' }),
      z.maxLength(16, { error: 'validation.roleType.value', abort: true }),
      z.refine((code: string) => code === '' || Object.hasOwn(ROLE_TYPES, code), 'validation.roleType.value'),
      plainText(),
    ),
    '',
  ),
  name: roleNameSchema,
  remark: z._default(
    withChecks(
      z.string({ error: 'validation.role.remark' }),
      z.trim(),
      z.maxLength(ROLE_REMARK_MAX, 'validation.role.remark'),
      plainText(),
    ),
    '',
  ),
  menuIds: z._default(menuIdsInput, []),
  mobileMenuIds: z._default(menuIdsInput, []),
  /** Left out: a new role starts with its type's default, an edited one keeps its own. */
  dataScope: z.optional(z.enum(DATA_SCOPES, { error: 'validation.dataScope.value' })),
};

const accountIdsInput = recordIds(
  'validation.accountIds.count',
  ROLE_MEMBERS_PER_REQUEST,
  'validation.accountIds.duplicate',
);

const keyword = keywordInput();

const roleScreen = call.screen('role', 'role', { roleId: recordId() });

/** `GET /api/busi/web/role/page`: the organisation's roles. */
export const rolePage = call.page(
  roleScreen,
  { name: keyword },
  roleRecord,
  'A page of the organisation’s roles, by name, with their member counts',
  ['name', 'memberCount'],
);

/** Every role the list finds with the same filters, streamed for its export. */
export const roleExport = call.exported(roleScreen, rolePage);

/** `GET /api/busi/web/role/detail`: one role with the menus, buttons and mobile functions it grants. */
export const roleDetail = call.detail(roleScreen, roleDetailData, 'One role of the organisation with what it grants');

/** `GET /api/busi/web/role/permissions`: what a role of this organisation can grant, as two trees. */
export const rolePermissions = call.read(roleScreen, 'Permissions', 'permissions', {
  request: z.object({}),
  data: z.object({
    web: z.array(permissionEntry),
    mobile: z.array(permissionEntry),
    /** The role types this organisation offers (empty where it has none). */
    roleTypes: z.array(z.string()),
  }),
  summary: 'The web menus with their buttons and the mobile functions a role of this organisation can grant',
});

/** `POST /api/busi/web/role/add`: a new role. */
export const roleAdd = call.add(
  roleScreen,
  roleFields,
  'Add a role (name unique in the organisation); a granted button brings its menu with it',
);

/** `POST /api/busi/web/role/edit`: changes a role; its members see the change on their next request. */
export const roleEdit = call.edit(
  roleScreen,
  roleFields,
  'Edit a role; a built-in role keeps role management, so no organisation can lock itself out',
);

/** `POST /api/busi/web/role/delete`: deletes a role without members that is not built in. */
export const roleDelete = call.remove(roleScreen, 'Delete a role; refused for built-in roles and while it has members');

/** An account of the organisation, as the member screens list it. */
export const roleMemberRecord = z.object(accountFields);

const roleMemberScreen = call.screen('roleMember', 'role', { roleId: recordId() }, 'role/member');

/** `GET /api/busi/web/role/member/page`: the members of a role. */
export const roleMemberPage = call.read(roleMemberScreen, 'Page', 'page', {
  request: z.object({ roleId: recordId(), ...pageFields, keyword }),
  data: pageOf(roleMemberRecord),
  summary: 'A page of a role’s members, searched by name, account or mobile',
});

/** `GET /api/busi/web/role/member/candidates`: accounts of the organisation not holding the role. */
export const roleMemberCandidates = call.read(roleMemberScreen, 'Candidates', 'candidates', {
  request: z.object({ roleId: recordId(), ...pageFields, keyword }),
  data: pageOf(roleMemberRecord),
  summary: 'A page of the organisation’s accounts that do not hold the role',
});

/** `POST /api/busi/web/role/member/add`: gives a role to accounts of the organisation. */
export const roleMemberAdd = call.members(
  roleMemberScreen,
  'add',
  accountIdsInput,
  'Give a role to accounts of the organisation (an account may hold several roles)',
);

/** `POST /api/busi/web/role/member/remove`: takes a role from accounts. */
export const roleMemberRemove = call.members(
  roleMemberScreen,
  'remove',
  accountIdsInput,
  'Take a role from accounts; a built-in role keeps at least one member',
);
