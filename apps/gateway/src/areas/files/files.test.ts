import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DomainLocale, formatByteSize, translateDomainMessage, UPLOAD_KINDS } from '@school-sports/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../auth/sessions.ts';
import { session, storedFile } from '../../db/schema.ts';
import { thumbnailKey } from '../../files/thumbnails.ts';
import { call, postRaw } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer, openTestGateway, signIn, type TestGateway } from '../../testing/gateway.ts';
import { filePart, injectMultipart, type Part } from '../../testing/multipart.ts';
import { filesUnder, MP4_HEAD, streamUpload } from '../../testing/uploads.ts';

const LANGUAGES: DomainLocale[] = ['en-US', 'zh-CN'];
const MB = 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG = Buffer.concat([PNG_SIGNATURE, randomBytes(600)]);

/** A PNG whose header says `width` by `height` pixels (its IHDR chunk first), then noise. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  return Buffer.concat([PNG_SIGNATURE, header, randomBytes(600)]);
}
const SQUARE_PNG = pngOf(512, 512);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(600), Buffer.from([0xff, 0xd9])]);
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(200)]);
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(200)]);

const file = filePart;

describe.each(testDatabases())('files of /api/uc/oss on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });

  let origin: string;

  beforeAll(async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  });

  function upload(token: string | null, parts: Part[], language: DomainLocale = 'en-US') {
    const headers = { ...(token ? bearer(token) : {}), 'accept-language': language };
    return injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers }, parts);
  }

  const storedIds = async () =>
    JSON.stringify(
      await gateway.database.db.select({ id: storedFile.id }).from(storedFile).orderBy(asc(storedFile.id)),
    );

  /** Each language gets its message for `id` with `status`, and nothing is stored. */
  async function refused(
    token: string | null,
    parts: Part[],
    status: number,
    id: Parameters<typeof translateDomainMessage>[1],
    values: Record<string, string | number> = {},
  ) {
    const before = await storedIds();
    for (const language of LANGUAGES) {
      const response = await upload(token, parts, language);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({
        code: String(status),
        msg: translateDomainMessage(language, id, values),
        data: null,
        msgId: id,
        msgValues: expect.objectContaining(values),
      });
    }
    expect(await storedIds()).toBe(before);
  }

  function dataOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { fileId: string; url: string; name: string; size: number; contentType: string };
  }

  it('stores a PNG and a JPEG under random ids and answers their bytes to the organisation', async () => {
    for (const [bytes, name, type] of [
      [PNG, '头像.png', 'image/png'],
      [JPEG, '../../etc/photo.jpg', 'image/jpeg'],
    ] as const) {
      const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'facePhoto' }, file(name, bytes)]));
      expect(stored.fileId).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored).toEqual({
        fileId: stored.fileId,
        url: `/api/uc/oss/file/${stored.fileId}`,
        name: name.split('/').pop(),
        size: bytes.length,
        contentType: type,
      });
      const read = await gateway.app.inject({ method: 'GET', url: stored.url, headers: bearer(tokens.k12) });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect(read.headers['content-type']).toBe(type);
      expect(read.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(read.headers['x-content-type-options']).toBe('nosniff');
      expect(read.headers['content-disposition']).toMatch(/^inline; filename=".*"; filename\*=UTF-8''/);
    }
    const [row] = await gateway.database.db.select().from(storedFile).limit(1);
    expect(row?.kind).toBe('facePhoto');
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers another organisation’s file id, or an unknown one, as not found', async () => {
    const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('a.png', PNG)]));
    for (const language of LANGUAGES) {
      for (const url of [stored.url, '/api/uc/oss/file/00000000-0000-0000-0000-000000000000']) {
        const read = await gateway.app.inject({
          method: 'GET',
          url,
          headers: bearer(tokens.gx, { 'accept-language': language }),
        });
        expect(read.statusCode).toBe(404);
        expect(read.json().msg).toBe(translateDomainMessage(language, 'file.notFound'));
      }
    }
  });

  it('refuses a file whose bytes are not an accepted type, whatever its name says', async () => {
    const kind = { name: 'kind', value: 'image' };
    await refused(
      tokens.k12,
      [kind, file('notes.png', Buffer.from('just some text, not a picture'), 'image/png')],
      415,
      'upload.content',
    );
    await refused(tokens.k12, [kind, file('archive.png', ZIP, 'image/png')], 415, 'upload.content');
    await refused(tokens.k12, [kind, file('setup.png', EXE)], 415, 'upload.content');
    await refused(tokens.k12, [kind, file('setup.exe', EXE)], 415, 'upload.type', { accepted: 'PNG, JPG, JPEG' });
    await refused(tokens.k12, [kind, file('empty.png', Buffer.alloc(0))], 415, 'upload.content');
  });

  it('refuses no file, two files, a missing or unknown kind, and a JSON body', async () => {
    await refused(tokens.k12, [{ name: 'kind', value: 'image' }], 400, 'upload.noFile');
    await refused(
      tokens.k12,
      [
        { name: 'kind', value: 'image' },
        file('a.png', PNG),
        { name: 'file', fileName: 'b.png', contentType: 'image/png', bytes: PNG },
      ],
      400,
      'upload.oneFile',
    );
    await refused(tokens.k12, [file('a.png', PNG)], 400, 'upload.kindUnknown');
    await refused(tokens.k12, [{ name: 'kind', value: 'import' }, file('a.png', PNG)], 400, 'upload.kindUnknown');
    const json = await gateway.app.inject({
      method: 'POST',
      url: '/api/uc/oss/upload',
      headers: bearer(tokens.k12),
      payload: { kind: 'image' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(translateDomainMessage('en-US', 'upload.noFile'));
  });

  it('refuses a missing, made-up or expired token with 401 before reading the file', async () => {
    const parts = [{ name: 'kind', value: 'image' }, file('a.png', PNG)];
    await refused(null, parts, 401, 'auth.notLoggedIn');
    await refused('made-up-token-made-up-token-made-up-token', parts, 401, 'auth.sessionExpired');
    const expiring = (await signIn(gateway.app, 'k12admin')).access;
    await gateway.database.db
      .update(session)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.accessTokenHash, tokenHash(expiring)));
    await refused(expiring, parts, 401, 'auth.sessionExpired');
    const read = await gateway.app.inject({ method: 'GET', url: '/api/uc/oss/file/whatever' });
    expect(read.statusCode).toBe(401);
  });

  it('refuses a file past its kind’s limit while it streams, and stores nothing', async () => {
    const { port } = gateway.app.server.address() as AddressInfo;
    const before = await storedIds();
    for (const language of LANGUAGES) {
      const boundary = `----busi${randomBytes(8).toString('hex')}`;
      // The request never ends: the answer can only come from the limit met while streaming.
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/uc/oss/upload',
          headers: {
            ...bearer(tokens.k12),
            'accept-language': language,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body });
            request.destroy();
          });
        });
        request.on('error', reject);
        request.write(
          `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ncover\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
        );
        request.write(SQUARE_PNG);
        for (let sent = 0; sent < 3 * MB; sent += 256 * 1024) request.write(Buffer.alloc(256 * 1024, 7));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).msg).toBe(translateDomainMessage(language, 'upload.size', { max: '2 MB' }));
    }
    expect(await storedIds()).toBe(before);
  });

  it('refuses a picture of another shape than its kind’s, and a PNG without its header, by its header', async () => {
    const cover = { name: 'kind', value: 'cover' };
    await refused(tokens.k12, [cover, file('wide.png', pngOf(640, 480))], 400, 'upload.aspectRatio', { ratio: '1:1' });
    await refused(tokens.k12, [cover, file('noise.png', PNG)], 400, 'upload.corrupted');
    // A seal is square too; a kind of any shape takes any.
    await refused(
      tokens.k12,
      [{ name: 'kind', value: 'eStamp' }, file('seal.png', pngOf(300, 400))],
      400,
      'upload.aspectRatio',
      {
        ratio: '1:1',
      },
    );
    expect(
      dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('wide.png', pngOf(640, 480))])).size,
    ).toBe(624);
  });

  it('accepts a file of exactly its kind’s limit', async () => {
    const bytes = Buffer.concat([SQUARE_PNG, Buffer.alloc(2 * MB - SQUARE_PNG.length, 1)]);
    const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'cover' }, file('edge.png', bytes)]));
    expect(stored.size).toBe(2 * MB);
  });

  /** The objects in the gateway's file store (partial files included). */
  const storeFiles = () => filesUnder(gateway.fileStoreDir);

  it('streams a file into the store and back byte for byte, keeping only its metadata in the database', async () => {
    const storedBefore = storeFiles();
    const answer = await streamUpload({
      origin,
      token: tokens.k12,
      kind: 'lessonVideo',
      fileName: 'lesson.mp4',
      head: MP4_HEAD,
      size: 3 * MB + 123,
    });
    expect(answer.status, answer.body).toBe(200);
    const stored = JSON.parse(answer.body).data as { fileId: string; url: string; size: number; contentType: string };
    expect(stored).toMatchObject({ size: 3 * MB + 123, contentType: 'video/mp4', name: 'lesson.mp4' });
    const [row] = await gateway.database.db.select().from(storedFile).where(eq(storedFile.id, stored.fileId));
    expect(row).toMatchObject({ size: 3 * MB + 123, sha256: answer.sha256, bytes: null, kind: 'lessonVideo' });
    // One new object, under a random key that is neither the file's id nor its name.
    const added = storeFiles().filter((name) => !storedBefore.includes(name));
    expect(added).toEqual([row?.storageKey]);
    expect(added[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);

    const read = await gateway.app.inject({ method: 'GET', url: stored.url, headers: bearer(tokens.k12) });
    expect(read.statusCode).toBe(200);
    expect(createHash('sha256').update(read.rawPayload).digest('hex')).toBe(answer.sha256);
    expect(read.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(3 * MB + 123),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(read.headers['content-disposition']).toMatch(/^inline; filename="lesson.mp4"/);
  });

  it('answers the parts of a file a Range asks for, and 416 for a part past its end', async () => {
    const bytes = Buffer.concat([MP4_HEAD, randomBytes(10_000)]);
    const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'lessonVideo' }, file('clip.mp4', bytes)]));
    const size = bytes.length;
    const ranged = (range: string, language: DomainLocale = 'en-US') =>
      gateway.app.inject({
        method: 'GET',
        url: stored.url,
        headers: bearer(tokens.k12, { range, 'accept-language': language }),
      });
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=5000-', 5000, size - 1],
      ['bytes=-300', size - 300, size - 1],
      ['bytes=9990-999999', 9990, size - 1],
    ] as const) {
      const read = await ranged(range);
      expect(read.statusCode, range).toBe(206);
      expect(read.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(read.headers['content-length']).toBe(String(end - start + 1));
      expect(read.headers['content-type']).toBe('video/mp4');
      expect(read.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    // Several ranges, or a unit other than bytes: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-1']) {
      const read = await ranged(range);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
    }
    for (const language of LANGUAGES) {
      for (const range of [`bytes=${size}-`, 'bytes=-0']) {
        const read = await ranged(range, language);
        expect(read.statusCode, range).toBe(416);
        expect(read.headers['content-range']).toBe(`bytes */${size}`);
        expect(read.json().msg).toBe(translateDomainMessage(language, 'file.range'));
      }
    }
  });

  // Every limit of the specification, each refused at its first byte past while streaming.
  it.each([
    ['image', '5 MB', 'photo.png', PNG.subarray(0, 8)],
    ['facePhoto', '10 MB', 'face.jpg', JPEG.subarray(0, 4)],
    ['gif', '10 MB', 'moving.gif', Buffer.from('GIF89a', 'latin1')],
    ['sportsPhoto', '20 MB', 'meet.png', PNG.subarray(0, 8)],
    ['lessonAudio', '20 MB', 'lesson.mp3', Buffer.from('ID3\x04\x00', 'latin1')],
    ['audio', '50 MB', 'song.mp3', Buffer.from('ID3\x04\x00', 'latin1')],
    ['eventDocument', '50 MB', 'rules.pdf', Buffer.from('%PDF-1.7\n', 'latin1')],
    ['lessonVideo', '500 MB', 'lesson.mp4', MP4_HEAD],
  ] as const)(
    'refuses a file of kind %s past %s with 413 naming the limit, storing nothing',
    async (kind, max, fileName, head) => {
      const limit = UPLOAD_KINDS[kind].maxBytes;
      expect(formatByteSize(limit)).toBe(max);
      const before = await storedIds();
      const answer = await streamUpload({
        origin,
        token: tokens.k12,
        kind,
        fileName,
        head,
        size: limit + 1,
        language: 'zh-CN',
      });
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body).msg).toBe(translateDomainMessage('zh-CN', 'upload.size', { max }));
      expect(await storedIds()).toBe(before);
      expect(storeFiles().filter((name) => name.startsWith('.partial'))).toEqual([]);
    },
  );

  it('removes the stored object of a deleted file once the deletion commits, never before', async () => {
    const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('gone.png', PNG)]));
    const [row] = await gateway.database.db.select().from(storedFile).where(eq(storedFile.id, stored.fileId));
    const key = row?.storageKey ?? '';
    expect(storeFiles()).toContain(key);
    const anyWrite = () => call(gateway.app, tokens.k12, 'POST', 'myInfo/getUInfo');
    // A deletion rolled back leaves the file as it was.
    await expect(
      gateway.database.db.transaction(async (tx) => {
        await tx.delete(storedFile).where(eq(storedFile.id, stored.fileId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await anyWrite();
    expect(storeFiles()).toContain(key);
    expect((await gateway.app.inject({ method: 'GET', url: stored.url, headers: bearer(tokens.k12) })).statusCode).toBe(
      200,
    );
    // Committed: the object goes by the answer of the next write.
    await gateway.database.db.delete(storedFile).where(eq(storedFile.id, stored.fileId));
    await anyWrite();
    expect(storeFiles()).not.toContain(key);
  });

  it('makes a picture’s thumbnail on the first ask, keeps it, and removes it with its picture', async () => {
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    const stored = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('封面.png', picture)]));
    const [row] = await gateway.database.db.select().from(storedFile).where(eq(storedFile.id, stored.fileId));
    const key = thumbnailKey(row?.storageKey ?? '');
    const thumb = (token = tokens.k12, fileId = stored.fileId) =>
      gateway.app.inject({ method: 'GET', url: `/api/uc/oss/thumb/${fileId}`, headers: bearer(token) });
    expect(storeFiles()).not.toContain(key);
    const first = await thumb();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // At most 320 pixels on its long side, its shape kept, and a small part of the picture's bytes.
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(first.rawPayload.length).toBeLessThan(picture.length);
    expect(storeFiles()).toContain(key);
    expect((await thumb()).rawPayload.equals(first.rawPayload)).toBe(true);
    // Another organisation's picture, a file that is no picture and one no decoder reads: not found.
    expect((await thumb(tokens.gx)).statusCode).toBe(404);
    const sheet = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('noise.png', PNG)]));
    expect((await thumb(tokens.k12, sheet.fileId)).json().msgId).toBe('file.notFound');
    const video = await streamUpload({
      origin,
      token: tokens.k12,
      kind: 'lessonVideo',
      fileName: 'v.mp4',
      head: MP4_HEAD,
      size: 4096,
    });
    expect(
      (await thumb(tokens.k12, (JSON.parse(video.body) as { data: { fileId: string } }).data.fileId)).statusCode,
    ).toBe(404);
    // The picture deleted, its thumbnail goes with it.
    await gateway.database.db.delete(storedFile).where(eq(storedFile.id, stored.fileId));
    await call(gateway.app, tokens.k12, 'POST', 'myInfo/getUInfo');
    expect(storeFiles()).not.toContain(key);
  });

  it('answers 413 naming the limit for a JSON body too large, and 415 naming the accepted types', async () => {
    for (const language of LANGUAGES) {
      const large = await postRaw(
        gateway.app,
        tokens.k12,
        'currentOrg/edit',
        'application/json',
        JSON.stringify({ name: 'x'.repeat(2 * MB) }),
        language,
      );
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({
        code: '413',
        msg: translateDomainMessage(language, 'request.tooLarge', { max: '1 MB' }),
        data: null,
      });
      const xml = await postRaw(gateway.app, tokens.k12, 'currentOrg/edit', 'application/xml', '<org/>', language);
      expect(xml.statusCode).toBe(415);
      expect(xml.json().msg).toBe(
        translateDomainMessage(language, 'request.unsupportedType', {
          accepted: 'application/json, multipart/form-data',
        }),
      );
      expect(xml.json().msg).not.toBe(translateDomainMessage(language, 'request.serverError'));
    }
  });

  describe('brand images', () => {
    const setBrand = (token: string, brand: { icon?: string; loginImg?: string }, language: DomainLocale = 'en-US') =>
      gateway.app
        .inject({ method: 'GET', url: '/api/busi/web/currentOrg/detail', headers: bearer(token) })
        .then((detail) => {
          const org = detail.json().data;
          return gateway.app.inject({
            method: 'POST',
            url: '/api/busi/web/currentOrg/edit',
            headers: { ...bearer(token), 'accept-language': language },
            payload: {
              name: org.name,
              contactName: org.contactName,
              contactPhone: org.contactPhone,
              address: org.address,
              longitude: org.longitude,
              latitude: org.latitude,
              platformName: org.ownPlatformName,
              icon: org.icon,
              loginImg: org.loginImg,
              ...brand,
            },
          });
        });
    const readBrand = (url: string, language: DomainLocale = 'en-US') =>
      gateway.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

    it('reads the icon and sign-in image of an organisation without a session, and no other file', async () => {
      const logo = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('logo.png', PNG)]));
      const background = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('login.jpg', JPEG)]));
      const other = dataOf(await upload(tokens.k12, [{ name: 'kind', value: 'image' }, file('other.png', PNG)]));
      const brandOf = (fileId: string) => `/api/uc/oss/brand/${fileId}`;
      // The uploaded address is stored as the public brand address.
      expect((await setBrand(tokens.k12, { icon: logo.url, loginImg: brandOf(background.fileId) })).statusCode).toBe(
        200,
      );
      const detail = await call(gateway.app, tokens.k12, 'GET', 'currentOrg/detail');
      expect(detail.json().data).toMatchObject({ icon: brandOf(logo.fileId), loginImg: brandOf(background.fileId) });

      for (const [stored, bytes, type] of [
        [logo, PNG, 'image/png'],
        [background, JPEG, 'image/jpeg'],
      ] as const) {
        const read = await readBrand(brandOf(stored.fileId));
        expect(read.statusCode).toBe(200);
        expect(read.rawPayload.equals(bytes)).toBe(true);
        expect(read.headers['content-type']).toBe(type);
        expect(read.headers['x-content-type-options']).toBe('nosniff');
      }
      // Another stored file of the same organisation, an unknown id: not readable this way.
      for (const language of LANGUAGES) {
        for (const fileId of [other.fileId, '00000000-0000-0000-0000-000000000000']) {
          const read = await readBrand(brandOf(fileId), language);
          expect(read.statusCode).toBe(404);
          expect(read.json().msg).toBe(translateDomainMessage(language, 'file.notFound'));
        }
      }
      // A logo replaced stops being public; the session read of the file still works for its organisation.
      expect((await setBrand(tokens.k12, { icon: other.url })).statusCode).toBe(200);
      expect((await readBrand(brandOf(logo.fileId))).statusCode).toBe(404);
      expect((await readBrand(brandOf(other.fileId))).statusCode).toBe(200);
      expect((await gateway.app.inject({ method: 'GET', url: logo.url, headers: bearer(tokens.k12) })).statusCode).toBe(
        200,
      );
    });

    it("refuses another organisation's file, or one that is not an image, as a brand image", async () => {
      const theirs = dataOf(await upload(tokens.gx, [{ name: 'kind', value: 'image' }, file('theirs.png', PNG)]));
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(200)]);
      const document = dataOf(
        await upload(tokens.k12, [{ name: 'kind', value: 'eventDocument' }, file('notes.pdf', pdf)]),
      );
      const before = await call(gateway.app, tokens.k12, 'GET', 'currentOrg/detail');
      for (const language of LANGUAGES) {
        for (const brand of [
          { icon: theirs.url },
          { loginImg: `/api/uc/oss/brand/${theirs.fileId}` },
          { icon: document.url },
          { icon: '/api/uc/oss/file/' },
        ]) {
          const response = await setBrand(tokens.k12, brand, language);
          expect(response.statusCode, response.body).toBe(404);
          expect(response.json().msg).toBe(translateDomainMessage(language, 'file.notFound'));
        }
      }
      const after = await call(gateway.app, tokens.k12, 'GET', 'currentOrg/detail');
      expect(after.json().data).toEqual(before.json().data);
      // The other organisation's file is still not public.
      expect((await readBrand(`/api/uc/oss/brand/${theirs.fileId}`)).statusCode).toBe(404);
    });
  });
});

describe.each(testDatabases())('the storage quota of an organisation on $name', ({ open }) => {
  const QUOTA = 3 * MB;
  let gateway: TestGateway;
  let origin: string;
  let k12: string;
  let gx: string;

  beforeAll(async () => {
    gateway = await openTestGateway(open, { fileQuotaBytes: QUOTA });
    k12 = (await signIn(gateway.app, 'k12admin')).access;
    gx = (await signIn(gateway.app, 'gxadmin')).access;
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const usage = async (token: string) => {
    const detail = await call(gateway.app, token, 'GET', 'currentOrg/detail');
    const { storageUsedBytes, storageQuotaBytes } = detail.json().data;
    return { storageUsedBytes, storageQuotaBytes };
  };
  const rows = async () =>
    JSON.stringify(
      await gateway.database.db.select({ id: storedFile.id }).from(storedFile).orderBy(asc(storedFile.id)),
    );
  const video = (token: string, size: number, language = 'en-US') =>
    streamUpload({ origin, token, kind: 'lessonVideo', fileName: 'v.mp4', head: MP4_HEAD, size, language });

  it('counts what an organisation keeps and refuses what would pass its quota, storing nothing', async () => {
    expect(await usage(k12)).toEqual({ storageUsedBytes: 0, storageQuotaBytes: QUOTA });
    expect((await video(k12, 2 * MB)).status).toBe(200);
    expect(await usage(k12)).toEqual({ storageUsedBytes: 2 * MB, storageQuotaBytes: QUOTA });

    const before = await rows();
    const storedBefore = filesUnder(gateway.fileStoreDir);
    // Past the quota while it streams: refused at the first byte too many.
    for (const language of LANGUAGES) {
      const answer = await video(k12, 2 * MB, language);
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body).msg).toBe(translateDomainMessage(language, 'upload.quota', { quota: '3 MB' }));
    }
    expect(await rows()).toBe(before);
    expect(filesUnder(gateway.fileStoreDir)).toEqual(storedBefore);

    // Exactly full, then nothing more: refused before a byte of the file is stored.
    expect((await video(k12, MB)).status).toBe(200);
    const full = await rows();
    const answer = await video(k12, 1000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).msg).toBe(translateDomainMessage('en-US', 'upload.quota', { quota: '3 MB' }));
    expect(await rows()).toBe(full);
    expect(await usage(k12)).toEqual({ storageUsedBytes: QUOTA, storageQuotaBytes: QUOTA });

    // Another organisation's quota is its own.
    expect(await usage(gx)).toEqual({ storageUsedBytes: 0, storageQuotaBytes: QUOTA });
    expect((await video(gx, MB)).status).toBe(200);
  });
});
