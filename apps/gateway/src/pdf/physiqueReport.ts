// The printed physique reports of the national standard: a student's A4 page (values, item scores
// and bands, BMI band, bonus, total and band, and advice for each weak item) and a class's document
// (a sheet of every student's total, then each student's page). Built from plain input, so the
// route that prints them and the tests need nothing but a scored report and names.
import { createHash } from 'node:crypto';
import {
  bmiBandLabel,
  DomainError,
  type DomainLocale,
  type DomainMessageId,
  formatMeasurement,
  isSex,
  type MessageValues,
  measurementLabel,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MAX_STANDARD_SCORE,
  PHYSIQUE_MAX_TOTAL,
  type PhysiqueItem,
  type PhysiqueReport,
  physiqueAdviceOf,
  physiqueBand,
  physiqueBandLabel,
  physiqueItemLabel,
  type Sex,
  sexLabel,
  translateDomainMessage,
} from '@school-sports/domain';
import type { Content, TableCell } from 'pdfmake';
import {
  imageDataUrl,
  isJpeg,
  isPng,
  type PdfDocument,
  printableText,
  type StyleDictionary,
  wrappingText,
} from './content.ts';

/** The school a report is printed for. */
export interface PrintableSchool {
  /** Its name, printed at the top of each page. */
  readonly name: string;
  /** Its logo as PNG or JPEG bytes, printed beside the name; at most {@link LOGO_MAX_BYTES}. */
  readonly logo?: Uint8Array;
}

/** The student a report is about, as the school's records name them. */
export interface PrintableStudent {
  /** Full name. */
  readonly name: string;
  /** The school's student number. */
  readonly studentNumber: string;
  /** The class's name (`三年级1班`). */
  readonly className: string;
  /** The grade's name (`三年级`). */
  readonly gradeName: string;
  /** The student's sex. */
  readonly sex: Sex;
}

/** Everything one student's report page shows. */
export interface PrintableReport {
  /** The school. */
  readonly school: PrintableSchool;
  /** The student. */
  readonly student: PrintableStudent;
  /** The academic year the results belong to, as shown elsewhere (`2025-2026学年`). */
  readonly yearLabel: string;
  /** The year's scores, as `scorePhysique` answers them. */
  readonly scores: PhysiqueReport;
  /** The height measured, in cm, printed beside the BMI when given. */
  readonly height?: number;
  /** The weight measured, in kg, printed beside the BMI when given. */
  readonly weight?: number;
}

/** The heading of a class's summary sheet: whose results it lists. */
export interface PrintableClassSheet {
  /** The school. */
  readonly school: PrintableSchool;
  /** The grade's name. */
  readonly gradeName: string;
  /** The class's name. */
  readonly className: string;
  /** The academic year. */
  readonly yearLabel: string;
}

/** The largest logo a report takes: a school's emblem, not a photograph. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

// The longest texts printed, in characters: long enough for any real name, short enough that a
// report stays on its page whatever a record holds.
const SCHOOL_NAME_MAX = 60;
const PERSON_NAME_MAX = 40;
const NAME_ON_SHEET_MAX = 16;
const CODE_MAX = 30;
const LABEL_MAX = 40;

const STYLES: StyleDictionary = {
  school: { fontSize: 13, bold: true },
  title: { fontSize: 16, bold: true, margin: [0, 2, 0, 0] },
  heading: { fontSize: 12, bold: true, margin: [0, 10, 0, 4] },
  label: { color: '#555555' },
  tableHeader: { bold: true, fillColor: '#eeeeee' },
  sheet: { fontSize: 8, lineHeight: 0.9 },
  note: { fontSize: 9, color: '#555555', margin: [0, 6, 0, 0] },
  // Smaller than the tables: a year weak in every item has seven pieces, which must share the page.
  advice: { fontSize: 9, lineHeight: 1.15 },
};

/** The texts of one locale, with the placeholders filled. */
function textsOf(locale: DomainLocale): (id: DomainMessageId, values?: MessageValues) => string {
  return (id, values) => translateDomainMessage(locale, id, values);
}

