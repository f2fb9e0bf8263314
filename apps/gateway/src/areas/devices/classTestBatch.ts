// A lesson's class test as a device sends it (`POST /api/device/v1/class-tests`): taken once through
// `batches.ts` like any batch, it opens one class test per class among its readings' students and
// scores the readings into them, never into a plan.
import { randomUUID } from 'node:crypto';
import { type DeviceReading, itemOfMeasurement, lessonTimesProblem } from '@school-sports/domain';
import type { deviceClassTest } from '@school-sports/gateway-client/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { anyOf } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { account, classTest, deviceBatch, person, student } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { CallingDevice } from '../../http/router.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import {
  type BatchOf,
  checkTimes,
  contentHashOf,
  countReadings,
  placedPupils,
  type Receipt,
  readingLines,
  storeReadings,
  type Transaction,
  takeBatch,
} from './batches.ts';

type ClassTestInput = z.output<(typeof deviceClassTest)['request']>;

/** The refusal of each way a lesson's times are wrong, with the field it names. */
const LESSON_REFUSALS = {
  order: ['deviceResult.lessonOrder', 'endedAt'],
  ahead: ['deviceResult.lessonAhead', 'endedAt'],
  tooOld: ['deviceResult.lessonTooOld', 'startedAt'],
} as const;

/**
 * Opens the class tests of a lesson's batch, in its transaction: one per class among the readings'
 * students (its grade then, its size now, the items its students were measured in), the teacher
 * found by login account in the device's organisation (none when it names nobody). Answers each
 * class's test id, by class id.
 */
async function openClassTests(
  tx: Transaction,
  db: Database,
  calling: CallingDevice,
  lessonBatch: {
    input: ClassTestInput;
    title: string;
    startedAt: Date;
    endedAt: Date;
    batch: Parameters<BatchOf<DeviceReading>['store']>[1];
  },
): Promise<Map<string, string>> {
  const { input, title, startedAt, endedAt, batch } = lessonBatch;
  const data = dataLayer(db);
  const pupils = await placedPupils(
    tx,
    data.scoped(student, calling),
    [...new Set(batch.studentOf.values())],
    startedAt,
  );
  const itemsOf = new Map<string, Set<string>>();
  for (const reading of input.results) {
    const studentId = batch.studentOf.get(reading.studentNumber);
    const pupil = studentId === undefined ? undefined : pupils.get(studentId);
    if (!pupil) continue;
    const items = itemsOf.get(pupil.classId) ?? new Set<string>();
    items.add(itemOfMeasurement(reading.item));
    itemsOf.set(pupil.classId, items);
  }
  const classIds = [...itemsOf.keys()];
  const lesson = new Map<string, string>();
  if (classIds.length > 0) {
    const sizes = await tx
      .select({ classId: student.classId, size: count() })
      .from(student)
      .where(data.scoped(student, calling).where(anyOf(student.classId, classIds)))
      .groupBy(student.classId);
    const sizeOf = new Map(sizes.map((row) => [row.classId, row.size]));
    const [teacher] = input.teacherAccount
      ? await tx
          .select({ id: account.id })
          .from(account)
          .innerJoin(person, eq(person.id, account.personId))
          .where(
            data
              .scoped(account, calling)
              .where(eq(sql`lower(${person.accountNum})`, input.teacherAccount.toLowerCase())),
          )
          .limit(1)
      : [];
    const gradeOf = new Map([...pupils.values()].map((pupil) => [pupil.classId, pupil.gradeKey]));
    const tests = classIds.map((classId) => {
      const id = randomUUID();
      lesson.set(classId, id);
      return {
        id,
        ...batch.owner,
        classId,
        gradeKey: gradeOf.get(classId) ?? null,
        teacherId: teacher?.id ?? null,
        title,
        items: [...(itemsOf.get(classId) ?? [])].sort(),
        startedAt,
        endedAt,
        deviceSerial: calling.serialNumber,
        batchRef: batch.batchRef,
        classSize: sizeOf.get(classId) ?? 0,
      };
    });
    await tx.insert(classTest).values(tests);
  }
  return lesson;
}

/**
 * Takes a lesson's class test once: its class tests (`openClassTests`), then the readings, scored
 * into their class's test and never into a plan. Answers the receipt and how many class tests the batch
 * holds (a resend's answer counts the first send's).
 */
export async function takeClassTestBatch(
  db: Database,
  calling: CallingDevice,
  input: ClassTestInput,
): Promise<Receipt & { classTests: number }> {
  const now = new Date();
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  const problem = lessonTimesProblem(startedAt, endedAt, now);
  if (problem) {
    const [message, field] = LESSON_REFUSALS[problem];
    throw new ApiError(400, message, { field });
  }
  checkTimes(
    'results',
    'measuredAt',
    input.results.map((reading) => reading.measuredAt),
    now,
  );
  const data = dataLayer(db);
  const title = input.title?.trim() ?? '';
  const receipt = await takeBatch<DeviceReading>(
    db,
    calling,
    {
      batchId: input.batchId,
      entries: input.results,
      // The lesson's own word and facts lead, so a batch id reused for a plain batch or another lesson is refused.
      contentHash: contentHashOf([
        'classTest',
        `${startedAt.toISOString()}\u0000${endedAt.toISOString()}\u0000${title}\u0000${input.teacherAccount ?? ''}`,
        ...readingLines(input.results),
      ]),
      async store(tx, batch) {
        const lesson = await openClassTests(tx, db, calling, { input, title, startedAt, endedAt, batch });
        await storeReadings(tx, db, calling, input.results, batch, lesson);
      },
    },
    now,
  );
  countReadings(receipt);
  const [held] = await db
    .select({ n: count() })
    .from(classTest)
    .innerJoin(deviceBatch, eq(deviceBatch.id, classTest.batchRef))
    .where(
      data
        .scoped(classTest, calling)
        .where(eq(deviceBatch.deviceId, calling.id), eq(deviceBatch.batchId, input.batchId)),
    );
  return { ...receipt, classTests: held?.n ?? 0 };
}
