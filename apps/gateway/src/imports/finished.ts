// An import's request from upload to answer, whatever it imports: the workbook received, its rows run
// through the kind with progress told, and its end recorded: a line in the audit log with its counts,
// the planner's statistics of the tables it wrote refreshed when it wrote many rows, and the failure
// file answered.
import type { DomainLocale } from '@school-sports/domain';
import type { AuditAction } from '@school-sports/gateway-client/contract';
import type { FastifyRequest } from 'fastify';
import { recordImport } from '../audit/log.ts';
import type { Database } from '../db/index.ts';
import { requestLocale } from '../http/locale.ts';
import type { Caller, ImportAnswerFile } from '../http/router.ts';
import { dataLayer } from '../tenancy/scoped.ts';
import { failureAnswer, type ImportKindName } from './answers.ts';
import { progressReport } from './progress.ts';
import { type ImportKind, runImport } from './run.ts';
import { type ImportedTable, refreshStatisticsAfterImport } from './statistics.ts';
import { withImportFile } from './upload.ts';

/** An import as its end is recorded: the audit log's action, the tables it writes, what it imports. */
export interface FinishedImport {
  action: Extract<AuditAction, `import.${string}`>;
  tables: readonly ImportedTable[];
  /** What the failure file is named after. */
  name: ImportKindName;
}

/** What an import's handler is given: the caller, the request, and the check of its text fields. */
export interface ImportRequest<Fields> {
  caller: Caller | null;
  request: FastifyRequest;
  fieldsOf: (fields: Record<string, unknown>) => Fields;
}

/**
 * Imports the workbook of `upload` as the kind `kindOf` makes of the request's fields and the file's
 * name (it may refuse them, before the workbook is opened), and answers the failure file in the
 * caller's language.
 */
export async function importUpload<Fields extends { progressId?: string | undefined }, Key extends string, Row>(
  db: Database,
  upload: ImportRequest<Fields>,
  finished: FinishedImport,
  kindOf: (fields: Fields, file: { name: string }) => Promise<ImportKind<Key, Row>>,
): Promise<ImportAnswerFile> {
  const { caller, request } = upload;
  const locale: DomainLocale = requestLocale(request);
  return withImportFile(request, upload.fieldsOf, async (fields, file) => {
    const kind = await kindOf(fields, { name: file.name });
    const report = await progressReport(dataLayer(db), caller, fields.progressId);
    const outcome = await runImport(db, kind, await file.open(), locale, report);
    await recordImport(db, request, caller, finished.action, outcome);
    await refreshStatisticsAfterImport(db, request, finished.tables, outcome.successCount);
    return failureAnswer(outcome, locale, finished.name);
  });
}
