// What every file store must do, checked alike for the directory store and the S3 store.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import { FileMissingError, type FileStore, newStorageKey } from '../files/store.ts';

/**
 * `store` keeps an object under its key, reads it whole or in part, and deletes it (a second
 * delete is no error); `keys` lists what the store's backing holds, to see the object come and go.
 */
export async function expectObjectLifecycle(store: FileStore, keys: () => Promise<string[]> | string[]) {
  const key = newStorageKey();
  await store.put(key, Readable.from([Buffer.from('hello, '), Buffer.from('world')]));
  expect(await keys()).toEqual([key]);
  expect(await store.stat(key)).toEqual({ size: 12 });
  expect(await text(await store.read(key))).toBe('hello, world');
  expect(await text(await store.read(key, { start: 7, end: 11 }))).toBe('world');
  await store.delete(key);
  await store.delete(key);
  expect(await store.stat(key)).toBeNull();
  await expect(store.read(key)).rejects.toBeInstanceOf(FileMissingError);
  expect(await keys()).toEqual([]);
}
