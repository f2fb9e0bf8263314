import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPasswordDigest, passwordDigestOf } from '../auth/password.ts';
import type { Database } from '../db/index.ts';
import { organisation, person } from '../db/schema.ts';
import { insertAccount, insertOrganisation } from '../orgs/provision.ts';

/** The platform's first administrator, made on a production database's first start. */
export interface FirstAdmin {
  /** The login account, `sysadmin` unless the operator chose another. */
  account: string;
  /** From `INITIAL_ADMIN_PASSWORD`; never stored or logged in clear. */
  password: string;
  /** The management centre's name. */
  organisationName: string;
}

/** An empty production database and no password to give its first administrator: the start stops. */
export class FirstAdminMissing extends Error {
  constructor() {
    super(
      'The database is empty: set INITIAL_ADMIN_PASSWORD (and optionally INITIAL_ADMIN_ACCOUNT, INITIAL_ORG_NAME) for the first administrator, or INITIAL_DATA=demo for the demo data',
    );
  }
}

/**
 * On an empty database (no organisation yet), creates the management centre with its built-in
 * administrator role and one account holding it, in one transaction. Everything else (schools,
 * their administrators) is then made in the app by that account. Returns whether it created them.
 */
export async function seedFirstAdmin(db: Database, admin: FirstAdmin): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organisation);
  if ((existing?.n ?? 0) > 0) return false;
  if (!admin.password) throw new FirstAdminMissing();
  const passwordHash = await hashPasswordDigest(passwordDigestOf(admin.password));
  await db.transaction(async (tx) => {
    const orgId = randomUUID();
    const { adminRoleId } = await insertOrganisation(tx, {
      id: orgId,
      tenantOrgId: orgId,
      name: admin.organisationName,
      code: '01',
      type: 10,
    });
    const personId = randomUUID();
    await tx.insert(person).values({ id: personId, accountNum: admin.account, name: admin.account, passwordHash });
    const accountId = await insertAccount(tx, {
      personId,
      orgId,
      tenantOrgId: orgId,
      roleIds: [adminRoleId],
      isCurrent: true,
    });
    await tx.update(organisation).set({ adminAccountId: accountId }).where(eq(organisation.id, orgId));
  });
  return true;
}
