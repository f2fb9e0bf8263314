// A meet's photo gallery (风采, issue 46): the route `sportsMeet/demeanor/{meetId}`. Staff upload
// PNG or JPG photos (at most 20 MB each and 100 a meet, SPEC 5 and 9), each thumbnailed by the
// gateway; a photo has an optional caption, its uploader and time; the whole gallery downloads as
// one zip the gateway streams.
import { text, UPLOAD_KINDS } from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { recordId } from './fields.ts';
import * as call from './screen.ts';

/** The most photos a meet's gallery keeps (SPEC 9), as the upload kind says. */
export const MEET_PHOTOS_MAX = UPLOAD_KINDS.sportsPhoto.maxCount;

/** The longest caption of a photo. */
export const MEET_PHOTO_CAPTION_MAX = 100;

/** A photo as the gallery shows it. */
export const meetPhotoRecord = z.object({
  photoId: z.string(),
  /** The photo as uploaded, read with `fileRead`. */
  fileId: z.string(),
  /** Its thumbnail (at most 320 px on the long side, WebP), read with `fileRead`. */
  thumbFileId: z.string(),
  /** The photo's own size in pixels. */
  width: z.int(),
  height: z.int(),
  /** Empty when the photo has none. */
  caption: z.string(),
  /** The name of whoever uploaded it. */
  uploadedBy: z.string(),
  /** ISO time of the upload. */
  uploadedAt: z.string(),
});

const caption = text({ max: MEET_PHOTO_CAPTION_MAX, lengthId: 'validation.meetPhoto.caption' });

const meetPhotoScreen = call.screen(
  'meetPhoto',
  'sportsMeet',
  { photoId: recordId('meetPhoto.notFound') },
  'sportsMeet/demeanor',
);

/** `GET /api/busi/web/sportsMeet/demeanor/list`: a meet's gallery, in upload order (at most 100). */
export const meetPhotoList = call.read(meetPhotoScreen, 'List', 'list', {
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.object({
    meet: z.object({ meetId: z.string(), name: z.string() }),
    photos: z.array(meetPhotoRecord),
  }),
  summary: 'The photos of a sports meet’s gallery in upload order, at most 100, with their thumbnails',
});

/**
 * `POST /api/busi/web/sportsMeet/demeanor/upload` behind the photoUpload button: one photo of a meet
 * (multipart: field `meetId` first, then the file), streamed to the file store, typed by its content
 * and thumbnailed; the 101st of a meet is refused and nothing is kept.
 */
export const meetPhotoUpload = defineEndpoint({
  name: 'meetPhotoUpload',
  method: 'POST',
  path: '/api/busi/web/sportsMeet/demeanor/upload',
  request: z.object({ meetId: recordId('meet.notFound') }),
  data: z.object({ photoId: z.string() }),
  style: 'multipart',
  access: { funPath: 'sportsMeet', button: 'photoUpload' },
  summary:
    'Upload one PNG or JPG photo (at most 20 MB) to a meet’s gallery, thumbnailed by the gateway; at most 100 a meet, counted under the meet’s lock',
});

/** `POST /api/busi/web/sportsMeet/demeanor/edit` behind the photoUpload button: a photo's caption. */
export const meetPhotoEdit = call.write(meetPhotoScreen, 'Edit', 'edit', 'photoUpload', {
  request: z.object({ photoId: recordId('meetPhoto.notFound'), caption }),
  data: z.null(),
  summary: 'Change the caption of a gallery photo (empty: none)',
});

/** `POST /api/busi/web/sportsMeet/demeanor/delete` behind the photoDelete button: a photo and its files. */
export const meetPhotoDelete = call.write(meetPhotoScreen, 'Delete', 'delete', 'photoDelete', {
  request: z.object({ photoId: recordId('meetPhoto.notFound') }),
  data: z.null(),
  summary: 'Delete a gallery photo with its thumbnail',
});

/** `GET /api/busi/web/sportsMeet/demeanor/download` behind the export button: every photo in one zip. */
export const meetPhotoDownload = call.download(
  meetPhotoScreen,
  'Download',
  'download',
  'export',
  { meetId: recordId('meet.notFound') },
  'Every photo of a meet’s gallery in one zip, streamed, each under a unique name; a meet without photos is refused',
);
