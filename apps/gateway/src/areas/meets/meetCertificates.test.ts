import zlib from 'node:zlib';
import type { DomainLocale } from '@school-sports/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolClass, sportMeetEntry, sportMeetSeal, storedFile } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { meetUnderWay } from '../../testing/meetRows.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { readPdf } from '../../testing/pdfs.ts';

/** A real PNG of `width` x `height` red pixels, which the upload takes by its header and a PDF can draw. */
function png(width = 32, height = width): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: width }, () => [200, 30, 30]).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7), Buffer.from([0xff, 0xd9])]);
const MB = 1024 * 1024;

interface Seal {
  sealId: string;
  name: string;
  fileId: string;
  sortNum: number;
  enabled: boolean;
}

// Compared without the spaces a PDF's text comes back with where lines wrap.
const compact = (text: string | undefined) => (text ?? '').replace(/\s+/g, '');

describe.each(testDatabases())('electronic seals and a meet’s certificates on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ head: 'k12admin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(sportMeetSeal, storedFile));
  const { as } = gateway;

  const upload = (token: string, kind: string, name: string, bytes: Buffer, language: DomainLocale = 'en-US') =>
    injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: { ...bearer(token), 'accept-language': language } },
      [{ name: 'kind', value: kind }, filePart(name, bytes, name.endsWith('.jpg') ? 'image/jpeg' : 'image/png')],
    );
  const uploaded = async (token: string, kind = 'eStamp', bytes = png()) => {
    const answer = await upload(token, kind, 'seal.png', bytes);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.fileId as string;
  };
  const seals = (token = tokens.head) => gateway.ok<Seal[]>(token, 'GET', 'sportsMeet/seal/list');
  const addSeal = async (name: string, token = tokens.head) =>
    (
      await gateway.ok<{ sealId: string }>(token, 'POST', 'sportsMeet/seal/add', {
        name,
        fileId: await uploaded(token),
      })
    ).sealId;
  const print = (query: Record<string, string>, token = tokens.head, language = 'zh-CN') =>
    gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/sportsMeet/certificate/print',
      query,
      headers: { ...bearer(token), 'accept-language': language },
    });

  /** A meet of the caller's school under way, its boys' 60 m drawn, typed, or typed and confirmed. */
  const meetOf = async (token: string, stage: 'typed' | 'confirmed') => {
    const orgId = await gateway.orgIdOf(token);
    const [someClass] = await gateway.database.db
      .select({ tenantOrgId: schoolClass.tenantOrgId })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, orgId))
      .orderBy(desc(schoolClass.createdAt))
      .limit(1);
    return meetUnderWay(gateway.database.db, orgId, someClass?.tenantOrgId ?? '', stage);
  };
  const classOfEntries = async (meet: { entryIds: [string, string] }) => {
    const [row] = await gateway.database.db
      .select({ classId: sportMeetEntry.classId })
      .from(sportMeetEntry)
      .where(eq(sportMeetEntry.id, meet.entryIds[0]));
    return row as { classId: string };
  };

  describe('seals', () => {
    let first: string;
    beforeAll(async () => {
      first = await addSeal('校章');
    });

    it('keeps a seal with its image, renames it, switches it off and replaces its image', async () => {
      const [seal] = await seals();
      expect(seal).toMatchObject({ sealId: first, name: '校章', sortNum: 0, enabled: true });
      const image = await gateway.app.inject({
        method: 'GET',
        url: `/api/uc/oss/file/${seal?.fileId}`,
        headers: bearer(tokens.head),
      });
      expect(image.headers['content-type']).toBe('image/png');
      const replacement = await uploaded(tokens.head);
      await gateway.ok(tokens.head, 'POST', 'sportsMeet/seal/edit', {
        sealId: first,
        name: '学校公章',
        fileId: replacement,
        enabled: false,
      });
      expect((await seals())[0]).toMatchObject({ name: '学校公章', fileId: replacement, enabled: false });
      // The image it showed before goes with it.
      const old = await gateway.app.inject({
        method: 'GET',
        url: `/api/uc/oss/file/${seal?.fileId}`,
        headers: bearer(tokens.head),
      });
      expect(old.statusCode).toBe(404);
      await gateway.ok(tokens.head, 'POST', 'sportsMeet/seal/edit', {
        sealId: first,
        name: '学校公章',
        fileId: replacement,
        enabled: true,
      });
    });

    it('refuses an image that is not square, too big or not a PNG, with the upload’s messages', async () => {
      const refusedUpload = async (
        bytes: Buffer,
        status: number,
        id: string,
        values: Record<string, string>,
        name = 'seal.png',
      ) => {
        for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
          const answer = await upload(tokens.head, 'eStamp', name, bytes, language);
          expect(answer.statusCode, answer.body).toBe(status);
          expect(answer.json()).toMatchObject({ msgId: id, msgValues: values });
        }
      };
      await refusedUpload(png(40, 30), 400, 'upload.aspectRatio', { ratio: '1:1' });
      await refusedUpload(Buffer.concat([png(), Buffer.alloc(2 * MB)]), 413, 'upload.size', { max: '2 MB' });
      await refusedUpload(JPEG, 415, 'upload.type', {}, 'seal.jpg');
    });

    it('refuses a file not uploaded as a seal, one another seal shows, another school’s, and a blank name', async () => {
      const banner = await uploaded(tokens.head, 'banner', png(64));
      await expectRefused(
        as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: '横幅', fileId: banner }),
        404,
        'meetSeal.file',
        { field: 'fileId' },
      );
      const [own] = await seals();
      await expectRefused(
        as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: '重复', fileId: own?.fileId }),
        409,
        'meetSeal.fileInUse',
        { field: 'fileId' },
      );
      const theirs = await uploaded(tokens.nf);
      await expectRefused(
        as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: '别校', fileId: theirs }),
        404,
        'meetSeal.file',
        { field: 'fileId' },
      );
      const mine = await uploaded(tokens.head);
      await expectRefused(
        as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: '  ', fileId: mine }),
        400,
        'validation.meetSeal.nameRequired',
        { field: 'name' },
      );
      await expectRefused(as(tokens.nf, 'POST', 'sportsMeet/seal/delete', { sealId: first }), 404, 'meetSeal.notFound');
      expect(await seals(tokens.nf)).toEqual([]);
    });

    it('refuses the eleventh seal, even when two are added at once', async () => {
      while ((await seals()).length < 9) await addSeal(`印章${(await seals()).length + 1}`);
      const files = [await uploaded(tokens.head), await uploaded(tokens.head)];
      const answers = await Promise.all(
        files.map((fileId, index) =>
          as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: `同时${index}`, fileId })('zh-CN'),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json()).toMatchObject({
        msgId: 'meetSeal.full',
        msg: '每个机构最多 10 枚电子印章，请先删除一枚',
      });
      expect(await seals()).toHaveLength(10);
      await expectRefused(
        as(tokens.head, 'POST', 'sportsMeet/seal/add', { name: '第十一', fileId: await uploaded(tokens.head) }),
        409,
        'meetSeal.full',
        { max: 10 },
      );
      // Deleting one makes room, and takes its image away.
      const last = (await seals()).at(-1) as Seal;
      await gateway.ok(tokens.head, 'POST', 'sportsMeet/seal/delete', { sealId: last.sealId });
      const files2 = await gateway.database.db.select().from(storedFile).where(eq(storedFile.id, last.fileId));
      expect(files2).toEqual([]);
      expect(await seals()).toHaveLength(9);
    });
  });

  describe('certificates', () => {
    it('prints an event’s placed athletes, a page each, with two seals, in the language asked', async () => {
      const meet = await meetOf(tokens.head, 'confirmed');
      const [one, two] = await seals();
      const printed = await print({
        meetId: meet.meetId,
        batch: 'event',
        eventId: meet.eventId,
        sealId: one?.sealId ?? '',
        secondSealId: two?.sealId ?? '',
      });
      expect(printed.statusCode, printed.body.slice(0, 300)).toBe(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      expect(printed.headers['content-disposition']).toContain('.pdf');
      const pdf = await readPdf(printed.rawPayload);
      expect(pdf.pages).toHaveLength(2);
      expect(compact(pdf.pages[0])).toContain('荣誉证书');
      expect(compact(pdf.pages[0])).toContain('编排生1同学');
      expect(compact(pdf.pages[0])).toContain('60米（男子）');
      expect(compact(pdf.pages[0])).toContain('8.00秒');
      expect(compact(pdf.pages[0])).toContain('第1名');
      expect(compact(pdf.pages[1])).toContain('编排生2');
      expect(compact(pdf.pages[1])).toContain('第2名');
      // Two seals, each embedded once.
      expect(printed.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);

      const traditional = await print({
        meetId: meet.meetId,
        batch: 'event',
        eventId: meet.eventId,
        language: 'zh-TW',
      });
      expect(compact((await readPdf(traditional.rawPayload)).pages[0])).toContain('獎狀');
      // Without a language, the caller's.
      const english = await print({ meetId: meet.meetId, batch: 'event', eventId: meet.eventId }, tokens.head, 'en-US');
      expect((await readPdf(english.rawPayload)).pages[0]).toContain('Certificate of Achievement');
    });

    it('prints a class’s places across the events and the placed teams', async () => {
      const meet = await meetOf(tokens.head, 'confirmed');
      const team = await classOfEntries(meet);
      const byClass = await print({ meetId: meet.meetId, batch: 'class', classId: team.classId });
      expect(byClass.statusCode, byClass.body.slice(0, 300)).toBe(200);
      expect((await readPdf(byClass.rawPayload)).pages).toHaveLength(2);
      // The class's 9 points: the winner's; a second of two scores nothing by the meet's table.
      const teams = await print({ meetId: meet.meetId, batch: 'teams' });
      expect(teams.statusCode, teams.body.slice(0, 300)).toBe(200);
      const pages = (await readPdf(teams.rawPayload)).pages;
      expect(pages).toHaveLength(1);
      expect(compact(pages[0])).toContain('团体总分中，以9分荣获');
      expect(compact(pages[0])).toContain('第1名');
    });

    it('refuses an event whose results are not confirmed, a missing choice, a seal switched off or twice', async () => {
      const typed = await meetOf(tokens.head, 'typed');
      const read = (query: Record<string, string>) => (language: DomainLocale) => print(query, tokens.head, language);
      await expectRefused(
        read({ meetId: typed.meetId, batch: 'event', eventId: typed.eventId }),
        409,
        'meetCertificate.notOfficial',
        { field: 'eventId', event: '60 米' },
      );
      await expectRefused(read({ meetId: typed.meetId, batch: 'teams' }), 409, 'meetCertificate.noTeams', {
        field: 'batch',
      });
      await expectRefused(read({ meetId: typed.meetId, batch: 'event' }), 400, 'meetCertificate.eventRequired', {
        field: 'eventId',
      });
      await expectRefused(read({ meetId: typed.meetId, batch: 'class' }), 400, 'meetCertificate.classRequired', {
        field: 'classId',
      });
      await expectRefused(read({ meetId: typed.meetId, batch: 'everyone' }), 400, 'validation.meetCertificate.batch', {
        field: 'batch',
      });
      const confirmed = await meetOf(tokens.head, 'confirmed');
      // An event names its meet: sent beside another meet of the school, it prints its own meet's.
      const beside = await print({ meetId: typed.meetId, batch: 'event', eventId: confirmed.eventId });
      expect(beside.statusCode).toBe(200);
      const [one, two] = await seals();
      const event = { meetId: confirmed.meetId, batch: 'event', eventId: confirmed.eventId };
      await expectRefused(
        read({ ...event, sealId: one?.sealId ?? '', secondSealId: one?.sealId ?? '' }),
        400,
        'meetSeal.same',
        { field: 'secondSealId' },
      );
      await gateway.ok(tokens.head, 'POST', 'sportsMeet/seal/edit', {
        sealId: two?.sealId,
        name: two?.name,
        fileId: two?.fileId,
        enabled: false,
      });
      await expectRefused(read({ ...event, sealId: two?.sealId ?? '' }), 409, 'meetSeal.disabled', {
        field: 'sealId',
        name: two?.name ?? '',
      });
      // Another school's meet, and its seals, are not found.
      await expectRefused((language) => print({ ...event }, tokens.nf, language), 404, 'meet.notFound');
    });
  });
});

describe.each(testDatabases())('certificates without their fonts on $name', ({ open }) => {
  const gateway = gatewayFixture(open, {
    pdfFonts: { regular: '/nonexistent/NotoSansCJK-Regular.ttc', bold: '/nonexistent/NotoSansCJK-Bold.ttc' },
  });
  const tokens = gateway.signedIn({ head: 'k12admin' });

  it('answers 503 with a clear message before sending any of the PDF', async () => {
    const orgId = await gateway.orgIdOf(tokens.head);
    const [someClass] = await gateway.database.db
      .select({ tenantOrgId: schoolClass.tenantOrgId })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, orgId))
      .limit(1);
    const meet = await meetUnderWay(gateway.database.db, orgId, someClass?.tenantOrgId ?? '', 'confirmed');
    const printed = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/sportsMeet/certificate/print',
      query: { meetId: meet.meetId, batch: 'event', eventId: meet.eventId },
      headers: { ...bearer(tokens.head), 'accept-language': 'zh-CN' },
    });
    expect(printed.statusCode).toBe(503);
    expect(printed.json()).toMatchObject({ msgId: 'meetCertificate.unavailable' });
    expect(printed.json().msg).toContain('PDF_FONT_REGULAR');
  });
});
