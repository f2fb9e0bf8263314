import zlib from 'node:zlib';
import { isDomainError } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../testing/pdfs.ts';
import { bufferOf, loadPdfFonts, renderPdf } from './document.ts';
import { type CertificateBatch, certificateDay, certificatesDocument, SEAL_MAX_BYTES } from './meetCertificate.ts';

/** A PNG of `size` x `size` red pixels, written out by hand so the test needs no image library. */
function png(size = 8): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = [0, ...Array.from({ length: size }, () => [200, 30, 30]).flat()];
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const batch: CertificateBatch = {
  organisation: '北京市第一实验学校',
  meetName: '2026年春季田径运动会',
  date: '2026-05-20',
  decimals: 2,
  seals: [png(), png(16)],
  certificates: [
    {
      kind: 'athlete',
      name: '李明',
      className: '三年级1班',
      event: { name: '100 米', sex: 'male' },
      mark: { value: 13.5, measure: 'timed', unit: 'second' },
      place: 1,
    },
    {
      kind: 'athlete',
      name: '王芳',
      className: '三年级2班',
      event: { name: '800 米', sex: 'female' },
      mark: { value: 185.2, measure: 'timed', unit: 'second' },
      place: 2,
    },
    { kind: 'team', name: '三年级1班', total: 42.5, place: 1 },
  ],
};

async function pagesOf(document: ReturnType<typeof certificatesDocument>) {
  const pdf = await bufferOf(renderPdf(document, await loadPdfFonts()));
  return { pdf, pages: (await readPdf(pdf)).pages };
}

// Text read back from a PDF has spaces where lines wrapped; Chinese is compared without them.
const compact = (text: string | undefined) => (text ?? '').replace(/\s+/g, '');

describe('certificatesDocument', () => {
  it('prints a landscape page per certificate: title, who, the meet and event, the mark, the place, the signature', async () => {
    const document = certificatesDocument(batch, 'zh-CN');
    expect(document.orientation).toBe('landscape');
    const { pages } = await pagesOf(document);
    expect(pages).toHaveLength(3);
    for (const part of [
      '荣誉证书',
      '李明同学（三年级1班）',
      '2026年春季田径运动会100米（男子）比赛中',
      '13.50秒',
      '第1名',
      '特发此证',
      '北京市第一实验学校',
      '2026年5月20日',
    ])
      expect(compact(pages[0])).toContain(part);
    // A time of a minute or more is written in minutes, seconds and hundredths.
    expect(compact(pages[1])).toContain(`3'05"20`);
    expect(compact(pages[1])).toContain('第2名');
    expect(compact(pages[2])).toContain('三年级1班：');
    expect(compact(pages[2])).toContain('团体总分中，以42.5分荣获');
  });

  it('speaks the language asked: traditional characters and English words', async () => {
    const traditional = await pagesOf(certificatesDocument(batch, 'zh-TW'));
    expect(compact(traditional.pages[0])).toContain('獎狀');
    expect(compact(traditional.pages[0])).toContain('特頒此狀');
    const english = await pagesOf(certificatesDocument(batch, 'en-US'));
    expect(english.pages[0]).toContain('Certificate of Achievement');
    expect(english.pages[0]).toContain('Place 1');
    expect(english.pages[0]).toContain('13.50 s');
    expect(english.pages[0]).toContain('May 20, 2026');
  });

  it('embeds each seal once however many pages stamp it', async () => {
    const many = {
      ...batch,
      certificates: Array.from({ length: 40 }, () => batch.certificates[0]),
    } as CertificateBatch;
    const { pdf, pages } = await pagesOf(certificatesDocument(many, 'zh-CN'));
    expect(pages).toHaveLength(40);
    const images = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(2);
    expect(pdf.byteLength).toBeLessThan(400_000);
  });

  it('keeps a name of 10,000 characters or of control characters on its one page', async () => {
    const long = '长'.repeat(10_000);
    const { pages } = await pagesOf(
      certificatesDocument(
        {
          ...batch,
          organisation: long,
          meetName: long,
          certificates: [
            {
              kind: 'athlete',
              name: `\u0000\u202e${long}`,
              className: long,
              event: { name: long, sex: 'mixed' },
              mark: { value: 99, measure: 'counted', unit: 'count' },
              place: 3,
            },
          ],
        },
        'en-US',
      ),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Place 3');
  });

  it('refuses a third seal, a seal that is not a PNG and one over 2 MB, before anything is drawn', () => {
    const refusal = (seals: Uint8Array[]) => {
      try {
        certificatesDocument({ ...batch, seals }, 'zh-CN');
      } catch (error) {
        return isDomainError(error) ? error.code : String(error);
      }
      return 'drawn';
    };
    expect(refusal([png(), png(), png()])).toBe('meetSeal.file');
    expect(refusal([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])])).toBe('meetSeal.file');
    const big = new Uint8Array(SEAL_MAX_BYTES + 1);
    big.set(png());
    expect(refusal([big])).toBe('meetSeal.file');
    expect(refusal([])).toBe('drawn');
  });

  it('writes the day as each language does', () => {
    expect(certificateDay('2026-05-20', 'zh-CN')).toBe('2026年5月20日');
    expect(certificateDay('2026-05-20', 'zh-TW')).toBe('2026年5月20日');
    expect(certificateDay('2026-05-20', 'en-US')).toBe('May 20, 2026');
  });
});

describe('the pages of a batch', () => {
  it('draw the border 20 points inside the page and the seals in the same place on every page', async () => {
    const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await bufferOf(renderPdf(certificatesDocument(batch, 'zh-CN'), await loadPdfFonts()));
    const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
    const document = await loading.promise;
    try {
      const drawings: string[] = [];
      for (let number = 1; number <= document.numPages; number++) {
        const operators = await (await document.getPage(number)).getOperatorList();
        // The paths (the border's frames) and the places images are drawn at (the seals).
        const shapes = operators.fnArray.flatMap((fn, index) => {
          const drawn = JSON.stringify(operators.argsArray[index]);
          const shape = fn === OPS.constructPath && !drawn.includes('null');
          const image = fn === OPS.transform && operators.fnArray[index + 1] === OPS.paintImageXObject;
          return shape || image ? [drawn] : [];
        });
        drawings.push(shapes.join('\n'));
      }
      expect(drawings).toHaveLength(3);
      expect(new Set(drawings).size).toBe(1);
      // The outer frame 20 points inside the landscape page's edges, all round.
      expect(drawings[0]).toContain('{"0":20,"1":20,"2":821.89');
      expect(drawings[0]).toContain('"3":575.28');
    } finally {
      await loading.destroy();
    }
  });
});
