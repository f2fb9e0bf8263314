// Organisation management (issue 6, the admin frame). A management organisation manages the organisations below it in its tree, never
// itself, an ancestor, or another tenant's: any other id answers "not found". Every write runs in one
// transaction that first locks the caller's organisation row, so two clicks on "add" make one
// organisation, and the checks and the writes of one manager never interleave.
import {
  canHaveChildOrganisations,
  checkTransition,
  type OrganisationType,
  parseOrganisationType,
} from '@school-sports/domain';
import {
  type DataOf,
  orgAdd,
  orgDetail,
  orgEdit,
  orgExport,
  orgPage,
  orgParentOptions,
  orgResetAdminPassword,
  orgSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actorOf, recordAudit } from '../../audit/log.ts';
import { hashPasswordDigest, passwordDigestOf } from '../../auth/password.ts';
import { revokeSessionsWhere } from '../../auth/sessions.ts';
import type { Database } from '../../db/index.ts';
import { account, organisation, person, session } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { createOrganisationWithAdmin } from '../../orgs/provision.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { dataLayer, type Executor, type Tenant } from '../../tenancy/scoped.ts';
import { checkIdentityOwned } from '../people/identity.ts';

type ManagedOrg = DataOf<typeof orgDetail>;

/** The name of the unique index a write broke, if it broke one. */
function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return { constraint: String(current.constraint ?? '') };
    current = current.cause as typeof current;
  }
  return null;
}

/** A password as the browser would send it at sign-in, stored the same way as every password. */
function hashPassword(password: string): Promise<string> {
  return hashPasswordDigest(passwordDigestOf(password));
}

const parent = alias(organisation, 'parent');

const managedColumns = {
  orgId: organisation.id,
  parentId: organisation.parentId,
  parentName: parent.name,
  name: organisation.name,
  code: organisation.code,
  type: organisation.type,
  status: organisation.status,
  adminAccount: person.accountNum,
  contactName: organisation.contactName,
  contactPhone: organisation.contactPhone,
  address: organisation.address,
  longitude: organisation.longitude,
  latitude: organisation.latitude,
  deviceActivationCode: organisation.deviceActivationCode,
  activatableDeviceCount: organisation.activatableDeviceCount,
  activatedDeviceCount: organisation.activatedDeviceCount,
  generalAdminPasswordHash: organisation.generalAdminPasswordHash,
  createdAt: organisation.createdAt,
};

function managedQuery(tx: Executor, where: SQL | undefined) {
  return tx
    .select(managedColumns)
    .from(organisation)
    .leftJoin(parent, eq(parent.id, organisation.parentId))
    .leftJoin(account, eq(account.id, organisation.adminAccountId))
    .leftJoin(person, eq(person.id, account.personId))
    .where(where);
}

function managedRecordOf(row: Awaited<ReturnType<typeof managedQuery>>[number]): ManagedOrg {
  const { generalAdminPasswordHash, createdAt, ...rest } = row;
  return {
    ...rest,
    parentId: row.parentId ?? '',
    parentName: row.parentName ?? '',
    status: row.status === 'disabled' ? 'disabled' : 'enabled',
    adminAccount: row.adminAccount ?? '',
    hasGeneralAdminPassword: generalAdminPasswordHash !== null,
    createdAt: createdAt.toISOString(),
  };
}

/** The columns the organisation form sets as given, alike when adding and editing. */
function organisationFormColumns(input: Omit<HandlerContext<typeof orgEdit>['input'], 'orgId'>) {
  const { name, code, contactName, contactPhone, address, longitude, latitude, deviceActivationCode } = input;
  return {
    name,
    code,
    contactName,
    contactPhone,
    address,
    longitude,
    latitude,
    deviceActivationCode,
    activatableDeviceCount: input.activatableCount,
  };
}

