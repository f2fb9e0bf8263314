import { randomBytes } from 'node:crypto';
import type { DataOf, lessonPlay } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import { PLAYBACK_LINK_SECONDS, playbackLinks } from '../../files/playbackLink.ts';
import { dataOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { MP4_HEAD } from '../../testing/uploads.ts';

type PlayAddress = DataOf<typeof lessonPlay>;

describe.each(testDatabases())('lesson playback on $name', ({ open }) => {
  const secretsKey = randomBytes(32);
  const gateway = gatewayFixture(open, { secretsKey });
  const tokens = gateway.signedIn({ k12: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(lessonResource, lessonResourceFile, storedFile));
  const { as } = gateway;

  async function upload(kind: string, name: string, bytes: Buffer, type: string, token: string) {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(token) }, [
      { name: 'kind', value: kind },
      filePart(name, bytes, type),
    ]);
    return dataOf<{ fileId: string }>(response).fileId;
  }

  /** A video lesson of `token`'s organisation: its id, its file's id and the file's bytes. */
  async function videoLesson(token: string) {
    const bytes = Buffer.concat([MP4_HEAD, randomBytes(5000)]);
    const fileId = await upload('lessonVideo', 'lesson.mp4', bytes, 'video/mp4', token);
    const { lessonId } = await gateway.ok<{ lessonId: string }>(token, 'POST', 'lesson/add', {
      title: '立定跳远',
      gradeKeys: ['g5'],
      topic: '跳远',
      kind: 'video',
      fileIds: [fileId],
    });
    return { lessonId, fileId, bytes };
  }

  /** GETs a signed address with no session, with the `range` asked for if any. */
  const play = (url: string, range?: string) =>
    gateway.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

  it('plays a lesson video through a signed address, in the parts a player asks for', async () => {
    const { lessonId, fileId, bytes } = await videoLesson(tokens.k12);
    const asked = Math.floor(Date.now() / 1000);
    const address = await gateway.ok<PlayAddress>(tokens.k12, 'GET', 'lesson/play', { lessonId, fileId });
    const answered = Math.floor(Date.now() / 1000);
    expect(address.url).toMatch(new RegExp(`^/api/uc/oss/play/${fileId}\\?`));
    expect(address.url).not.toContain(tokens.k12);
    // The address lives exactly its lifetime from the moment it was issued, within the call.
    const expires = Date.parse(address.expiresAt) / 1000;
    expect(expires).toBeGreaterThanOrEqual(asked + PLAYBACK_LINK_SECONDS);
    expect(expires).toBeLessThanOrEqual(answered + PLAYBACK_LINK_SECONDS);

    const first = await play(address.url, 'bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload).toEqual(bytes.subarray(0, 100));
    expect(first.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-range': `bytes 0-99/${bytes.length}`,
      'content-length': '100',
      'accept-ranges': 'bytes',
    });
    expect(first.headers['cache-control']).toMatch(/^private\b/);

    const rest = await play(address.url, 'bytes=4000-');
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload).toEqual(bytes.subarray(4000));
    expect(rest.headers['content-range']).toBe(`bytes 4000-${bytes.length - 1}/${bytes.length}`);

    const tail = await play(address.url, 'bytes=-10');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(bytes.subarray(bytes.length - 10));

    const whole = await play(address.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);
    expect(whole.headers['content-length']).toBe(String(bytes.length));

    // Several ranges at once are answered with the whole file, which every player accepts.
    const several = await play(address.url, 'bytes=0-9,20-29');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload).toEqual(bytes);

    const past = await play(address.url, `bytes=${bytes.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('refuses an address that was altered, has expired, or names another organisation’s file', async () => {
    const mine = await videoLesson(tokens.k12);
    const theirs = await videoLesson(tokens.nf);
    const { url } = await gateway.ok<PlayAddress>(tokens.k12, 'GET', 'lesson/play', {
      lessonId: mine.lessonId,
      fileId: mine.fileId,
    });
    const refused = async (address: string, id: string, status = 403) => {
      const response = await play(address, 'bytes=0-99');
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().msgId).toBe(id);
    };
    const query = new URL(url, 'http://gateway').searchParams;
    const nfOrgId = await gateway.orgIdOf(tokens.nf);
    // Another file under this address's signature, or this file for another organisation.
    await refused(url.replace(mine.fileId, theirs.fileId), 'file.linkInvalid');
    await refused(url.replace(`orgId=${query.get('orgId')}`, `orgId=${nfOrgId}`), 'file.linkInvalid');
    // A later expiry, or a signature changed by one character.
    const expires = Number(query.get('expires'));
    await refused(url.replace(`expires=${expires}`, `expires=${expires + 3600}`), 'file.linkInvalid');
    const signature = query.get('signature') ?? '';
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await refused(url.replace(signature, altered), 'file.linkInvalid');
    // The last character's next in the alphabet: it differs only in the two bits a 32-byte
    // signature leaves unused, and decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const unusedBits = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1) ?? 'A') + 1]}`;
    await refused(url.replace(signature, unusedBits), 'file.linkInvalid');
    await refused(url.replace(/signature=[^&]*/, 'signature='), 'file.linkInvalid', 400);

    // Signed with the gateway's key, but issued ten minutes ago: five past its expiry.
    const links = playbackLinks(secretsKey);
    const k12OrgId = await gateway.orgIdOf(tokens.k12);
    const stale = links.issue({ fileId: mine.fileId, orgId: k12OrgId }, new Date(Date.now() - 10 * 60_000));
    await refused(stale.url, 'file.linkExpired');

    // A genuine address of an organisation for a file it does not hold plays nothing.
    const forged = links.issue({ fileId: theirs.fileId, orgId: k12OrgId });
    expect((await play(forged.url)).statusCode).toBe(404);
  });

  it('issues an address only to a signed-in caller, for a video or recording of its own lesson', async () => {
    const mine = await videoLesson(tokens.k12);
    const theirs = await videoLesson(tokens.nf);
    const unsigned = await gateway.app.inject({
      method: 'GET',
      url: `/api/busi/web/lesson/play?lessonId=${mine.lessonId}&fileId=${mine.fileId}`,
    });
    expect(unsigned.statusCode).toBe(401);
    await expectRefused(
      as(tokens.k12, 'GET', 'lesson/play', { lessonId: theirs.lessonId, fileId: theirs.fileId }),
      404,
      'lesson.notFound',
    );
    await expectRefused(
      as(tokens.k12, 'GET', 'lesson/play', { lessonId: mine.lessonId, fileId: theirs.fileId }),
      404,
      'lesson.notPlayable',
    );

    // A deleted lesson stops playing at once, whatever its address's expiry.
    const { url } = await gateway.ok<PlayAddress>(tokens.k12, 'GET', 'lesson/play', {
      lessonId: mine.lessonId,
      fileId: mine.fileId,
    });
    await gateway.ok(tokens.k12, 'POST', 'lesson/delete', { lessonId: mine.lessonId });
    expect((await play(url)).statusCode).toBe(404);
  });
});
