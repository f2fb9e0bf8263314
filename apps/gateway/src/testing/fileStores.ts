// What every file store must do, checked alike for the directory store and the S3 store.
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import { copyObject, FileMissingError, type FileStore, newStorageKey } from '../files/store.ts';

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

/**
 * `store` copies an object inside itself (`copy`): the copy reads as the original, outlives the
 * original's deletion, and a copy of a missing object is refused with nothing left; `copyObject`
 * on a store without `copy` streams the same copy through it.
 */
export async function expectObjectCopy(store: FileStore, keys: () => Promise<string[]> | string[]) {
  expect(store.copy).toBeTypeOf('function');
  const original = newStorageKey();
  const copied = newStorageKey();
  await store.put(original, Readable.from([Buffer.from('a lesson video')]));
  await store.copy?.(original, copied);
  expect((await keys()).sort()).toEqual([original, copied].sort());
  expect(await text(await store.read(copied))).toBe('a lesson video');
  await store.delete(original);
  expect(await text(await store.read(copied, { start: 9, end: 13 }))).toBe('video');
  const missing = newStorageKey();
  await expect(store.copy?.(original, missing)).rejects.toBeInstanceOf(FileMissingError);
  expect(await keys()).toEqual([copied]);
  // The same copy through the store's reads and writes, as for a store that has no copy of its own.
  const streamed = newStorageKey();
  await copyObject({ ...store, copy: undefined } as FileStore, copied, streamed);
  expect(await text(await store.read(streamed))).toBe('a lesson video');
  await store.delete(copied);
  await store.delete(streamed);
  expect(await keys()).toEqual([]);
}
