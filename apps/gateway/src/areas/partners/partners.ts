// The partner platforms of third-party sign-in (issue 47): the admin frame's `thirdParty` screen,
// where a management organisation registers the platforms (a regional education cloud) whose users
// may sign into it and the organisations below it. docs/decisions.md, "Third-party sign-in", says
// who may; docs/third-party-sign-in.md is the protocol the partners follow.
import { randomBytes, randomUUID } from 'node:crypto';
import { checkTransition } from '@school-sports/domain';
import {
  type DataOf,
  partnerAdd,
  partnerDelete,
  partnerDetail,
  partnerEdit,
  partnerList,
  partnerOrgOptions,
  partnerRotateSecret,
  partnerSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { SecretBox } from '../../auth/secretBox.ts';
import type { Database } from '../../db/index.ts';
import { organisation, partner } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';

type PartnerRecord = DataOf<typeof partnerDetail>;
type PartnerOrg = DataOf<typeof partnerOrgOptions>[number];

/** A new client id: random, so one partner's id tells nothing of another's. */
function newClientId(): string {
  return `pt_${randomBytes(12).toString('hex')}`;
}

/** A new secret: 32 random bytes, written as base64url (43 characters). */
export function newPartnerSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The organisations a partner of the tenant may sign into: its own and every one below it. */
async function reachableOrgs(tenant: Tenant, ids?: readonly string[]): Promise<PartnerOrg[]> {
  return tenant.db
    .select({ orgId: organisation.id, name: organisation.name, code: organisation.code })
    .from(organisation)
    .where(
      and(
        or(tenant.organisation, tenant.managedOrganisations),
        ids === undefined ? undefined : inArray(organisation.id, [...ids]),
      ),
    )
    .orderBy(asc(organisation.name), asc(organisation.id));
}

/** Refuses organisations outside the tenant's reach; answers them otherwise. */
async function checkOrgs(tenant: Tenant, ids: readonly string[]): Promise<void> {
  const found = await reachableOrgs(tenant, ids);
  if (found.length !== ids.length) throw new ApiError(403, 'partner.orgOutside', { field: 'orgIds' });
}

function recordOf(row: typeof partner.$inferSelect, orgs: ReadonlyMap<string, PartnerOrg>): PartnerRecord {
  return {
    partnerId: row.id,
    name: row.name,
    clientId: row.clientId,
    redirectUris: row.redirectUris,
    // An organisation since gone from the caller's reach is no longer shown (nor signed into).
    orgs: row.orgIds.flatMap((orgId) => orgs.get(orgId) ?? []),
    status: row.enabled ? 'enabled' : 'disabled',
    secretIssuedAt: row.secretIssuedAt.toISOString(),
  };
}

export function registerPartnerRoutes(router: Router, deps: { db: Database; partnerSecrets: SecretBox }): void {
  const data = dataLayer(deps.db);
  const { partnerSecrets } = deps;
  const orgMap = async (tenant: Tenant) => new Map((await reachableOrgs(tenant)).map((org) => [org.orgId, org]));

  router.json(partnerList, async ({ caller }) => {
    const rows = await data.scoped(partner, caller).list({ orderBy: [asc(partner.name), asc(partner.id)] });
    const orgs = await orgMap(data.tenant(caller));
    return rows.map((row) => recordOf(row, orgs));
  });

  router.json(partnerDetail, async ({ caller, input }) =>
    recordOf(
      await data.scoped(partner, caller).one(input.partnerId, 'partner.notFound'),
      await orgMap(data.tenant(caller)),
    ),
  );

  router.json(partnerOrgOptions, async ({ caller }) => reachableOrgs(data.tenant(caller)));

  router.json(partnerAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      await checkOrgs(tenant, input.orgIds);
      const partnerId = randomUUID();
      const clientId = newClientId();
      const secret = newPartnerSecret();
      await tenant.db.insert(partner).values({
        id: partnerId,
        ...tenant.values,
        clientId,
        name: input.name,
        secretSealed: partnerSecrets.seal(secret),
        redirectUris: input.redirectUris,
        orgIds: input.orgIds,
      });
      return { partnerId, clientId, secret };
    }),
  );

  router.json(partnerEdit, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners, tenant) => {
      await checkOrgs(tenant, input.orgIds);
      await partners.update(existing.id, { name: input.name, redirectUris: input.redirectUris, orgIds: input.orgIds });
      return null;
    }),
  );

  router.json(partnerRotateSecret, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners) => {
      const secret = newPartnerSecret();
      await partners.update(existing.id, { secretSealed: partnerSecrets.seal(secret), secretIssuedAt: new Date() });
      return { partnerId: existing.id, clientId: existing.clientId, secret };
    }),
  );

  router.json(partnerSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners) => {
      const check = checkTransition('enablement', existing.enabled ? 'enabled' : 'disabled', input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await partners.update(existing.id, { enabled: input.status === 'enabled' });
      return null;
    }),
  );

  router.json(partnerDelete, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners) => {
      // Its nonces go with it (cascade): a link it signed names an unknown client from now on.
      await partners.delete(existing.id);
      return null;
    }),
  );
}

/** The partner a sign-in query names, found by its client id alone (the query names no organisation). */
export async function partnerByClientId(db: Database, clientId: string) {
  const [row] = await db.select().from(partner).where(eq(partner.clientId, clientId));
  return row;
}
