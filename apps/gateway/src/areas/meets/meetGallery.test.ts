import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { DomainLocale } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, person, role, roleMenu, sportMeetPhoto, storedFile } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';

interface Photo {
  photoId: string;
  fileId: string;
  thumbFileId: string;
  width: number;
  height: number;
  caption: string;
  uploadedBy: string;
  uploadedAt: string;
}

/** A real JPEG of `width` x `height`, with an EXIF block naming a place (which the thumbnail must drop). */
function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'somewhere secret' } })
    .toBuffer();
}

/** A tiny real PNG. */
function png(width = 8, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

/** The objects in the gateway's file store (its `.partial` folder aside). */
function storedObjects(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(`${path.sep}.partial`)).length;
}

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('a meet’s photo gallery on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ head: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetPhoto, storedFile));
  const { as } = gateway;

  const upload = (token: string, meetId: string, name: string, bytes: Buffer, language: DomainLocale = 'en-US') =>
    injectMultipart(
      gateway.app,
      {
        url: '/api/busi/web/sportsMeet/demeanor/upload',
        headers: { ...bearer(token), 'accept-language': language },
      },
      [{ name: 'meetId', value: meetId }, filePart(name, bytes, name.endsWith('.png') ? 'image/png' : 'image/jpeg')],
    );
  const uploaded = async (token: string, meetId: string, name: string, bytes: Buffer) => {
    const answer = await upload(token, meetId, name, bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.photoId as string;
  };
  const gallery = (meetId: string, token = tokens.head) =>
    gateway.ok<{ meet: { name: string }; photos: Photo[] }>(token, 'GET', 'sportsMeet/demeanor/list', { meetId });
  const fileBytes = async (fileId: string, token = tokens.head) => {
    const answer = await gateway.app.inject({
      method: 'GET',
      url: `/api/uc/oss/file/${fileId}`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    return answer.rawPayload;
  };
  const download = (meetId: string, token = tokens.head) =>
    gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/sportsMeet/demeanor/download',
      query: { meetId },
      headers: bearer(token),
    });
  const newMeet = async (name: string) =>
    (
      await gateway.ok<{ meetId: string }>(tokens.head, 'POST', 'sportsMeet/add', {
        name,
        registrationStart: dayFrom(-5),
        registrationEnd: dayFrom(5),
        startDate: dayFrom(10),
        endDate: dayFrom(10),
      })
    ).meetId;

  let meetId: string;
  let photoId: string;
  beforeAll(async () => {
    meetId = await newMeet('春季田径运动会风采');
    photoId = await uploaded(tokens.head, meetId, 'start line.jpg', await jpeg(1200, 800));
  });

  it('keeps an uploaded photo with a smaller upright thumbnail of its own, without metadata', async () => {
    const { meet, photos } = await gallery(meetId);
    expect(meet.name).toBe('春季田径运动会风采');
    const [photo] = photos;
    expect(photo).toMatchObject({ photoId, width: 1200, height: 800, caption: '', uploadedBy: '王校长' });
    const original = await fileBytes(photo?.fileId ?? '');
    const thumb = await fileBytes(photo?.thumbFileId ?? '');
    expect(thumb.length).toBeLessThan(original.length);
    const shape = await sharp(thumb).metadata();
    expect(shape).toMatchObject({ format: 'webp', width: 320, height: 213 });
    expect(shape.exif).toBeUndefined();
    // The photo is kept in its own format and size, without the metadata it came with.
    const kept = await sharp(original).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(kept.exif).toBeUndefined();
  });

  it('keeps a photo taken on its side upright, with no orientation left to apply', async () => {
    // A phone held upright writes its picture sideways and says so in EXIF (orientation 6: turn right).
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const uprightId = await uploaded(tokens.head, meetId, 'portrait.jpg', sideways);
    const photo = (await gallery(meetId)).photos.find((one) => one.photoId === uprightId);
    expect(photo).toMatchObject({ width: 400, height: 600 });
    const kept = await sharp(await fileBytes(photo?.fileId ?? '')).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(kept.orientation).toBeUndefined();
    expect(kept.exif).toBeUndefined();
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/demeanor/delete', { photoId: uprightId });
  });

  it('changes a caption, and refuses a long one or one with control characters', async () => {
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/demeanor/edit', { photoId, caption: '  起跑瞬间 ' });
    expect((await gallery(meetId)).photos[0]?.caption).toBe('起跑瞬间');
    await expectRefused(
      as(tokens.head, 'POST', 'sportsMeet/demeanor/edit', { photoId, caption: 'x'.repeat(101) }),
      400,
      'validation.meetPhoto.caption',
    );
    // A generic text rule's message starts with the field's label.
    const control = await as(tokens.head, 'POST', 'sportsMeet/demeanor/edit', { photoId, caption: 'bell\u0007' })(
      'en-US',
    );
    expect(control.statusCode).toBe(400);
    expect(control.json()).toMatchObject({
      msgId: 'validation.text.control',
      msg: expect.stringMatching(/^Caption: /),
    });
    expect((await gallery(meetId)).photos[0]?.caption).toBe('起跑瞬间');
  });

  it('refuses what is not a PNG or JPG whatever its name, and a picture of absurd size, keeping nothing', async () => {
    const objects = storedObjects(gateway.fileStoreDir);
    await expectRefused(
      (language) => upload(tokens.head, meetId, 'fake.jpg', Buffer.from('GIF89a not a photo at all'), language),
      415,
      'upload.content',
    );
    // A valid PNG header claiming 20000 x 20000 pixels, in a few hundred bytes: refused from its header.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    await expectRefused(
      (language) => upload(tokens.head, meetId, 'bomb.png', bomb, language),
      400,
      'meetPhoto.pixels',
      { max: '110' },
    );
    expect(storedObjects(gateway.fileStoreDir)).toBe(objects);
  });

  it('downloads every photo in one zip under unique names, and says when there is none', async () => {
    const second = await png(40, 30);
    await uploaded(tokens.head, meetId, 'start line.jpg', await jpeg(60, 40));
    await uploaded(tokens.head, meetId, 'finish.png', second);
    const answer = await download(meetId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(entries)).toEqual(['001-start line.jpg', '002-start line.jpg', '003-finish.png']);
    expect(Buffer.from(entries['003-finish.png'] ?? [])).toEqual(second);

    const empty = await newMeet('没有照片的运动会');
    await expectRefused(
      as(tokens.head, 'GET', 'sportsMeet/demeanor/download', { meetId: empty }),
      409,
      'meetPhoto.none',
    );
  });

  it('answers another school’s meet and photo as not found', async () => {
    const theirs = await tokens.nf;
    await expectRefused(as(theirs, 'GET', 'sportsMeet/demeanor/list', { meetId }), 404, 'meet.notFound');
    await expectRefused((language) => upload(theirs, meetId, 'a.png', Buffer.alloc(0), language), 404, 'meet.notFound');
    await expectRefused(
      as(theirs, 'POST', 'sportsMeet/demeanor/edit', { photoId, caption: 'x' }),
      404,
      'meetPhoto.notFound',
    );
    await expectRefused(as(theirs, 'POST', 'sportsMeet/demeanor/delete', { photoId }), 404, 'meetPhoto.notFound');
    await expectRefused(as(theirs, 'GET', 'sportsMeet/demeanor/download', { meetId }), 404, 'meet.notFound');
  });

  it('lets only a role with the buttons upload and delete', async () => {
    // The PE teacher's role is given the meets' screen without its gallery buttons.
    const [teacherRole] = await gateway.database.db
      .select({ id: role.id, tenantOrgId: role.tenantOrgId })
      .from(role)
      .where(eq(role.name, '体育教师'));
    await gateway.database.db
      .insert(roleMenu)
      .values({ roleId: teacherRole?.id ?? '', menuId: 'k12:sportsMeet', tenantOrgId: teacherRole?.tenantOrgId ?? '' });
    const teacher = await gateway.signInWithRole('multiuser', 21, '体育教师');
    expect((await gallery(meetId, teacher)).photos).toHaveLength(3);
    await expectRefused(
      (language) => upload(teacher, meetId, 'a.png', Buffer.alloc(0), language),
      403,
      'auth.forbidden',
    );
    await expectRefused(as(teacher, 'POST', 'sportsMeet/demeanor/delete', { photoId }), 403, 'auth.forbidden');
  });

  it('deletes a photo with its files', async () => {
    const { photos } = await gallery(meetId);
    const last = photos.at(-1) as Photo;
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/demeanor/delete', { photoId: last.photoId });
    expect((await gallery(meetId)).photos.map((one) => one.photoId)).not.toContain(last.photoId);
    const files = await gateway.database.db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.id, last.thumbFileId));
    expect(files).toEqual([]);
    const gone = await gateway.app.inject({
      method: 'GET',
      url: `/api/uc/oss/file/${last.fileId}`,
      headers: bearer(tokens.head),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes the gallery’s files with its meet', async () => {
    const gone = await newMeet('取消的运动会');
    const photo = await uploaded(tokens.head, gone, 'rain.png', await png(12));
    const [row] = await gateway.database.db.select().from(sportMeetPhoto).where(eq(sportMeetPhoto.id, photo));
    await gateway.ok(tokens.head, 'POST', 'sportsMeet/delete', { meetId: gone });
    for (const fileId of [row?.fileId ?? '', row?.thumbFileId ?? '']) {
      const read = await gateway.app.inject({
        method: 'GET',
        url: `/api/uc/oss/file/${fileId}`,
        headers: bearer(tokens.head),
      });
      expect(read.statusCode).toBe(404);
    }
  });

  it('keeps at most 100 photos a meet and stores nothing of the 101st', async () => {
    const full = await newMeet('百张照片的运动会');
    const orgId = await gateway.orgIdOf(tokens.head);
    const [uploader] = await gateway.database.db
      .select({ id: account.id, tenantOrgId: account.tenantOrgId })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .where(and(eq(account.orgId, orgId), eq(person.accountNum, 'k12admin')));
    const values = { orgId, tenantOrgId: uploader?.tenantOrgId ?? '', uploaderAccountId: uploader?.id ?? '' };
    // The first 98 are rows written here: a hundred uploads with their thumbnails would take most of
    // this test's time, and the rule counts rows whatever made them. The 99th and 100th are uploaded
    // at once, the 101st after them.
    for (let place = 1; place <= 98; place++) {
      const [fileId, thumbFileId] = [randomUUID(), randomUUID()];
      const bytes = Buffer.from([place]);
      const file = { ...values, kind: 'sportsPhoto', contentType: 'image/png', size: 1, sha256: '', bytes };
      await gateway.database.db.insert(storedFile).values([
        { ...file, id: fileId, name: `${place}.png` },
        { ...file, id: thumbFileId, name: `${place}.webp` },
      ]);
      await gateway.database.db.insert(sportMeetPhoto).values({
        ...values,
        id: randomUUID(),
        meetId: full,
        fileId,
        thumbFileId,
        width: 1,
        height: 1,
        sortNum: place,
      });
    }
    const tiny = await png(2);
    const [a, b] = await Promise.all([
      upload(tokens.head, full, '99.png', tiny),
      upload(tokens.head, full, '100.png', tiny),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const objects = storedObjects(gateway.fileStoreDir);
    await expectRefused((language) => upload(tokens.head, full, '101.png', tiny, language), 409, 'meetPhoto.full', {
      max: 100,
    });
    expect(storedObjects(gateway.fileStoreDir)).toBe(objects);
    expect((await gallery(full)).photos).toHaveLength(100);
  });
});
