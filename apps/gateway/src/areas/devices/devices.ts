// Devices (issue 9). The data layer keeps every read and write to the caller's organisation and
// runs each write under the organisation's lock, so the checks, the writes and the organisation's
// activated device count never interleave (20 simultaneous activations cannot pass the activatable
// count). Unique indexes back the serial number and MAC address checks, which hold on the whole
// platform.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type DeviceStatus, deviceStatusOf, offlineCutoff, subDeviceProblem } from '@school-sports/domain';
import {
  deviceActivate,
  deviceActivationCounts,
  deviceClassTest,
  deviceDeactivate,
  deviceDetail,
  deviceEdit,
  deviceExercise,
  deviceExport,
  deviceMove,
  devicePage,
  deviceResults,
  deviceSetFocus,
  deviceSetStatus,
  deviceState,
  deviceVenueOptions,
} from '@school-sports/gateway-client/contract';
import { aliasedTable, and, asc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { tokenHash } from '../../auth/sessions.ts';
import type { Database } from '../../db/index.ts';
import { device, deviceBatch, organisation, venue } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CallingDevice, Router } from '../../http/router.ts';
import { filteredList, type LargePage, type LargePageRequest, largePage, type SortKey } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { type Condition, dataLayer, type RowOf, type ScopedTable, type TenantWrite } from '../../tenancy/scoped.ts';
import type { AreaDeps } from '../area.ts';
import { takeClassTestBatch } from './classTestBatch.ts';
import { takeDeviceBatch, takeExerciseBatch } from './results.ts';

type DeviceRow = RowOf<typeof device>;

/** The unique index a write ran into, if it did. */
function uniqueViolation(error: unknown): string | null {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return null;
}

/**
 * The device a device's call is from: the one its token names, which must be the serial number it
 * sends. A serial number of another device answers as a wrong token (401), saying nothing more.
 */
function callingItself(calling: CallingDevice | null, serial: string): CallingDevice {
  if (!calling || calling.serialNumber !== serial) throw new ApiError(401, 'device.tokenInvalid');
  return calling;
}

/** Whether two activation codes are equal, in time independent of where they differ. */
export function sameCode(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}

/**
 * The parent a device (`ownId`, null for a new one) may hang under: a top-level device of the
 * organisation other than itself, and only when the device has no sub-devices of its own.
 */
