// One file of a multipart upload (DESIGN 4): the text fields come first and are validated before
// the file streams in, so the file's limit applies while it arrives; bytes past it are never held;
// its type comes from its content whatever its name says.

import type { Readable } from 'node:stream';
import {
  checkUpload,
  type FileType,
  formatByteSize,
  sniffFileType,
  type UploadKind,
  type UploadKindRules,
  type UploadProblem,
  uploadKindRules,
} from '@school-sports/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** Bytes the sniffer reads: enough to tell an xlsx or docx from a plain zip by its entry names. */
const SNIFF_BYTES = 64 * 1024;

/** The error codes of `@fastify/multipart` for a request holding more parts than one upload may. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** A received file: its validated fields, the uploaded name and type, the bytes and the sniffed type. */
export interface ReceivedFile<Fields> {
  fields: Fields;
  name: string;
  bytes: Buffer;
  type: FileType;
}

/** The status a broken upload rule answers with. */
function statusOf(problem: UploadProblem): number {
  if (problem.id === 'upload.size') return 413;
  if (problem.id === 'upload.empty' || problem.id === 'upload.corrupted' || problem.id === 'upload.aspectRatio') {
    return 400;
  }
  return 415;
}

/**
 * Reads a file part into memory up to `maxBytes`. Past the limit it stops keeping bytes, lets the rest
 * of the part drain unread so the request still ends, and rejects with the localised 413.
 */
function collect(stream: Readable, maxBytes: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stream.off('data', onData);
      chunks.length = 0;
      stream.resume();
      reject(new ApiError(413, 'upload.size', { max: formatByteSize(maxBytes) }));
    };
    stream.on('data', onData);
    stream.once('end', () => resolve(chunks));
    stream.once('error', reject);
  });
}

/**
 * The one file of a multipart request, of the upload kind its fields name (`kindOf`), checked
 * against the kind's rules (size while streaming, type by content). Refuses a second file, no file,
 * and fields `fieldsOf` refuses.
 */
export async function receiveOneFile<Fields>(
  request: FastifyRequest,
  fieldsOf: (fields: Record<string, unknown>) => Fields,
  kindOf: (fields: Fields) => UploadKind,
): Promise<ReceivedFile<Fields>> {
  const raw: Record<string, unknown> = {};
  let received: { fields: Fields; kind: UploadKind; name: string; mimeType: string; chunks: Buffer[] } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        raw[part.fieldname] = part.value;
        continue;
      }
      if (received) {
        part.file.resume();
        throw new ApiError(400, 'upload.oneFile');
      }
      // The fields come before the file, so the kind's limit applies while the file streams in.
      let fields: Fields;
      try {
        fields = fieldsOf(raw);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const kind = kindOf(fields);
      const chunks = await collect(part.file, uploadKindRules(kind).maxBytes);
      received = { fields, kind, name: part.filename, mimeType: part.mimetype, chunks };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) throw new ApiError(400, 'upload.oneFile');
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, 'request.malformed');
    throw error;
  }
  if (!received) {
    fieldsOf(raw);
    throw new ApiError(400, 'upload.noFile');
  }
  const bytes = Buffer.concat(received.chunks);
  received.chunks.length = 0;
  const sniffed = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  const [problem] = checkUpload(received.kind, {
    name: received.name,
    size: bytes.length,
    mimeType: received.mimeType,
    sniffedType: sniffed ?? null,
  });
  if (problem || !sniffed) {
    // A kind with its own wrong-type message (the import's 'Only Excel...') says it for a disguised file too.
    const wrongType: UploadKindRules['wrongTypeMessage'] = uploadKindRules(received.kind).wrongTypeMessage;
    if (!problem || problem.id === 'upload.content') throw new ApiError(415, wrongType ?? 'upload.content');
    throw new ApiError(statusOf(problem), problem.id, problem.values);
  }
  return { fields: received.fields, name: received.name, bytes, type: sniffed };
}
