// The citizen import: the template with the sexes, and the upload answered with the failure file.
// The mobile number is unique in the organisation, as the citizen form keeps it, so it is the key:
// a repeated upload updates the citizens it made and adds nobody twice.
import { randomUUID } from 'node:crypto';
import { citizenFields, labelLookup, SEXES, sexLabel } from '@school-sports/domain';
import { citizenImport, citizenImportProgress, citizenImportTemplate } from '@school-sports/gateway-client/contract';
import { inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { citizen } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { labelledValues, templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { type RowFailure, rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

/** The citizen import's columns, in template order. */
const CITIZEN_COLUMNS = importColumns(
  ['name', 'mobile', { key: 'sex', choices: SEXES.map(sexLabel) }],
  ['idCard', 'birthDate', 'address'],
);

/** How a citizen import is recorded. */
const CITIZEN_IMPORT: FinishedImport = { action: 'import.citizens', tables: ['citizen'], name: 'import.kind.citizen' };

type CitizenColumn = (typeof CITIZEN_COLUMNS)[number]['key'];

const citizenRowSchema = z.object(citizenFields);

/** A valid row of the citizen import: the citizen form's values. */
type CitizenRow = z.output<typeof citizenRowSchema>;

const sexOf = labelLookup(SEXES, sexLabel);

export function registerCitizenImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(citizenImportTemplate, async ({ request }) => {
    const locale = requestLocale(request);
    return templateAnswer({
      locale,
      kind: 'import.kind.citizen',
      columns: CITIZEN_COLUMNS,
      instructions: ['import.instructions.values', 'import.instructions.citizen'],
      values: [labelledValues(locale, 'import.column.sex', SEXES, sexLabel)],
    });
  });

  registerImportProgress(router, citizenImportProgress, data);

  router.importing(citizenImport, async (upload) =>
    importUpload(
      db,
      upload,
      CITIZEN_IMPORT,
      async (): Promise<ImportKind<CitizenColumn, CitizenRow>> => ({
        columns: CITIZEN_COLUMNS,
        parse(cells) {
          // The citizen form's own rules, the sex given by its label in any language.
          const check = rowChecks<CitizenColumn>();
          return check.schema(citizenRowSchema, { ...cells, sex: sexOf(cells.sex) ?? cells.sex }) ?? check.failures;
        },
        keys: (row) => [['mobile', row.mobile]],
        async write(tx, rows) {
          const tenant = await data.lockedIn(tx, upload.caller);
          const citizens = tenant.scoped(citizen);
          const existing = await tenant.db
            .select({ id: citizen.id, mobile: citizen.mobile })
            .from(citizen)
            .where(
              citizens.where(
                inArray(
                  citizen.mobile,
                  rows.map((row) => row.mobile),
                ),
              ),
            );
          const idOf = new Map(existing.map((row) => [row.mobile, row.id]));
          const added: (typeof citizen.$inferInsert)[] = [];
          for (const row of rows) {
            const id = idOf.get(row.mobile);
            if (id) await citizens.update(id, row);
            else added.push({ id: randomUUID(), ...tenant.values, ...row });
          }
          if (added.length > 0) await tenant.db.insert(citizen).values(added);
          return new Map<number, RowFailure>();
        },
      }),
    ),
  );
}