/** A score or total as printed: at most two decimals, none when whole (78.25, 80). */
function scoreText(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '—';
}

function checkSchool(school: PrintableSchool): void {
  const logo = school.logo;
  if (logo === undefined) return;
  if (!(logo instanceof Uint8Array) || logo.byteLength > LOGO_MAX_BYTES || !(isPng(logo) || isJpeg(logo))) {
    throw new DomainError('physique.report.error.logo', { max: `${LOGO_MAX_BYTES / 1024 / 1024} MB` });
  }
}

function checkReport(report: PrintableReport): void {
  checkSchool(report.school);
  if (!isSex(report.student.sex)) throw new DomainError('physique.error.sex', { sex: String(report.student.sex) });
}

/**
 * The images of a set of schools by name: a logo's name follows from its bytes, so a class of 50
 * pages embeds its school's logo once.
 */
function logoImages(schools: readonly PrintableSchool[]): {
  images: Record<string, string>;
  nameOf: (school: PrintableSchool) => string | undefined;
} {
  const images: Record<string, string> = {};
  const names = new Map<Uint8Array, string>();
  for (const school of schools) {
    if (!school.logo || names.has(school.logo)) continue;
    const name = `logo-${createHash('sha1').update(school.logo).digest('hex')}`;
    names.set(school.logo, name);
    images[name] ??= imageDataUrl(school.logo);
  }
  return { images, nameOf: (school) => (school.logo ? names.get(school.logo) : undefined) };
}

function pageHeading(school: PrintableSchool, logo: string | undefined, title: string): Content {
  const words: Content = {
    stack: [
      { ...wrappingText(printableText(school.name, SCHOOL_NAME_MAX)), style: 'school' },
      { text: title, style: 'title' },
    ],
  };
  return logo
    ? {
        columns: [
          { image: logo, fit: [48, 48], width: 56 },
          { ...words, width: '*' },
        ],
        columnGap: 8,
      }
    : words;
}

/** Label and value pairs, three to a row. */
function factsTable(facts: readonly (readonly [string, string])[]): Content {
  const rows: TableCell[][] = [];
  for (let start = 0; start < facts.length; start += 3) {
    const row: TableCell[] = [];
    for (const [label, value] of facts.slice(start, start + 3)) {
      row.push({ text: label, style: 'label' }, wrappingText(value));
    }
    while (row.length < 6) row.push({ text: '' });
    rows.push(row);
  }
  return {
    table: { widths: ['auto', '*', 'auto', '*', 'auto', '*'], body: rows },
    layout: 'noBorders',
    margin: [0, 8, 0, 0],
  };
}

/** Each item of the report in the standard's order: scored, not tested, or exempt. */
function itemRows(report: PrintableReport, text: ReturnType<typeof textsOf>): TableCell[][] {
  const { scores } = report;
  const order = (item: PhysiqueItem) => PHYSIQUE_ITEMS.indexOf(item);
  const rows: { item: PhysiqueItem; cells: TableCell[] }[] = [];
  for (const result of scores.items) {
    if (result.item === 'bmi') {
      // Height and weight, when given, on one small line under the item's name: the BMI's inputs.
      const inputs = [
        report.height !== undefined ? `${text(measurementLabel('height'))} ${scoreText(report.height)}` : undefined,
        report.weight !== undefined ? `${text(measurementLabel('weight'))} ${scoreText(report.weight)}` : undefined,
      ].filter((line) => line !== undefined);
      rows.push({
        item: 'bmi',
        cells: [
          {
            stack: [
              text(physiqueItemLabel('bmi')),
              ...(inputs.length > 0 ? [{ text: inputs.join('  ·  '), fontSize: 8, color: '#555555' }] : []),
            ],
          },
          result.value.toFixed(1),
          scoreText(result.score),
          text(bmiBandLabel(result.bmiBand ?? 'normal')),
        ],
      });
    } else {
      rows.push({
        item: result.item,
        cells: [
          text(measurementLabel(result.item)),
          formatMeasurement(result.item, result.value),
          scoreText(result.score),
          text(physiqueBandLabel(physiqueBand(Math.min(Math.max(result.score, 0), PHYSIQUE_MAX_STANDARD_SCORE)))),
        ],
      });
    }
  }
  for (const [items, label] of [
    [scores.missing, 'physique.missing'],
    [scores.exempt, 'physique.exempt'],
  ] as const) {
    for (const item of items) {
      rows.push({
        item,
        cells: [
          text(item === 'bmi' ? physiqueItemLabel(item) : measurementLabel(item)),
          { text: text(label), color: '#555555' },
          '—',
          '—',
        ],
      });
    }
  }
  return rows.sort((a, b) => order(a.item) - order(b.item)).map((row) => row.cells);
}

