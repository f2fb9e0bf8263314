// Venues and devices (issue 9). Every query is scoped by the caller's organisation (from the session,
// never from the request); every write runs in one transaction that first locks the organisation's
// row, so checks, writes and the organisation's activated device count of one organisation never
// interleave (20 simultaneous activations cannot pass the activatable count). Unique indexes back the
// duplicate checks (venue ID per organisation; serial number and MAC address on the platform).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type DeviceStatus, deviceStatusOf, offlineCutoff, subDeviceProblem } from '@school-sports/domain';
import {
  deviceActivate,
  deviceActivationCounts,
  deviceDeactivate,
  deviceDetail,
  deviceEdit,
  deviceMove,
  devicePage,
  deviceSetFocus,
  deviceSetStatus,
  deviceState,
  deviceVenueOptions,
  venueAdd,
  venueDelete,
  venueDetail,
  venueDevicePage,
  venueEdit,
  venuePage,
  venueSetStatus,
} from '@school-sports/gateway-client/contract';
import {
  aliasedTable,
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { tokenHash } from '../../auth/sessions.ts';
import type { Database } from '../../db/index.ts';
import { device, organisation, venue } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { containing, lockOrganisation, type Scope, scopeOf, type Transaction } from '../../tenancy/scope.ts';

type VenueRow = typeof venue.$inferSelect;
type DeviceRow = typeof device.$inferSelect;

/** The unique index a write ran into, if it did. */
function uniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return null;
}

/** Whether two activation codes are equal, in time independent of where they differ. */
export function sameCode(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}

async function venueOf(tx: Transaction | Database, scope: Scope, venueId: string): Promise<VenueRow> {
  const [row] = await tx
    .select()
    .from(venue)
    .where(and(eq(venue.id, venueId), eq(venue.orgId, scope.orgId)));
  if (!row) throw new ApiError(404, 'venue.notFound');
  return row;
}

async function deviceOf(tx: Transaction | Database, scope: Scope, deviceId: string): Promise<DeviceRow> {
  const [row] = await tx
    .select()
    .from(device)
    .where(and(eq(device.id, deviceId), eq(device.orgId, scope.orgId)));
  if (!row) throw new ApiError(404, 'device.notFound');
  return row;
}

async function subDeviceCount(tx: Transaction | Database, scope: Scope, deviceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(device)
    .where(and(eq(device.orgId, scope.orgId), eq(device.parentId, deviceId)));
  return row?.n ?? 0;
}

/**
 * The parent a device (`ownId`, null for a new one) may hang under: a top-level device of the
 * organisation other than itself, and only when the device has no sub-devices of its own.
 */
async function checkParent(tx: Transaction, scope: Scope, ownId: string | null, parentId: string): Promise<DeviceRow> {
  const [parent] = await tx
    .select()
    .from(device)
    .where(and(eq(device.id, parentId), eq(device.orgId, scope.orgId)));
  const hasSubDevices = ownId ? (await subDeviceCount(tx, scope, ownId)) > 0 : false;
  const problem = subDeviceProblem(ownId, hasSubDevices, parent);
  if (problem === 'parentMissing' || !parent) throw new ApiError(404, 'device.parentNotFound');
  if (problem === 'self') throw new ApiError(409, 'device.parentIsSelf');
  if (problem === 'parentIsSubDevice') throw new ApiError(409, 'device.parentIsSubDevice');
  if (problem === 'hasSubDevices') throw new ApiError(409, 'device.hasSubDevices');
  return parent;
}

const parentDevice = aliasedTable(device, 'parent_device');

/** The columns of a device record, with its venue and parent. */
const deviceColumns = {
  row: device,
  venueCode: venue.code,
  venueName: venue.name,
  parentName: parentDevice.name,
  subDeviceCount: sql<number>`(select count(*)::int from ${device} as sub where sub.parent_id = ${device.id})`,
};

type DeviceListRow = {
  row: DeviceRow;
  venueCode: string;
  venueName: string;
  parentName: string | null;
  subDeviceCount: number;
};

function deviceRecordOf(entry: DeviceListRow, now: Date) {
  const { row } = entry;
  return {
    deviceId: row.id,
    name: row.name,
    serialNumber: row.serialNumber,
    macAddress: row.macAddress,
    venueId: row.venueId,
    venueCode: entry.venueCode,
    venueName: entry.venueName,
    parentId: row.parentId ?? '',
    parentName: entry.parentName ?? '',
    status: deviceStatusOf({ enabled: row.status === 'enabled', lastSeenAt: row.lastSeenAt }, now),
    focusMode: row.focusMode,
    activatedAt: row.activatedAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    subDeviceCount: Number(entry.subDeviceCount),
  };
}

