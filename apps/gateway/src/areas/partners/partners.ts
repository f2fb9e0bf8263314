// The partner platforms of third-party sign-in (issue 47): the admin frame's `thirdParty` screen,
// where a management organisation registers the platforms (a regional education cloud) whose users
// may sign into it and the organisations below it. docs/decisions.md, "Third-party sign-in", says
// who may; docs/third-party-sign-in.md is the protocol the partners follow.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  checkTransition,
  isLoopbackIssuer,
  type PartnerAccountClaim,
  type PartnerProtocol,
} from '@school-sports/domain';
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
    protocol: row.protocol === 'oidc' ? 'oidc' : 'signedQuery',
    issuer: row.issuer,
    oidcClientId: row.oidcClientId,
    accountClaim: row.accountClaim as PartnerAccountClaim | null,
  };
}

/** What a registration's protocol is read from (add and edit alike). */
interface PartnerInput {
  protocol: PartnerProtocol;
  redirectUris: string[];
  issuer: string;
  oidcClientId: string;
  accountClaim: PartnerAccountClaim;
}

/**
 * The stored columns of a registration's protocol: a signed query's return addresses, or an OpenID
 * Connect partner's provider (its return addresses none). An issuer over plain http on the loopback
 * is the partner simulator's, taken only where the gateway runs for tests or a demonstration.
 */
function protocolColumns(input: PartnerInput, loopbackIssuers: boolean) {
  if (input.protocol === 'signedQuery') {
    return { redirectUris: input.redirectUris, issuer: null, oidcClientId: null, accountClaim: null };
  }
  if (isLoopbackIssuer(input.issuer) && !loopbackIssuers) {
    throw new ApiError(400, 'validation.partner.issuer', { field: 'issuer' });
  }
  return {
    redirectUris: [],
    // Without its trailing slash the issuer is still the provider's own name for itself, which discovery checks.
    issuer: input.issuer,
    oidcClientId: input.oidcClientId,
    accountClaim: input.accountClaim,
  };
}

export function registerPartnerRoutes(
  router: Router,
  deps: { db: Database; partnerSecrets: SecretBox; loopbackIssuers: boolean },
): void {
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
      const columns = protocolColumns(input, deps.loopbackIssuers);
      const partnerId = randomUUID();
      const clientId = newClientId();
      // A signed query's secret is made here and shown once; an OpenID Connect partner's is its
      // provider's, typed by the administrator, and never answered back.
      const secret = input.protocol === 'signedQuery' ? newPartnerSecret() : null;
      await tenant.db.insert(partner).values({
        id: partnerId,
        ...tenant.values,
        clientId,
        name: input.name,
        protocol: input.protocol,
        secretSealed: partnerSecrets.seal(secret ?? input.clientSecret),
        orgIds: input.orgIds,
        ...columns,
      });
      return { partnerId, clientId, secret };
    }),
  );

  router.json(partnerEdit, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners, tenant) => {
      // Each protocol keeps a secret of its own kind: a change would leave the partner without one.
      if (input.protocol !== existing.protocol) throw new ApiError(409, 'partner.protocolFixed', { field: 'protocol' });
      await checkOrgs(tenant, input.orgIds);
      const columns = protocolColumns(input, deps.loopbackIssuers);
      const newSecret = input.protocol === 'oidc' && input.clientSecret !== '';
      await partners.update(existing.id, {
        name: input.name,
        orgIds: input.orgIds,
        ...columns,
        ...(newSecret ? { secretSealed: partnerSecrets.seal(input.clientSecret), secretIssuedAt: new Date() } : {}),
      });
      return null;
    }),
  );

  router.json(partnerRotateSecret, async ({ caller, input }) =>
    data.writeRow(caller, partner, input.partnerId, 'partner.notFound', async (existing, partners) => {
      if (existing.protocol !== 'signedQuery') {
        throw new ApiError(409, 'partner.secretFromProvider', { field: 'partnerId' });
      }
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
