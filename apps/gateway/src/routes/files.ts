// Files (`/api/uc/oss`, DESIGN 4). An upload is one file of an upload kind: the kind's byte limit is
// enforced while the file streams in (the bytes past it are never held), its type comes from its
// content whatever its name says, and it is stored under a random id in the database, so any number
// of gateways serve one deployment. A file is read back by its organisation only.
import { createHash, randomUUID } from 'node:crypto';
import { FILE_TYPES, type FileType } from '@school-sports/domain';
import {
  BRAND_IMAGE_PATH,
  brandImageRead,
  fileRead,
  fileUpload,
  formatDisposition,
} from '@school-sports/gateway-client/contract';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { organisation, storedFile } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { receiveOneFile } from '../http/multipart.ts';
import type { Router } from '../http/router.ts';
import { scopeOf } from './scope.ts';

/** Longest uploaded name kept (for display and the download's file name). */
const MAX_NAME_LENGTH = 255;

/** The uploaded name without any folder and control characters; never used as a path. */
function displayName(name: string, fileId: string, type: FileType): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base === '' ? `${fileId}.${FILE_TYPES[type].extensions[0]}` : base.slice(0, MAX_NAME_LENGTH);
}

export function registerFileRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  router.multipart(fileUpload, async ({ caller, request, fieldsOf }) => {
    const scope = scopeOf(caller);
    // One file of the kind its field names: limited while it streams, typed by its content.
    const received = await receiveOneFile(request, fieldsOf, (fields) => fields.kind);
    const { bytes, type: sniffed } = received;
    const kind = received.fields.kind;

    const fileId = randomUUID();
    const contentType = FILE_TYPES[sniffed].mimeTypes[0];
    const name = displayName(received.name, fileId, sniffed);
    await db.insert(storedFile).values({
      id: fileId,
      orgId: scope.orgId,
      tenantOrgId: scope.tenantOrgId,
      uploaderAccountId: scope.id,
      kind,
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

  // Before anyone signs in, a page may show an organisation's logo and sign-in image: exactly the
  // images an organisation names as its icon or login image are public, nothing else is.
  router.blob(brandImageRead, async ({ input }) => {
    const url = `${BRAND_IMAGE_PATH}${input.fileId}`;
    const [row] = await db
      .select({ name: storedFile.name, contentType: storedFile.contentType, bytes: storedFile.bytes })
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
    return {
      body: row.bytes,
      contentType: row.contentType,
      headers: {
        // Public, but not for long: a new logo is a new file, and the old one stops being public.
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': formatDisposition('inline', row.name),
      },
    };
  });
}