/** The condition of a shown status at `now` (see the domain's `deviceStatusOf`). */
function statusIs(status: DeviceStatus, now: Date): SQL | undefined {
  const cutoff = offlineCutoff(now);
  if (status === 'disabled') return eq(device.status, 'disabled');
  if (status === 'offline') {
    return and(eq(device.status, 'enabled'), or(isNull(device.lastSeenAt), lt(device.lastSeenAt, cutoff)));
  }
  return and(eq(device.status, 'enabled'), isNotNull(device.lastSeenAt), gte(device.lastSeenAt, cutoff));
}

/**
 * Locks the organisation's row (as every write does) and answers its activation code and device
 * counts as they stand inside the transaction.
 */
export async function lockedDeviceCounts(tx: Transaction, scope: Scope) {
  const [row] = await tx
    .select({
      activationCode: organisation.deviceActivationCode,
      activated: organisation.activatedDeviceCount,
      activatable: organisation.activatableDeviceCount,
    })
    .from(organisation)
    .where(eq(organisation.id, scope.orgId))
    .for('update');
  if (!row) throw new ApiError(403, 'auth.forbidden');
  return row;
}

export function registerDeviceRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  /** One page of devices matching `where`: top-level devices each followed by its sub-devices. */
  async function pageOfDevices(where: SQL | undefined, pageNum: number, pageSize: number) {
    const now = new Date();
    const [total] = await db.select({ n: count() }).from(device).where(where);
    const rows = await db
      .select(deviceColumns)
      .from(device)
      .innerJoin(venue, eq(venue.id, device.venueId))
      .leftJoin(parentDevice, eq(parentDevice.id, device.parentId))
      .where(where)
      .orderBy(
        asc(sql`coalesce(${parentDevice.serialNumber}, ${device.serialNumber})`),
        asc(sql`${device.parentId} is not null`),
        asc(device.serialNumber),
      )
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return {
      records: rows.map((row) => deviceRecordOf(row, now)),
      total: total?.n ?? 0,
      pageNum,
      pageSize,
    };
  }

  async function venueRecord(tx: Transaction | Database, row: VenueRow) {
    const [devices] = await tx.select({ n: count() }).from(device).where(eq(device.venueId, row.id));
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

  /** Runs a venue write; the unique index of venue IDs answers a duplicate as a conflict. */
  async function venueWrite<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new ApiError(409, 'venue.duplicateCode', { code });
      throw error;
    }
  }

  async function checkVenueCode(tx: Transaction, scope: Scope, code: string, ownId: string | null) {
    const [taken] = await tx
      .select({ id: venue.id })
      .from(venue)
      .where(and(eq(venue.orgId, scope.orgId), eq(venue.code, code), ownId ? ne(venue.id, ownId) : undefined));
    if (taken) throw new ApiError(409, 'venue.duplicateCode', { code });
  }

  // Venues

  router.json(venuePage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const where = and(
      eq(venue.orgId, scope.orgId),
      input.name ? or(ilike(venue.name, containing(input.name)), eq(venue.code, input.name)) : undefined,
      input.type ? eq(venue.type, input.type) : undefined,
      input.status ? eq(venue.status, input.status) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(venue).where(where);
    const rows = await db
      .select()
      .from(venue)
      .where(where)
      .orderBy(asc(venue.code))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return {
      records: await Promise.all(rows.map((row) => venueRecord(db, row))),
      total: total?.n ?? 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  router.json(venueDetail, async ({ caller, input }) =>
    venueRecord(db, await venueOf(db, scopeOf(caller), input.venueId)),
  );

  router.json(venueAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return venueWrite(input.code, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        await checkVenueCode(tx, scope, input.code, null);
        const venueId = crypto.randomUUID();
        await tx.insert(venue).values({ id: venueId, orgId: scope.orgId, tenantOrgId: scope.tenantOrgId, ...input });
        return { venueId };
      }),
    );
  });

  router.json(venueEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return venueWrite(input.code, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await venueOf(tx, scope, input.venueId);
        await checkVenueCode(tx, scope, input.code, existing.id);
        await tx
          .update(venue)
          .set({
            code: input.code,
            name: input.name,
            type: input.type,
            capacity: input.capacity,
            location: input.location,
          })
          .where(and(eq(venue.id, existing.id), eq(venue.orgId, scope.orgId)));
        return null;
      }),
    );
  });

  router.json(venueSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await venueOf(tx, scope, input.venueId);
      await tx
        .update(venue)
        .set({ status: input.status })
        .where(and(eq(venue.id, existing.id), eq(venue.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(venueDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await venueOf(tx, scope, input.venueId);
      const [devices] = await tx
        .select({ n: count() })
        .from(device)
        .where(and(eq(device.orgId, scope.orgId), eq(device.venueId, existing.id)));
      if ((devices?.n ?? 0) > 0) throw new ApiError(409, 'venue.hasDevices');
      await tx.delete(venue).where(and(eq(venue.id, existing.id), eq(venue.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(venueDevicePage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const found = await venueOf(db, scope, input.venueId);
    return {
      venue: await venueRecord(db, found),
      devices: await pageOfDevices(
        and(eq(device.orgId, scope.orgId), eq(device.venueId, found.id)),
        input.pageNum,
        input.pageSize,
      ),
    };
  });

  // Devices

  router.json(devicePage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const where = and(
      eq(device.orgId, scope.orgId),
      input.venueId ? eq(device.venueId, input.venueId) : undefined,
      input.status ? statusIs(input.status, new Date()) : undefined,
      input.keyword
        ? or(ilike(device.name, containing(input.keyword)), ilike(device.serialNumber, containing(input.keyword)))
        : undefined,
    );
    return pageOfDevices(where, input.pageNum, input.pageSize);
  });

  router.json(deviceDetail, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const found = await deviceOf(db, scope, input.deviceId);
    const [main] = (await pageOfDevices(and(eq(device.orgId, scope.orgId), eq(device.id, found.id)), 1, 1)).records;
    const subDevices = await pageOfDevices(
      and(eq(device.orgId, scope.orgId), eq(device.parentId, found.id)),
      1,
      1_000_000,
    );
    if (!main) throw new ApiError(404, 'device.notFound');
    return { ...main, subDevices: subDevices.records };
  });

  router.json(deviceVenueOptions, async ({ caller }) => {
    const scope = scopeOf(caller);
    const rows = await db
      .select({ venueId: venue.id, code: venue.code, name: venue.name, status: venue.status })
      .from(venue)
      .where(eq(venue.orgId, scope.orgId))
      .orderBy(asc(venue.code));
    return rows.map((row) => ({ ...row, status: row.status as 'enabled' | 'disabled' }));
  });

  router.json(deviceActivationCounts, async ({ caller }) => {
    const scope = scopeOf(caller);
    const [row] = await db
      .select({
        activatableCount: organisation.activatableDeviceCount,
        activatedCount: organisation.activatedDeviceCount,
      })
      .from(organisation)
      .where(eq(organisation.id, scope.orgId));
    return row ?? { activatableCount: 0, activatedCount: 0 };
  });

  router.json(deviceActivate, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const token = randomBytes(32).toString('base64url');
    try {
      return await db.transaction(async (tx) => {
        const org = await lockedDeviceCounts(tx, scope);
        if (!sameCode(input.activationCode, org.activationCode)) throw new ApiError(400, 'device.activationCodeWrong');
        // SPEC 5: the activatable count must stay above the activated count.
        if (org.activated + 1 >= org.activatable) {
          throw new ApiError(409, 'device.activationLimit', {
            activated: org.activated,
            activatable: org.activatable,
          });
        }
        let venueId = input.venueId;
        let parentId: string | null = null;
        if (input.parentId !== '') {
          const parent = await checkParent(tx, scope, null, input.parentId);
          if (venueId !== '' && venueId !== parent.venueId) throw new ApiError(409, 'device.subDeviceMove');
          venueId = parent.venueId;
          parentId = parent.id;
        } else {
          await venueOf(tx, scope, venueId);
        }
        const [serialTaken] = await tx
          .select({ id: device.id })
          .from(device)
          .where(eq(device.serialNumber, input.serialNumber));
        if (serialTaken) throw new ApiError(409, 'device.duplicateSerial', { serial: input.serialNumber });
        const [macTaken] = await tx
          .select({ id: device.id })
          .from(device)
          .where(eq(device.macAddress, input.macAddress));
        if (macTaken) throw new ApiError(409, 'device.duplicateMac', { mac: input.macAddress });
        const deviceId = crypto.randomUUID();
        await tx.insert(device).values({
          id: deviceId,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          venueId,
          parentId,
          name: input.name,
          serialNumber: input.serialNumber,
          macAddress: input.macAddress,
          tokenHash: tokenHash(token),
        });
        await tx
          .update(organisation)
          .set({ activatedDeviceCount: sql`${organisation.activatedDeviceCount} + 1` })
          .where(eq(organisation.id, scope.orgId));
        return { deviceId, deviceToken: token };
      });
    } catch (error) {
      // Another organisation's activation of the same device raced past the checks.
      const index = uniqueViolation(error);
      if (index === 'device_mac_idx') throw new ApiError(409, 'device.duplicateMac', { mac: input.macAddress });
      if (index !== null) throw new ApiError(409, 'device.duplicateSerial', { serial: input.serialNumber });
      throw error;
    }
  });

  router.json(deviceDeactivate, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await deviceOf(tx, scope, input.deviceId);
      const removedSubs = await tx
        .delete(device)
        .where(and(eq(device.orgId, scope.orgId), eq(device.parentId, existing.id)))
        .returning({ id: device.id });
      await tx.delete(device).where(and(eq(device.id, existing.id), eq(device.orgId, scope.orgId)));
      const deactivated = removedSubs.length + 1;
      await tx
        .update(organisation)
        .set({ activatedDeviceCount: sql`greatest(${organisation.activatedDeviceCount} - ${deactivated}, 0)` })
        .where(eq(organisation.id, scope.orgId));
      return { deactivated };
    });
  });

  router.json(deviceEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await deviceOf(tx, scope, input.deviceId);
      let parentId: string | null = null;
      let venueId = existing.venueId;
      if (input.parentId !== '') {
        const parent = await checkParent(tx, scope, existing.id, input.parentId);
        parentId = parent.id;
        venueId = parent.venueId;
      }
      await tx
        .update(device)
        .set({ name: input.name, parentId, venueId })
        .where(and(eq(device.id, existing.id), eq(device.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(deviceMove, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await deviceOf(tx, scope, input.deviceId);
      if (existing.parentId !== null) throw new ApiError(409, 'device.subDeviceMove');
      const target = await venueOf(tx, scope, input.venueId);
      await tx
        .update(device)
        .set({ venueId: target.id })
        .where(and(eq(device.orgId, scope.orgId), or(eq(device.id, existing.id), eq(device.parentId, existing.id))));
      return null;
    });
  });

  router.json(deviceSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await deviceOf(tx, scope, input.deviceId);
      await tx
        .update(device)
        .set({ status: input.status })
        .where(and(eq(device.id, existing.id), eq(device.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(deviceSetFocus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const found = await tx
        .select({ id: device.id })
        .from(device)
        .where(and(eq(device.orgId, scope.orgId), inArray(device.id, input.deviceIds)));
      if (found.length !== input.deviceIds.length) throw new ApiError(404, 'device.notFound');
      await tx
        .update(device)
        .set({ focusMode: input.focusMode })
        .where(and(eq(device.orgId, scope.orgId), inArray(device.id, input.deviceIds)));
      return null;
    });
  });

  // The device's own poll

  router.json(deviceState, async ({ device: calling, input }) => {
    // The token names one device: a serial number of another device answers as a wrong token.
    if (!calling || calling.serialNumber !== input.serial) throw new ApiError(401, 'device.tokenInvalid');
    const now = new Date();
    const [row] = await db
      .update(device)
      .set({ lastSeenAt: now })
      .where(and(eq(device.id, calling.id), eq(device.orgId, calling.orgId)))
      .returning({ status: device.status, focusMode: device.focusMode, venueId: device.venueId });
    if (!row) throw new ApiError(401, 'device.tokenInvalid');
    const [place] = await db
      .select({ code: venue.code, name: venue.name })
      .from(venue)
      .where(and(eq(venue.id, row.venueId), eq(venue.orgId, calling.orgId)));
    return {
      serialNumber: calling.serialNumber,
      status: row.status as 'enabled' | 'disabled',
      focusMode: row.focusMode,
      venue: place ?? { code: '', name: '' },
      serverTime: now.toISOString(),
    };
  });
}
