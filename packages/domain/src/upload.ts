import { DomainError } from './errors.ts';
import type { FileType } from './file-type.ts';
import { FILE_TYPES, fileExtension } from './file-type.ts';
import type { DomainMessageId, MessageValues } from './messages/index.ts';
import { roundTo } from './rounding.ts';

const KB = 1024;
const MB = 1024 * KB;

/** The product-wide upload byte limits, by medium: 5 MB images, 500 MB videos, 50 MB audio, 10 MB gifs. */
export const UPLOAD_BYTE_LIMITS = {
  image: 5_242_880,
  video: 524_288_000,
  audio: 52_428_800,
  gif: 10_485_760,
} as const;

/** Images larger than this many bytes (100 KB) are compressed before upload, to spare slow school networks. */
export const COMPRESSION_THRESHOLD_BYTES = 102_400;

/** The rules of one kind of upload. Limits are inclusive: a file of exactly `maxBytes` passes. */
export interface UploadKindRules {
  /** File types accepted, checked by extension, MIME type and sniffed content. */
  readonly types: readonly FileType[];
  /** Largest accepted size in bytes. */
  readonly maxBytes: number;
  /** Most files of this kind one owner (a meet, the banner carousel, ...) may hold. */
  readonly maxCount?: number;
  /** Required width:height, e.g. `[1, 1]`, checked when the image's dimensions are known. */
  readonly aspectRatio?: readonly [number, number];
  /** Whether images above {@link COMPRESSION_THRESHOLD_BYTES} are compressed before upload. */
  readonly compressible: boolean;
  /** Message id shown for a wrong type, when the screen has its own (default `upload.type`). */
  readonly wrongTypeMessage?: DomainMessageId;
  /** Message id shown for one file too many, when the screen has its own (default `upload.count`). */
  readonly tooManyMessage?: DomainMessageId;
}

const PHOTO_TYPES = ['png', 'jpeg'] as const satisfies readonly FileType[];
const AUDIO_TYPES = ['mp3', 'wav', 'm4a'] as const satisfies readonly FileType[];

/**
 * Every kind of upload of the product with its rules. E-stamps and gifs are never compressed
 * (a seal must keep its exact pixels and transparency; compressing a gif drops its animation).
 */
export const UPLOAD_KINDS = {
  /** Cover image, 1:1 PNG/JPG, at most 2 MB. */
  cover: { types: PHOTO_TYPES, maxBytes: 2 * MB, aspectRatio: [1, 1], compressible: true },
  /** Cover image where the screen allows more ("some 5MB"): 1:1 PNG/JPG, at most 5 MB. */
  coverLarge: { types: PHOTO_TYPES, maxBytes: UPLOAD_BYTE_LIMITS.image, aspectRatio: [1, 1], compressible: true },
  /** General image, PNG/JPG, at most 5 MB. */
  image: { types: PHOTO_TYPES, maxBytes: UPLOAD_BYTE_LIMITS.image, compressible: true },
  /** Lesson resource cover, 4:3 PNG/JPG, at most 5 MB. */
  lessonCover: { types: PHOTO_TYPES, maxBytes: UPLOAD_BYTE_LIMITS.image, aspectRatio: [4, 3], compressible: true },
  /** Face photo of a person, png/jpg/jpeg, at most 10 MB each. */
  facePhoto: { types: PHOTO_TYPES, maxBytes: 10 * MB, compressible: true },
  /** Sports-meet gallery photo, PNG/JPG, at most 20 MB, at most 100 per meet. */
  sportsPhoto: { types: PHOTO_TYPES, maxBytes: 20 * MB, maxCount: 100, compressible: true },
  /** Electronic seal for certificates, 1:1 PNG, at most 2 MB, at most 10. */
  eStamp: { types: ['png'], maxBytes: 2 * MB, maxCount: 10, aspectRatio: [1, 1], compressible: false },
  /** Banner carousel image, PNG/JPG, at most 5 MB, at most 5 images. */
  banner: { types: PHOTO_TYPES, maxBytes: UPLOAD_BYTE_LIMITS.image, maxCount: 5, compressible: true },
  /** Lesson video, mp4, at most 500 MB (the screen's own limit and the product-wide video limit agree). */
  lessonVideo: { types: ['mp4'], maxBytes: UPLOAD_BYTE_LIMITS.video, compressible: false },
  /**
   * Any other video, mp4/mov, at most 524288000 bytes: the product-wide byte limit is enforced; the
   * "under 2G" some screens show is only a hint text, and files stream through the gateway, which
   * must bound them.
   */
  video: { types: ['mp4', 'mov'], maxBytes: UPLOAD_BYTE_LIMITS.video, compressible: false },
  /**
   * Lesson resource audio, mp3/wav/m4a, at most 20 MB: the lesson-resource screen states 20 MB, as
   * pupils stream it on phones in class, so that tighter screen rule wins there.
   */
  lessonAudio: { types: AUDIO_TYPES, maxBytes: 20 * MB, compressible: false },
  /**
   * Any other audio, mp3/wav/m4a, at most 52428800 bytes (50 MB): the product-wide byte limit, the
   * upper bound the storage service and gateway enforce for every audio upload.
   */
  audio: { types: AUDIO_TYPES, maxBytes: UPLOAD_BYTE_LIMITS.audio, compressible: false },
  /** Animated image, gif, at most 10 MB. */
  gif: { types: ['gif'], maxBytes: UPLOAD_BYTE_LIMITS.gif, compressible: false },
  /** A lesson resource's document, xlsx/docx/pdf, at most 50 MB: the product's document limit. */
  lessonDocument: { types: ['xlsx', 'docx', 'pdf'], maxBytes: 50 * MB, compressible: false },
  /** Event documents of a meet or competition, xlsx/docx/pdf, at most 50 MB. */
  eventDocument: { types: ['xlsx', 'docx', 'pdf'], maxBytes: 50 * MB, compressible: false },
  /** A school wiki article's attachment, xlsx/docx/pdf, at most 20 MB: a handout teachers open on a phone. */
  wikiAttachment: { types: ['xlsx', 'docx', 'pdf'], maxBytes: 20 * MB, compressible: false },
  /**
   * Bulk import spreadsheet: .xlsx only, one file. The product sets no size; 30 MB holds the
   * import's 100,000 rows of a student roster with room to spare and keeps the call bounded.
   */
  import: {
    types: ['xlsx'],
    maxBytes: 30 * MB,
    maxCount: 1,
    compressible: false,
    wrongTypeMessage: 'import.onlyExcel',
    tooManyMessage: 'import.oneFile',
  },
} as const satisfies Record<string, UploadKindRules>;