export function registerOrgRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  // Organisation management

  /** An organisation below the caller's, or "not found" (another tenant's, an ancestor, itself, unknown). */
  async function managedOrg(tenant: Tenant, orgId: string) {
    const [row] = await tenant.db
      .select()
      .from(organisation)
      .where(and(eq(organisation.id, orgId), tenant.managedOrganisations));
    if (!row) throw new ApiError(404, 'organisation.notFound');
    return row;
  }

  /** Refuses a code another child of the same parent has. */
  async function checkCode(tx: Executor, parentId: string, code: string, ownId: string | null): Promise<void> {
    const [taken] = await tx
      .select({ id: organisation.id })
      .from(organisation)
      .where(
        and(
          eq(organisation.parentId, parentId),
          eq(organisation.code, code),
          ownId ? ne(organisation.id, ownId) : undefined,
        ),
      );
    if (taken) throw new ApiError(409, 'organisation.duplicateCode', { code });
  }

  router.json(orgPage, async ({ caller, input }) => {
    const escaped = input.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
    const where = and(
      data.tenant(caller).managedOrganisations,
      escaped ? ilike(organisation.name, `%${escaped}%`) : undefined,
      input.type !== undefined ? eq(organisation.type, input.type) : undefined,
      input.status ? eq(organisation.status, input.status) : undefined,
    );
    return pageOfQuery(
      input,
      db.select({ n: count() }).from(organisation).where(where),
      managedQuery(db, where).orderBy(
        ...sortedBy(input, { name: organisation.name, code: organisation.code, status: organisation.status }, [
          asc(organisation.createdAt),
          asc(organisation.code),
          asc(organisation.id),
        ]),
      ),
      managedRecordOf,
    );
  });
  router.rows(orgExport, orgPage);

  router.json(orgParentOptions, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const scope = tenant.account;
    const managementTypes = ([10, 21, 22, 30, 41] as const).filter((type) => canHaveChildOrganisations(type));
    const rows = await db
      .select({
        orgId: organisation.id,
        parentId: organisation.parentId,
        name: organisation.name,
        code: organisation.code,
        type: organisation.type,
      })
      .from(organisation)
      .where(
        and(or(tenant.organisation, tenant.managedOrganisations), inArray(organisation.type, [...managementTypes])),
      )
      .orderBy(asc(organisation.createdAt), asc(organisation.code));
    return rows.map((row) => ({ ...row, parentId: row.orgId === scope.orgId ? '' : (row.parentId ?? '') }));
  });

  router.json(orgDetail, async ({ caller, input }) => {
    const [row] = await managedQuery(
      db,
      and(eq(organisation.id, input.orgId), data.tenant(caller).managedOrganisations),
    );
    if (!row) throw new ApiError(404, 'organisation.notFound');
    return managedRecordOf(row);
  });

  router.json(orgAdd, async ({ caller, input }) => {
    const scope = data.tenant(caller).account;
    const type: OrganisationType = parseOrganisationType(input.type);
    // Hashing is slow on purpose: done before the transaction, so the lock is held briefly.
    const passwordHash = await hashPassword(input.adminPassword);
    const generalAdminPasswordHash = input.generalAdminPassword ? await hashPassword(input.generalAdminPassword) : null;
    try {
      return await data.write(caller, async (tenant) => {
        const tx = tenant.db;
        const parentRow =
          input.parentId === scope.orgId
            ? (await tx.select().from(organisation).where(tenant.organisation))[0]
            : await managedOrg(tenant, input.parentId);
        if (!parentRow) throw new ApiError(404, 'organisation.notFound');
        if (!canHaveChildOrganisations(parseOrganisationType(parentRow.type))) {
          throw new ApiError(409, 'organisation.parentCannotHaveChildren');
        }
        await checkCode(tx, parentRow.id, input.code, null);
        const [taken] = await tx
          .select({ id: person.id })
          .from(person)
          .where(
            or(sql`lower(${person.accountNum}) = lower(${input.adminAccount})`, eq(person.mobile, input.adminAccount)),
          );
        if (taken) throw new ApiError(409, 'organisation.adminAccountTaken', { account: input.adminAccount });
        const orgId = crypto.randomUUID();
        await createOrganisationWithAdmin(
          tx,
          {
            id: orgId,
            tenantOrgId: tenant.values.tenantOrgId,
            parentId: parentRow.id,
            type,
            ...organisationFormColumns(input),
            activatedDeviceCount: input.activatedCount,
            generalAdminPasswordHash,
          },
          { accountNum: input.adminAccount, name: input.contactName || input.adminAccount, passwordHash },
        );
        return { orgId };
      });
    } catch (error) {
      // A request racing past the checks (another manager of the tenant) meets a unique index.
      const violation = uniqueViolation(error);
      if (violation?.constraint.startsWith('person_')) {
        throw new ApiError(409, 'organisation.adminAccountTaken', { account: input.adminAccount });
      }
      if (violation) throw new ApiError(409, 'organisation.duplicateCode', { code: input.code });
      throw error;
    }
  });

  router.json(orgEdit, async ({ caller, input }) => {
    const generalAdminPasswordHash = input.generalAdminPassword ? await hashPassword(input.generalAdminPassword) : null;
    try {
      await data.write(caller, async (tenant) => {
        const tx = tenant.db;
        const existing = await managedOrg(tenant, input.orgId);
        if (existing.parentId) await checkCode(tx, existing.parentId, input.code, existing.id);
        // The activated count is the organisation's devices (issue 9), kept by activation: an edit
        // sets the activatable count only, which must stay above it.
        if (input.activatableCount <= existing.activatedDeviceCount) {
          throw new ApiError(400, 'validation.deviceCount.activatableGreater');
        }
        await tx
          .update(organisation)
          .set({
            ...organisationFormColumns(input),
            // Blank keeps the general admin password that is set.
            ...(generalAdminPasswordHash ? { generalAdminPasswordHash } : {}),
          })
          .where(and(eq(organisation.id, existing.id), tenant.managedOrganisations));
      });
    } catch (error) {
      if (uniqueViolation(error)) throw new ApiError(409, 'organisation.duplicateCode', { code: input.code });
      throw error;
    }
    return null;
  });

  router.json(orgSetStatus, async ({ caller, input }) => {
    await data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const existing = await managedOrg(tenant, input.orgId);
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await tx.update(organisation).set({ status: input.status }).where(eq(organisation.id, existing.id));
      if (input.status === 'disabled') {
        // Sessions working in the organisation end now; the gateway refuses its accounts while disabled.
        await revokeSessionsWhere(
          tx,
          inArray(
            session.accountId,
            tx.select({ id: account.id }).from(account).where(tenant.managedAccounts(existing.id)),
          ),
        );
      }
    });
    return null;
  });

  router.json(orgResetAdminPassword, async ({ caller, input, request }) => {
    const passwordHash = await hashPassword(input.password);
    await data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const existing = await managedOrg(tenant, input.orgId);
      const [admin] = existing.adminAccountId
        ? await tx
            .select({ personId: account.personId })
            .from(account)
            .where(and(eq(account.id, existing.adminAccountId), tenant.managedAccounts(existing.id)))
        : [];
      if (!admin) throw new ApiError(409, 'organisation.noAdmin');
      await checkIdentityOwned(tx, tenant.account.orgId, admin.personId);
      const [target] = await tx
        .update(person)
        .set({ passwordHash })
        .where(eq(person.id, admin.personId))
        .returning({ accountNum: person.accountNum });
      await recordAudit(tx, request, {
        ...actorOf(caller),
        action: 'password.reset',
        target: target?.accountNum ?? admin.personId,
        detail: `organisation administrator of ${existing.id}`,
      });
      // Whoever signed in with the old password is signed out everywhere.
      await revokeSessionsWhere(tx, eq(session.personId, admin.personId));
    });
    return null;
  });
}
