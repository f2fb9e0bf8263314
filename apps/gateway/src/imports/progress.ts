// How far an import has got, in rows: the runner reports as it checks and writes, and the browser
// that started the import asks (`<folder>/import/progress`) while it waits for the answer. The
// report lives in the database (`import_progress`), so with several gateways any of them answers.
import type { studentImportProgress } from '@school-sports/gateway-client/contract';
import { eq, lt } from 'drizzle-orm';
import { importProgress } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Caller, Router } from '../http/router.ts';
import type { DataLayer } from '../tenancy/scoped.ts';

/** Where an import is: checking rows (no total yet), writing the rows that passed, or done. */
export type ImportPhase = 'checking' | 'writing' | 'done';

/** Tells how far an import has got. */
export type ProgressReport = (phase: ImportPhase, done: number, total: number | null) => Promise<void>;

/** How long a finished or abandoned import's progress is kept before the next import clears it. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** A report that goes nowhere: the browser named no progress to follow. */
const unreported: ProgressReport = async () => {};

/**
 * The progress report of the caller's import that the browser named `progressId` (none when it
 * named none), its row made at once. A name another account took is refused as unknown; only its
 * own account ever reads a row.
 */
export async function progressReport(
  data: DataLayer,
  caller: Caller | null,
  progressId: string | undefined,
): Promise<ProgressReport> {
  if (!progressId) return unreported;
  const tenant = data.tenant(caller);
  const rows = tenant.scoped(importProgress);
  await rows.deleteWhere(lt(importProgress.updatedAt, new Date(Date.now() - KEPT_MS)));
  const made = await tenant.db
    .insert(importProgress)
    .values({ id: progressId, ...tenant.values, accountId: tenant.account.id, phase: 'checking', done: 0 })
    .onConflictDoNothing()
    .returning({ id: importProgress.id });
  const mine = [eq(importProgress.id, progressId), eq(importProgress.accountId, tenant.account.id)];
  const report: ProgressReport = async (phase, done, total) => {
    await rows.updateWhere({ phase, done, total, updatedAt: new Date() }, ...mine);
  };
  if (made.length === 0) {
    // The name is taken: by an earlier import of the same person, which starts afresh, or by
    // someone else, whose name this import may not use (like every id of theirs, it does not exist here).
    if (!(await rows.exists(...mine))) throw new ApiError(404, 'import.progressUnknown');
    await report('checking', 0, null);
  }
  return report;
}

/** Registers the progress call of an import: the caller's own import, by the name it gave it. */
export function registerImportProgress(router: Router, endpoint: typeof studentImportProgress, data: DataLayer): void {
  router.json(endpoint, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const row = await tenant
      .scoped(importProgress)
      .find(eq(importProgress.id, input.progressId), eq(importProgress.accountId, tenant.account.id));
    if (!row) throw new ApiError(404, 'import.progressUnknown');
    return { phase: row.phase as ImportPhase, done: row.done, total: row.total };
  });
}
