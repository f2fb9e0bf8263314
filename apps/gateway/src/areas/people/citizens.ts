// Citizens (issue 7): the `user/citizen` screen of the nf frame. A citizen belongs to one
// organisation, with a mobile number unique in it; the data layer keeps every read and write to
// the caller's organisation.
import { randomUUID } from 'node:crypto';
import { checkTransition, isSex } from '@school-sports/domain';
import {
  citizenAdd,
  citizenDelete,
  citizenDetail,
  citizenEdit,
  citizenExport,
  citizenPage,
  citizenSetStatus,
  type DataOf,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { citizen } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { enablementOf } from './staffAccounts.ts';

type CitizenRecord = DataOf<typeof citizenDetail>;

function recordOf(row: typeof citizen.$inferSelect): CitizenRecord {
  return {
    citizenId: row.id,
    name: row.name,
    sex: isSex(row.sex) ? row.sex : 'male',
    mobile: row.mobile,
    idCard: row.idCard,
    birthDate: row.birthDate ?? null,
    address: row.address,
    status: enablementOf(row.status),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The columns the citizen form sets, alike when adding and editing. */
function citizenColumns(input: HandlerContext<typeof citizenAdd>['input']) {
  const { name, sex, mobile, idCard, birthDate, address } = input;
  return { name, sex, mobile, idCard, birthDate, address };
}

export function registerCitizenRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  /** Refuses a mobile number another citizen of the organisation has. */
  async function checkMobile(tenant: TenantWrite, mobile: string, ownId: string | null) {
    const taken = await tenant
      .scoped(citizen)
      .exists(eq(citizen.mobile, mobile), ownId ? ne(citizen.id, ownId) : undefined);
    if (taken) throw new ApiError(409, 'citizen.mobileTaken', { mobile });
  }

  router.json(citizenPage, async ({ caller, input }) => {
    const pattern = input.keyword ? containing(input.keyword) : undefined;
    const page = await data.scoped(citizen, caller).page(input, {
      where: and(
        input.status ? eq(citizen.status, input.status) : undefined,
        pattern
          ? or(ilike(citizen.name, pattern), ilike(citizen.mobile, pattern), ilike(citizen.idCard, pattern))
          : undefined,
      ),
      orderBy: sortedBy(input, { name: citizen.name, mobile: citizen.mobile, status: citizen.status }, [
        desc(citizen.createdAt),
        asc(citizen.mobile),
      ]),
    });
    return { ...page, records: page.records.map(recordOf) };
  });
  router.rows(citizenExport, citizenPage);

  router.json(citizenDetail, async ({ caller, input }) =>
    recordOf(await data.scoped(citizen, caller).one(input.citizenId, 'citizen.notFound')),
  );

  router.json(citizenAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        await checkMobile(tenant, input.mobile, null);
        const citizenId = randomUUID();
        await tenant.db.insert(citizen).values({ id: citizenId, ...tenant.values, ...citizenColumns(input) });
        return { citizenId };
      },
      { id: 'citizen.mobileTaken', values: { mobile: input.mobile } },
    ),
  );

  router.json(citizenEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      citizen,
      input.citizenId,
      'citizen.notFound',
      async (existing, citizens, tenant) => {
        await checkMobile(tenant, input.mobile, existing.id);
        await citizens.update(existing.id, citizenColumns(input));
        return null;
      },
      { id: 'citizen.mobileTaken', values: { mobile: input.mobile } },
    ),
  );

  router.json(citizenSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, citizen, input.citizenId, 'citizen.notFound', async (existing, citizens) => {
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await citizens.update(existing.id, { status: input.status });
      return null;
    }),
  );

  router.json(citizenDelete, async ({ caller, input }) =>
    data.writeRow(caller, citizen, input.citizenId, 'citizen.notFound', async (existing, citizens) => {
      await citizens.delete(existing.id);
      return null;
    }),
  );
}
