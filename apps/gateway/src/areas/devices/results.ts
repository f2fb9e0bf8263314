// The batches of results (`POST /api/device/v1/results`) and exercise (`POST /api/device/v1/exercise`)
// devices send, each taken once through `batches.ts`; a lesson's class test is in `classTestBatch.ts`.
import { randomUUID } from 'node:crypto';
import type { DeviceExercise, DeviceReading } from '@school-sports/domain';
import type { deviceExercise, deviceResults } from '@school-sports/gateway-client/contract';
import type { z } from 'zod/mini';
import { unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { exerciseRecord, student } from '../../db/schema.ts';
import type { CallingDevice } from '../../http/router.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import {
  checkTimes,
  contentHashOf,
  countReadings,
  placedPupils,
  type Receipt,
  readingLines,
  storeReadings,
  takeBatch,
} from './batches.ts';

type BatchInput = z.output<(typeof deviceResults)['request']>;
type ExerciseInput = z.output<(typeof deviceExercise)['request']>;

/** Takes a device's batch of results once, scoring each reading placed on a student into its plan. */
export async function takeDeviceBatch(db: Database, calling: CallingDevice, input: BatchInput): Promise<Receipt> {
  const now = new Date();
  checkTimes(
    'results',
    'measuredAt',
    input.results.map((reading) => reading.measuredAt),
    now,
  );
  const receipt = await takeBatch<DeviceReading>(
    db,
    calling,
    {
      batchId: input.batchId,
      entries: input.results,
      contentHash: contentHashOf(readingLines(input.results)),
      store: (tx, batch) => storeReadings(tx, db, calling, input.results, batch),
    },
    now,
  );
  countReadings(receipt);
  return receipt;
}

/**
 * Takes a device's batch of exercise once: each record placed on a student is kept with the
 * student's class and grade of now; a record of an unknown number is counted, not kept.
 */
export async function takeExerciseBatch(db: Database, calling: CallingDevice, input: ExerciseInput): Promise<Receipt> {
  const now = new Date();
  checkTimes(
    'records',
    'startedAt',
    input.records.map((record) => record.startedAt),
    now,
  );
  const data = dataLayer(db);
  return takeBatch<DeviceExercise>(
    db,
    calling,
    {
      batchId: input.batchId,
      entries: input.records,
      // A different word leads the fingerprint, so a batch id reused across the two kinds is refused as other content.
      contentHash: contentHashOf([
        'exercise',
        ...input.records.map(
          (record) =>
            `${record.studentNumber}\u0000${record.kind}\u0000${record.count ?? ''}\u0000${record.distance ?? ''}\u0000${record.durationSeconds}\u0000${new Date(record.startedAt).toISOString()}`,
        ),
      ]),
      async store(tx, { batchRef, owner, studentOf }) {
        const placed = [...new Set(studentOf.values())];
        const pupils = await placedPupils(tx, data.scoped(student, calling), placed);
        const rows = input.records.flatMap((record, seq) => {
          const studentId = studentOf.get(record.studentNumber);
          if (studentId === undefined) return [];
          const pupil = pupils.get(studentId);
          return [
            {
              id: randomUUID(),
              ...owner,
              studentId,
              classId: pupil?.classId ?? null,
              gradeKey: pupil?.gradeKey ?? null,
              kind: record.kind,
              count: record.count ?? null,
              distance: record.distance ?? null,
              durationSeconds: record.durationSeconds,
              startedAt: new Date(record.startedAt),
              source: 'device',
              batchRef,
              seq,
              deviceSerial: calling.serialNumber,
            },
          ];
        });
        if (rows.length > 0) await tx.insert(exerciseRecord).select(unnestedRows(exerciseRecord, rows));
      },
    },
    now,
  );
}
