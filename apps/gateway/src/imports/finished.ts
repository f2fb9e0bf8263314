// What every import does once its last row is written, whatever it imported: it leaves a line in
// the audit log with its counts, has the planner's statistics of the tables it wrote refreshed when
// it wrote many rows, and answers the failure file.
import type { DomainLocale } from '@school-sports/domain';
import type { AuditAction } from '@school-sports/gateway-client/contract';
import type { FastifyRequest } from 'fastify';
import { recordImport } from '../audit/log.ts';
import type { Database } from '../db/index.ts';
import type { Caller, ImportAnswerFile } from '../http/router.ts';
import { failureAnswer, type ImportKindName } from './answers.ts';
import type { ImportOutcome } from './run.ts';
import { type ImportedTable, refreshStatisticsAfterImport } from './statistics.ts';

/** An import as its end is recorded: the audit log's action, the tables it writes, what it imports. */
export interface FinishedImport {
  action: Extract<AuditAction, `import.${string}`>;
  tables: readonly ImportedTable[];
  /** What the failure file is named after. */
  name: ImportKindName;
}

/**
 * Records the end of an import that wrote `outcome.successCount` rows (and refused `failureCount`);
 * answers its failure file in `locale`.
 */
export async function importFinished(
  db: Database,
  request: FastifyRequest,
  caller: Caller | null,
  kind: FinishedImport,
  outcome: ImportOutcome,
  locale: DomainLocale,
): Promise<ImportAnswerFile> {
  await recordImport(db, request, caller, kind.action, outcome);
  await refreshStatisticsAfterImport(db, request, kind.tables, outcome.successCount);
  return failureAnswer(outcome, locale, kind.name);
}
