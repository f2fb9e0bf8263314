import { randomBytes } from 'node:crypto';
import type { DataOf, lessonDetail, lessonPage } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { MP4_HEAD } from '../../testing/uploads.ts';

/** A PNG of `width` x `height` as far as its header says (all the cover's shape check reads). */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(2, 25);
  return Buffer.concat([header, randomBytes(200)]);
}

type LessonRecord = DataOf<typeof lessonDetail>;
type LessonPage = DataOf<typeof lessonPage>;

describe.each(testDatabases())('lesson resources on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(lessonResource, lessonResourceFile, storedFile));
  const { as } = gateway;

  async function upload(kind: string, name: string, bytes: Buffer, type: string, token = tokens.k12) {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart(name, bytes, type),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }
  const video = (token = tokens.k12) =>
    upload('lessonVideo', 'lesson.mp4', Buffer.concat([MP4_HEAD, randomBytes(4000)]), 'video/mp4', token);
  const add = async (fields: Record<string, unknown>, token = tokens.k12) =>
    (await gateway.ok<{ lessonId: string }>(token, 'POST', 'lesson/add', fields)).lessonId;
  const detail = (lessonId: string, token = tokens.k12) =>
    gateway.ok<LessonRecord>(token, 'GET', 'lesson/detail', { lessonId });
  const titles = async (query: Record<string, unknown>, token = tokens.k12) =>
    (await gateway.ok<LessonPage>(token, 'GET', 'lesson/page', { pageSize: 80, ...query })).records
      .map((row) => row.title)
      .sort();

  it('adds a video lesson with a 4:3 cover, lists, edits it to an image set and deletes it with its files', async () => {
    const fileId = await video();
    const coverId = await upload('lessonCover', 'cover.png', png(800, 600), 'image/png');
    const lessonId = await add({
      title: ' 跳绳入门 ',
      gradeKeys: ['g3', 'g4'],
      topic: '跳绳',
      kind: 'video',
      fileIds: [fileId],
      coverId,
      description: '单摇跳的要领',
    });
    const record = await detail(lessonId);
    expect(record).toMatchObject({
      title: '跳绳入门',
      gradeKeys: ['g3', 'g4'],
      topic: '跳绳',
      kind: 'video',
      visibility: 'own',
      coverId,
      coverUrl: `/api/uc/oss/file/${coverId}`,
      description: '单摇跳的要领',
    });
    expect(record.files).toEqual([expect.objectContaining({ fileId, contentType: 'video/mp4' })]);
    expect(record.size).toBe(MP4_HEAD.length + 4000);

    await add({ title: '篮球运球', gradeKeys: ['g7'], topic: '篮球', kind: 'video', fileIds: [await video()] });
    expect(await titles({ keyword: '跳绳' })).toEqual(['跳绳入门']);
    expect(await titles({ gradeKey: 'g7' })).toEqual(['篮球运球']);
    expect(await titles({ kind: 'images' })).toEqual([]);
    expect(await titles({ keyword: '跳绳' }, tokens.nf)).toEqual([]);

    // To an image set of two pictures, without a cover: the video and the cover go.
    const pictures = [
      await upload('image', 'a.png', png(10, 10), 'image/png'),
      await upload('image', 'b.png', png(10, 10), 'image/png'),
    ];
    await gateway.ok(tokens.k12, 'POST', 'lesson/edit', {
      lessonId,
      title: '跳绳图解',
      gradeKeys: ['g3'],
      topic: '跳绳',
      kind: 'images',
      fileIds: pictures,
      coverId: null,
    });
    expect(await detail(lessonId)).toMatchObject({ kind: 'images', coverId: null, visibility: 'own', owned: true });
    const db = gateway.database.db;
    expect(await db.select().from(storedFile).where(eq(storedFile.id, fileId))).toEqual([]);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, coverId))).toEqual([]);

    await gateway.ok(tokens.k12, 'POST', 'lesson/delete', { lessonId });
    expect(
      await db
        .select()
        .from(storedFile)
        .where(eq(storedFile.id, pictures[0] ?? '')),
    ).toEqual([]);
    await expectRefused(as(tokens.k12, 'GET', 'lesson/detail', { lessonId }), 404, 'lesson.notFound');
  });

  it('refuses files of the wrong kind or organisation, a cover not 4:3, a count the kind does not hold, and bad fields', async () => {
    const mine = await video();
    const theirs = await video(tokens.nf);
    const picture = await upload('image', 'a.png', png(10, 10), 'image/png');
    const base = { title: '课', gradeKeys: ['g1'], topic: '跑步', kind: 'video', fileIds: [mine] };
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, fileIds: [theirs] }),
      400,
      'lesson.fileNotFound',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, fileIds: [picture] }),
      400,
      'lesson.fileNotFound',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, fileIds: [mine, await video()] }),
      400,
      'validation.lesson.oneFile',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, coverId: picture }),
      400,
      'lesson.coverNotFound',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, gradeKeys: [] }),
      400,
      'validation.lesson.grades',
    );
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/add', { ...base, title: ' ' }),
      400,
      'validation.lesson.titleRequired',
    );
    await expectRefused(as(tokens.k12, 'POST', 'lesson/add', { ...base, kind: 'film' }), 400, 'validation.lesson.kind');

    // A cover of another shape is refused as it uploads.
    const cover = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(tokens.k12) }, [
      { name: 'kind', value: 'lessonCover' },
      filePart('cover.png', png(800, 800), 'image/png'),
    ]);
    expect(cover.statusCode).toBe(400);
    expect(cover.json().msgId).toBe('upload.aspectRatio');
  });
});
