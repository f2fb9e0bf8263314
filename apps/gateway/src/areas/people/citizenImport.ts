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
import { importFinished } from '../../imports/finished.ts';
import { progressReport, registerImportProgress } from '../../imports/progress.ts';
import { type ImportKind, importColumns, type RowFailure, runImport } from '../../imports/run.ts';
import { withImportFile } from '../../imports/upload.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

/** The citizen import's columns, in template order. */
const CITIZEN_COLUMNS = importColumns(['name', 'mobile', 'sex'], ['idCard', 'birthDate', 'address']);

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

  router.importing(citizenImport, async ({ caller, request, fieldsOf }) => {
    const locale = requestLocale(request);
    return withImportFile(request, fieldsOf, async (fields, file) => {
      const report = await progressReport(data, caller, fields.progressId);
      const kind: ImportKind<CitizenColumn, CitizenRow> = {
        columns: CITIZEN_COLUMNS,
        parse(cells) {
          // The citizen form's own rules, the sex given by its label in any language.
          const checked = citizenRowSchema.safeParse({ ...cells, sex: sexOf(cells.sex) ?? cells.sex });
          if (!checked.success) return { id: checked.error.issues[0]?.message as RowFailure['id'] };
          return checked.data;
        },
        keys: (row) => [['mobile', row.mobile]],
        async write(tx, rows) {
          const tenant = await data.lockedIn(tx, caller);
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
      };
      const outcome = await runImport(db, kind, await file.open(), locale, report);
      return importFinished(
        db,
        request,
        caller,
        { action: 'import.citizens', tables: ['citizen'], name: 'import.kind.citizen' },
        outcome,
        locale,
      );
    });
  });
}
