// The bookkeeping between file rows and the file store: what an organisation keeps, moving bytes
// the database held before the store existed, and removing the objects of deleted rows.
import { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { storedFile, storedFileDeletion } from '../db/schema.ts';
import { type FileStore, newStorageKey } from './store.ts';
import { thumbnailKey } from './thumbnails.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Bytes of files an organisation keeps (its storage quota counts these). */
export async function usedBytes(db: Database | Transaction, orgId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number | null>`sum(${storedFile.size})` })
    .from(storedFile)
    .where(eq(storedFile.orgId, orgId));
  return Number(row?.used ?? 0);
}

/**
 * Moves the bytes of file rows written before the file store existed into the store, one file at a
 * time (so memory holds one file at most), and clears them in the database. Safe to run at every
 * start and by two gateways at once: a row another gateway moved first is left alone, and the copy
 * made here is removed.
 *
 * @returns how many files were moved.
 */
export async function moveStoredBytes(db: Database, store: FileStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const [row] = await db
      .select({ id: storedFile.id, bytes: storedFile.bytes })
      .from(storedFile)
      .where(and(isNotNull(storedFile.bytes), isNull(storedFile.storageKey)))
      .limit(1);
    if (!row?.bytes) return moved;
    const key = newStorageKey();
    await store.put(key, Readable.from([row.bytes]));
    const updated = await db
      .update(storedFile)
      .set({ storageKey: key, bytes: null })
      .where(and(eq(storedFile.id, row.id), isNull(storedFile.storageKey)))
      .returning({ id: storedFile.id });
    if (updated.length === 0) await store.delete(key);
    else moved++;
  }
}

/** How many queued objects one purge removes; the next purge takes the rest. */
const PURGE_BATCH = 100;

/**
 * Removes from the store the objects whose file rows were deleted (queued by the database's trigger
 * when the deletion committed). An object that cannot be removed now stays queued for the next purge.
 *
 * @returns how many objects were removed.
 */
export async function purgeDeletedFiles(db: Database, store: FileStore): Promise<number> {
  const queued = await db
    .select({ storageKey: storedFileDeletion.storageKey })
    .from(storedFileDeletion)
    .limit(PURGE_BATCH);
  const removed: string[] = [];
  for (const { storageKey } of queued) {
    try {
      await store.delete(storageKey);
      // A picture's thumbnail, if one was ever asked for, goes with it.
      await store.delete(thumbnailKey(storageKey));
      removed.push(storageKey);
    } catch {
      // Left queued: the store may be briefly unreachable; the next purge tries again.
    }
  }
  if (removed.length > 0) await db.delete(storedFileDeletion).where(inArray(storedFileDeletion.storageKey, removed));
  return removed.length;
}
