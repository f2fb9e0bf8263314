import zlib from 'node:zlib';
import { type DomainLocale, isDomainError, type PhysiqueMeasurements, scorePhysique } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../testing/pdfs.ts';
import { bufferOf, loadPdfFonts, renderPdf } from './document.ts';
import {
  classReportDocument,
  LOGO_MAX_BYTES,
  type PrintableClassSheet,
  type PrintableReport,
  studentReportDocument,
} from './physiqueReport.ts';

/** A PNG of `size` x `size` grey pixels, written out by hand so the test needs no image library. */
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
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(128)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A grade 8 boy: obese, weak at 50 m (0 points) and 1000 m (40), strong at pull-ups (+2 bonus).
const weakBoy: PhysiqueMeasurements = {
  height: 160,
  weight: 80,
  vitalCapacity: 4000,
  sprint50m: 11.5,
  sitAndReach: 15,
  standingLongJump: 230,
  pullUps: 16,
  run1000m: 330,
};

const school = { name: '北京市第一实验学校' };

function reportOf(name: string, number: number, measurements = weakBoy, logo?: Uint8Array): PrintableReport {
  return {
    school: logo ? { ...school, logo } : school,
    student: {
      name,
      studentNumber: `2025${String(number).padStart(4, '0')}`,
      className: '八年级1班',
      gradeName: '八年级',
      sex: 'male',
    },
    yearLabel: '2025-2026',
    scores: scorePhysique({ sex: 'male', grade: { school: 8 }, measurements }),
    height: measurements.height as number,
    weight: measurements.weight as number,
  };
}

const sheet: PrintableClassSheet = { school, gradeName: '八年级', className: '八年级1班', yearLabel: '2025-2026' };

async function pagesOf(document: ReturnType<typeof studentReportDocument>): Promise<{ pdf: Buffer; pages: string[] }> {
  const pdf = await bufferOf(renderPdf(document, await loadPdfFonts()));
  return { pdf, pages: (await readPdf(pdf)).pages };
}

// Text read back from a PDF has spaces where lines wrapped; Chinese is compared without them.
const compact = (text: string | undefined) => (text ?? '').replace(/\s+/g, '');

