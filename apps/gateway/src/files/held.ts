// Removing an organisation's stored files once no record holds them: a record that stops naming a
// file (a lesson's video replaced, a picture taken out of an article) lets it go, and the file goes
// unless another record of the organisation still names it. The rows go inside the caller's write;
// their objects leave the store with the deleted-files queue (`stored.ts`).
import { type Column, eq, inArray, notExists, sql } from 'drizzle-orm';
import { storedFile } from '../db/schema.ts';
import type { TenantWrite } from '../tenancy/scoped.ts';

/**
 * Deletes the stored files of `fileIds` in the writing organisation that no row holds in any of the
 * `holders` columns (each a column that names a stored file, e.g. a resource's cover).
 */
export async function dropUnheldFiles(
  tenant: TenantWrite,
  fileIds: readonly string[],
  holders: readonly Column[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const tx = tenant.db;
  await tx
    .delete(storedFile)
    .where(
      tenant
        .scoped(storedFile)
        .where(
          inArray(storedFile.id, [...fileIds]),
          ...holders.map((column) =>
            notExists(tx.select({ one: sql`1` }).from(column.table).where(eq(column, storedFile.id))),
          ),
        ),
    );
}
