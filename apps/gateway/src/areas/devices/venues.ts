// Venues (issue 9): where an organisation's devices stand. A venue ID is unique in the
// organisation (a unique index backs the check); a venue with devices cannot be deleted. The data
// layer keeps every read and write to the caller's organisation.
import {
  venueAdd,
  venueDelete,
  venueDetail,
  venueDeviceExport,
  venueDevicePage,
  venueEdit,
  venueExport,
  venuePage,
  venueSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import { device, testPlanSlot, venue } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type RowOf, type TenantWrite } from '../../tenancy/scoped.ts';
import type { AreaDeps } from '../area.ts';
import { pageOfDevices } from './devices.ts';

async function venueRecord(db: Executor, row: RowOf<typeof venue>) {
  const [devices] = await db.select({ n: count() }).from(device).where(eq(device.venueId, row.id));
  return {
    venueId: row.id,
    code: row.code,
    name: row.name,
    type: row.type as 'playground',
    capacity: row.capacity,
    location: row.location,
    status: row.status as 'enabled' | 'disabled',
    deviceCount: devices?.n ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

async function checkVenueCode(tenant: TenantWrite, code: string, ownId: string | null) {
  const taken = await tenant.scoped(venue).exists(eq(venue.code, code), ownId ? ne(venue.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'venue.duplicateCode', { code });
}

export function registerVenueRoutes(router: Router, deps: Pick<AreaDeps, 'db' | 'exactTotalBelow'>): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(venuePage, async ({ caller, input }) => {
    const page = await data.scoped(venue, caller).page(input, {
      where: and(
        input.name ? or(ilike(venue.name, containing(input.name)), eq(venue.code, input.name)) : undefined,
        input.type ? eq(venue.type, input.type) : undefined,
        input.status ? eq(venue.status, input.status) : undefined,
      ),
      orderBy: sortedBy(input, { code: venue.code, name: venue.name, capacity: venue.capacity }, [asc(venue.code)]),
    });
    return { ...page, records: await Promise.all(page.records.map((row) => venueRecord(db, row))) };
  });
  router.rows(venueExport, venuePage);

  router.json(venueDetail, async ({ caller, input }) =>
    venueRecord(db, await data.scoped(venue, caller).one(input.venueId, 'venue.notFound')),
  );

  router.json(venueAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        await checkVenueCode(tenant, input.code, null);
        const venueId = crypto.randomUUID();
        await tenant.db.insert(venue).values({ id: venueId, ...tenant.values, ...input });
        return { venueId };
      },
      { id: 'venue.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(venueEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      venue,
      input.venueId,
      'venue.notFound',
      async (existing, venues, tenant) => {
        await checkVenueCode(tenant, input.code, existing.id);
        await venues.update(existing.id, {
          code: input.code,
          name: input.name,
          type: input.type,
          capacity: input.capacity,
          location: input.location,
        });
        return null;
      },
      { id: 'venue.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(venueSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, venue, input.venueId, 'venue.notFound', async (existing, venues) => {
      await venues.update(existing.id, { status: input.status });
      return null;
    }),
  );

  router.json(venueDelete, async ({ caller, input }) =>
    data.writeRow(caller, venue, input.venueId, 'venue.notFound', async (existing, venues, tenant) => {
      if ((await tenant.scoped(device).count(eq(device.venueId, existing.id))) > 0) {
        throw new ApiError(409, 'venue.hasDevices');
      }
      // A test's time slots name the venue: it goes only once they have gone or moved elsewhere.
      if (await tenant.scoped(testPlanSlot).exists(eq(testPlanSlot.venueId, existing.id))) {
        throw new ApiError(409, 'venue.hasSlots');
      }
      await venues.delete(existing.id);
      return null;
    }),
  );

  router.json(venueDevicePage, async ({ caller, input }) => {
    const found = await data.scoped(venue, caller).one(input.venueId, 'venue.notFound');
    return pageOfDevices(db, data.scoped(device, caller), eq(device.venueId, found.id), input, deps.exactTotalBelow);
  });
  router.rows(venueDeviceExport, venueDevicePage);
}