/** One of the keys of {@link UPLOAD_KINDS}. */
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** What {@link checkUpload} knows of a file. */
export interface UploadCandidate {
  /** File name, for its extension. */
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** MIME type the browser or client declared; `''` and `application/octet-stream` mean unknown. */
  readonly mimeType?: string;
  /**
   * Type found by {@link sniffFileType}; `null` when the content was read but matched no known
   * type; leave out when the content was not read.
   */
  readonly sniffedType?: FileType | null;
  /** Image width in pixels, when decoded. */
  readonly width?: number;
  /** Image height in pixels, when decoded. */
  readonly height?: number;
}

/** A rule a file breaks: a message id and the values of its placeholders. */
export interface UploadProblem {
  /** Message id, e.g. `upload.size`. */
  readonly id: DomainMessageId;
  /** Values for the message (`{ max: '2 MB' }`). */
  readonly values: MessageValues;
}

// Within 1 % of the wanted ratio: decoders and exports round a few pixels.
const ASPECT_TOLERANCE = 0.01;
const UNKNOWN_MIME_TYPES = ['', 'application/octet-stream'];

/**
 * The rules of an upload kind.
 *
 * @throws DomainError `upload.error.kind` for an unknown kind.
 */
export function uploadKindRules(kind: UploadKind): UploadKindRules {
  const rules = (UPLOAD_KINDS as Record<string, UploadKindRules>)[kind];
  if (!rules) throw new DomainError('upload.error.kind', { kind: String(kind) });
  return rules;
}

/** The extensions an upload kind accepts, without dots (`facePhoto` → png, jpg, jpeg). */
export function acceptedExtensions(kind: UploadKind): string[] {
  return uploadKindRules(kind).types.flatMap((type) => FILE_TYPES[type].extensions);
}

/** The value of an `<input type="file" accept>` for an upload kind (`.png,.jpg,.jpeg`). */
export function acceptAttribute(kind: UploadKind): string {
  return acceptedExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(',');
}

/**
 * A byte count for people, in binary units: 2097152 → `2 MB`, 102400 → `100 KB`, 1536 → `1.5 KB`,
 * 500 → `500 B`; at most one decimal.
 *
 * @throws DomainError `upload.error.size` for a negative or non-finite count.
 */
export function formatByteSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new DomainError('upload.error.size', { size: String(bytes) });
  const units = [
    ['GB', 1024 * MB],
    ['MB', MB],
    ['KB', KB],
  ] as const;
  const unit = units.find(([, size]) => bytes >= size);
  return unit ? `${roundTo(bytes / unit[1], 1)} ${unit[0]}` : `${bytes} B`;
}

function ratioMatches(width: number, height: number, [wide, high]: readonly [number, number]): boolean {
  return Math.abs(width / height - wide / high) <= (wide / high) * ASPECT_TOLERANCE;
}

