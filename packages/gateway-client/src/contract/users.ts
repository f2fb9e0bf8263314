// Users (issue 7): the `user` screen of the admin frame, the staff of a management organisation.
// A user is an account of the organisation (person + account + its roles): a login account unique on
// the whole platform, a name, a mobile number, roles, an enablement status and a password set on add.
// The request fields shared with the teachers' screens live here too.
import {
  loginAccountSchema,
  mobileNumberSchema,
  passwordSchema,
  personNameSchema,
  plainText,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, recordId, recordIds } from './fields.ts';
import * as call from './screen.ts';

/** The most roles one account may be given in one call. */
export const ROLES_PER_ACCOUNT_MAX = 20;

/** An account's enablement status (SPEC 4 "enabled/disabled"). */
export const staffStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

/** A search text of a people list (name, login account, mobile ...): at most 30 characters. */
export const peopleKeyword = keywordInput();

/** The roles an account holds: at least one role of the organisation, each once. */
export const roleIdsInput = recordIds('validation.roles.required', ROLES_PER_ACCOUNT_MAX);

/** A mobile number that may be left out: `''` or a valid number. */
export const optionalMobileInput = z._default(
  z.union([
    z.pipe(
      withChecks(z.string(), z.trim(), z.maxLength(0), plainText()),
      z.transform(() => ''),
    ),
    mobileNumberSchema,
  ]),
  '',
);

/** A role as a people screen shows it beside an account. */
export const heldRole = z.object({ roleId: z.string(), name: z.string() });

/** The sign-in of a new staff account (users and teachers alike). */
export const newAccountFields = {
  /** 6 to 20 characters, unique on the whole platform (account names and mobile numbers). */
  accountNum: loginAccountSchema,
  /** In clear (over TLS) like every new password, so the gateway applies the 6 to 20 rule itself. */
  password: passwordSchema,
};

/** What a staff account's record says of the caller's reach over it (users and teachers alike). */
export const accountStanding = {
  /** The caller's own account: it cannot be disabled or deleted here. */
  isSelf: z.boolean(),
  /**
   * The person also belongs to an organisation outside the caller's reach: their name, mobile
   * number and password are theirs to change, not this organisation's.
   */
  identityShared: z.boolean(),
  createdAt: z.string(),
};

/** A role the organisation offers, for the people forms' role choice. */
export const roleChoice = z.object({ roleId: z.string(), name: z.string(), builtIn: z.boolean() });

const userRecordFields = {
  accountId: z.string(),
  accountNum: z.string(),
  name: z.string(),
  /** `''` when the person has none. */
  mobile: z.string(),
  roles: z.array(heldRole),
  status: staffStatus,
  /** The department the account belongs to, `''` for none. */
  departmentName: z.string(),
  ...accountStanding,
};

/** A user as the list and the edit form show it. */
export const userRecord = z.object(userRecordFields);

const userScreen = call.screen('user', 'user', { accountId: recordId() });

/** `GET /api/busi/web/user/page`: a page of the organisation's accounts. */
export const userPage = call.page(
  userScreen,
  { keyword: peopleKeyword, status: z.optional(staffStatus), roleId: z.optional(recordId('role.notFound')) },
  userRecord,
  'A page of the organisation’s users, searched by name, login account or mobile, by status and role',
  ['name', 'accountNum', 'status'],
);

/** Every user the list finds with the same filters, streamed for its export. */
export const userExport = call.exported(userScreen, userPage);

/** `GET /api/busi/web/user/detail`: one account of the organisation. */
export const userDetail = call.detail(userScreen, userRecord, 'One user of the organisation with their roles');

/** `GET /api/busi/web/user/roles`: the roles a user of the organisation can be given. */
export const userRoleChoices = call.read(userScreen, 'RoleChoices', 'roles', {
  request: z.object({}),
  data: z.array(roleChoice),
  summary: 'The roles of the organisation, for the user form',
});

const userFields = {
  name: personNameSchema,
  mobile: optionalMobileInput,
  roleIds: roleIdsInput,
};

/** `POST /api/busi/web/user/add`: a new person with an account of the organisation. */
export const userAdd = call.add(
  userScreen,
  { ...newAccountFields, ...userFields },
  'Add a user: a new person (login account and mobile unique on the platform) holding roles of the organisation',
);

/** `POST /api/busi/web/user/edit`: a user's name, mobile number and roles; the login account stays. */
export const userEdit = call.edit(
  userScreen,
  userFields,
  'Edit a user’s name, mobile and roles; a built-in role keeps at least one member',
);

/** `POST /api/busi/web/user/status`: enables or disables an account. */
export const userSetStatus = call.setStatus(
  userScreen,
  staffStatus,
  'Enable or disable a user (not one’s own account); a disabled account’s sessions end',
);

/** `POST /api/busi/web/user/resetPassword`: a new password for a user. */
export const userResetPassword = call.resetPassword(
  userScreen,
  passwordSchema,
  'Set a new password (6 to 20) for a user; every session of that person ends',
);

/** `POST /api/busi/web/user/delete`: deletes an account of the organisation. */
export const userDelete = call.remove(
  userScreen,
  'Delete a user’s account with its roles (not one’s own, nor a built-in role’s last member); the person stays while they have other accounts',
);

/** `GET /api/busi/web/user/import/template`: the user import template in the caller's language. */
export const userImportTemplate = call.importTemplate(
  userScreen,
  'The .xlsx template of the user import: headings, instructions and the valid values (roles)',
);

/**
 * `POST /api/busi/web/user/import`: the user import (multipart: field `password`, the initial
 * password of new users, then one .xlsx file). Answers the failure file; `content-disposition`
 * names the counts. The login account is the key: a user already there is updated, never doubled.
 */
export const userImport = call.importFile(
  userScreen,
  { password: passwordSchema },
  'Import users from the template (.xlsx, no formulas): new ones get the initial password sent, existing ones (by login account) are updated; the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/user/import/progress`: how far the caller's user import has got. */
export const userImportProgress = call.importProgress(
  userScreen,
  'How far the caller’s user import named by progressId has got: rows checked, then rows written',
);
