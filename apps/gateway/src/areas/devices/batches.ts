// What every batch a device sends goes through (`areas/devices/results.ts`, `classTestBatch.ts`): a
// batch is written in one transaction: its row, keyed by the device and the device's own batch id,
// then its readings or records. A batch sent again, to this gateway or another of the deployment,
// meets the unique key and is answered as the first time without a second write; two sends racing
// each other wait on the key, and the later one finds the first's row once it commits. A batch id
// reused for other results is refused, not merged.
import { createHash, randomUUID } from 'node:crypto';
import {
  DEVICE_RESULT_LIMITS,
  type DeviceReading,
  type GradeKey,
  gradeKey,
  measuredAtProblem,
} from '@school-sports/domain';
import type { deviceResults } from '@school-sports/gateway-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { withinBudget } from '../../auth/throttle.ts';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import {
  device,
  deviceBatch,
  deviceResult,
  fitnessResult,
  grade,
  schoolClass,
  student,
  testPlan,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CallingDevice } from '../../http/router.ts';
import { deviceBatchesTotal, deviceReadingsTotal } from '../../ops/metrics.ts';
import { dataLayer, type ScopedTable } from '../../tenancy/scoped.ts';
import { gradeWhenMeasured, offsetMinutesOf, scoredResults } from '../fitness/scoring.ts';

/** What a device is answered for a batch: how many entries came, how many were placed, whether a resend. */
export type Receipt = z.output<(typeof deviceResults)['data']>;

/** A fingerprint of a batch's entries, each written as its fields joined (times as instants, whatever offset they came in). */
export function contentHashOf(lines: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** The refusal of each way a reading's or record's time is wrong. */
const TIME_REFUSALS = {
  results: { ahead: 'deviceResult.measuredAhead', tooOld: 'deviceResult.measuredTooOld' },
  records: { ahead: 'exercise.error.startedAhead', tooOld: 'exercise.error.startedTooOld' },
} as const;

/** Refuses an entry timed too far past `now` or too long before it, naming the entry (`results.3.measuredAt`). */
export function checkTimes(list: keyof typeof TIME_REFUSALS, field: string, times: readonly string[], now: Date): void {
  for (const [index, time] of times.entries()) {
    const problem = measuredAtProblem(new Date(time), now);
    if (problem) throw new ApiError(400, TIME_REFUSALS[list][problem], { field: `${list}.${index}.${field}` });
  }
}

/** The transaction a batch is written in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a kind of batch brings to the common taking of a batch: its entries, and how they are stored. */
export interface BatchOf<Entry extends { studentNumber: string }> {
  batchId: string;
  entries: readonly Entry[];
  contentHash: string;
  /** Writes the batch's entries, in its transaction; `studentOf` maps the numbers found to students. */
  store(
    tx: Transaction,
    batch: { batchRef: string; owner: { orgId: string; tenantOrgId: string }; studentOf: Map<string, string> },
  ): Promise<void>;
}

/**
 * Takes a device's batch once, and answers what it took (the first answer again for a resend): the
 * device's sign of life and its state, its budget of batches, the batch's row under its key, then
 * the entries through `kind.store`, all in one transaction.
 */
export async function takeBatch<Entry extends { studentNumber: string }>(
  db: Database,
  calling: CallingDevice,
  kind: BatchOf<Entry>,
  now: Date,
): Promise<Receipt> {
  const max = DEVICE_RESULT_LIMITS.batchesPerMinute;
  if (!(await withinBudget(db, `device:${calling.id}`, max, 60_000, now))) {
    throw new ApiError(429, 'deviceResult.tooMany', { max }, { 'retry-after': '60' });
  }
  const { batchId, entries, contentHash } = kind;
  // The conditions that keep each read to the device's organisation, for the transaction's queries.
  const data = dataLayer(db);
  const answer = (received: number, matched: number, duplicate: boolean): Receipt => ({
    batchId,
    received,
    matched,
    unmatched: received - matched,
    duplicate,
  });
  const receipt = await db.transaction(async (tx) => {
    // Its post is a sign of life, as its poll is; a disabled device's batches are not taken.
    const [own] = await tx
      .update(device)
      .set({ lastSeenAt: now })
      .where(data.scoped(device, calling).where(eq(device.id, calling.id)))
      .returning({ status: device.status, tenantOrgId: device.tenantOrgId });
    if (!own) throw new ApiError(401, 'device.tokenInvalid');
    if (own.status !== 'enabled') throw new ApiError(403, 'deviceResult.deviceDisabled');

    const numbers = [...new Set(entries.map((entry) => entry.studentNumber))];
    const students = await tx
      .select({ id: student.id, studentNumber: student.studentNumber })
      .from(student)
      .where(data.scoped(student, calling).where(anyOf(student.studentNumber, numbers)));
    const studentOf = new Map(students.map((row) => [row.studentNumber, row.id]));
    const matched = entries.filter((entry) => studentOf.has(entry.studentNumber)).length;

    const owner = { orgId: calling.orgId, tenantOrgId: own.tenantOrgId };
    const [batch] = await tx
      .insert(deviceBatch)
      .values({
        id: randomUUID(),
        ...owner,
        deviceId: calling.id,
        serialNumber: calling.serialNumber,
        batchId,
        contentHash,
        readingCount: entries.length,
        matchedCount: matched,
      })
      .onConflictDoNothing({ target: [deviceBatch.deviceId, deviceBatch.batchId] })
      .returning({ id: deviceBatch.id });
    if (!batch) {
      const [first] = await tx
        .select()
        .from(deviceBatch)
        .where(and(eq(deviceBatch.deviceId, calling.id), eq(deviceBatch.batchId, batchId)));
      if (!first) throw new Error('a batch that conflicted on its key was not found');
      if (first.contentHash !== contentHash) throw new ApiError(409, 'deviceResult.batchConflict');
      return answer(first.readingCount, first.matchedCount, true);
    }
    await kind.store(tx, { batchRef: batch.id, owner, studentOf });
    return answer(entries.length, matched, false);
  });
  deviceBatchesTotal.inc({ outcome: receipt.duplicate ? 'duplicate' : 'taken' });
  return receipt;
}

/**
 * The class and grade key of each student, where the student is in a class whose grade the standard
 * knows: an exercise record keeps them as of when it arrives, so a class's exercise stays its own.
 */
export async function placedPupils(
  tx: Transaction,
  students: ScopedTable<typeof student>,
  ids: readonly string[],
  at = new Date(),
): Promise<Map<string, { classId: string; gradeKey: GradeKey | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: student.id, classId: student.classId, gradeKind: grade.kind, gradeLevel: grade.level })
    .from(student)
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(students.where(anyOf(student.id, ids)));
  return new Map(
    rows.map((row) => {
      let key: GradeKey | null = null;
      try {
        key = gradeKey(gradeWhenMeasured(row.gradeKind, row.gradeLevel, at));
      } catch {
        // A grade outside the standard's (a kindergarten's): the record keeps its class alone.
      }
      return [row.id, { classId: row.classId, gradeKey: key }];
    }),
  );
}

