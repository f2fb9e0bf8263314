// What every import does once its last row is written, whatever it imported: it leaves a line in
// the audit log with its counts, and, when it wrote many rows, has the planner's statistics of the
// tables it wrote refreshed.
import type { AuditAction } from '@school-sports/gateway-client/contract';
import type { FastifyRequest } from 'fastify';
import { recordImport } from '../audit/log.ts';
import type { Database } from '../db/index.ts';
import type { Caller } from '../http/router.ts';
import { type ImportedTable, refreshStatisticsAfterImport } from './statistics.ts';

/** An import as its end is recorded: the audit log's action, and the tables it writes. */
export interface FinishedImport {
  action: Extract<AuditAction, `import.${string}`>;
  tables: readonly ImportedTable[];
}

/** Records the end of an import that wrote `outcome.successCount` rows (and refused `failureCount`). */
export async function importFinished(
  db: Database,
  request: FastifyRequest,
  caller: Caller | null,
  kind: FinishedImport,
  outcome: { successCount: number; failureCount: number },
): Promise<void> {
  await recordImport(db, request, caller, kind.action, outcome);
  await refreshStatisticsAfterImport(db, request, kind.tables, outcome.successCount);
}
