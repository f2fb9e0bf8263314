// `npm run bench -- pdf`: a class's physique reports as one PDF (the class sheet and 50 students'
// pages, in Chinese, with a logo), as the gateway's PDF piece makes it, beside the floor: PDFKit,
// the writer under pdfmake, putting the same texts on the same number of pages in the same fonts,
// with no layout (no tables, no wrapping decisions beyond its own). Both run in this process, taking
// turns, and each figure is the median of several runs after a first that loads the fonts.

import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { scorePhysique } from '@school-sports/domain';
import type { Content } from 'pdfmake';
import { bufferOf, DEFAULT_PDF_FONT_FILES, loadPdfFonts, renderPdf } from '../apps/gateway/src/pdf/document.ts';
import { type CertificateBatch, certificatesDocument } from '../apps/gateway/src/pdf/meetCertificate.ts';
import {
  classReportDocument,
  type PrintableClassSheet,
  type PrintableReport,
} from '../apps/gateway/src/pdf/physiqueReport.ts';
import { renderPdfInWorker, stopPdfWorker } from '../apps/gateway/src/pdf/printer.ts';
import { median, type Row } from './bench-helpers.ts';

const STUDENTS = 50;
const RUNS = 7;

// PDFKit is pdfmake's own dependency: the floor is the library the piece stands on.
const PDFDocument = createRequire(import.meta.resolve('pdfmake'))('pdfkit') as typeof import('pdfkit');

/** A grey 64 x 64 PNG, standing in for a school's logo (or, with `size`, a square seal). */
function logo(size = 64): Uint8Array {
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
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(160)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FAMILY_NAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN_NAMES = ['子涵', '欣怡', '梓轩', '浩然', '雨桐', '宇航', '诗涵', '俊杰', '思远', '佳怡'];

/** A class of grade 8 students with results that vary, so scores, bands and advice vary. */
function classOf(count: number): { reports: PrintableReport[]; sheet: PrintableClassSheet } {
  const school = { name: '北京市海淀区第一实验学校', logo: logo() };
  const reports = Array.from({ length: count }, (_, index): PrintableReport => {
    const sex = index % 2 === 0 ? 'male' : 'female';
    const step = index % 10;
    const measurements = {
      height: 150 + step * 2,
      weight: 38 + step * 3,
      vitalCapacity: 1800 + step * 250,
      sprint50m: 7.4 + step * 0.3,
      sitAndReach: 2 + step * 2,
      standingLongJump: 150 + step * 10,
      ...(sex === 'male'
        ? { pullUps: step, run1000m: 210 + step * 12 }
        : { sitUps: 25 + step * 3, run800m: 200 + step * 10 }),
    };
    return {
      school,
      student: {
        name: `${FAMILY_NAMES[index % 10]}${GIVEN_NAMES[Math.floor(index / 10) % 10]}`,
        studentNumber: `2025080${String(index + 1).padStart(2, '0')}`,
        className: '八年级3班',
        gradeName: '八年级',
        sex,
      },
      yearLabel: '2025-2026学年',
      scores: scorePhysique({ sex, grade: { school: 8 }, measurements }),
      height: measurements.height,
      weight: measurements.weight,
    };
  });
  return { reports, sheet: { school, gradeName: '八年级', className: '八年级3班', yearLabel: '2025-2026学年' } };
}

/** Every text of a pdfmake content tree, page by page (a `pageBreak: 'before'` starts a page). */
function textsByPage(content: Content): string[][] {
  const pages: string[][] = [[]];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      pages.at(-1)?.push(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.pageBreak === 'before' && (pages.at(-1)?.length ?? 0) > 0) pages.push([]);
    for (const key of ['text', 'stack', 'columns', 'ul']) if (key in record) visit(record[key]);
    if (record.table && typeof record.table === 'object') visit((record.table as { body: unknown }).body);
  };
  visit(content);
  return pages;
}

/** The floor: PDFKit writing the same texts, page for page, in the same faces, with the logo once per page. */
async function floorPdf(
  pages: string[][],
  image: Uint8Array,
  fonts: { regular: Buffer; bold: Buffer },
): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 42, autoFirstPage: false });
  document.registerFont('regular', fonts.regular, 'NotoSansCJKsc-Regular');
  document.registerFont('bold', fonts.bold, 'NotoSansCJKsc-Bold');
  const bytes = bufferOf(document);
  for (const texts of pages) {
    document.addPage();
    document.image(Buffer.from(image), { fit: [48, 48] });
    document
      .font('bold')
      .fontSize(13)
      .text(texts[0] ?? '');
    document.font('regular').fontSize(8);
    // Short texts side by side, as the report's tables put them; long ones (advice) on lines of their own.
    document.text(texts.slice(1).join('  '), { width: 511 });
  }
  document.end();
  return bytes;
}

