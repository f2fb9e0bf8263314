import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectObjectCopy, expectObjectLifecycle } from '../testing/fileStores.ts';
import { filesUnder } from '../testing/uploads.ts';
import { directoryStore, type FileStore, newStorageKey } from './store.ts';

describe('the directory file store', () => {
  let root: string;
  let store: FileStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-store-'));
    store = directoryStore(root);
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps an object under its key, reads it whole or in part, and deletes it', async () => {
    await expectObjectLifecycle(store, () => filesUnder(root));
  });

  it('copies an object inside the directory (a clone where the file system has them), and refuses a missing one', async () => {
    await expectObjectCopy(store, () => filesUnder(root));
  });

  it('leaves nothing, not even a partial file, when the bytes fail on the way', async () => {
    const key = newStorageKey();
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(100_000);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put(key, failing)).rejects.toThrow('the client went away');
    expect(filesUnder(root)).toEqual([]);
    expect(await store.stat(key)).toBeNull();
  });

  it('refuses any key it did not make, so no name ever reaches a path', async () => {
    for (const key of [
      '../etc/passwd',
      'ab/../../x',
      '/tmp/x',
      'report.pdf',
      '',
      'AB/0123456789abcdef0123456789abcd',
    ]) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/not a storage key/);
      await expect(store.read(key)).rejects.toThrow(/not a storage key/);
      await expect(store.delete(key)).rejects.toThrow(/not a storage key/);
    }
    expect(filesUnder(root)).toEqual([]);
  });

  it('drops partial files a crash left, at open, and not those another gateway may be writing', () => {
    const left = path.join(root, '.partial', 'left.part');
    fs.writeFileSync(left, 'half a file');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(left, twoDaysAgo, twoDaysAgo);
    fs.writeFileSync(path.join(root, '.partial', 'writing.part'), 'a file on its way');
    directoryStore(root);
    expect(filesUnder(root)).toEqual([path.join('.partial', 'writing.part')]);
  });
});
