// What a gateway does with its file store before it answers: files the database still holds move
// into the store, and the objects of file rows deleted while no gateway ran are removed.
import type { Database } from '../db/index.ts';
import type { FileStore } from './store.ts';
import { moveStoredBytes, purgeDeletedFiles } from './stored.ts';

/** Brings the file store up to date with the database; safe to run at every start. */
export async function prepareFileStore(db: Database, store: FileStore): Promise<void> {
  await moveStoredBytes(db, store);
  while ((await purgeDeletedFiles(db, store)) > 0);
}
