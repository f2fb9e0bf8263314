// Stored scores made again: for one student whose sex was corrected (in the transaction that
// corrects it), and for every result scored under an older version of the scoring tables (a
// recurring job, in batches, after an upgrade brings new tables). Each result keeps its value and
// the grade it was measured in; the score, band and scoring version are the domain's of today.
import {
  DomainError,
  type GradeKey,
  gradeOfKey,
  isPhysiqueMeasurement,
  isSex,
  SCORING_VERSION,
  type Sex,
  scoreReading,
} from '@school-sports/domain';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { fitnessResult, scoringSweep } from '../../db/schema.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Schedule } from '../../jobs/runner.ts';
import type { Transaction } from '../../tenancy/scope.ts';
import type { ScopedTable } from '../../tenancy/scoped.ts';

/** A stored result as rescoring reads it. */
interface StoredResult {
  id: string;
  measurement: string;
  value: number;
  gradeKey: string;
}

/** What a result's row takes when scored again. */
interface Rescored {
  score: number | null;
  band: string | null;
  scoringVersion: string;
}

/**
 * The score `result` takes today for a student of `sex`; null where there is nothing to score it by
 * (a measurement or grade outside the standard), and the row is then kept as it is.
 */
function rescored(result: StoredResult, sex: Sex): Rescored | null {
  if (!isPhysiqueMeasurement(result.measurement)) return null;
  try {
    const scored = scoreReading({
      sex,
      grade: gradeOfKey(result.gradeKey as GradeKey),
      measurement: result.measurement,
      value: result.value,
    });
    return { score: scored.score, band: scored.band, scoringVersion: scored.scoringVersion };
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * Scores a student's stored results again for the student's sex (issue 45). A result keeps the sex
 * it was scored for, so correcting a student's sex would leave every score made on the other sex's
 * tables; each result takes the score, band, sex and scoring version the domain gives now. Runs in
 * the transaction that changes the student, so no reader ever sees the new sex beside the old
 * scores. Answers how many results were scored again.
 */
export async function rescoreStudent(
  tx: Transaction,
  results: ScopedTable<typeof fitnessResult>,
  studentId: string,
  sex: 'male' | 'female',
): Promise<number> {
  const rows = await tx
    .select({
      id: fitnessResult.id,
      measurement: fitnessResult.measurement,
      value: fitnessResult.value,
      gradeKey: fitnessResult.gradeKey,
    })
    .from(fitnessResult)
    .where(results.where(eq(fitnessResult.studentId, studentId)));
  let count = 0;
  for (const row of rows) {
    const scored = rescored(row, sex);
    if (!scored) continue;
    await results.update(row.id, { sex, ...scored });
    count++;
  }
  return count;
}

/** Results read and scored again in one transaction of a version's rescoring. */
export const RESCORE_BATCH = 2_000;

/**
 * How long after a pass the second one starts: long enough for a rolling upgrade to end, during
 * which a gateway of the older version may still score results under the older tables.
 */
export const SECOND_PASS_AFTER_MS = 24 * 60 * 60 * 1000;

/** What one step of a version's rescoring did. */
export interface RescoreStep {
  /** Results scored again in this step. */
  rescored: number;
  /** Nothing is left to do now: both passes ended, or the second waits for its day. */
  idle: boolean;
}

/**
 * One step of rescoring the results scored under any version but `version`, across every
 * organisation: the next `batch` of them after where the pass stopped, in one transaction with
 * the pass's progress, so a step cut short is taken again whole and any gateway may take the next.
 * Two passes run for each version, the second {@link SECOND_PASS_AFTER_MS} after the first.
 */
export async function rescoreStep(
  db: Database,
  options: { version?: string; batch?: number; now?: Date } = {},
): Promise<RescoreStep> {
  const version = options.version ?? SCORING_VERSION;
  const batch = options.batch ?? RESCORE_BATCH;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.insert(scoringSweep).values({ version }).onConflictDoNothing();
    // Held to the end of the step: two gateways never rescore the same batch at once.
    const [sweep] = await tx.select().from(scoringSweep).where(eq(scoringSweep.version, version)).for('update');
    if (!sweep) throw new Error(`the rescoring of ${version} has no row`);
    const waiting =
      sweep.passes >= 2 ||
      (sweep.passes === 1 && (sweep.passFinishedAt?.getTime() ?? 0) > now.getTime() - SECOND_PASS_AFTER_MS);
    if (waiting) return { rescored: 0, idle: true };

    const rows = await tx
      .select({
        id: fitnessResult.id,
        sex: fitnessResult.sex,
        measurement: fitnessResult.measurement,
        value: fitnessResult.value,
        gradeKey: fitnessResult.gradeKey,
      })
      .from(fitnessResult)
      .where(and(gt(fitnessResult.id, sweep.afterId), ne(fitnessResult.scoringVersion, version)))
      .orderBy(asc(fitnessResult.id))
      .limit(batch);
    const changes = rows.flatMap((row) => {
      const scored = isSex(row.sex) ? rescored(row, row.sex) : null;
      return scored ? [{ id: row.id, ...scored }] : [];
    });
    if (changes.length > 0) {
      // One statement for the batch: each column's values travel as one array.
      await tx.execute(sql`
        update ${fitnessResult} as r
        set score = u.score, band = u.band, scoring_version = u.scoring_version, updated_at = now()
        from unnest(
          ${sql.param(changes.map((one) => one.id))}::text[],
          ${sql.param(changes.map((one) => one.score))}::smallint[],
          ${sql.param(changes.map((one) => one.band))}::text[],
          ${sql.param(changes.map((one) => one.scoringVersion))}::text[]
        ) as u(id, score, band, scoring_version)
        where r.id = u.id`);
    }
    const ended = rows.length < batch;
    await tx
      .update(scoringSweep)
      .set(
        ended
          ? { afterId: '', passes: sweep.passes + 1, passFinishedAt: now, rescored: sweep.rescored + changes.length }
          : { afterId: (rows.at(-1) as (typeof rows)[number]).id, rescored: sweep.rescored + changes.length },
      )
      .where(eq(scoringSweep.version, version));
    return { rescored: changes.length, idle: false };
  });
}

/** How often a gateway looks for results to rescore: the check is one row when there are none. */
const RESCORE_EVERY_MS = 10 * 60 * 1000;

/**
 * The recurring rescoring of results scored under an older version of the tables: each run takes
 * steps until the pass ends or the gateway stops, and says how many results it scored again.
 */
export function rescoringSchedules(): Schedule[] {
  return [
    {
      everyMs: RESCORE_EVERY_MS,
      job: defineJob({
        kind: 'fitness.rescoreVersion',
        payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
        async run(_payload, { db, log, signal }) {
          let total = 0;
          for (;;) {
            const step = await rescoreStep(db);
            total += step.rescored;
            if (step.idle || signal.aborted) break;
          }
          if (total > 0) {
            log.info({ kind: 'fitness.rescoreVersion', rescored: total, version: SCORING_VERSION }, 'results rescored');
          }
        },
      }),
    },
  ];
}