function bandText(report: PhysiqueReport, text: ReturnType<typeof textsOf>): string {
  return report.band ? text(physiqueBandLabel(report.band)) : text('physique.report.noBand');
}

function studentPage(report: PrintableReport, logo: string | undefined, locale: DomainLocale): Content[] {
  const text = textsOf(locale);
  const { student, scores } = report;
  const advice = physiqueAdviceOf(scores);
  const bonusDetail = scores.bonusItems
    .map((entry) => `${text(physiqueItemLabel(entry.item))} +${entry.points}`)
    .join(locale === 'en-US' ? ', ' : '、');
  return [
    pageHeading(report.school, logo, text('physique.report.title')),
    factsTable([
      [text('physique.report.name'), printableText(student.name, PERSON_NAME_MAX)],
      [text('physique.report.studentNumber'), printableText(student.studentNumber, CODE_MAX)],
      [text('physique.report.sex'), text(sexLabel(student.sex))],
      [text('physique.report.grade'), printableText(student.gradeName, LABEL_MAX)],
      [text('physique.report.class'), printableText(student.className, LABEL_MAX)],
      [text('physique.report.year'), printableText(report.yearLabel, LABEL_MAX)],
    ]),
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 50, 70],
        body: [
          [
            { text: text('physique.report.item'), style: 'tableHeader' },
            { text: text('physique.report.result'), style: 'tableHeader' },
            { text: text('physique.report.score'), style: 'tableHeader' },
            { text: text('physique.report.band'), style: 'tableHeader' },
          ],
          ...itemRows(report, text),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 10, 0, 0],
    },
    {
      table: {
        widths: ['*', '*', '*', '*'],
        body: [
          [
            {
              text: text('physique.report.outOf', {
                label: text('physique.report.standardScore'),
                max: PHYSIQUE_MAX_STANDARD_SCORE,
              }),
              style: 'tableHeader',
            },
            { text: text('physique.report.bonus'), style: 'tableHeader' },
            {
              text: text('physique.report.outOf', { label: text('physique.report.total'), max: PHYSIQUE_MAX_TOTAL }),
              style: 'tableHeader',
            },
            { text: text('physique.report.band'), style: 'tableHeader' },
          ],
          [
            scoreText(scores.standardScore),
            { stack: [scoreText(scores.bonus), ...(bonusDetail ? [{ text: bonusDetail, fontSize: 8 }] : [])] },
            { text: scoreText(scores.total), bold: true },
            { text: bandText(scores, text), bold: true },
          ],
        ],
      },
      margin: [0, 10, 0, 0],
    },
    ...(scores.complete ? [] : [{ text: text('physique.incomplete'), style: 'note' }]),
    { text: text('physique.report.advice'), style: 'heading' },
    advice.length === 0
      ? // Praise only a whole year: with items untested, nothing is known of them yet.
        { text: text(scores.complete ? 'physique.report.noAdvice' : 'physique.report.noAdviceYet') }
      : {
          style: 'advice',
          ul: advice.map((one) => ({
            text: [
              { text: `${text(physiqueItemLabel(one.item))}${locale === 'en-US' ? ': ' : '：'}`, bold: true },
              text(one.advice),
            ],
            margin: [0, 0, 0, 3],
          })),
        },
  ];
}

