/** The file types the kit recognises by their content (magic numbers), not by their names. */
export const sniffedFileTypes = [
  'png',
  'jpeg',
  'gif',
  'webp',
  'mp4',
  'pdf',
  'xlsx',
  'docx',
  'mp3',
  'wav',
  'm4a',
] as const;
export type SniffedFileType = (typeof sniffedFileTypes)[number];

/** The sniffed types that are images a browser can draw. */
export const imageFileTypes = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly SniffedFileType[];

/** A type's MIME type, usual extensions (for the file picker's filter) and display name. */
export const fileTypeInfo: Readonly<
  Record<SniffedFileType, { mime: string; extensions: readonly string[]; label: string }>
> = {
  png: { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  jpeg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPG' },
  gif: { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
  webp: { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
  mp4: { mime: 'video/mp4', extensions: ['.mp4'], label: 'MP4' },
  pdf: { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    label: 'XLSX',
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'DOCX',
  },
  mp3: { mime: 'audio/mpeg', extensions: ['.mp3'], label: 'MP3' },
  wav: { mime: 'audio/wav', extensions: ['.wav'], label: 'WAV' },
  m4a: { mime: 'audio/mp4', extensions: ['.m4a'], label: 'M4A' },
};

/** How many bytes of a file's start (and, for zip containers, of its end) sniffing reads. */
export const sniffWindowBytes = 64 * 1024;

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function startsWithText(bytes: Uint8Array, text: string, offset = 0): boolean {
  return startsWith(bytes, [...ascii(text)], offset);
}

function contains(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  const first = needle[0];
  outer: for (let index = bytes.indexOf(first ?? 0); index !== -1; index = bytes.indexOf(first ?? 0, index + 1)) {
    if (index + needle.length > bytes.length) return false;
    for (let offset = 1; offset < needle.length; offset += 1) {
      if (bytes[index + offset] !== needle[offset]) continue outer;
    }
    return true;
  }
  return false;
}

// ISO base media files (mp4, m4a) name their brand after 'ftyp' at offset 4.
const audioBrands = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);

/**
 * The type of a file from its first bytes (`head`) and, for zip containers, its last bytes (`tail`,
 * where the zip's directory names its entries). `undefined` for anything unrecognised, such as a
 * Windows executable (`MZ`) renamed `.png`.
 */
export function sniffFileType(head: Uint8Array, tail: Uint8Array = new Uint8Array()): SniffedFileType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWithText(head, 'GIF87a') || startsWithText(head, 'GIF89a')) return 'gif';
  if (startsWithText(head, 'RIFF') && startsWithText(head, 'WEBP', 8)) return 'webp';
  if (startsWithText(head, 'RIFF') && startsWithText(head, 'WAVE', 8)) return 'wav';
  if (startsWithText(head, '%PDF-')) return 'pdf';
  if (startsWithText(head, 'ftyp', 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return audioBrands.has(brand) ? 'm4a' : 'mp4';
  }
  if (startsWithText(head, 'ID3')) return 'mp3';
  // An MPEG audio frame: 11 sync bits, then layer III (so AAC's ADTS frames do not pass for mp3).
  const second = head[1] ?? 0;
  if (head[0] === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) === 0x02) return 'mp3';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    for (const part of [head, tail]) {
      if (contains(part, 'xl/workbook.')) return 'xlsx';
      if (contains(part, 'word/document.')) return 'docx';
    }
  }
  return undefined;
}

/** Reads the bytes `sniffFileType` needs from a file and sniffs it. */
export async function sniffFile(file: Blob): Promise<SniffedFileType | undefined> {
  const head = new Uint8Array(await file.slice(0, sniffWindowBytes).arrayBuffer());
  const isZip = startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
  const tail =
    isZip && file.size > sniffWindowBytes
      ? new Uint8Array(await file.slice(Math.max(sniffWindowBytes, file.size - sniffWindowBytes)).arrayBuffer())
      : undefined;
  return sniffFileType(head, tail);
}

/** The limits a file list checks, all optional: a missing limit lets everything through. */
export interface FileLimits {
  /** The types accepted, judged by the file's content (a renamed `.exe` is no `.png`). Any when missing. */
  accept?: readonly SniffedFileType[];
  /** The largest size of one file, in bytes. */
  maxSize?: number;
  /** How many files the list may hold. */
  maxCount?: number;
  /** For images, the width-to-height ratio required, e.g. `[1, 1]` or `[4, 3]`. */
  aspectRatio?: readonly [number, number];
  /**
   * How far, relative, an image's ratio may stray from `aspectRatio`.
   * @default 0.01
   */
  aspectRatioTolerance?: number;
}

