// One file of a multipart upload (DESIGN 4): the text fields come first and are validated before
// the file streams in, so the file's limit applies while it arrives; bytes past it are never held;
// its type comes from its content whatever its name says.

import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  checkUpload,
  type FileType,
  formatByteSize,
  pngSize,
  sniffFileType,
  type UploadKind,
  type UploadKindRules,
  type UploadProblem,
  uploadKindRules,
} from '@school-sports/domain';
import type { FastifyRequest } from 'fastify';
import { type FileStore, newStorageKey } from '../files/store.ts';
import { ApiError } from './errors.ts';

/** Bytes the sniffer reads: enough to tell an xlsx or docx from a plain zip by its entry names. */
export const SNIFF_BYTES = 64 * 1024;

/** The error codes of `@fastify/multipart` for a request holding more parts than one upload may. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The status a broken upload rule answers with. */
function statusOf(problem: UploadProblem): number {
  if (problem.id === 'upload.size') return 413;
  if (problem.id === 'upload.empty' || problem.id === 'upload.corrupted' || problem.id === 'upload.aspectRatio') {
    return 400;
  }
  return 415;
}

/**
 * Reads the parts of a multipart request of one file: its text fields first, validated by
 * `fieldsOf` before the file streams in (so the file's limits apply while it arrives), then the file,
 * handed to `take`. A second file, no file, too many parts and refused fields answer their 400;
 * when a refusal comes after `take` kept something, `release` gives it up.
 */
export async function receiveUploadPart<Fields, Kept>(
  request: FastifyRequest,
  fieldsOf: (fields: Record<string, unknown>) => Fields,
  take: (part: MultipartFile, fields: Fields) => Promise<Kept>,
  release: (kept: Kept) => Promise<void> = async () => {},
): Promise<{ fields: Fields; kept: Kept }> {
  const raw: Record<string, unknown> = {};
  let received: { fields: Fields; kept: Kept } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = part.value;
        continue;
      }
      let fields: Fields;
      try {
        if (received) throw new ApiError(400, 'upload.oneFile');
        fields = fieldsOf(raw);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      received = { fields, kept: await take(part, fields) };
    }
  } catch (error) {
    if (received) await release(received.kept);
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) throw new ApiError(400, 'upload.oneFile');
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, 'request.malformed');
    throw error;
  }
  if (!received) {
    fieldsOf(raw);
    throw new ApiError(400, 'upload.noFile');
  }
  return received;
}

/** A file streamed into the file store: its validated fields, uploaded name, sniffed type and what it holds. */
export interface StoredUpload<Fields> {
  fields: Fields;
  name: string;
  type: FileType;
  /** The key it is stored under in the file store. */
  storageKey: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

/**
 * The bytes of one file part on their way to the store: holds the first {@link SNIFF_BYTES} until
 * `inspect` has typed them (throwing refuses the file before anything is written past them), then
 * passes every chunk on while counting the size and the SHA-256, and fails with `over()` at the
 * first byte past `limit`. At most the head and a chunk or two are ever held.
 */
class UploadMeter extends Transform {
  /** Bytes seen so far (not `size`: an object store's client would take that for the stream's length). */
  byteCount = 0;
  type: FileType | null = null;
  readonly #hash: Hash = createHash('sha256');
  #head: Buffer[] = [];
  #headSize = 0;
  readonly #limit: number;
  readonly #inspect: (head: Buffer) => FileType;
  readonly #over: () => ApiError;

  constructor(limit: number, inspect: (head: Buffer) => FileType, over: () => ApiError) {
    super();
    this.#limit = limit;
    this.#inspect = inspect;
    this.#over = over;
  }

  digest(): string {
    return this.#hash.digest('hex');
  }

