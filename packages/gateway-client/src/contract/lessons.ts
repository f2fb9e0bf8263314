// Lesson resources (issue 47): the `lessonAssistant/lessonResourceList` screen of the k12 and nf
// frames. A resource is a video, a recording, a document or an image set for some grade levels and
// an item or topic, with an optional 4:3 cover. Large files arrive resumably (tus, at
// RESUMABLE_UPLOAD_PATH, behind the `lessonUpload` button); the others through `fileUpload`.
import { GRADE_KEYS, LESSON_KINDS, LESSON_VISIBILITIES, lessonFields } from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, recordId } from './fields.ts';
import { storedFile } from './files.ts';
import * as call from './screen.ts';

/**
 * Where resumable uploads are created and continued (the tus protocol, version 1.0.0, with its
 * creation, termination and expiration extensions): `POST` with `Upload-Length` and
 * `Upload-Metadata` (`kind`, `filename`, `filetype`) creates one, `HEAD <path>/<id>` says its offset,
 * `PATCH` continues it, `DELETE` cancels it. Every request carries the staff token; the upload
 * belongs to the organisation and account that created it.
 */
export const RESUMABLE_UPLOAD_PATH = '/api/uc/oss/resumable';

/** The menu function and button every resumable upload is checked against. */
export const RESUMABLE_UPLOAD_ACCESS = {
  funPath: 'lessonAssistant/lessonResourceList',
  button: 'lessonUpload',
} as const;

/** The header a finished resumable upload answers its stored file's id in (its last PATCH). */
export const RESUMABLE_FILE_HEADER = 'x-stored-file-id';

/** A resource's kind. */
export const lessonKind = z.enum(LESSON_KINDS, { error: 'validation.lesson.kind' });

/** A resource as the list and its export show it. */
export const lessonRow = z.object({
  lessonId: z.string(),
  title: z.string(),
  gradeKeys: z.array(z.enum(GRADE_KEYS)),
  topic: z.string(),
  kind: lessonKind,
  visibility: z.enum(LESSON_VISIBILITIES),
  /**
   * Whether the caller's organisation owns it; one it does not is a management organisation's above
   * it, shared with its schools: read and played, copied, never changed. Its cover and files are
   * then read through signed addresses (`coverUrl`, each file's `url`).
   */
  owned: z.boolean(),
  /** Where its cover is read, or null when it has none (the list then shows the kind's picture). */
  coverUrl: z.nullable(z.string()),
  /** Bytes of its files together. */
  size: z.number(),
  createdAt: z.string(),
});

/** A resource as its form shows it: the row, its description, cover and files. */
export const lessonRecord = z.object({
  ...lessonRow.shape,
  description: z.string(),
  coverId: z.nullable(z.string()),
  files: z.array(storedFile),
});

const lessonScreen = call.screen(
  'lesson',
  'lessonAssistant/lessonResourceList',
  { lessonId: recordId('lesson.notFound') },
  'lesson',
);

/** `GET /api/busi/web/lesson/page`: a page of the organisation's lesson resources. */
export const lessonPage = call.page(
  lessonScreen,
  {
    keyword: keywordInput(30),
    kind: z.optional(lessonKind),
    gradeKey: z.optional(z.enum(GRADE_KEYS, { error: 'validation.lesson.grades' })),
  },
  lessonRow,
  'A page of the organisation’s lesson resources, searched by title or topic, by kind and by grade level',
  ['title', 'topic', 'kind', 'createdAt'],
);

/** Every resource the list finds with the same filters, streamed for its export. */
export const lessonExport = call.exported(lessonScreen, lessonPage);

/** `GET /api/busi/web/lesson/detail`: one resource with its files. */
export const lessonDetail = call.detail(lessonScreen, lessonRecord, 'One lesson resource with its cover and files');

/** `POST /api/busi/web/lesson/add`: a new resource. */
export const lessonAdd = call.add(
  lessonScreen,
  lessonFields,
  'Add a lesson resource; its files and cover are the organisation’s uploads of the kind’s upload kind',
);

/** `POST /api/busi/web/lesson/edit`: a resource changed. */
export const lessonEdit = call.edit(lessonScreen, lessonFields, 'Edit a lesson resource, checked as when added');

/** `POST /api/busi/web/lesson/delete`: a resource deleted with the files no other resource holds. */
export const lessonDelete = call.remove(lessonScreen, 'Delete a lesson resource with its files and cover');

/**
 * `GET /api/busi/web/lesson/play`: a signed address that plays one video or recording of a resource
 * for a few minutes without the token (a media element cannot send it), and when it stops working.
 */
export const lessonPlay = call.read(lessonScreen, 'Play', 'play', {
  request: z.object({ lessonId: recordId('lesson.notFound'), fileId: recordId('lesson.notPlayable') }),
  data: z.object({ url: z.string(), expiresAt: z.string() }),
  summary: 'A signed address, valid for a few minutes, that plays a video or recording of a lesson resource',
});

/**
 * `POST /api/busi/web/lesson/share`: a management organisation shares one of its resources with the
 * organisations below it, or stops sharing it (their copies stay theirs).
 */
export const lessonShare = call.write(lessonScreen, 'Share', 'share', 'lessonShare', {
  request: z.object({
    lessonId: recordId('lesson.notFound'),
    shared: z.boolean({ error: 'validation.lesson.visibility' }),
  }),
  data: z.null(),
  summary: 'Share a lesson resource with the organisations below the caller’s, or stop sharing it',
});

/**
 * `POST /api/busi/web/lesson/copy`: a copy, owned by the caller's organisation, of a resource it
 * sees (one an organisation above it shares, or its own), with copies of its files and cover
 * (counted against its storage).
 */
export const lessonCopy = call.write(lessonScreen, 'Copy', 'copy', 'lessonCopy', {
  request: z.object({ lessonId: recordId('lesson.notFound') }),
  data: z.object({ lessonId: z.string() }),
  summary: 'Copy a lesson resource shared from above into the caller’s organisation, with copies of its files',
});
