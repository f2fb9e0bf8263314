// Bulk device import (issue 9) through the import runner, and the issue of device tokens. Each
// batch is one transaction under the organisation's lock, like a single activation: the activation
// code is checked first, the activatable count stays above the activated one, serial numbers and
// MAC addresses stay unique on the platform, a sub-device names a top-level parent (an existing
// device or one on an earlier row).
import { randomBytes, randomUUID } from 'node:crypto';
import { deviceNameSchema, macAddressSchema, serialNumberSchema, venueCodeSchema } from '@school-sports/domain';
import {
  deviceImport,
  deviceImportProgress,
  deviceImportTemplate,
  deviceIssueToken,
} from '@school-sports/gateway-client/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { tokenHash } from '../../auth/sessions.ts';
import type { Database } from '../../db/index.ts';
import { device, organisation, venue } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { type RowFailure, rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import type { Transaction } from '../../tenancy/scope.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { lockedDeviceCounts, sameCode } from './devices.ts';

const DEVICE_COLUMNS = importColumns(
  [{ key: 'name', heading: 'import.column.deviceName' }, 'serialNumber', 'macAddress'],
  [{ key: 'venueCode', valuesSheet: true }, 'parentSerial'],
);

type DeviceColumn = (typeof DEVICE_COLUMNS)[number]['key'];

const deviceRowSchema = z.object({
  name: deviceNameSchema,
  serialNumber: serialNumberSchema,
  macAddress: macAddressSchema,
});

/** How a device import is recorded. */
const DEVICE_IMPORT: FinishedImport = { action: 'import.devices', tables: ['device'], name: 'import.kind.device' };

interface DeviceRow {
  name: string;
  serialNumber: string;
  macAddress: string;
  venueCode: string;
  parentSerial: string;
}

/** Activates one batch of rows in order (a parent before its sub-devices). */
async function writeDevices(tenant: TenantWrite, rows: readonly DeviceRow[]): Promise<Map<number, RowFailure>> {
  const tx = tenant.db;
  const refused = new Map<number, RowFailure>();
  const org = await lockedDeviceCounts(tenant);
  const venues = await tx
    .select({ id: venue.id, code: venue.code })
    .from(venue)
    .where(tenant.scoped(venue).where(eq(venue.status, 'enabled')));
  const venueByCode = new Map(venues.map((row) => [row.code, row.id]));
  const taken = await tx
    .select({ serialNumber: device.serialNumber, macAddress: device.macAddress })
    .from(device)
    .where(
      or(
        inArray(
          device.serialNumber,
          rows.map((row) => row.serialNumber),
        ),
        inArray(
          device.macAddress,
          rows.map((row) => row.macAddress),
        ),
      ),
    );
  const serialsTaken = new Set(taken.map((row) => row.serialNumber));
  const macsTaken = new Set(taken.map((row) => row.macAddress));
  const parentSerials = rows.map((row) => row.parentSerial).filter((serial) => serial !== '');
  const parents = new Map(
    (parentSerials.length === 0
      ? []
      : await tx
          .select({
            id: device.id,
            serialNumber: device.serialNumber,
            venueId: device.venueId,
            parentId: device.parentId,
          })
          .from(device)
          .where(tenant.scoped(device).where(inArray(device.serialNumber, parentSerials)))
    ).map((row) => [row.serialNumber, row]),
  );

  let activated = org.activated;
  const inserts: (typeof device.$inferInsert)[] = [];
  /** Where a row's device goes (venue, parent), or why it cannot be activated. */
  const placementOf = (row: DeviceRow): { venueId: string; parentId: string | null } | RowFailure => {
    if (serialsTaken.has(row.serialNumber))
      return { id: 'device.duplicateSerial', values: { serial: row.serialNumber }, column: 'serialNumber' };
    if (macsTaken.has(row.macAddress)) {
      return { id: 'device.duplicateMac', values: { mac: row.macAddress }, column: 'macAddress' };
    }
    if (row.parentSerial !== '') {
      const parentRow = parents.get(row.parentSerial);
      if (!parentRow) return { id: 'device.parentNotFound', column: 'parentSerial' };
      if (parentRow.parentId !== null) return { id: 'device.parentIsSubDevice', column: 'parentSerial' };
      return { venueId: parentRow.venueId, parentId: parentRow.id };
    }
    const venueId = venueByCode.get(row.venueCode);
    if (!venueId) return { id: 'venue.codeUnknown', values: { code: row.venueCode }, column: 'venueCode' };
    return { venueId, parentId: null };
  };
  for (const [index, row] of rows.entries()) {
    const placement = placementOf(row);
    if ('id' in placement) {
      refused.set(index, placement);
      continue;
    }
    // SPEC 5: the activatable count must stay above the activated count.
    if (activated + 1 >= org.activatable) {
      refused.set(index, { id: 'device.activationLimit', values: { activated, activatable: org.activatable } });
      continue;
    }
    const { venueId, parentId } = placement;
    activated += 1;
    const id = randomUUID();
    inserts.push({
      id,
      ...tenant.values,
      venueId,
      parentId,
      name: row.name,
      serialNumber: row.serialNumber,
      macAddress: row.macAddress,
      // Imported devices get their token when one is issued for them (`deviceIssueToken`).
      tokenHash: tokenHash(randomBytes(32).toString('base64url')),
    });
    serialsTaken.add(row.serialNumber);
    macsTaken.add(row.macAddress);
    // A device of this batch may be named as the parent of a later row (a top-level one only).
    parents.set(row.serialNumber, { id, serialNumber: row.serialNumber, venueId, parentId });
  }
  if (inserts.length > 0) {
    await tx.insert(device).values(inserts);
    await tx
      .update(organisation)
      .set({ activatedDeviceCount: sql`${organisation.activatedDeviceCount} + ${inserts.length}` })
      .where(tenant.organisation);
  }
  return refused;
}

function deviceImportKind(lockedIn: (tx: Transaction) => Promise<TenantWrite>): ImportKind<DeviceColumn, DeviceRow> {
  return {
    columns: DEVICE_COLUMNS,
    parse(cells) {
      const check = rowChecks<DeviceColumn>();
      const fields = check.schema(deviceRowSchema, {
        name: cells.name,
        serialNumber: cells.serialNumber,
        macAddress: cells.macAddress,
      });
      const parentSerial = cells.parentSerial.trim().toUpperCase();
      // A sub-device stands where its parent does; any other names its venue.
      let venueCode: string | undefined = '';
      if (parentSerial === '' && cells.venueCode.trim() === '') check.fail('venueCode', 'validation.venue.required');
      else if (parentSerial === '') venueCode = check.schema(venueCodeSchema, cells.venueCode, 'venueCode');
      if (!fields || venueCode === undefined || check.failures.length > 0) return check.failures;
      return { ...fields, venueCode, parentSerial };
    },
    keys: (row) => [
      ['serialNumber', row.serialNumber],
      ['macAddress', row.macAddress],
    ],
    write: async (tx, rows) => writeDevices(await lockedIn(tx), rows),
  };
}

export function registerDeviceImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(deviceImportTemplate, async ({ caller, request }) => {
    const venues = await db
      .select({ code: venue.code, name: venue.name })
      .from(venue)
      .where(data.scoped(venue, caller).where(eq(venue.status, 'enabled')))
      .orderBy(asc(venue.code));
    return templateAnswer({
      locale: requestLocale(request),
      kind: 'import.kind.device',
      columns: DEVICE_COLUMNS,
      instructions: ['import.instructions.device'],
      values: [
        { heading: 'import.column.venueCode', items: venues.map((row) => row.code) },
        { heading: 'import.column.venueName', items: venues.map((row) => row.name) },
      ],
    });
  });

  registerImportProgress(router, deviceImportProgress, data);

  router.importing(deviceImport, async (upload) =>
    importUpload(db, upload, DEVICE_IMPORT, async (fields) => {
      const { caller } = upload;
      const tenant = data.tenant(caller);
      const [org] = await db
        .select({ code: organisation.deviceActivationCode })
        .from(organisation)
        .where(tenant.organisation);
      if (!org || !sameCode(fields.activationCode, org.code)) throw new ApiError(400, 'device.activationCodeWrong');
      return deviceImportKind((tx) => data.lockedIn(tx, caller));
    }),
  );

  router.json(deviceIssueToken, async ({ caller, input }) => {
    const token = randomBytes(32).toString('base64url');
    const updated = await db
      .update(device)
      .set({ tokenHash: tokenHash(token) })
      .where(data.scoped(device, caller).where(eq(device.id, input.deviceId)))
      .returning({ id: device.id });
    if (updated.length === 0) throw new ApiError(404, 'device.notFound');
    return { deviceToken: token };
  });
}