describe('studentReportDocument', () => {
  it.each([
    [
      'zh-CN',
      ['国家学生体质健康标准测试报告', '体重指数（BMI）', '肥胖', '50米跑（秒）', '不及格', '总分（满分120）', '及格'],
      '运动建议',
      '充分热身后',
    ],
    [
      'zh-TW',
      [
        '國家學生體質健康標準測驗報告',
        '身體質量指數（BMI）',
        '肥胖',
        '50公尺跑（秒）',
        '不及格',
        '總分（滿分120）',
        '及格',
      ],
      '運動建議',
      '充分暖身後',
    ],
    [
      'en-US',
      [
        'Nationalstudentphysicalfitnessstandard:testreport',
        'Bodymassindex(BMI)',
        'Obese',
        '50msprint(s)',
        'Fail',
        'Total(outof120)',
        'Pass',
      ],
      'Exerciseadvice',
      'Afteragoodwarm-up',
    ],
  ] as const)(
    'prints a one-page A4 report in %s with values, scores, bands, total and advice',
    async (locale, words, heading, advice) => {
      const { pdf, pages } = await pagesOf(studentReportDocument(reportOf('张三', 1), locale as DomainLocale));
      expect(pages).toHaveLength(1);
      // A4 portrait in points.
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
      const text = compact(pages[0]).toLowerCase();
      for (const word of [
        ...words,
        heading,
        advice,
        '北京市第一实验学校',
        '张三',
        '20250001',
        '31.3',
        '5\'30"',
        '59.5',
      ]) {
        expect(text, word).toContain(word.toLowerCase().replace(/\s+/g, ''));
      }
    },
  );

  it('advises on the weak items only, and says so when nothing is weak', async () => {
    const weak = compact((await pagesOf(studentReportDocument(reportOf('张三', 1), 'en-US'))).pages[0]);
    expect(weak).toContain('50msprint:');
    expect(weak).toContain('1000mrun:');
    expect(weak).not.toContain('Pull-ups:');
    const fine = reportOf('李四', 2, { ...weakBoy, weight: 50, sprint50m: 7.5, run1000m: 220 });
    const strong = compact((await pagesOf(studentReportDocument(fine, 'en-US'))).pages[0]);
    expect(strong).toContain('Everyitemisatpasslevelorbetter');
  });

  it('marks an incomplete year: items not tested or exempt, and no band', async () => {
    const partial: PrintableReport = {
      ...reportOf('王五', 3),
      scores: scorePhysique({
        sex: 'male',
        grade: { school: 8 },
        measurements: { height: 160, weight: 50, vitalCapacity: 4000 },
        exempt: ['run1000m'],
      }),
    };
    const text = compact((await pagesOf(studentReportDocument(partial, 'zh-CN'))).pages[0]);
    expect(text).toContain('50米跑（秒）未测');
    expect(text).toContain('1000米跑（分\'秒"）免测');
    expect(text).toContain('不完整');
    expect(text).toContain('成绩不完整：有项目未测或免测');
  });

  it('keeps a page for a name of control characters or of 10,000 characters', async () => {
    const controls = await pagesOf(studentReportDocument(reportOf('张\u0000三\u202e\n', 1), 'zh-CN'));
    expect(controls.pages).toHaveLength(1);
    expect(controls.pages[0]).toContain('张 三');
    const long = await pagesOf(studentReportDocument(reportOf('长'.repeat(10_000), 1), 'zh-CN'));
    expect(long.pages).toHaveLength(1);
    expect(compact(long.pages[0])).toContain(`${'长'.repeat(39)}…`);
  });

  it.each([
    ['words', 'Wolfgang Amadeus ', 'Very Long Name of a School '],
    ['unbroken runs', 'W', 'W'],
  ])(
    'keeps a page for the most a report can hold: every item weak, long names of %s, a logo, in English',
    async (_, word, schoolWord) => {
      const weakest: PhysiqueMeasurements = {
        height: 150,
        weight: 90,
        vitalCapacity: 500,
        sprint50m: 14,
        sitAndReach: -10,
        standingLongJump: 100,
        pullUps: 0,
        run1000m: 500,
      };
      const report = reportOf(word.repeat(30), 1, weakest, png());
      const long: PrintableReport = {
        ...report,
        school: { ...report.school, name: schoolWord.repeat(30) },
        student: {
          ...report.student,
          studentNumber: '9'.repeat(40),
          className: `${word.trim()} `.repeat(30),
          gradeName: `${word.trim()} `.repeat(30),
        },
        yearLabel: 'Y'.repeat(50),
      };
      const { pages } = await pagesOf(studentReportDocument(long, 'en-US'));
      expect(pages).toHaveLength(1);
      const text = compact(pages[0]);
      // The BMI and all six other items earn advice, the last one whole.
      for (const item of ['Bodymassindex(BMI):', 'Vitalcapacity:', 'Pull-ups:', '1000mrun:'])
        expect(text).toContain(item);
      expect(text).toContain('alittlelongereachweek.');
      expect(text).toContain(`${compact(schoolWord.repeat(30)).slice(0, 40)}`);
    },
  );

  it('prints the school logo, and refuses bytes that are no PNG or JPEG before rendering anything', async () => {
    const { pdf } = await pagesOf(studentReportDocument(reportOf('张三', 1, weakBoy, png()), 'zh-CN'));
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    for (const logo of [new Uint8Array([1, 2, 3]), new Uint8Array(LOGO_MAX_BYTES + 1).fill(0xff)]) {
      let thrown: unknown;
      try {
        studentReportDocument(reportOf('张三', 1, weakBoy, logo), 'zh-CN');
      } catch (error) {
        thrown = error;
      }
      expect(isDomainError(thrown) && thrown.code).toBe('physique.report.error.logo');
    }
  });

  it('refuses a student without a known sex', () => {
    const report = reportOf('张三', 1);
    expect(() =>
      studentReportDocument({ ...report, student: { ...report.student, sex: 'x' as never } }, 'zh-CN'),
    ).toThrow(/physique.error.sex/);
  });
});

describe('classReportDocument', () => {
  it('prints a class of 50 as one document: the class sheet, then one page per student', async () => {
    const reports = Array.from({ length: 50 }, (_, index) => reportOf(`学生${index + 1}号`, index + 1, weakBoy, png()));
    const { pdf, pages } = await pagesOf(
      classReportDocument(reports, { ...sheet, school: reports[0]?.school ?? school }, 'zh-CN'),
    );
    expect(pages).toHaveLength(51);
    const sheetText = compact(pages[0]);
    expect(sheetText).toContain('国家学生体质健康标准班级成绩汇总');
    expect(sheetText).toContain('共50人');
    for (const [index, report] of reports.entries()) {
      expect(sheetText).toContain(`${index + 1}${report.student.name}${report.student.studentNumber}男59.5261.5及格`);
      expect(compact(pages[index + 1])).toContain(report.student.name);
      expect(compact(pages[index + 1])).toContain('国家学生体质健康标准测试报告');
    }
    // The logo is embedded once and drawn on every page.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    // Fifty pages of Chinese still carry one subset of each face, well under a megabyte in all.
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('keeps the sheet on one page when names are long', async () => {
    const reports = Array.from({ length: 50 }, (_, index) => reportOf(`${'名'.repeat(200)}${index}`, index));
    const { pages } = await pagesOf(classReportDocument(reports, sheet, 'en-US'));
    expect(pages).toHaveLength(51);
  });

  it('prints an empty class as its sheet saying there is no one', async () => {
    const { pages } = await pagesOf(classReportDocument([], sheet, 'en-US'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('There are no student results in this class.');
  });

  it('refuses a bad logo on the sheet or on any report', () => {
    expect(() =>
      classReportDocument([], { ...sheet, school: { ...school, logo: new Uint8Array(4) } }, 'zh-CN'),
    ).toThrow(/physique.report.error.logo/);
    expect(() => classReportDocument([reportOf('张三', 1, weakBoy, new Uint8Array(4))], sheet, 'zh-CN')).toThrow(
      /physique.report.error.logo/,
    );
  });
});