/** The fingerprint line of each reading: its student, measurement, value and time as an instant. */
export function readingLines(results: readonly DeviceReading[]): string[] {
  return results.map(
    (reading) =>
      `${reading.studentNumber}\u0000${reading.item}\u0000${reading.value}\u0000${new Date(reading.measuredAt).toISOString()}`,
  );
}

/**
 * Stores a batch's readings and scores each one placed on a student: into its plan, or, for a
 * lesson (`lesson`, class id to class test id), into its class's test and no plan.
 */
export async function storeReadings(
  tx: Transaction,
  db: Database,
  calling: CallingDevice,
  results: readonly DeviceReading[],
  {
    batchRef,
    owner,
    studentOf,
  }: { batchRef: string; owner: { orgId: string; tenantOrgId: string }; studentOf: Map<string, string> },
  lesson?: ReadonlyMap<string, string>,
): Promise<void> {
  const data = dataLayer(db);
  const rows = results.map((reading, seq) => ({
    id: randomUUID(),
    ...owner,
    batchRef,
    seq,
    studentNumber: reading.studentNumber,
    studentId: studentOf.get(reading.studentNumber) ?? null,
    item: reading.item,
    value: reading.value,
    measuredAt: new Date(reading.measuredAt),
    measuredOffset: offsetMinutesOf(reading.measuredAt),
  }));
  // Each reading placed on a student is a scored result from now on: its score is worked out
  // first (the readings' ids are made here), and the readings and their results go in one
  // statement, in this same transaction. A result's reading is the statement's own row, which its
  // foreign key sees when it is checked, at the statement's end.
  const scored = await scoredResults(
    tx,
    data.scoped(student, calling),
    data.scoped(testPlan, calling),
    owner,
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
    lesson ? { lesson } : {},
  );
  const readings = tx.insert(deviceResult).select(unnestedRows(deviceResult, rows));
  if (scored.length === 0) {
    await readings;
    return;
  }
  // New readings have no result yet, so the key on a result's reading is never met here. (Each
  // insert goes in as its SQL: as a query it would be wrapped in brackets, as a subquery is.)
  await tx.execute(
    sql`with stored_readings as (${readings.getSQL()}) ${tx.insert(fitnessResult).select(unnestedRows(fitnessResult, scored)).getSQL()}`,
  );
}

/** Counts a taken batch's readings as placed on a student or not; a resend counts nothing again. */
export function countReadings(receipt: Receipt): void {
  if (receipt.duplicate) return;
  deviceReadingsTotal.inc({ outcome: 'matched' }, receipt.matched);
  deviceReadingsTotal.inc({ outcome: 'unmatched' }, receipt.unmatched);
}
