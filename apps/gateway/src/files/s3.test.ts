// The S3 file store against an S3-compatible server started here on loopback: the store's own
// promises, then a gateway keeping its files there.
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { translateDomainMessage } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../db/schema.ts';
import { testDatabases } from '../testing/databases.ts';
import { expectObjectCopy, expectObjectLifecycle } from '../testing/fileStores.ts';
import { bearer, openTestGateway, signIn, type TestGateway } from '../testing/gateway.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { MP4_HEAD, streamUpload } from '../testing/uploads.ts';
import { s3Store } from './s3.ts';
import { type FileStore, newStorageKey } from './store.ts';

const MB = 1024 * 1024;

describe('the S3 file store', () => {
  let s3: TestS3;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startTestS3();
    store = s3Store(s3.options);
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('keeps an object under its key, reads it whole or in part, and deletes it', async () => {
    await expectObjectLifecycle(store, () => s3.keys());
  });

  it('copies an object inside the bucket, and refuses a missing one', async () => {
    await expectObjectCopy(store, () => s3.keys());
  });

  it('stores a file of several parts, and leaves nothing when the bytes fail on the way', async () => {
    const key = newStorageKey();
    const bytes = randomBytes(20 * MB);
    await store.put(key, Readable.from([bytes.subarray(0, 7 * MB), bytes.subarray(7 * MB)]));
    const read = Buffer.concat(await (await store.read(key)).toArray());
    expect(read.equals(bytes)).toBe(true);
    await store.delete(key);

    const failing = Readable.from(
      (async function* () {
        yield randomBytes(9 * MB);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put(newStorageKey(), failing)).rejects.toThrow('the client went away');
    expect(await s3.keys()).toEqual([]);
  });

  it('refuses any key it did not make', async () => {
    for (const key of ['../x', 'report.pdf', '']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(/not a storage key/);
      await expect(store.read(key)).rejects.toThrow(/not a storage key/);
    }
    expect(await s3.keys()).toEqual([]);
  });
});

describe.each(testDatabases())('a gateway keeping its files in S3, on $name', ({ open }) => {
  let s3: TestS3;
  let gateway: TestGateway;
  let origin: string;
  let token: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    gateway = await openTestGateway(open, { fileStore: s3Store(s3.options) });
    token = (await signIn(gateway.app, 'k12admin')).access;
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
    await s3?.close();
  });

  it('streams an upload there and back, in ranges too, refuses one past its limit, and deletes', async () => {
    const answer = await streamUpload({
      origin,
      token,
      kind: 'lessonVideo',
      fileName: 'lesson.mp4',
      head: MP4_HEAD,
      size: 12 * MB + 5,
    });
    expect(answer.status, answer.body).toBe(200);
    const { fileId, url } = JSON.parse(answer.body).data as { fileId: string; url: string };
    const [row] = await gateway.database.db.select().from(storedFile).where(eq(storedFile.id, fileId));
    expect(await s3.keys()).toEqual([row?.storageKey]);

    const read = await gateway.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(createHash('sha256').update(read.rawPayload).digest('hex')).toBe(answer.sha256);
    const part = await gateway.app.inject({ method: 'GET', url, headers: bearer(token, { range: 'bytes=0-15' }) });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-15/${12 * MB + 5}`);
    expect(part.rawPayload.equals(MP4_HEAD.subarray(0, 16))).toBe(true);

    const refused = await streamUpload({
      origin,
      token,
      kind: 'image',
      fileName: 'big.png',
      head: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      size: 5 * MB + 1,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).msg).toBe(translateDomainMessage('en-US', 'upload.size', { max: '5 MB' }));
    expect(await s3.keys()).toEqual([row?.storageKey]);

    await gateway.database.db.delete(storedFile).where(eq(storedFile.id, fileId));
    await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/myInfo/getUInfo',
      headers: bearer(token),
      payload: {},
    });
    expect(await s3.keys()).toEqual([]);
  });
});