async function checkParent(tenant: TenantWrite, ownId: string | null, parentId: string): Promise<DeviceRow> {
  const devices = tenant.scoped(device);
  const parent = await devices.find(eq(device.id, parentId));
  const hasSubDevices = ownId ? (await devices.count(eq(device.parentId, ownId))) > 0 : false;
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

/** A device as its list and detail show it. */
export type DeviceRecord = ReturnType<typeof deviceRecordOf>;

/** The condition of a shown status at `now` (see the domain's `deviceStatusOf`). */
export function statusIs(status: DeviceStatus, now: Date): SQL | undefined {
  const cutoff = offlineCutoff(now);
  if (status === 'disabled') return eq(device.status, 'disabled');
  if (status === 'offline') {
    return and(eq(device.status, 'enabled'), or(isNull(device.lastSeenAt), lt(device.lastSeenAt, cutoff)));
  }
  return and(eq(device.status, 'enabled'), isNotNull(device.lastSeenAt), gte(device.lastSeenAt, cutoff));
}

/**
 * Where a device stands in its list: under its top-level device's serial number (its own, for a
 * top-level one), the top-level device first, then its sub-devices by serial number, which is
 * unique on the whole platform and so ends every tie. These are the keys the list is paged by.
 */
const rootSerial = sql<string>`coalesce(${parentDevice.serialNumber}, ${device.serialNumber})`;
const underParent = sql<number>`(${device.parentId} is not null)::int`;
const deviceKeys: readonly (SortKey & { name: string })[] = [
  { name: 'rootSerial', column: rootSerial, direction: 'asc', kind: 'text' },
  { name: 'underParent', column: underParent, direction: 'asc', kind: 'number' },
  { name: 'serialNumber', column: device.serialNumber, direction: 'asc', kind: 'text' },
];

/** The devices matching `condition` (the organisation's included), with their keys and what a record shows. */
function deviceRows(db: Database, condition: SQL) {
  return db
    .select({ ...deviceColumns, rootSerial, underParent, serialNumber: device.serialNumber })
    .from(device)
    .innerJoin(venue, eq(venue.id, device.venueId))
    .leftJoin(parentDevice, eq(parentDevice.id, device.parentId))
    .where(condition);
}

/** Every device matching `where`, in the list's order: a device's sub-devices, which are few. */
async function devicesWhere(db: Database, devices: ScopedTable<typeof device>, where: Condition) {
  const now = new Date();
  const rows = await deviceRows(db, devices.where(where)).orderBy(
    asc(rootSerial),
    asc(underParent),
    asc(device.serialNumber),
  );
  return rows.map((row) => deviceRecordOf(row, now));
}

/**
 * One page of devices matching `where`: top-level devices each followed by its sub-devices. A
 * large list (a city's schools' devices): paged by key, with the cursors of the pages next to it,
 * and above `exactBelow` devices the total is the database's estimate, as the score search's.
 */
export function pageOfDevices(
  db: Database,
  devices: ScopedTable<typeof device>,
  where: Condition,
  input: LargePageRequest,
  exactBelow?: number,
): Promise<LargePage<DeviceRecord>> {
  const now = new Date();
  const condition = (extra: SQL | undefined) => devices.where(where, extra);
  return largePage(
    input,
    filteredList(db, {
      keys: deviceKeys,
      sort: 'devices',
      // The keys need the parent's serial number (a key on the parent's unique id: one row a device).
      filtered: (fields, extra) =>
        db
          .select(fields)
          .from(device)
          .leftJoin(parentDevice, eq(parentDevice.id, device.parentId))
          .where(condition(extra))
          .$dynamic(),
      rows: (extra) => deviceRows(db, condition(extra)).$dynamic(),
      exactBelow,
    }),
    (row) => deviceRecordOf(row, now),
  );
}

/**
 * Answers the organisation's activation code and device counts as they stand inside the write,
 * with its row locked.
 */
export async function lockedDeviceCounts(tenant: TenantWrite) {
  const [row] = await tenant.db
    .select({
      activationCode: organisation.deviceActivationCode,
      activated: organisation.activatedDeviceCount,
      activatable: organisation.activatableDeviceCount,
    })
    .from(organisation)
    .where(tenant.organisation)
    .for('update');
  if (!row) throw new ApiError(403, 'auth.forbidden');
  return row;
}

export function registerDeviceRoutes(router: Router, deps: Pick<AreaDeps, 'db' | 'exactTotalBelow'>): void {
  const { db, exactTotalBelow } = deps;
  const data = dataLayer(db);

  router.json(devicePage, async ({ caller, input }) =>
    pageOfDevices(
      db,
      data.scoped(device, caller),
      and(
        input.venueId ? eq(device.venueId, input.venueId) : undefined,
        input.status ? statusIs(input.status, new Date()) : undefined,
        input.keyword
          ? or(ilike(device.name, containing(input.keyword)), ilike(device.serialNumber, containing(input.keyword)))
          : undefined,
      ),
      input,
      exactTotalBelow,
    ),
  );
  router.rows(deviceExport, devicePage);

  router.json(deviceDetail, async ({ caller, input }) => {
    const devices = data.scoped(device, caller);
    const found = await devices.one(input.deviceId, 'device.notFound');
    const [main] = await devicesWhere(db, devices, eq(device.id, found.id));
    const subDevices = await devicesWhere(db, devices, eq(device.parentId, found.id));
    if (!main) throw new ApiError(404, 'device.notFound');
    // Off the batches' (device, batch id) index: one row per batch, not per reading.
    const [sent] = await db
      .select({
        readings: sql<number>`coalesce(sum(${deviceBatch.readingCount}), 0)::int`,
        lastAt: sql<Date | null>`max(${deviceBatch.createdAt})`.mapWith(deviceBatch.createdAt),
      })
      .from(deviceBatch)
      .where(data.scoped(deviceBatch, caller).where(eq(deviceBatch.deviceId, found.id)));
    return {
      ...main,
      subDevices,
      results: { readings: sent?.readings ?? 0, lastAt: sent?.lastAt?.toISOString() ?? null },
    };
  });

  router.json(deviceVenueOptions, async ({ caller }) => {
    const rows = await db
      .select({ venueId: venue.id, code: venue.code, name: venue.name, status: venue.status })
      .from(venue)
      .where(data.scoped(venue, caller).where())
      .orderBy(asc(venue.code));
    return rows.map((row) => ({ ...row, status: row.status as 'enabled' | 'disabled' }));
  });

  router.json(deviceActivationCounts, async ({ caller }) => {
    const [row] = await db
      .select({
        activatableCount: organisation.activatableDeviceCount,
        activatedCount: organisation.activatedDeviceCount,
      })
      .from(organisation)
      .where(data.tenant(caller).organisation);
    return row ?? { activatableCount: 0, activatedCount: 0 };
  });

  router.json(deviceActivate, async ({ caller, input }) => {
    const token = randomBytes(32).toString('base64url');
    try {
      return await data.write(caller, async (tenant) => {
        const org = await lockedDeviceCounts(tenant);
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
          const parent = await checkParent(tenant, null, input.parentId);
          if (venueId !== '' && venueId !== parent.venueId) throw new ApiError(409, 'device.subDeviceMove');
          venueId = parent.venueId;
          parentId = parent.id;
        } else {
          await tenant.scoped(venue).one(venueId, 'venue.notFound');
        }
        // Serial numbers and MAC addresses are unique on the whole platform, not per organisation.
        const [serialTaken] = await tenant.db
          .select({ id: device.id })
          .from(device)
          .where(eq(device.serialNumber, input.serialNumber));
        if (serialTaken) throw new ApiError(409, 'device.duplicateSerial', { serial: input.serialNumber });
        const [macTaken] = await tenant.db
          .select({ id: device.id })
          .from(device)
          .where(eq(device.macAddress, input.macAddress));
        if (macTaken) throw new ApiError(409, 'device.duplicateMac', { mac: input.macAddress });
        const deviceId = crypto.randomUUID();
        await tenant.db.insert(device).values({
          id: deviceId,
          ...tenant.values,
          venueId,
          parentId,
          name: input.name,
          serialNumber: input.serialNumber,
          macAddress: input.macAddress,
          tokenHash: tokenHash(token),
        });
        await tenant.db
          .update(organisation)
          .set({ activatedDeviceCount: sql`${organisation.activatedDeviceCount} + 1` })
          .where(tenant.organisation);
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

  router.json(deviceDeactivate, async ({ caller, input }) =>
    data.writeRow(caller, device, input.deviceId, 'device.notFound', async (existing, devices, tenant) => {
      const removedSubs = await devices.deleteWhere(eq(device.parentId, existing.id));
      await devices.delete(existing.id);
      const deactivated = removedSubs + 1;
      await tenant.db
        .update(organisation)
        .set({ activatedDeviceCount: sql`greatest(${organisation.activatedDeviceCount} - ${deactivated}, 0)` })
        .where(tenant.organisation);
      return { deactivated };
    }),
  );

  router.json(deviceEdit, async ({ caller, input }) =>
    data.writeRow(caller, device, input.deviceId, 'device.notFound', async (existing, devices, tenant) => {
      let parentId: string | null = null;
      let venueId = existing.venueId;
      if (input.parentId !== '') {
        const parent = await checkParent(tenant, existing.id, input.parentId);
        parentId = parent.id;
        venueId = parent.venueId;
      }
      await devices.update(existing.id, { name: input.name, parentId, venueId });
      return null;
    }),
  );

  router.json(deviceMove, async ({ caller, input }) =>
    data.writeRow(caller, device, input.deviceId, 'device.notFound', async (existing, devices, tenant) => {
      if (existing.parentId !== null) throw new ApiError(409, 'device.subDeviceMove');
      const target = await tenant.scoped(venue).one(input.venueId, 'venue.notFound');
      await devices.updateWhere(
        { venueId: target.id },
        or(eq(device.id, existing.id), eq(device.parentId, existing.id)),
      );
      return null;
    }),
  );

  router.json(deviceSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, device, input.deviceId, 'device.notFound', async (existing, devices) => {
      await devices.update(existing.id, { status: input.status });
      return null;
    }),
  );

  router.json(deviceSetFocus, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const devices = tenant.scoped(device);
      const found = await devices.count(inArray(device.id, input.deviceIds));
      if (found !== input.deviceIds.length) throw new ApiError(404, 'device.notFound');
      await devices.updateWhere({ focusMode: input.focusMode }, inArray(device.id, input.deviceIds));
      return null;
    }),
  );

  // The device's own poll

  router.json(deviceState, async ({ device: token, input }) => {
    const calling = callingItself(token, input.serial);
    const now = new Date();
    const [row] = await db
      .update(device)
      .set({ lastSeenAt: now })
      .where(data.scoped(device, calling).where(eq(device.id, calling.id)))
      .returning({ status: device.status, focusMode: device.focusMode, venueId: device.venueId });
    if (!row) throw new ApiError(401, 'device.tokenInvalid');
    const place = await data.scoped(venue, calling).find(eq(venue.id, row.venueId));
    return {
      serialNumber: calling.serialNumber,
      status: row.status as 'enabled' | 'disabled',
      focusMode: row.focusMode,
      venue: place ? { code: place.code, name: place.name } : { code: '', name: '' },
      serverTime: now.toISOString(),
    };
  });

  router.json(deviceResults, async ({ device: token, input }) =>
    takeDeviceBatch(db, callingItself(token, input.serial), input),
  );
  router.json(deviceExercise, async ({ device: token, input }) =>
    takeExerciseBatch(db, callingItself(token, input.serial), input),
  );
  router.json(deviceClassTest, async ({ device: token, input }) =>
    takeClassTestBatch(db, callingItself(token, input.serial), input),
  );
}
