// Files (`/api/uc/oss`, DESIGN 4): one file per upload, streamed, bounded by its kind's byte limit
// and its organisation's storage quota while it streams (413 past either), typed by its content
// (never by its name), stored under a random id; read back by the uploader's organisation only.
import { UPLOAD_KINDS, type UploadKind } from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint, type EndpointAccess } from './endpoint.ts';
import { recordId } from './fields.ts';

/** A read of a stored file's bytes, named by its id in the path. */
/*#__NO_SIDE_EFFECTS__*/
function fileBytes(name: string, path: string, access: EndpointAccess, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path,
    request: z.object({ fileId: recordId('file.notFound') }),
    data: z.instanceof(Blob),
    style: 'blob',
    access,
    summary,
  });
}

/**
 * The upload kinds a stored file may have: every kind of the domain except `import`, whose
 * spreadsheet goes to its import call and is never stored.
 */
export const STORED_FILE_KINDS = (Object.keys(UPLOAD_KINDS) as UploadKind[]).filter(
  (kind): kind is Exclude<UploadKind, 'import'> => kind !== 'import',
);

/** A stored file as the upload answers it. */
export const storedFile = z.object({
  /** Random id, the only name the file is stored under. */
  fileId: z.string(),
  /** Where the file is read (`fileRead`), relative to the gateway's origin. */
  url: z.string(),
  /** The name the file was uploaded with (for display only). */
  name: z.string(),
  /** Size in bytes. */
  size: z.number(),
  /** The content type found by sniffing the bytes. */
  contentType: z.string(),
});

/** `POST /api/uc/oss/upload`: one file (multipart field `file`) of an upload kind (field `kind`). */
export const fileUpload = defineEndpoint({
  name: 'fileUpload',
  method: 'POST',
  path: '/api/uc/oss/upload',
  request: z.object({
    kind: z.enum(STORED_FILE_KINDS as [Exclude<UploadKind, 'import'>, ...Exclude<UploadKind, 'import'>[]], {
      error: 'upload.kindUnknown',
    }),
  }),
  data: storedFile,
  style: 'multipart',
  access: 'session',
  summary:
    'Uploads one file of a kind (multipart: field kind first, then the file); limited by the kind while streaming, typed by its content',
});

/** `GET /api/uc/oss/file/:fileId`: the bytes of a file of the caller's organisation. */
export const fileRead = fileBytes(
  'fileRead',
  '/api/uc/oss/file/:fileId',
  'session',
  'The bytes of a stored file of the caller’s organisation, with its content type; immutable; a Range header gets that part (206), or 416 past the end',
);

/**
 * `GET /api/uc/oss/thumb/:fileId`: a picture of the caller's organisation made small (WebP, at most
 * 320 pixels on its long side, upright, no metadata), for a list's cell or a card; made on the
 * first ask and kept. Not a picture, or one that cannot be read: 404.
 */
export const fileThumbnailRead = fileBytes(
  'fileThumbnailRead',
  '/api/uc/oss/thumb/:fileId',
  'session',
  'A picture of the caller’s organisation as a small WebP thumbnail (at most 320 pixels on its long side), made on the first ask; immutable',
);

/** Where a signed playback address is served: the file's id follows ({@link playbackRead}). */
export const PLAYBACK_PATH = '/api/uc/oss/play/';

/**
 * `GET /api/uc/oss/play/:fileId?orgId=&expires=&signature=`: a lesson resource's video or recording,
 * for a `<video>` or `<audio>` element that cannot send the token. The address comes from
 * `lessonPlay`, works for a few minutes, and answers Range like {@link fileRead}; an altered or
 * expired address answers 403.
 */
export const playbackRead = defineEndpoint({
  name: 'playbackRead',
  method: 'GET',
  path: `${PLAYBACK_PATH}:fileId`,
  request: z.object({
    fileId: recordId('file.notFound'),
    orgId: recordId('file.linkInvalid'),
    expires: recordId('file.linkInvalid'),
    signature: recordId('file.linkInvalid'),
  }),
  data: z.instanceof(Blob),
  style: 'blob',
  access: 'public',
  summary:
    'A lesson video or recording through a signed address that expires within minutes, without a session; Range answers 206, 416 past the end; an altered or expired address answers 403',
});

/** Where an organisation's logo or sign-in image is read without a session: {@link brandImageRead}. */
export const BRAND_IMAGE_PATH = '/api/uc/oss/brand/';

/**
 * `GET /api/uc/oss/brand/:fileId`: a stored image an organisation uses as its icon or sign-in image,
 * for pages shown before anyone signs in; every other file answers 404.
 */
export const brandImageRead = fileBytes(
  'brandImageRead',
  '/api/uc/oss/brand/:fileId',
  'public',
  "An organisation's icon or sign-in image, readable without a session; any file not used that way answers 404",
);
