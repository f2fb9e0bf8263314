// Where uploaded files live (issue 15): never in the database, which keeps only their metadata and a
// storage key. A key is random and never derived from anything a user typed, so it can never name a
// path outside the store. Writing goes to a temporary object that becomes visible under its key only
// once it is complete: a crash or a refused upload never leaves half a file under a live key.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte range of a stored object, both ends inclusive (as HTTP Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A store of immutable objects under random keys. */
export interface FileStore {
  /** What kind of store this is, for logs and health. */
  readonly kind: 'directory' | 's3';
  /**
   * Writes `source` under `key`. The object appears under its key only when `source` ended without
   * error; on any failure (the source's error included, e.g. a refused upload) nothing is left.
   */
  put(key: string, source: Readable): Promise<void>;
  /** The bytes under `key`, or those of `range`; rejects with {@link FileMissingError} when there are none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of the object under `key`, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object under `key`; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Writes under `toKey` a copy of the object under `fromKey` inside the store itself, the bytes
   * never passing through the gateway's process; rejects with {@link FileMissingError} when there
   * is none. The copy appears whole or not at all, as a `put` does. A store without it is copied
   * by {@link copyObject} through `read` and `put`.
   */
  copy?(fromKey: string, toKey: string): Promise<void>;
}

/**
 * Copies the object under `fromKey` to `toKey`: inside the store where it can (a lesson's 500 MB
 * video copied by a school), else streamed out of it and back in, never whole in memory.
 */
export async function copyObject(store: FileStore, fromKey: string, toKey: string): Promise<void> {
  if (store.copy) await store.copy(fromKey, toKey);
  else await store.put(toKey, await store.read(fromKey));
}

/** The object a key names does not exist in the store. */
export class FileMissingError extends Error {
  constructor(key: string) {
    super(`no stored object under ${key}`);
    this.name = 'FileMissingError';
  }
}

/** A new random storage key: two hex characters of folder, then 30 more (120 random bits in all). */
export function newStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
}

/** Age past which a partial file is a crash's leftover, not an upload in progress: a day. */
const PARTIAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;

/** Refuses anything but a key {@link newStorageKey} makes: no other string ever reaches a path. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A store in a local directory: each object a file `<root>/<ab>/<rest>`, written first under
 * `<root>/.partial/` and renamed into place when complete (a rename within one file system is atomic).
 */
export function directoryStore(root: string): FileStore {
  const partialDir = path.join(root, '.partial');
  fs.mkdirSync(partialDir, { recursive: true });
  // A partial file is never finished after a restart: what a crash left there goes. Only old ones,
  // as another gateway sharing the directory may be writing the recent ones.
  for (const name of fs.readdirSync(partialDir)) {
    const file = path.join(partialDir, name);
    if (fs.statSync(file).mtimeMs < Date.now() - PARTIAL_MAX_AGE_MS) fs.rmSync(file, { force: true });
  }
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  /** A new partial file's path: where an object is written before it is renamed into place. */
  const partialPath = () => path.join(partialDir, `${randomBytes(12).toString('hex')}.part`);

  return {
    kind: 'directory',
    async put(key, source) {
      const target = pathOf(key);
      const partial = partialPath();
      try {
        await pipeline(source, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const file = pathOf(key);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(key);
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        const stats = await fsp.stat(pathOf(key));
        return { size: stats.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async copy(fromKey, toKey) {
      const source = pathOf(fromKey);
      const target = pathOf(toKey);
      const partial = partialPath();
      try {
        // A clone where the file system has them (Btrfs, XFS, ZFS...): the copy shares the original's
        // blocks until either changes, in an instant and no room. Elsewhere the kernel copies the
        // bytes itself, which still spares them the trip through the gateway.
        await fsp.copyFile(source, partial, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !fs.existsSync(source)) {
          throw new FileMissingError(fromKey);
        }
        throw error;
      }
    },
  };
}