/**
 * One student's report: an A4 page in `locale` with the school's name and logo, the student, each
 * item's result, score and band (the BMI's band for BMI), standard score, bonus, total out of 120
 * and band, and the standard's advice for each item scored below 60 and a BMI outside normal.
 * Texts are cleaned and cut to sane lengths ({@link printableText}), so any record prints on one page.
 *
 * @throws DomainError `physique.report.error.logo` for a logo that is not a PNG or JPEG of at most
 *   2 MB, `physique.error.sex` for an unknown sex: before anything is rendered.
 */
export function studentReportDocument(report: PrintableReport, locale: DomainLocale): PdfDocument {
  checkReport(report);
  const { images, nameOf } = logoImages([report.school]);
  const text = textsOf(locale);
  return {
    title: `${text('physique.report.title')} ${printableText(report.student.name, PERSON_NAME_MAX)}`,
    locale,
    styles: STYLES,
    images,
    content: studentPage(report, nameOf(report.school), locale),
  };
}

function classSheetPage(
  reports: readonly PrintableReport[],
  sheet: PrintableClassSheet,
  logo: string | undefined,
  locale: DomainLocale,
): Content[] {
  const text = textsOf(locale);
  const header = (
    [
      'physique.report.index',
      'physique.report.name',
      'physique.report.studentNumber',
      'physique.report.sex',
      'physique.report.standardScore',
      'physique.report.bonus',
      'physique.report.total',
      'physique.report.band',
    ] as const
  ).map((id) => ({ text: text(id), style: 'tableHeader' }));
  const rows: TableCell[][] = reports.map((report, index) => [
    String(index + 1),
    wrappingText(printableText(report.student.name, NAME_ON_SHEET_MAX)),
    wrappingText(printableText(report.student.studentNumber, CODE_MAX)),
    text(sexLabel(report.student.sex)),
    scoreText(report.scores.standardScore),
    scoreText(report.scores.bonus),
    { text: scoreText(report.scores.total), bold: true },
    bandText(report.scores, text),
  ]);
  return [
    pageHeading(sheet.school, logo, text('physique.report.classTitle')),
    factsTable([
      [text('physique.report.grade'), printableText(sheet.gradeName, LABEL_MAX)],
      [text('physique.report.class'), printableText(sheet.className, LABEL_MAX)],
      [text('physique.report.year'), printableText(sheet.yearLabel, LABEL_MAX)],
    ]),
    { text: text('physique.report.students', { count: reports.length }), style: 'note', margin: [0, 2, 0, 0] },
    reports.length === 0
      ? { text: text('physique.report.noStudents'), margin: [0, 14, 0, 0] }
      : {
          // The heading row repeats should a class of more than about 52 run onto a second page.
          table: {
            headerRows: 1,
            widths: [18, '*', 62, 30, 56, 40, 40, 52],
            body: [header, ...rows],
          },
          // Rows of 11 points: the heading and 50 students fit the sheet's one page.
          layout: 'compactRows',
          style: 'sheet',
          margin: [0, 4, 0, 0],
        },
  ];
}

/**
 * A class's reports as one document in `locale`: first the class sheet (every student's standard
 * score, bonus, total and band in a table; a line saying there are none for an empty class), then
 * each student's page as {@link studentReportDocument} makes it, each starting a new page.
 *
 * @throws DomainError as {@link studentReportDocument} does, for any of the reports or the sheet's school.
 */
export function classReportDocument(
  reports: readonly PrintableReport[],
  classSheet: PrintableClassSheet,
  locale: DomainLocale,
): PdfDocument {
  checkSchool(classSheet.school);
  for (const report of reports) checkReport(report);
  const { images, nameOf } = logoImages([classSheet.school, ...reports.map((report) => report.school)]);
  const text = textsOf(locale);
  const pages = reports.map(
    (report): Content => ({ stack: studentPage(report, nameOf(report.school), locale), pageBreak: 'before' }),
  );
  return {
    title: `${text('physique.report.classTitle')} ${printableText(classSheet.className, LABEL_MAX)}`,
    locale,
    styles: STYLES,
    images,
    content: [{ stack: classSheetPage(reports, classSheet, nameOf(classSheet.school), locale) }, ...pages],
  };
}
