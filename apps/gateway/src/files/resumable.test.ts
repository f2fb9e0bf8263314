// Resumable uploads (tus) against the real gateway: a video created, continued in pieces and after
// a dropped connection, kept as an ordinary stored file and played back in ranges; and each bad
// input refused in the caller's language with nothing kept. Into a directory file store on PGlite and
// PostgreSQL, and into the S3 file store against the S3-compatible test server.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { RESUMABLE_FILE_HEADER } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumableUpload, storedFile } from '../db/schema.ts';
import { testDatabases } from '../testing/databases.ts';
import { bearer, openTestGateway, signIn, type TestGateway } from '../testing/gateway.ts';
import { tusClient } from '../testing/resumable.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';
import { MP4_HEAD } from '../testing/uploads.ts';
import { s3Store } from './s3.ts';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A video of `size` bytes: an mp4 head, then random bytes. */
const video = (size: number) => Buffer.concat([MP4_HEAD, randomBytes(size - MP4_HEAD.length)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Opened {
  gateway: TestGateway;
  origin: string;
  tokens: { k12: string; nf: string; gx: string };
}

async function open(gatewayOf: () => Promise<TestGateway>): Promise<Opened> {
  const gateway = await gatewayOf();
  const [k12, nf, gx] = await Promise.all(['k12admin', 'nfadmin', 'gxadmin'].map((one) => signIn(gateway.app, one)));
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  return { gateway, origin, tokens: { k12: k12?.access ?? '', nf: nf?.access ?? '', gx: gx?.access ?? '' } };
}

/** Uploads `bytes` as `kind` in two pieces, the connection dropped in the first; answers the stored file. */
async function uploadInterrupted(opened: Opened, bytes: Buffer, kind = 'lessonVideo', name = 'lesson.mp4') {
  const tus = tusClient(opened.origin, opened.tokens.k12);
  const { answer, location } = await tus.create({ kind, name, type: 'video/mp4', length: bytes.length });
  expect(answer.status, answer.body).toBe(201);
  expect(location).toMatch(/^\/api\/uc\/oss\/resumable\/[0-9a-f]{32}$/);
  // A first piece, whole; then a piece cut off mid-way; the upload stands wherever the bytes reached.
  const first = 1 * MB;
  expect((await tus.patch(location, 0, bytes.subarray(0, first))).status).toBe(204);
  const { events } = opened.gateway.app.resumableUploads;
  await tus.cut(location, first, bytes.subarray(first), 2 * MB, once(events, 'handled'));
  const { offset } = await tus.offset(location);
  expect(offset).toBeGreaterThanOrEqual(first);
  expect(offset).toBeLessThanOrEqual(first + 2 * MB);
  const last = await tus.patch(location, offset ?? 0, bytes.subarray(offset ?? 0));
  expect(last.status, last.body).toBe(204);
  expect(Number(last.headers.get('upload-offset'))).toBe(bytes.length);
  const fileId = last.headers.get(RESUMABLE_FILE_HEADER) ?? '';
  expect(fileId).not.toBe('');
  return { fileId, location };
}

/** The finished upload is an ordinary stored file: whole, typed, readable in ranges. */
async function expectStored(opened: Opened, fileId: string, bytes: Buffer) {
  const [row] = await opened.gateway.database.db.select().from(storedFile).where(eq(storedFile.id, fileId));
  expect(row).toMatchObject({
    kind: 'lessonVideo',
    contentType: 'video/mp4',
    size: bytes.length,
    sha256: sha256(bytes),
  });
  const url = `/api/uc/oss/file/${fileId}`;
  const whole = await opened.gateway.app.inject({ method: 'GET', url, headers: bearer(opened.tokens.k12) });
  expect(sha256(whole.rawPayload)).toBe(sha256(bytes));
  const part = await opened.gateway.app.inject({
    method: 'GET',
    url,
    headers: bearer(opened.tokens.k12, { range: 'bytes=1048576-1048600' }),
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1048576-1048600/${bytes.length}`);
  expect(part.rawPayload.equals(bytes.subarray(1048576, 1048601))).toBe(true);
}

describe.each(testDatabases())('resumable uploads into a directory file store, on $name', ({ open: openDatabase }) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await open(() => openTestGateway(openDatabase));
  });
  afterAll(async () => {
    await opened?.gateway.close();
  });
  const rows = () => opened.gateway.database.db.select().from(resumableUpload);
  const files = () => opened.gateway.database.db.select({ id: storedFile.id }).from(storedFile);

  it('continues a video where a dropped connection left it, and keeps it as a stored file', async () => {
    const bytes = video(5 * MB + 321);
    const { fileId, location } = await uploadInterrupted(opened, bytes);
    await expectStored(opened, fileId, bytes);
    // Done: the upload's address answers nothing more, and its staged bytes are gone.
    const tus = tusClient(opened.origin, opened.tokens.k12);
    expect((await tus.offset(location)).answer.status).toBe(404);
  });

  /** A refusal of the protocol, in each language, with the message of `id`. */
  async function expectRefused(
    send: (language: DomainLocale) => Promise<{ status: number; json(): { msg: string; msgId?: string } }>,
    status: number,
    id: Parameters<typeof translateDomainMessage>[1],
    values: Record<string, string | number> = {},
  ) {
    for (const language of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      const filesBefore = (await files()).length;
      const answer = await send(language);
      expect(answer.status).toBe(status);
      expect(answer.json().msgId).toBe(id);
      expect(answer.json().msg).toBe(translateDomainMessage(language, id, values));
      expect((await files()).length).toBe(filesBefore);
    }
  }

  it('refuses a kind that is not resumable, a size past the kind’s limit and a size not said, creating nothing', async () => {
    const before = (await rows()).length;
    const create = (file: Parameters<ReturnType<typeof tusClient>['create']>[0]) => (language: DomainLocale) =>
      tusClient(opened.origin, opened.tokens.k12, language)
        .create(file)
        .then((made) => made.answer);
    await expectRefused(
      create({ kind: 'image', name: 'a.png', type: 'image/png', length: 100 }),
      400,
      'upload.resumable.kind',
      {
        accepted: 'lessonVideo, lessonAudio',
      },
    );
    await expectRefused(
      create({ kind: 'lessonVideo', name: 'a.mp4', type: 'video/mp4', length: 500 * MB + 1 }),
      413,
      'upload.size',
      { max: '500 MB' },
    );
    await expectRefused(
      create({ kind: 'lessonAudio', name: 'a.mp3', type: 'audio/mpeg', length: 20 * MB + 1 }),
      413,
      'upload.size',
      { max: '20 MB' },
    );
    await expectRefused(create({ kind: 'lessonVideo', name: 'a.exe', type: '', length: 100 }), 415, 'upload.type', {
      accepted: 'MP4',
    });
    await expectRefused(
      create({ kind: 'lessonVideo', name: 'a.mp4', type: 'video/mp4', length: null }),
      400,
      'upload.resumable.length',
    );
    expect((await rows()).length).toBe(before);
  });

  it('refuses a picture disguised as a video by its first bytes, keeping none of them', async () => {
    const tus = tusClient(opened.origin, opened.tokens.k12);
    const disguised = Buffer.concat([PNG_HEAD, randomBytes(200 * 1024)]);
    const { location } = await tus.create({
      kind: 'lessonVideo',
      name: 'lesson.mp4',
      type: 'video/mp4',
      length: disguised.length,
    });
    await expectRefused(
      (language) => tusClient(opened.origin, opened.tokens.k12, language).patch(location, 0, disguised),
      415,
      'upload.content',
    );
    expect((await tus.offset(location)).offset).toBe(0);
    const [row] = (await rows()).filter((one) => location.endsWith(one.id));
    expect(row?.sniffedType).toBeNull();
  });

  it('refuses a continuation from another offset, and another organisation’s or a stranger’s use of the upload', async () => {
    const tus = tusClient(opened.origin, opened.tokens.k12);
    const bytes = video(300 * 1024);
    const { location } = await tus.create({
      kind: 'lessonVideo',
      name: 'v.mp4',
      type: 'video/mp4',
      length: bytes.length,
    });
    expect((await tus.patch(location, 0, bytes.subarray(0, 100 * 1024))).status).toBe(204);
    await expectRefused(
      (language) => tusClient(opened.origin, opened.tokens.k12, language).patch(location, 5, bytes.subarray(5)),
      409,
      'upload.resumable.offset',
    );
    // Another organisation (nf has the lesson screen) is told the upload does not exist.
    for (const send of [
      (language: DomainLocale) =>
        tusClient(opened.origin, opened.tokens.nf, language).patch(location, 100 * 1024, bytes.subarray(100 * 1024)),
      (language: DomainLocale) => tusClient(opened.origin, opened.tokens.nf, language).cancel(location),
    ]) {
      await expectRefused(send, 404, 'upload.resumable.notFound');
    }
    // gx's frame has no lesson screen: refused before the protocol is heard; no token, likewise.
    expect((await tusClient(opened.origin, opened.tokens.gx).offset(location)).answer.status).toBe(403);
    expect((await tusClient(opened.origin, 'not-a-token').offset(location)).answer.status).toBe(401);
    expect((await tus.offset(location)).offset).toBe(100 * 1024);

    // Its owner cancels it: gone, with its bytes.
    expect((await tus.cancel(location)).status).toBe(204);
    expect((await tus.offset(location)).answer.status).toBe(404);
  });
});

describe('resumable uploads into the S3 file store', () => {
  let s3: TestS3;
  let opened: Opened;
  beforeAll(async () => {
    s3 = await startTestS3();
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    opened = await open(async () => openTestGateway(pglite.open, { fileStore: s3Store(s3.options) }));
  });
  afterAll(async () => {
    await opened?.gateway.close();
    await s3?.close();
  });

  it('continues a video of several parts after a dropped connection, and keeps only the stored file', async () => {
    const bytes = video(12 * MB + 77);
    const { fileId } = await uploadInterrupted(opened, bytes);
    await expectStored(opened, fileId, bytes);
    const [row] = await opened.gateway.database.db.select().from(storedFile).where(eq(storedFile.id, fileId));
    // Nothing of the staging is left beside the file store's object.
    expect(await s3.keys()).toEqual([row?.storageKey]);
  });
});

describe('resumable uploads within the organisation’s quota', () => {
  let opened: Opened;
  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    opened = await open(() => openTestGateway(pglite.open, { fileQuotaBytes: 2 * MB }));
  });
  afterAll(async () => {
    await opened?.gateway.close();
  });

  it('refuses an upload whose announced length would pass the quota, before a byte is sent', async () => {
    const before = await opened.gateway.database.db.select().from(resumableUpload);
    const { answer } = await tusClient(opened.origin, opened.tokens.k12).create({
      kind: 'lessonVideo',
      name: 'v.mp4',
      type: 'video/mp4',
      length: 3 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.json().msgId).toBe('upload.quota');
    expect(answer.json().msg).toBe(translateDomainMessage('en-US', 'upload.quota', { quota: '2 MB' }));
    expect(await opened.gateway.database.db.select().from(resumableUpload)).toEqual(before);
  });
});