  #release(): void {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    this.type = this.#inspect(head.subarray(0, SNIFF_BYTES));
    if (head.length > 0) this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.#limit) {
      done(this.#over());
      return;
    }
    this.#hash.update(chunk);
    if (this.type !== null) {
      done(null, chunk);
      return;
    }
    this.#head.push(chunk);
    this.#headSize += chunk.length;
    try {
      if (this.#headSize >= SNIFF_BYTES) this.#release();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.type === null) this.#release();
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** Refuses a file whose first bytes are not of a type its kind accepts; answers the sniffed type. */
export function inspectHead(kind: UploadKind, name: string, mimeType: string, head: Buffer): FileType {
  const sniffed = sniffFileType(head);
  // A kind of a fixed shape (a square seal or cover) is checked on the picture's size where its
  // header gives it, a PNG's; a PNG without a readable header is no picture at all.
  const shaped = uploadKindRules(kind).aspectRatio !== undefined && sniffed === 'png';
  const size = shaped ? (pngSize(head) ?? { width: Number.NaN, height: Number.NaN }) : {};
  // The byte size is checked while streaming: here the type, by name, declared type and content.
  const [problem] = checkUpload(kind, {
    name,
    size: head.length,
    mimeType,
    sniffedType: sniffed ?? null,
    ...size,
  }).filter((found) => found.id !== 'upload.size');
  if (problem || !sniffed) {
    const wrongType: UploadKindRules['wrongTypeMessage'] = uploadKindRules(kind).wrongTypeMessage;
    if (!problem || problem.id === 'upload.content') throw new ApiError(415, wrongType ?? 'upload.content');
    throw new ApiError(statusOf(problem), problem.id, problem.values);
  }
  return sniffed;
}

/** What limits a streamed upload beside its kind: the bytes its organisation may still store. */
export interface UploadRoom {
  /** Bytes the organisation may still store. */
  left: number;
  /** The organisation's whole quota, for the message. */
  quota: number;
}

/** The 413 of an upload past its organisation's storage quota. */
export function quotaExceeded(quota: number): ApiError {
  return new ApiError(413, 'upload.quota', { quota: formatByteSize(quota) });
}

/**
 * The one file of a multipart request streamed into `store` under a new random key, of the upload
 * kind its fields name (`kindOf`): typed by its first bytes before the rest is read, bounded by the
 * kind's limit and the room `roomOf` answers while it streams (413 at the first byte past either,
 * the rest of the request drained unread). Whatever the refusal, nothing is left in the store; once
 * it answers, the caller owns the stored object (and deletes it if it cannot keep it).
 */
export async function receiveFileToStore<Fields>(
  request: FastifyRequest,
  fieldsOf: (fields: Record<string, unknown>) => Fields,
  kindOf: (fields: Fields) => UploadKind,
  options: { store: FileStore; roomOf: () => Promise<UploadRoom> },
): Promise<StoredUpload<Fields>> {
  const { fields, kept } = await receiveUploadPart(
    request,
    fieldsOf,
    async (part, fields) => {
      const file = part.file;
      let room: UploadRoom;
      try {
        room = await options.roomOf();
        if (room.left <= 0) throw quotaExceeded(room.quota);
      } catch (error) {
        file.resume();
        throw error;
      }
      const kind = kindOf(fields);
      const maxBytes = uploadKindRules(kind).maxBytes;
      const meter = new UploadMeter(
        Math.min(maxBytes, room.left),
        (head) => inspectHead(kind, part.filename, part.mimetype, head),
        () =>
          maxBytes <= room.left
            ? new ApiError(413, 'upload.size', { max: formatByteSize(maxBytes) })
            : quotaExceeded(room.quota),
      );
      // A refused file is drained unread so the request still ends and the answer reaches the client.
      meter.once('error', () => {
        file.unpipe(meter);
        file.resume();
      });
      file.once('error', (error) => meter.destroy(error));
      const aborted = () => {
        if (!request.raw.complete) meter.destroy(new ApiError(400, 'request.malformed'));
      };
      request.raw.once('close', aborted);
      const storageKey = newStorageKey();
      try {
        await options.store.put(storageKey, file.pipe(meter));
      } catch (error) {
        // The refusal the meter raised (413, 415), whatever a store's driver wrapped it in.
        throw meter.errored instanceof ApiError ? meter.errored : error;
      } finally {
        request.raw.off('close', aborted);
      }
      return {
        name: part.filename,
        type: meter.type as FileType,
        storageKey,
        size: meter.byteCount,
        sha256: meter.digest(),
      };
    },
    (kept) => options.store.delete(kept.storageKey),
  );
  return { fields, ...kept };
}
