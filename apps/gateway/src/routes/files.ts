// Files (`/api/uc/oss`, DESIGN 4). An upload is one file of an upload kind: the kind's byte limit is
// enforced while the file streams in (the bytes past it are never held), its type comes from its
// content whatever its name says, and it is stored under a random id in the database, so any number
// of gateways serve one deployment. A file is read back by its organisation only.
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  checkUpload,
  FILE_TYPES,
  type FileType,
  formatByteSize,
  sniffFileType,
  type UploadProblem,
  uploadKindRules,
} from '@school-sports/domain';
import { fileRead, fileUpload, formatDisposition } from '@school-sports/gateway-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { storedFile } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Router } from '../http/router.ts';
import { scopeOf } from './scope.ts';

/** Bytes the sniffer reads: enough to tell an xlsx or docx from a plain zip by its entry names. */
const SNIFF_BYTES = 64 * 1024;

/** Longest uploaded name kept (for display and the download's file name). */
const MAX_NAME_LENGTH = 255;

/** The status a broken upload rule answers with. */
function statusOf(problem: UploadProblem): number {
  if (problem.id === 'upload.size') return 413;
  if (problem.id === 'upload.empty' || problem.id === 'upload.corrupted' || problem.id === 'upload.aspectRatio') {
    return 400;
  }
  return 415;
}

/** The uploaded name without any folder and control characters; never used as a path. */
function displayName(name: string, fileId: string, type: FileType): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base === '' ? `${fileId}.${FILE_TYPES[type].extensions[0]}` : base.slice(0, MAX_NAME_LENGTH);
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

/** The error codes of `@fastify/multipart` for a request holding more parts than one upload may. */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export function registerFileRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  router.multipart(fileUpload, async ({ caller, request, fieldsOf }) => {
    const scope = scopeOf(caller);
    const fields: Record<string, unknown> = {};
    let received: {
      kind: ReturnType<typeof fieldsOf>['kind'];
      name: string;
      mimeType: string;
      chunks: Buffer[];
    } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
          continue;
        }
        if (received) {
          part.file.resume();
          throw new ApiError(400, 'upload.oneFile');
        }
        // The kind comes before the file, so its limit applies while the file streams in.
        let kind: ReturnType<typeof fieldsOf>['kind'];
        try {
          kind = fieldsOf(fields).kind;
        } catch (error) {
          part.file.resume();
          throw error;
        }
        const chunks = await collect(part.file, uploadKindRules(kind).maxBytes);
        received = { kind, name: part.filename, mimeType: part.mimetype, chunks };
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) throw new ApiError(400, 'upload.oneFile');
      if (typeof code === 'string' && code.startsWith('FST_')) throw new ApiError(400, 'request.malformed');
      throw error;
    }
    if (!received) {
      fieldsOf(fields);
      throw new ApiError(400, 'upload.noFile');
    }

    const bytes = Buffer.concat(received.chunks);
    const sniffed = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
    const [problem] = checkUpload(received.kind, {
      name: received.name,
      size: bytes.length,
      mimeType: received.mimeType,
      sniffedType: sniffed ?? null,
    });
    if (problem || !sniffed) {
      throw problem ? new ApiError(statusOf(problem), problem.id, problem.values) : new ApiError(415, 'upload.content');
    }

    const fileId = randomUUID();
    const contentType = FILE_TYPES[sniffed].mimeTypes[0];
    const name = displayName(received.name, fileId, sniffed);
    await db.insert(storedFile).values({
      id: fileId,
      orgId: scope.orgId,
      tenantOrgId: scope.tenantOrgId,
      uploaderAccountId: scope.id,
      kind: received.kind,
      name,
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
    return { fileId, url: `/api/uc/oss/file/${fileId}`, name, size: bytes.length, contentType };
  });

  router.blob(fileRead, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const [row] = await db
      .select({ name: storedFile.name, contentType: storedFile.contentType, bytes: storedFile.bytes })
      .from(storedFile)
      .where(and(eq(storedFile.id, input.fileId), eq(storedFile.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'file.notFound');
    const image = row.contentType.startsWith('image/');
    return {
      body: row.bytes,
      contentType: row.contentType,
      headers: {
        // A file never changes under its id; only this session's browser may keep it.
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': formatDisposition(image ? 'inline' : 'attachment', row.name),
      },
    };
  });
}