async function timed(task: () => Promise<Buffer>): Promise<{ ms: number; bytes: number; stallMs: number }> {
  // The longest the event loop went without turning during the run (a 1 ms timer's longest gap):
  // what other requests on the same process would wait.
  let last = performance.now();
  let longest = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const pdf = await task();
  const ms = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(probe);
  return { ms, bytes: pdf.length, stallMs: longest };
}

export async function benchPdf(): Promise<Row[]> {
  const fs = await import('node:fs/promises');
  const { reports, sheet } = classOf(STUDENTS);
  const startRss = process.memoryUsage().rss;
  const firstStarted = performance.now();
  const fonts = await loadPdfFonts();
  const firstLoad = performance.now() - firstStarted;
  const fontsLoadedRss = process.memoryUsage().rss;
  const fontBytes = {
    regular: await fs.readFile(DEFAULT_PDF_FONT_FILES.regular),
    bold: await fs.readFile(DEFAULT_PDF_FONT_FILES.bold),
  };
  const document = () => classReportDocument(reports, sheet, 'zh-CN');
  const pages = textsByPage(document().content);
  const ours = () => bufferOf(renderPdf(document(), fonts));
  const floor = () => floorPdf(pages, reports[0]?.school.logo ?? new Uint8Array(), fontBytes);
  const inWorker = () => bufferOf(renderPdfInWorker(document()));
  // One of each first: fonts parsed, code compiled, the worker started.
  await ours();
  await floor();
  const workerStarted = performance.now();
  await inWorker();
  const workerFirst = performance.now() - workerStarted;
  const ourRuns: Awaited<ReturnType<typeof timed>>[] = [];
  const floorRuns: Awaited<ReturnType<typeof timed>>[] = [];
  const workerRuns: Awaited<ReturnType<typeof timed>>[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      ourRuns.push(await timed(ours));
      floorRuns.push(await timed(floor));
      workerRuns.push(await timed(inWorker));
    }
  } finally {
    await stopPdfWorker();
  }
  const ms = (runs: typeof ourRuns) => median(runs.map((one) => one.ms));
  const stall = (runs: typeof ourRuns) => median(runs.map((one) => one.stallMs));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const ourBytes = ourRuns[0]?.bytes ?? 0;
  const floorBytes = floorRuns[0]?.bytes ?? 0;
  return [
    [
      `class PDF, ${STUDENTS} reports + sheet (${pages.length} pages, zh-CN), median of ${RUNS}`,
      `${ms(ourRuns).toFixed(0)} ms`,
      `${ms(floorRuns).toFixed(0)} ms PDFKit, same texts and fonts`,
      `${(ms(ourRuns) / ms(floorRuns)).toFixed(2)}x`,
    ],
    [
      'class PDF size (font subsets, logo once)',
      kib(ourBytes),
      `${kib(floorBytes)} PDFKit (fonts ${kib(fontBytes.regular.length + fontBytes.bold.length)})`,
      `${(ourBytes / floorBytes).toFixed(2)}x`,
    ],
    [
      'class PDF: longest event-loop stall (median)',
      `${stall(ourRuns).toFixed(0)} ms`,
      `${stall(floorRuns).toFixed(0)} ms PDFKit`,
      `${(stall(ourRuns) / Math.max(1, stall(floorRuns))).toFixed(2)}x`,
    ],
    [
      'class PDF drawn in the PDF worker (renderPdfInWorker), median',
      `${ms(workerRuns).toFixed(0)} ms`,
      `${ms(floorRuns).toFixed(0)} ms PDFKit`,
      `${(ms(workerRuns) / ms(floorRuns)).toFixed(2)}x`,
    ],
    [
      '  its longest event-loop stall on the main thread (median)',
      `${stall(workerRuns).toFixed(0)} ms`,
      `${stall(ourRuns).toFixed(0)} ms drawn on the main thread`,
      `${(stall(workerRuns) / Math.max(1, stall(ourRuns))).toFixed(2)}x`,
    ],
    ["  the worker's first class PDF (its start, fonts and check)", `${workerFirst.toFixed(0)} ms`, '-', '-'],
    ['PDF fonts: first load and check (once a process)', `${firstLoad.toFixed(0)} ms`, '-', '-'],
    [
      'memory: RSS with the fonts loaded, and the peak after the runs',
      `${(fontsLoadedRss / 1024 / 1024).toFixed(0)} MiB, peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
      `${(startRss / 1024 / 1024).toFixed(0)} MiB before`,
      '-',
    ],
  ];
}

const CERTIFICATES = 500;
const CERTIFICATE_RUNS = 3;

/** The certificates of 500 placed athletes of a meet of 60 events: names, classes, marks and places vary. */
function certificateBatchOf(count: number): CertificateBatch {
  return {
    organisation: '北京市海淀区第一实验学校',
    meetName: '2026年春季田径运动会',
    date: '2026-05-20',
    decimals: 2,
    seals: [logo(240), logo(200)],
    certificates: Array.from({ length: count }, (_, index) => ({
      kind: 'athlete' as const,
      name: `${FAMILY_NAMES[index % 10]}${GIVEN_NAMES[Math.floor(index / 10) % 10]}`,
      className: `${['一', '二', '三', '四', '五', '六'][index % 6]}年级${(index % 4) + 1}班`,
      event: {
        name: `${[60, 100, 200, 400, 800][index % 5]} 米`,
        sex: index % 2 === 0 ? ('male' as const) : ('female' as const),
      },
      mark: { value: 8 + (index % 50) / 10, measure: 'timed' as const, unit: 'second' as const },
      place: (index % 8) + 1,
    })),
  };
}

/** The floor for certificates: PDFKit writing each page's texts on an A4 landscape page, the two seals on each. */
async function certificateFloor(
  pages: string[][],
  seals: readonly Uint8Array[],
  fonts: { regular: Buffer; bold: Buffer },
): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 42, autoFirstPage: false });
  document.registerFont('regular', fonts.regular, 'NotoSansCJKsc-Regular');
  document.registerFont('bold', fonts.bold, 'NotoSansCJKsc-Bold');
  const bytes = bufferOf(document);
  for (const texts of pages) {
    document.addPage();
    document
      .font('bold')
      .fontSize(40)
      .text(texts[0] ?? '', { align: 'center' });
    document.font('regular').fontSize(17);
    document.text(texts.slice(1).join(' '), { width: 700 });
    for (const [index, seal] of seals.entries())
      document.image(Buffer.from(seal), 560 + index * 122, 380, { width: 110 });
  }
  document.end();
  return bytes;
}

/** What `task` takes, and the most the process's resident memory grew while it ran (sampled every 5 ms). */
async function withPeakMemory(task: () => Promise<Buffer>): Promise<{ ms: number; bytes: number; peakMiB: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const probe = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const pdf = await task();
  const ms = performance.now() - started;
  clearInterval(probe);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, bytes: pdf.length, peakMiB: (peak - before) / 1024 / 1024 };
}

/**
 * `npm run bench -- certificates`: issue 46's certificates for 500 placed athletes as one PDF (A4
 * landscape, a page each, two seals), drawn in the PDF worker as the print route does, beside
 * PDFKit writing the same texts and seals on as many pages on this thread: time, size, and how much
 * the process's memory grew while each ran.
 */
export async function benchCertificates(): Promise<Row[]> {
  const fs = await import('node:fs/promises');
  const batch = certificateBatchOf(CERTIFICATES);
  const fontBytes = {
    regular: await fs.readFile(DEFAULT_PDF_FONT_FILES.regular),
    bold: await fs.readFile(DEFAULT_PDF_FONT_FILES.bold),
  };
  const document = () => certificatesDocument(batch, 'zh-CN');
  const pages = textsByPage(document().content);
  const inWorker = () => bufferOf(renderPdfInWorker(document()));
  const floor = () => certificateFloor(pages, batch.seals, fontBytes);
  const rssBefore = process.memoryUsage().rss;
  // One of each first: the worker started with its fonts, code compiled.
  const first = await withPeakMemory(inWorker);
  await floor();
  const ours: Awaited<ReturnType<typeof withPeakMemory>>[] = [];
  const floors: Awaited<ReturnType<typeof withPeakMemory>>[] = [];
  try {
    for (let run = 0; run < CERTIFICATE_RUNS; run++) {
      ours.push(await withPeakMemory(inWorker));
      floors.push(await withPeakMemory(floor));
    }
  } finally {
    await stopPdfWorker();
  }
  const ms = (runs: typeof ours) => median(runs.map((one) => one.ms));
  const grew = (runs: typeof ours) => Math.max(...runs.map((one) => one.peakMiB));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const ourBytes = ours[0]?.bytes ?? 0;
  const floorBytes = floors[0]?.bytes ?? 0;
  return [
    [
      `certificates, ${CERTIFICATES} placed athletes (${pages.length} landscape pages, 2 seals, zh-CN) in the PDF worker, median of ${CERTIFICATE_RUNS}`,
      `${ms(ours).toFixed(0)} ms`,
      `${ms(floors).toFixed(0)} ms PDFKit, same texts and seals`,
      `${(ms(ours) / ms(floors)).toFixed(2)}x`,
    ],
    [
      '  its size (font subsets, each seal once)',
      kib(ourBytes),
      `${kib(floorBytes)} PDFKit`,
      `${(ourBytes / floorBytes).toFixed(2)}x`,
    ],
    [
      '  memory the process grew by while drawing (largest of the runs)',
      `${grew(ours).toFixed(0)} MiB`,
      `${grew(floors).toFixed(0)} MiB PDFKit`,
      `${(grew(ours) / Math.max(1, grew(floors))).toFixed(2)}x`,
    ],
    [
      "  the worker's first batch (its start and fonts), and the process's peak RSS",
      `${first.ms.toFixed(0)} ms, grew ${first.peakMiB.toFixed(0)} MiB`,
      `peak ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, ${(rssBefore / 1024 / 1024).toFixed(0)} MiB before`,
      '-',
    ],
  ];
}
