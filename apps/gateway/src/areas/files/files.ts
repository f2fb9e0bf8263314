// Files (`/api/uc/oss`, DESIGN 4). An upload is one file of an upload kind: its type comes from its
// first bytes whatever its name says, then it streams into the file store under a random key while
// the kind's byte limit and the organisation's storage quota are enforced (the bytes past them are
// never read into memory nor kept). The database keeps only its metadata. A file is read back by its
// organisation only, streamed from the store, in parts when asked (HTTP Range, for video and audio).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_TYPES, type FileType } from '@school-sports/domain';
import {
  BRAND_IMAGE_PATH,
  brandImageRead,
  fileRead,
  fileThumbnailRead,
  fileUpload,
  formatDisposition,
} from '@school-sports/gateway-client/contract';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { organisation, storedFile } from '../../db/schema.ts';
import { type ByteRange, FileMissingError, type FileStore } from '../../files/store.ts';
import { usedBytes } from '../../files/stored.ts';
import { thumbnailOf } from '../../files/thumbnails.ts';
import { ApiError } from '../../http/errors.ts';
import { quotaExceeded, receiveFileToStore } from '../../http/multipart.ts';
import type { FileAnswer, Router } from '../../http/router.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

/** Longest uploaded name kept (for display and the download's file name). */
const MAX_NAME_LENGTH = 255;

/** The uploaded name without any folder and control characters; never used as a path. */
export function displayName(name: string, fileId: string, type: FileType): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base === '' ? `${fileId}.${FILE_TYPES[type].extensions[0]}` : base.slice(0, MAX_NAME_LENGTH);
}

