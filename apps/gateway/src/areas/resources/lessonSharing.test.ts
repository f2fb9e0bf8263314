import { randomBytes } from 'node:crypto';
import type { DataOf, lessonDetail, lessonPage, lessonPlay } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { MP4_HEAD } from '../../testing/uploads.ts';

type LessonRecord = DataOf<typeof lessonDetail>;
type LessonPage = DataOf<typeof lessonPage>;

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

// The platform's organisation manages every school of the demo: its shared resources reach the K12
// school and the nf centre below it; a school's resource never reaches another school.
describe.each(testDatabases())('lesson sharing and copies on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ bureau: 'sysadmin', k12: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(lessonResource, lessonResourceFile, storedFile));
  const { as } = gateway;

  async function upload(kind: string, name: string, bytes: Buffer, type: string, token: string) {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart(name, bytes, type),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }

  /** A video lesson with a cover, of `token`'s organisation. */
  async function videoLesson(token: string, title: string) {
    const video = Buffer.concat([MP4_HEAD, randomBytes(3000)]);
    const cover = png(800, 600);
    const fileId = await upload('lessonVideo', 'lesson.mp4', video, 'video/mp4', token);
    const coverId = await upload('lessonCover', 'cover.png', cover, 'image/png', token);
    const { lessonId } = await gateway.ok<{ lessonId: string }>(token, 'POST', 'lesson/add', {
      title,
      gradeKeys: ['g4'],
      topic: '跳绳',
      kind: 'video',
      fileIds: [fileId],
      coverId,
      description: '示范',
    });
    return { lessonId, fileId, coverId, video, cover };
  }
  /** A stored file read with `token`'s session. */
  const readFile = (token: string, fileId: string | null | undefined) =>
    gateway.app.inject({ method: 'GET', url: `/api/uc/oss/file/${fileId ?? ''}`, headers: bearer(token) });
  const rowsOf = async (token: string, keyword: string) =>
    (await gateway.ok<LessonPage>(token, 'GET', 'lesson/page', { keyword, pageSize: 80 })).records;

  it('shows a shared resource to the schools below, read only and playable, never to a sibling school', async () => {
    const shared = await videoLesson(tokens.bureau, '局共享跳绳课');
    expect(await rowsOf(tokens.k12, '局共享跳绳课')).toEqual([]);
    await gateway.ok(tokens.bureau, 'POST', 'lesson/share', { lessonId: shared.lessonId, shared: true });

    const [row] = await rowsOf(tokens.k12, '局共享跳绳课');
    expect(row).toMatchObject({ lessonId: shared.lessonId, owned: false, visibility: 'shared' });
    expect((await rowsOf(tokens.nf, '局共享跳绳课')).map((one) => one.owned)).toEqual([false]);
    expect((await rowsOf(tokens.bureau, '局共享跳绳课')).map((one) => one.owned)).toEqual([true]);

    // Its cover and video are read through signed addresses: the school's session reads no file of another.
    const cover = await gateway.app.inject({ method: 'GET', url: row?.coverUrl ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload).toEqual(shared.cover);
    const record = await gateway.ok<LessonRecord>(tokens.k12, 'GET', 'lesson/detail', { lessonId: shared.lessonId });
    expect(record.files.map((file) => file.url)).toEqual([expect.stringMatching(/^\/api\/uc\/oss\/play\//)]);
    const { url } = await gateway.ok<DataOf<typeof lessonPlay>>(tokens.k12, 'GET', 'lesson/play', {
      lessonId: shared.lessonId,
      fileId: shared.fileId,
    });
    const part = await gateway.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(shared.video.subarray(0, 100));
    const direct = await readFile(tokens.k12, shared.fileId);
    expect(direct.statusCode).toBe(404);

    // The school cannot change, delete or share the original.
    const edit = { lessonId: shared.lessonId, title: '改', gradeKeys: ['g1'], topic: '跑', kind: 'video', fileIds: [] };
    await expectRefused(
      as(tokens.k12, 'POST', 'lesson/edit', { ...edit, fileIds: [shared.fileId] }),
      404,
      'lesson.notFound',
    );
    await expectRefused(as(tokens.k12, 'POST', 'lesson/delete', { lessonId: shared.lessonId }), 404, 'lesson.notFound');

    // A school's own resource marked shared (a school has no share button) reaches no other school.
    const sibling = await videoLesson(tokens.nf, '中心自有课');
    await gateway.database.db
      .update(lessonResource)
      .set({ visibility: 'shared' })
      .where(eq(lessonResource.id, sibling.lessonId));
    expect(await rowsOf(tokens.k12, '中心自有课')).toEqual([]);
    await expectRefused(as(tokens.k12, 'GET', 'lesson/detail', { lessonId: sibling.lessonId }), 404, 'lesson.notFound');
    await expectRefused(as(tokens.k12, 'POST', 'lesson/copy', { lessonId: sibling.lessonId }), 404, 'lesson.notFound');
    await expectRefused(
      as(tokens.k12, 'GET', 'lesson/play', { lessonId: sibling.lessonId, fileId: sibling.fileId }),
      404,
      'lesson.notFound',
    );

    // Unshared, it is gone from the school's list, and its addresses stop working at once.
    await gateway.ok(tokens.bureau, 'POST', 'lesson/share', { lessonId: shared.lessonId, shared: false });
    expect(await rowsOf(tokens.k12, '局共享跳绳课')).toEqual([]);
    expect((await gateway.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('copies a shared resource into the school with files of its own, which the school edits and deletes', async () => {
    const shared = await videoLesson(tokens.bureau, '局共享立定跳远');
    await gateway.ok(tokens.bureau, 'POST', 'lesson/share', { lessonId: shared.lessonId, shared: true });
    const { lessonId } = await gateway.ok<{ lessonId: string }>(tokens.k12, 'POST', 'lesson/copy', {
      lessonId: shared.lessonId,
    });
    expect(lessonId).not.toBe(shared.lessonId);
    const copy = await gateway.ok<LessonRecord>(tokens.k12, 'GET', 'lesson/detail', { lessonId });
    expect(copy).toMatchObject({ title: '局共享立定跳远', owned: true, visibility: 'own', description: '示范' });
    const [file] = copy.files;
    expect(file?.fileId).not.toBe(shared.fileId);
    expect(copy.coverId).not.toBe(shared.coverId);
    // The copies are the school's own files, read with its session, byte for byte the originals.
    const video = await readFile(tokens.k12, file?.fileId);
    expect(video.rawPayload).toEqual(shared.video);
    const cover = await readFile(tokens.k12, copy.coverId);
    expect(cover.rawPayload).toEqual(shared.cover);
    // Sharing is the management organisation's button: a school holds none.
    const share = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/lesson/share',
      headers: bearer(tokens.k12),
      payload: { lessonId, shared: true },
    });
    expect(share.statusCode).toBe(403);

    await gateway.ok(tokens.k12, 'POST', 'lesson/edit', {
      lessonId,
      title: '本校立定跳远',
      gradeKeys: ['g5'],
      topic: '立定跳远',
      kind: 'video',
      fileIds: [file?.fileId],
      coverId: copy.coverId,
    });
    expect((await rowsOf(tokens.k12, '本校立定跳远')).map((one) => one.owned)).toEqual([true]);
    expect((await rowsOf(tokens.bureau, '本校立定跳远')).length).toBe(0);

    // Deleting the copy leaves the original and its files as they were.
    await gateway.ok(tokens.k12, 'POST', 'lesson/delete', { lessonId });
    const original = await gateway.ok<LessonRecord>(tokens.bureau, 'GET', 'lesson/detail', {
      lessonId: shared.lessonId,
    });
    expect(original.files.map((one) => one.fileId)).toEqual([shared.fileId]);
    const kept = await readFile(tokens.bureau, shared.fileId);
    expect(kept.rawPayload).toEqual(shared.video);
  });
});
