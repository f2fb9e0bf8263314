// What the imports of staff (teachers, users) read alike from a row: lists in one cell, and the
// roles a row names, by the names the template lists.
import type { RowFailure } from '../../imports/rowChecks.ts';
import type { roleChoicesOf } from './staffAccounts.ts';

/** The login account column of a staff import (teachers, users): the key of a repeated upload. */
export const ACCOUNT_COLUMN = { key: 'accountNum', heading: 'import.column.account' } as const;

/**
 * The roles column of a staff import: the organisation's roles by name, several in a cell, as the
 * values sheet lists them.
 */
export const ROLE_COLUMN = { key: 'role', maxLength: 2_000, valuesSheet: true } as const;

/** The items of a cell listing several (roles, classes): separated by commas, semicolons or 、. */
export function listCell(text: string): string[] {
  return text
    .split(/[,，;；、\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Reads the role names of a cell as the organisation's role ids, case aside. */
export function roleReader(roles: Awaited<ReturnType<typeof roleChoicesOf>>): (cell: string) => string[] | RowFailure {
  const roleByName = new Map(roles.map((one) => [one.name.toLowerCase(), one.roleId]));
  return (cell) => {
    const roleIds: string[] = [];
    for (const name of listCell(cell)) {
      const roleId = roleByName.get(name.toLowerCase());
      if (!roleId) return { id: 'teacher.roleUnknown', values: { name } };
      if (!roleIds.includes(roleId)) roleIds.push(roleId);
    }
    return roleIds.length === 0 ? { id: 'validation.roles.required' } : roleIds;
  };
}
