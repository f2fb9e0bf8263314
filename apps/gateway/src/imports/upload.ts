// The uploaded workbook of an import, streamed to a temporary file while it arrives (the import's
// upload limit applies as it streams; bytes past it are never kept) so the zip reader can read it
// at random. The file is unlinked as soon as it is open, so nothing of it outlives the import, even
// when the gateway is killed; its type comes from its content whatever its name says.
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { formatByteSize, uploadKindRules } from '@school-sports/domain';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { inspectHead, receiveUploadPart, SNIFF_BYTES } from '../http/multipart.ts';
import { type ImportWorkbook, openImportWorkbook } from './workbook.ts';

/** An uploaded workbook: opened (in a worker) when the import starts, discarded whatever happens. */
export interface UploadedWorkbook {
  /** The file's name as uploaded (its last path segment): what an imported record says it came from. */
  name: string;
  open(): Promise<ImportWorkbook>;
  /** Ends the worker and closes the file (already unlinked). */
  discard(): Promise<void>;
}

/** A file nobody else can reach: created, opened and unlinked at once. */
async function anonymousFile(): Promise<FileHandle> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'busi-import-'));
  try {
    const file = path.join(directory, 'upload.xlsx');
    const handle = await fs.open(file, 'wx+', 0o600);
    await fs.unlink(file);
    return handle;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}

/** The most characters of an uploaded file's name kept: a name, not a place to store text. */
const NAME_MAX = 200;

/** A browser sends the bare name, some old ones a whole path: the name alone is kept, bounded. */
function uploadedName(filename: string): string {
  return (filename.split(/[\\/]/).pop() ?? '').trim().slice(0, NAME_MAX);
}

/**
 * Writes a file part to `handle` up to `maxBytes`. Past the limit it stops writing, lets the rest of
 * the part drain unread so the request still ends, and rejects with the localised 413.
 */
async function save(stream: Readable, handle: FileHandle, maxBytes: number): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) continue;
    if (headSize < SNIFF_BYTES) {
      head.push(chunk.subarray(0, SNIFF_BYTES - headSize));
      headSize += Math.min(chunk.length, SNIFF_BYTES - headSize);
    }
    await handle.write(chunk);
  }
  if (size > maxBytes) throw new ApiError(413, 'upload.size', { max: formatByteSize(maxBytes) });
  return { size, head: Buffer.concat(head) };
}

/**
 * The one workbook of an import's multipart request, its fields validated by `fieldsOf` before it
 * streams in, checked against the import's upload rules (size while streaming, type by content).
 * Refuses a second file, no file, and fields `fieldsOf` refuses.
 */
export async function receiveImportFile<Fields>(
  request: FastifyRequest,
  fieldsOf: (fields: Record<string, unknown>) => Fields,
): Promise<{ fields: Fields; file: UploadedWorkbook }> {
  const { fields, kept: handle } = await receiveUploadPart(
    request,
    fieldsOf,
    async (part) => {
      const handle = await anonymousFile();
      try {
        const { head } = await save(part.file, handle, uploadKindRules('import').maxBytes);
        inspectHead('import', part.filename, part.mimetype, head);
        return { handle, name: uploadedName(part.filename) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    (kept) => kept.handle.close(),
  );

  const file = handle.handle;
  let opened: (ImportWorkbook & { close(): Promise<void> }) | null = null;
  let discarded = false;
  return {
    fields,
    file: {
      name: handle.name,
      async open() {
        if (discarded) throw new Error('the upload was discarded');
        opened = await openImportWorkbook(file.fd);
        return opened;
      },
      async discard() {
        if (discarded) return;
        discarded = true;
        await opened?.close();
        await file.close();
      },
    },
  };
}

/**
 * Receives an import's workbook (`receiveImportFile`), runs `work` with its fields and file, and
 * discards the file however `work` ends.
 */
export async function withImportFile<Fields, R>(
  request: FastifyRequest,
  fieldsOf: (fields: Record<string, unknown>) => Fields,
  work: (fields: Fields, file: UploadedWorkbook) => Promise<R>,
): Promise<R> {
  const { fields, file } = await receiveImportFile(request, fieldsOf);
  try {
    return await work(fields, file);
  } finally {
    await file.discard();
  }
}
