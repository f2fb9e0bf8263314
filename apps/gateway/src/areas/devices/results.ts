// The results devices send (`POST /api/device/v1/results`). A batch is written in one transaction:
// its row, keyed by the device and the device's own batch id, then its readings. A batch sent again,
// to this gateway or another of the deployment, meets the unique key and is answered as the first
// time without a second write; two sends racing each other wait on the key, and the later one finds
// the first's row once it commits. A batch id reused for other results is refused, not merged.
import { createHash, randomUUID } from 'node:crypto';
import { DEVICE_RESULT_LIMITS, type DeviceReading, measuredAtProblem } from '@school-sports/domain';
import type { deviceResults } from '@school-sports/gateway-client/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { withinBudget } from '../../auth/throttle.ts';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { device, deviceBatch, deviceResult, student, testPlan } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CallingDevice } from '../../http/router.ts';
import { deviceBatchesTotal, deviceReadingsTotal } from '../../ops/metrics.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { offsetMinutesOf, storeDeviceResults } from '../fitness/scoring.ts';

type BatchInput = z.output<(typeof deviceResults)['request']>;
type Receipt = z.output<(typeof deviceResults)['data']>;

/** A fingerprint of a batch's readings, written the same way whatever offset each time was sent in. */
function contentHashOf(readings: readonly DeviceReading[]): string {
  const hash = createHash('sha256');
  for (const reading of readings) {
    const measuredAt = new Date(reading.measuredAt).toISOString();
    hash.update(`${reading.studentNumber}\u0000${reading.item}\u0000${reading.value}\u0000${measuredAt}\n`);
  }
  return hash.digest('hex');
}

/** The refusal of each way a reading's time is wrong. */
const TIME_REFUSALS = { ahead: 'deviceResult.measuredAhead', tooOld: 'deviceResult.measuredTooOld' } as const;

/** Refuses a reading timed too far past `now` or too long before it, naming the reading. */
function checkTimes(readings: readonly DeviceReading[], now: Date): void {
  for (const [index, reading] of readings.entries()) {
    const problem = measuredAtProblem(new Date(reading.measuredAt), now);
    if (problem) throw new ApiError(400, TIME_REFUSALS[problem], { field: `results.${index}.measuredAt` });
  }
}

/** Takes a device's batch once, and answers what it took (the first answer again for a resend). */
export async function takeDeviceBatch(db: Database, calling: CallingDevice, input: BatchInput): Promise<Receipt> {
  const now = new Date();
  checkTimes(input.results, now);
  const max = DEVICE_RESULT_LIMITS.batchesPerMinute;
  if (!(await withinBudget(db, `device:${calling.id}`, max, 60_000, now))) {
    throw new ApiError(429, 'deviceResult.tooMany', { max }, { 'retry-after': '60' });
  }
  const contentHash = contentHashOf(input.results);
  // The conditions that keep each read to the device's organisation, for the transaction's queries.
  const data = dataLayer(db);
  const receipt = await db.transaction(async (tx) => {
    // Its post is a sign of life, as its poll is; a disabled device's results are not taken.
    const [own] = await tx
      .update(device)
      .set({ lastSeenAt: now })
      .where(data.scoped(device, calling).where(eq(device.id, calling.id)))
      .returning({ status: device.status, tenantOrgId: device.tenantOrgId });
    if (!own) throw new ApiError(401, 'device.tokenInvalid');
    if (own.status !== 'enabled') throw new ApiError(403, 'deviceResult.deviceDisabled');

    const numbers = [...new Set(input.results.map((reading) => reading.studentNumber))];
    const students = await tx
      .select({ id: student.id, studentNumber: student.studentNumber })
      .from(student)
      .where(data.scoped(student, calling).where(anyOf(student.studentNumber, numbers)));
    const studentOf = new Map(students.map((row) => [row.studentNumber, row.id]));
    const matched = input.results.filter((reading) => studentOf.has(reading.studentNumber)).length;

    const values = { orgId: calling.orgId, tenantOrgId: own.tenantOrgId };
    const [batch] = await tx
      .insert(deviceBatch)
      .values({
        id: randomUUID(),
        ...values,
        deviceId: calling.id,
        serialNumber: calling.serialNumber,
        batchId: input.batchId,
        contentHash,
        readingCount: input.results.length,
        matchedCount: matched,
      })
      .onConflictDoNothing({ target: [deviceBatch.deviceId, deviceBatch.batchId] })
      .returning({ id: deviceBatch.id });
    if (!batch) {
      const [first] = await tx
        .select()
        .from(deviceBatch)
        .where(and(eq(deviceBatch.deviceId, calling.id), eq(deviceBatch.batchId, input.batchId)));
      if (!first) throw new Error('a batch that conflicted on its key was not found');
      if (first.contentHash !== contentHash) throw new ApiError(409, 'deviceResult.batchConflict');
      return answer(first.readingCount, first.matchedCount, true);
    }
    const rows = input.results.map((reading, seq) => ({
      id: randomUUID(),
      ...values,
      batchRef: batch.id,
      seq,
      studentNumber: reading.studentNumber,
      studentId: studentOf.get(reading.studentNumber) ?? null,
      item: reading.item,
      value: reading.value,
      measuredAt: new Date(reading.measuredAt),
      measuredOffset: offsetMinutesOf(reading.measuredAt),
    }));
    await tx.insert(deviceResult).select(unnestedRows(deviceResult, rows));
    // Each reading placed on a student is a scored result from now on, in this same transaction.
    await storeDeviceResults(
      tx,
      data.scoped(student, calling),
      data.scoped(testPlan, calling),
      values,
      rows.flatMap((row) =>
        row.studentId === null
          ? []
          : [
              {
                id: row.id,
                studentId: row.studentId,
                measurement: row.item,
                value: row.value,
                measuredAt: row.measuredAt,
                measuredOffset: row.measuredOffset,
                deviceSerial: calling.serialNumber,
              },
            ],
      ),
    );
    return answer(input.results.length, matched, false);
  });
  deviceBatchesTotal.inc({ outcome: receipt.duplicate ? 'duplicate' : 'taken' });
  if (!receipt.duplicate) {
    deviceReadingsTotal.inc({ outcome: 'matched' }, receipt.matched);
    deviceReadingsTotal.inc({ outcome: 'unmatched' }, receipt.unmatched);
  }
  return receipt;

  function answer(received: number, matched: number, duplicate: boolean): Receipt {
    return { batchId: input.batchId, received, matched, unmatched: received - matched, duplicate };
  }
}
