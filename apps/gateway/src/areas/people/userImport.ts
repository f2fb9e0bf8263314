// The user import of a management organisation: the template with the organisation's roles, and
// the upload answered with the failure file. A user is keyed by login account, so a repeated upload
// updates the users it made; each row is checked and written as the user form would be, in a
// savepoint of its batch, so a refused row leaves the others as they are.
import { loginAccountSchema, personNameSchema } from '@school-sports/domain';
import {
  optionalMobileInput,
  userImport,
  userImportProgress,
  userImportTemplate,
} from '@school-sports/gateway-client/contract';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { account, person } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { writeEachRow } from '../../imports/eachRow.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import {
  createStaffAccount,
  hashNewPassword,
  personConflicts,
  roleChoicesOf,
  setAccountRoles,
  updatePerson,
  withConflicts,
} from './staffAccounts.ts';
import { ACCOUNT_COLUMN, ROLE_COLUMN, roleReader } from './staffImport.ts';

/** The user import's columns, in template order. */
const USER_COLUMNS = importColumns(['name', ACCOUNT_COLUMN, ROLE_COLUMN], ['mobile']);

/** How a user import is recorded. */
const USER_IMPORT: FinishedImport = {
  action: 'import.users',
  tables: ['person', 'account', 'account_role'],
  name: 'import.kind.user',
};

type UserColumn = (typeof USER_COLUMNS)[number]['key'];

const userRowSchema = z.object({ accountNum: loginAccountSchema, name: personNameSchema, mobile: optionalMobileInput });

/** A valid row of the user import. */
type UserRow = z.output<typeof userRowSchema> & { roleIds: string[] };

export function registerUserImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(userImportTemplate, async ({ caller, request }) => {
    const roles = await roleChoicesOf(data.tenant(caller));
    return templateAnswer({
      locale: requestLocale(request),
      kind: 'import.kind.user',
      columns: USER_COLUMNS,
      instructions: ['import.instructions.values', 'import.instructions.user'],
      values: [{ heading: 'import.column.role', items: roles.map((one) => one.name), multiple: true }],
    });
  });

  registerImportProgress(router, userImportProgress, data);

  /** Writes one user: a new one (with the import's password), or the one of that login account. */
  async function writeImportedUser(tenant: TenantWrite, row: UserRow, passwordHash: string) {
    const [existing] = await tenant.db
      .select({ accountId: account.id, personId: account.personId })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(tenant.scoped(account).where(sql`lower(${person.accountNum}) = lower(${row.accountNum})`));
    if (existing) {
      await updatePerson(tenant, existing.personId, { name: row.name, mobile: row.mobile });
      await setAccountRoles(tenant, existing.accountId, row.roleIds);
      return;
    }
    await createStaffAccount(tenant, { ...row, passwordHash });
  }

  router.importing(userImport, async (upload) =>
    importUpload(db, upload, USER_IMPORT, async (fields) => {
      const { caller } = upload;
      // One hash for the import's new users: hashing is slow on purpose, once is enough.
      const passwordHash = await hashNewPassword(fields.password);
      const rolesOf = roleReader(await roleChoicesOf(data.tenant(caller)));
      const kind: ImportKind<UserColumn, UserRow> = {
        columns: USER_COLUMNS,
        parse(cells) {
          const check = rowChecks<UserColumn>();
          const fields = check.schema(userRowSchema, cells);
          const roleIds = rolesOf(cells.role);
          if (!Array.isArray(roleIds)) check.fail('role', roleIds.id, roleIds.values);
          if (!fields || !Array.isArray(roleIds) || check.failures.length > 0) return check.failures;
          return { ...fields, roleIds };
        },
        keys: (row) => [
          ['accountNum', row.accountNum],
          ...(row.mobile === '' ? [] : [['mobile', row.mobile] as const]),
        ],
        write: async (tx, rows) =>
          writeEachRow(await data.lockedIn(tx, caller), rows, (savepoint, row) =>
            withConflicts(personConflicts(row), () => writeImportedUser(savepoint, row, passwordHash)),
          ),
      };
      return kind;
    }),
  );
}