/**
 * The part of a file of `size` bytes a `Range` header asks for: null for the whole file (no header,
 * another unit, or several ranges, which a reply may answer whole); 416 when no byte of it exists.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  const unsatisfiable = () => new ApiError(416, 'file.range', {}, { 'content-range': `bytes */${size}` });
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (last === '' || length === 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) throw unsatisfiable();
  if (end < start) return null;
  return { start, end };
}

/**
 * The bytes of a file row, whole or the range asked for, streamed from the store (never read whole
 * into memory): one range only; several ranges answer the whole file, as HTTP allows.
 */
export async function answerFile(
  store: FileStore,
  row: { name: string; contentType: string; size: number; storageKey: string | null; bytes: Buffer | null },
  rangeHeader: string | undefined,
  headers: Record<string, string>,
): Promise<FileAnswer> {
  const range = rangeOf(rangeHeader, row.size);
  const common = { ...headers, 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' };
  let body: Readable;
  if (row.storageKey) {
    try {
      body = await store.read(row.storageKey, range ?? undefined);
    } catch (error) {
      // A row whose object is gone is a file that no longer exists, not a failure of this request.
      if (error instanceof FileMissingError) throw new ApiError(404, 'file.notFound');
      throw error;
    }
  } else {
    // Bytes not yet moved into the store (a gateway started before the move finished).
    const bytes = row.bytes ?? Buffer.alloc(0);
    body = Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
  }
  if (!range) return { body, length: row.size, contentType: row.contentType, headers: common };
  return {
    body,
    length: range.end - range.start + 1,
    status: 206,
    contentType: row.contentType,
    headers: { ...common, 'content-range': `bytes ${range.start}-${range.end}/${row.size}` },
  };
}

/** The columns {@link answerFile} reads of a stored file. */
export const fileColumns = {
  name: storedFile.name,
  contentType: storedFile.contentType,
  size: storedFile.size,
  storageKey: storedFile.storageKey,
  bytes: sql<Buffer | null>`case when ${storedFile.storageKey} is null then ${storedFile.bytes} end`.mapWith(
    storedFile.bytes,
  ),
};

export function registerFileRoutes(router: Router, deps: { db: Database; store: FileStore; quotaBytes: number }): void {
  const { db, store, quotaBytes } = deps;
  const data = dataLayer(db);

  router.multipart(fileUpload, async ({ caller, request, fieldsOf }) => {
    const scope = data.tenant(caller).account;
    // One file of the kind its field names: typed by its content, limited while it streams.
    const received = await receiveFileToStore(request, fieldsOf, (fields) => fields.kind, {
      store,
      roomOf: async () => ({ left: quotaBytes - (await usedBytes(db, scope.orgId)), quota: quotaBytes }),
    });
    const { storageKey, size, sha256, type: sniffed } = received;
    const kind = received.fields.kind;

    const fileId = randomUUID();
    const contentType = FILE_TYPES[sniffed].mimeTypes[0];
    const name = displayName(received.name, fileId, sniffed);
    try {
      // Two uploads of one organisation at once are counted one after the other against its quota:
      // the write holds the organisation's lock.
      await data.write(caller, async (tenant) => {
        if ((await usedBytes(tenant.db, scope.orgId)) + size > quotaBytes) throw quotaExceeded(quotaBytes);
        await tenant.db.insert(storedFile).values({
          id: fileId,
          ...tenant.values,
          uploaderAccountId: scope.id,
          kind,
          name,
          contentType,
          size,
          sha256,
          storageKey,
        });
      });
    } catch (error) {
      await store.delete(storageKey);
      throw error;
    }
    return { fileId, url: `/api/uc/oss/file/${fileId}`, name, size, contentType };
  });

  router.blob(fileRead, async ({ caller, input, request }) => {
    const [row] = await db
      .select(fileColumns)
      .from(storedFile)
      .where(data.scoped(storedFile, caller).where(eq(storedFile.id, input.fileId)));
    if (!row) throw new ApiError(404, 'file.notFound');
    const image = row.contentType.startsWith('image/');
    const media = image || row.contentType.startsWith('video/') || row.contentType.startsWith('audio/');
    return answerFile(store, row, request.headers.range, {
      // A file never changes under its id; only this session's browser may keep it.
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      // Pictures, video and sound play in the page; anything else is downloaded.
      'content-disposition': formatDisposition(media ? 'inline' : 'attachment', row.name),
    });
  });

  // A list's picture (a cover, a banner, a seal) as a thumbnail: a page of them reads kilobytes, not
  // the pictures' megabytes. Another organisation's file, or no picture, is not found alike.
  router.blob(fileThumbnailRead, async ({ caller, input }) => {
    const [row] = await db
      .select(fileColumns)
      .from(storedFile)
      .where(
        data.scoped(storedFile, caller).where(eq(storedFile.id, input.fileId), like(storedFile.contentType, 'image/%')),
      );
    const webp = row ? await thumbnailOf(store, row) : null;
    if (!webp) throw new ApiError(404, 'file.notFound');
    return {
      body: Readable.from([webp]),
      length: webp.length,
      contentType: 'image/webp',
      headers: {
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': formatDisposition('inline', `${row?.name.replace(/\.[^.]*$/, '') ?? input.fileId}.webp`),
        'x-content-type-options': 'nosniff',
      },
    };
  });

  // Before anyone signs in, a page may show an organisation's logo and sign-in image: exactly the
  // images an organisation names as its icon or login image are public, nothing else is.
  router.blob(brandImageRead, async ({ input, request }) => {
    const url = `${BRAND_IMAGE_PATH}${input.fileId}`;
    const [row] = await db
      .select(fileColumns)
      .from(storedFile)
      .innerJoin(organisation, eq(organisation.id, storedFile.orgId))
      .where(
        and(
          eq(storedFile.id, input.fileId),
          like(storedFile.contentType, 'image/%'),
          or(eq(organisation.icon, url), eq(organisation.loginImg, url)),
        ),
      )
      .limit(1);
    if (!row) throw new ApiError(404, 'file.notFound');
    return answerFile(store, row, request.headers.range, {
      // Public, but not for long: a new logo is a new file, and the old one stops being public.
      'cache-control': 'public, max-age=300',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': formatDisposition('inline', row.name),
    });
  });
}
