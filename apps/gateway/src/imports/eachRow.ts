// How an import writes rows that each need the checks of a form (a class, a teacher, a user): one
// at a time, each in a savepoint of its batch, so a row the gateway refuses leaves the batch's other
// rows as they are and answers its refusal in words, as the form would have.
import { ApiError } from '../http/errors.ts';
import type { TenantWrite } from '../tenancy/scoped.ts';
import type { RowFailure } from './rowChecks.ts';

/** Writes each of `rows` in a savepoint of `tenant`'s write; the refusals by the rows' index. */
export async function writeEachRow<Row>(
  tenant: TenantWrite,
  rows: readonly Row[],
  write: (savepoint: TenantWrite, row: Row) => Promise<unknown>,
): Promise<Map<number, RowFailure>> {
  const refused = new Map<number, RowFailure>();
  for (const [index, row] of rows.entries()) {
    try {
      await tenant.savepoint((savepoint) => write(savepoint, row));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.set(index, { id: error.messageId, values: error.values });
    }
  }
  return refused;
}
