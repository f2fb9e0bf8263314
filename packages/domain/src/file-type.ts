/**
 * The file types the product recognises by content, with their file-name extensions and MIME
 * types. `legacyOffice` (old .doc/.xls) and `exe` are recognised so they can be refused by name.
 */
export const FILE_TYPES = {
  png: { extensions: ['png'], mimeTypes: ['image/png'] },
  jpeg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/pjpeg'] },
  gif: { extensions: ['gif'], mimeTypes: ['image/gif'] },
  webp: { extensions: ['webp'], mimeTypes: ['image/webp'] },
  bmp: { extensions: ['bmp'], mimeTypes: ['image/bmp'] },
  mp4: { extensions: ['mp4'], mimeTypes: ['video/mp4'] },
  mov: { extensions: ['mov'], mimeTypes: ['video/quicktime'] },
  mp3: { extensions: ['mp3'], mimeTypes: ['audio/mpeg', 'audio/mp3'] },
  wav: { extensions: ['wav'], mimeTypes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  m4a: { extensions: ['m4a'], mimeTypes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'] },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  xlsx: {
    extensions: ['xlsx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  docx: {
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  zip: { extensions: ['zip'], mimeTypes: ['application/zip', 'application/x-zip-compressed'] },
  legacyOffice: { extensions: ['doc', 'xls'], mimeTypes: ['application/msword', 'application/vnd.ms-excel'] },
  exe: {
    extensions: ['exe'],
    mimeTypes: ['application/x-msdownload', 'application/vnd.microsoft.portable-executable'],
  },
} as const satisfies Record<string, { extensions: readonly string[]; mimeTypes: readonly string[] }>;

/** One of the keys of {@link FILE_TYPES}. */
export type FileType = keyof typeof FILE_TYPES;

// Magic numbers: each signature is a list of [offset, bytes] that must all match.
type Signature = readonly (readonly [offset: number, bytes: string | readonly number[]])[];

const SIGNATURES: readonly (readonly [FileType, Signature])[] = [
  ['png', [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]]],
  ['jpeg', [[0, [0xff, 0xd8, 0xff]]]],
  ['gif', [[0, 'GIF87a']]],
  ['gif', [[0, 'GIF89a']]],
  [
    'webp',
    [
      [0, 'RIFF'],
      [8, 'WEBP'],
    ],
  ],
  [
    'wav',
    [
      [0, 'RIFF'],
      [8, 'WAVE'],
    ],
  ],
  ['pdf', [[0, '%PDF-']]],
  ['legacyOffice', [[0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]]],
  ['mp3', [[0, 'ID3']]],
  ['zip', [[0, [0x50, 0x4b, 0x03, 0x04]]]],
  ['zip', [[0, [0x50, 0x4b, 0x05, 0x06]]]],
  ['mp4', [[4, 'ftyp']]],
  ['bmp', [[0, 'BM']]],
  ['exe', [[0, 'MZ']]],
];

// ISO base-media brands (bytes 8-11 after "ftyp") that are not plain mp4 video.
const BRANDS: Readonly<Record<string, FileType>> = { 'M4A ': 'm4a', 'M4B ': 'm4a', 'qt  ': 'mov' };

// The top-level folder of the entries of an Office Open XML package.
const ZIP_FOLDERS: readonly (readonly [string, FileType])[] = [
  ['xl/', 'xlsx'],
  ['word/', 'docx'],
];

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

function matches(bytes: Uint8Array, signature: Signature): boolean {
  return signature.every(([offset, expected]) => {
    const wanted = typeof expected === 'string' ? [...expected].map((c) => c.charCodeAt(0)) : expected;
    return wanted.every((byte, index) => bytes[offset + index] === byte);
  });
}

// MPEG audio frame sync: 11 set bits, then a version and a layer that are not "reserved" (this
// also keeps AAC ADTS, whose layer bits are 00, out).
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const [first = 0, second = 0] = bytes;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x18) !== 0x08 && (second & 0x06) !== 0;
}

// Zip records that carry an entry name: local file header and central directory header, with
// where their name length and name sit.
const ZIP_NAMED_RECORDS = [
  { signature: [0x50, 0x4b, 0x03, 0x04], nameLengthAt: 26, nameAt: 30 },
  { signature: [0x50, 0x4b, 0x01, 0x02], nameLengthAt: 28, nameAt: 46 },
] as const;

// Reads the entry names of the zip's headers present in `bytes` and looks for the folder that
// marks a spreadsheet or a document.
function zipPackageType(bytes: Uint8Array): FileType {
  const names: string[] = [];
  for (let index = 0; index + 30 <= bytes.length; index++) {
    if (bytes[index] !== 0x50) continue;
    const record = ZIP_NAMED_RECORDS.find(({ signature }) => signature.every((byte, at) => bytes[index + at] === byte));
    if (!record) continue;
    const lengthAt = index + record.nameLengthAt;
    const nameLength = (bytes[lengthAt] ?? 0) | ((bytes[lengthAt + 1] ?? 0) << 8);
    names.push(ascii(bytes, index + record.nameAt, nameLength));
  }
  const found = ZIP_FOLDERS.find(([folder]) => names.some((name) => name.startsWith(folder)));
  return found ? found[1] : 'zip';
}

/**
 * The type of a file from its first bytes (magic numbers), whatever its name says: so an `.exe`
 * renamed to `.png` is caught. Recognises png, jpeg, gif, webp, bmp, mp4, mov, m4a, mp3, wav, pdf,
 * xlsx, docx (and other zip), legacy Office and Windows executables. Give at least the first 64 KB
 * (or the whole file) so xlsx and docx can be told from a plain zip by their entry names.
 *
 * @returns the type, or `undefined` when no signature matches (including an empty array).
 */
export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  const match = SIGNATURES.find(([, signature]) => matches(bytes, signature));
  if (match?.[0] === 'mp4') return BRANDS[ascii(bytes, 8, 4)] ?? 'mp4';
  if (match?.[0] === 'zip') return zipPackageType(bytes);
  if (match) return match[0];
  return isMpegAudioFrame(bytes) ? 'mp3' : undefined;
}

/** The lower-case extension of a file name without the dot (`Photo.JPG` → `jpg`); `''` when none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * The width and height in pixels a PNG's header gives: its first chunk is `IHDR`, whose first eight
 * bytes (bytes 16 to 23 of the file) are the width and height, big-endian. Undefined when the bytes
 * do not start a PNG with that header, or the header gives a side of 0 (which no PNG may have).
 */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || sniffFileType(bytes.subarray(0, 8)) !== 'png') return undefined;
  if (ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
