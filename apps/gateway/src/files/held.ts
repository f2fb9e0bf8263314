// Files attached to records. An upload is a stored file of the organisation that no record names
// yet; a record's write attaches it (after `checkAttachable`), and a record that stops naming a file
// (a lesson's video replaced, a picture taken out of an article, a person deleted) lets it go: the
// file goes unless another record still names it. An upload never attached is swept after a day.
// The rows go inside the writer's transaction; their objects leave the store with the
// deleted-files queue (`stored.ts`). Which records name files is `holders.ts`'s one list.
import type { DomainMessageId } from '@school-sports/domain';
import { and, inArray, lt, not } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { storedFile } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { TenantWrite } from '../tenancy/scoped.ts';
import { heldBy } from './holders.ts';

/** The columns of a stored file a record's answer lists (with {@link fileAnswer}). */
export const fileColumns = {
  fileId: storedFile.id,
  name: storedFile.name,
  size: storedFile.size,
  contentType: storedFile.contentType,
};

/** A stored file as answers list it: its columns and the address it is read at. */
export function fileAnswer<File extends { fileId: string }>(file: File): File & { url: string } {
  return { ...file, url: `/api/uc/oss/file/${file.fileId}` };
}

/** A file a record is about to name: its id, the upload kinds it may be, the request field naming it. */
export interface Attaching {
  fileId: string;
  kinds: readonly string[];
  field: string;
}

/** How an area words the refusal of a file it may not attach: its message, and 404 or 400. */
export interface AttachRefusal {
  message: DomainMessageId;
  status: 400 | 404;
}

/**
 * Refuses, on the field that names it, a file that is not an upload of the writing organisation of
 * one of the kinds asked (another organisation's file reads as one not found).
 */
export async function checkAttachable(
  tenant: TenantWrite,
  files: readonly Attaching[],
  refusal: AttachRefusal = { message: 'file.notFound', status: 404 },
): Promise<void> {
  if (files.length === 0) return;
  const ids = [...new Set(files.map((file) => file.fileId))];
  const rows = await tenant.db
    .select({ id: storedFile.id, kind: storedFile.kind })
    .from(storedFile)
    .where(tenant.scoped(storedFile).where(inArray(storedFile.id, ids)));
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  for (const file of files) {
    const kind = kinds.get(file.fileId);
    if (kind === undefined || !file.kinds.includes(kind))
      throw new ApiError(refusal.status, refusal.message, { field: file.field });
  }
}

/** Deletes the stored files of `fileIds` in the writing organisation that no record names any more. */
export async function dropUnheldFiles(tenant: TenantWrite, fileIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(fileIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await tenant.db
    .delete(storedFile)
    .where(tenant.scoped(storedFile).where(inArray(storedFile.id, ids), not(heldBy(storedFile.id))));
}

/** How long an upload may wait for the record it was made for: a form left open over a night. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;

/** How many unattached uploads one sweep removes; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Deletes, across every organisation, uploads older than the grace that no record names: a form
 * abandoned after its upload, a picture taken out of an article before it was saved. Their bytes
 * stop counting against the organisation's quota at once; the objects follow with the queue.
 *
 * @returns how many were removed.
 */
export async function sweepUnattachedFiles(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_GRACE_MS);
  const stale = db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(lt(storedFile.createdAt, before), not(heldBy(storedFile.id))))
    .limit(SWEEP_BATCH);
  const removed = await db
    .delete(storedFile)
    // Asked again as it deletes: a record that named the file meanwhile keeps it.
    .where(and(inArray(storedFile.id, stale), not(heldBy(storedFile.id))))
    .returning({ id: storedFile.id });
  return removed.length;
}