/** The rule a refused file broke. */
export const fileRules = ['empty', 'type', 'size', 'count', 'ratio', 'corrupt'] as const;
export type FileRule = (typeof fileRules)[number];

/** Why a file was refused, with what a message needs to say so. */
export interface FileRefusal {
  file: File;
  rule: FileRule;
  /** The image's size, for `ratio`. */
  actual?: { width: number; height: number };
}

/** A file that passed, with its sniffed type and, for images, its natural size. */
export interface AcceptedFile {
  file: File;
  type: SniffedFileType | undefined;
  width?: number;
  height?: number;
}

/** `'empty'` for a 0-byte file, `'size'` for one over `maxSize`, otherwise `undefined`. */
export function checkSize(size: number, maxSize?: number): 'empty' | 'size' | undefined {
  if (!(size > 0)) return 'empty';
  if (maxSize !== undefined && maxSize >= 0 && size > maxSize) return 'size';
  return undefined;
}

/** Whether a sniffed type is one of `accept` (any type when `accept` is missing or empty). */
export function isAcceptedType(type: SniffedFileType | undefined, accept?: readonly SniffedFileType[]): boolean {
  if (!accept || accept.length === 0) return true;
  return type !== undefined && accept.includes(type);
}

/** Whether `width`×`height` has the ratio `ratio` within a relative `tolerance`. */
export function matchesAspectRatio(
  width: number,
  height: number,
  ratio: readonly [number, number],
  tolerance = 0.01,
): boolean {
  const [ratioWidth, ratioHeight] = ratio;
  if (!(width > 0 && height > 0 && ratioWidth > 0 && ratioHeight > 0)) return false;
  const wanted = ratioWidth / ratioHeight;
  return Math.abs(width / height - wanted) / wanted <= Math.max(0, tolerance);
}

/** How many of `incoming` files fit beside `existing` ones under `maxCount`. */
export function roomFor(existing: number, maxCount?: number): number {
  if (maxCount === undefined || !Number.isFinite(maxCount)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(maxCount) - Math.max(0, existing));
}

/** The natural size of an image file; rejects when the file cannot be decoded. */
export type MeasureImage = (file: Blob) => Promise<{ width: number; height: number }>;

/** Decodes an image in the browser to read its natural size. */
export const measureImageInBrowser: MeasureImage = async (file) => {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Checks one file against the limits that concern it alone (all but the count). */
export async function validateFile(
  file: File,
  limits: FileLimits,
  measureImage: MeasureImage = measureImageInBrowser,
): Promise<AcceptedFile | FileRefusal> {
  if (checkSize(file.size) === 'empty') return { file, rule: 'empty' };
  const type = await sniffFile(file);
  if (!isAcceptedType(type, limits.accept)) return { file, rule: 'type' };
  if (checkSize(file.size, limits.maxSize) === 'size') return { file, rule: 'size' };
  const isImage = type !== undefined && (imageFileTypes as readonly string[]).includes(type);
  if (!isImage || !limits.aspectRatio) return { file, type };
  let size: { width: number; height: number };
  try {
    size = await measureImage(file);
  } catch {
    return { file, rule: 'corrupt' };
  }
  if (!matchesAspectRatio(size.width, size.height, limits.aspectRatio, limits.aspectRatioTolerance)) {
    return { file, rule: 'ratio', actual: size };
  }
  return { file, type, ...size };
}

/** Whether a validation result is a refusal. */
export function isRefusal(result: AcceptedFile | FileRefusal): result is FileRefusal {
  return 'rule' in result;
}

/**
 * Checks files being added to a list that already holds `existing` files: each file on its own,
 * then the count, which refuses the files past `maxCount` in the order given.
 */
export async function validateFiles(
  files: readonly File[],
  limits: FileLimits,
  existing = 0,
  measureImage: MeasureImage = measureImageInBrowser,
): Promise<{ accepted: AcceptedFile[]; refused: FileRefusal[] }> {
  const results = await Promise.all(files.map((file) => validateFile(file, limits, measureImage)));
  const accepted: AcceptedFile[] = [];
  const refused: FileRefusal[] = [];
  let room = roomFor(existing, limits.maxCount);
  for (const result of results) {
    if (isRefusal(result)) refused.push(result);
    else if (room > 0) {
      accepted.push(result);
      room -= 1;
    } else refused.push({ file: result.file, rule: 'count' });
  }
  return { accepted, refused };
}

/** A byte count for people: `512 B`, `1.5 KB`, `5 MB`, the number formatted for `locale`. */
export function formatFileSize(bytes: number, locale = 'zh-CN'): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}