/**
 * Checks a file against the rules of an upload kind and lists every rule it breaks, in this order:
 * count (`upload.count`, or the kind's own such as `import.oneFile`: `existingCount` files already held), type by extension or declared MIME
 * type (`upload.type`, or the kind's own message such as `import.onlyExcel`), content
 * (`upload.content`: the sniffed type is not accepted, e.g. an `.exe` renamed `.png`), size
 * (`upload.empty`, `upload.size`), dimensions (`upload.corrupted` for unusable dimensions,
 * `upload.aspectRatio`). Content and dimensions are checked only when given.
 *
 * @returns the broken rules; empty when the file may be uploaded.
 * @throws DomainError `upload.error.kind` for an unknown kind, `upload.error.size` for a negative,
 *   fractional or non-finite size, `upload.error.count` for a negative or fractional count.
 */
export function checkUpload(kind: UploadKind, file: UploadCandidate, existingCount = 0): UploadProblem[] {
  const rules = uploadKindRules(kind);
  if (!Number.isInteger(file.size) || file.size < 0) {
    throw new DomainError('upload.error.size', { size: String(file.size) });
  }
  if (!Number.isInteger(existingCount) || existingCount < 0) {
    throw new DomainError('upload.error.count', { count: String(existingCount) });
  }
  const problems: UploadProblem[] = [];
  if (rules.maxCount !== undefined && existingCount >= rules.maxCount) {
    problems.push({ id: rules.tooManyMessage ?? 'upload.count', values: { max: rules.maxCount } });
  }

  const extensions = acceptedExtensions(kind);
  const mimeTypes: readonly string[] = rules.types.flatMap((type) => FILE_TYPES[type].mimeTypes);
  const mimeType = (file.mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  const wrongExtension = !extensions.includes(fileExtension(file.name));
  const wrongMimeType = !UNKNOWN_MIME_TYPES.includes(mimeType) && !mimeTypes.includes(mimeType);
  if (wrongExtension || wrongMimeType) {
    const accepted = extensions.map((extension) => extension.toUpperCase()).join(', ');
    problems.push({ id: rules.wrongTypeMessage ?? 'upload.type', values: { accepted } });
  }
  if (file.sniffedType !== undefined && (file.sniffedType === null || !rules.types.includes(file.sniffedType))) {
    problems.push({ id: 'upload.content', values: {} });
  }

  if (file.size === 0) problems.push({ id: 'upload.empty', values: {} });
  else if (file.size > rules.maxBytes) {
    problems.push({ id: 'upload.size', values: { max: formatByteSize(rules.maxBytes) } });
  }

  if (file.width !== undefined || file.height !== undefined) {
    const { width = Number.NaN, height = Number.NaN } = file;
    const usable = [width, height].every((side) => Number.isFinite(side) && side > 0);
    if (!usable) problems.push({ id: 'upload.corrupted', values: {} });
    else if (rules.aspectRatio && !ratioMatches(width, height, rules.aspectRatio)) {
      problems.push({ id: 'upload.aspectRatio', values: { ratio: rules.aspectRatio.join(':') } });
    }
  }
  return problems;
}

/**
 * Whether a file of `size` bytes of this kind is compressed before upload: compressible image
 * kinds above 100 KB (102400 bytes, exclusive).
 *
 * @throws DomainError `upload.error.kind` for an unknown kind, `upload.error.size` for a bad size.
 */
export function needsCompression(kind: UploadKind, size: number): boolean {
  const rules = uploadKindRules(kind);
  if (!Number.isFinite(size) || size < 0) throw new DomainError('upload.error.size', { size: String(size) });
  return rules.compressible && size > COMPRESSION_THRESHOLD_BYTES;
}

/** The import type of the student import, the one import that needs an academic year and a semester chosen first. */
export const STUDENT_IMPORT_TYPE = 2;

/**
 * What is missing before an import may start: for the student import (type 2), the academic year
 * (`import.academicYearRequired`) and the semester (`import.semesterRequired`); other imports need
 * nothing. Empty strings, `null` and `undefined` count as not chosen.
 *
 * @returns message ids, empty when the import may start.
 */
export function checkImportPrerequisites(
  importType: number,
  choices: { readonly academicYear?: unknown; readonly semester?: unknown },
): DomainMessageId[] {
  if (importType !== STUDENT_IMPORT_TYPE) return [];
  const chosen = (value: unknown) => value !== undefined && value !== null && value !== '';
  const missing: DomainMessageId[] = [];
  if (!chosen(choices.academicYear)) missing.push('import.academicYearRequired');
  if (!chosen(choices.semester)) missing.push('import.semesterRequired');
  return missing;
}
