import * as z from 'zod/mini';
import { withChecks } from '../schema.ts';
import { GRADE_KEYS } from '../school-year.ts';
import { plainText, text } from '../text.ts';
import type { UploadKind } from '../upload.ts';

/**
 * What a lesson resource is: a video (mp4), a recording (audio), a document a teacher hands out, or a
 * set of images (SPEC 5 and 9). Each kind holds files of one upload kind, with that kind's limits.
 */
export const LESSON_KINDS = ['video', 'audio', 'document', 'images'] as const;

/** One of {@link LESSON_KINDS}. */
export type LessonKind = (typeof LESSON_KINDS)[number];

/** The upload kind of each lesson kind's files. */
export const LESSON_UPLOAD_KINDS = {
  video: 'lessonVideo',
  audio: 'lessonAudio',
  document: 'lessonDocument',
  images: 'image',
} as const satisfies Record<LessonKind, UploadKind>;

/**
 * The upload kinds sent resumably (tus): those large enough that a school's network may drop in the
 * middle. Smaller files (a document, an image, a cover) go in one multipart request.
 */
export const RESUMABLE_UPLOAD_KINDS = ['lessonVideo', 'lessonAudio'] as const satisfies readonly UploadKind[];

/** One of {@link RESUMABLE_UPLOAD_KINDS}. */
export type ResumableUploadKind = (typeof RESUMABLE_UPLOAD_KINDS)[number];

/** Whether an upload kind is sent resumably. */
export function isResumableKind(kind: string): kind is ResumableUploadKind {
  return (RESUMABLE_UPLOAD_KINDS as readonly string[]).includes(kind);
}

/**
 * Who sees a resource: its own organisation only, or (from a management organisation) its schools
 * too, who may copy it into their own list.
 */
export const LESSON_VISIBILITIES = ['own', 'shared'] as const;

/** One of {@link LESSON_VISIBILITIES}. */
export type LessonVisibility = (typeof LESSON_VISIBILITIES)[number];

/**
 * The bounds of a lesson resource: a title like the wiki's, the item or topic a few words, a
 * description a paragraph, and an image set of at most nine pictures (a phone's grid).
 */
export const LESSON_LIMITS = {
  title: 50,
  topic: 30,
  description: 500,
  images: 9,
} as const;

/** How many files a resource of a kind holds: exactly one, or from one to the image set's bound. */
export function lessonFileCount(kind: LessonKind): { min: number; max: number } {
  return kind === 'images' ? { min: 1, max: LESSON_LIMITS.images } : { min: 1, max: 1 };
}

const fileId = withChecks(
  z.string({ error: 'validation.lesson.file' }),
  z.minLength(1, 'validation.lesson.file'),
  z.maxLength(64, 'validation.lesson.file'),
  plainText(),
);

/** A resource's fields as its form sends them. */
export const lessonFields = {
  title: text({
    max: LESSON_LIMITS.title,
    required: 'validation.lesson.titleRequired',
    lengthId: 'validation.lesson.titleLength',
  }),
  gradeKeys: withChecks(
    z.array(z.enum(GRADE_KEYS, { error: 'validation.lesson.grades' }), { error: 'validation.lesson.grades' }),
    z.minLength(1, 'validation.lesson.grades'),
    z.maxLength(GRADE_KEYS.length, 'validation.lesson.grades'),
    z.refine((grades: string[]) => new Set(grades).size === grades.length, 'validation.lesson.grades'),
  ),
  topic: text({
    max: LESSON_LIMITS.topic,
    required: 'validation.lesson.topicRequired',
    lengthId: 'validation.lesson.topicLength',
  }),
  kind: z.enum(LESSON_KINDS, { error: 'validation.lesson.kind' }),
  fileIds: withChecks(
    z.array(fileId, { error: 'validation.lesson.file' }),
    z.minLength(1, 'validation.lesson.file'),
    z.maxLength(LESSON_LIMITS.images, 'validation.lesson.images'),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.lesson.file'),
  ),
  coverId: z._default(z.nullable(fileId), null),
  description: z._default(
    text({ max: LESSON_LIMITS.description, multiline: true, lengthId: 'validation.lesson.descriptionLength' }),
    '',
  ),
};

/** A resource's form: {@link lessonFields}. */
export const lessonSchema = z.object(lessonFields);

/**
 * The refusal of a resource's file count, or null: one video, one recording, one document, or an
 * image set of one to nine (the form's fields alone cannot see the kind beside the count).
 */
export function lessonFileProblem(
  kind: LessonKind,
  count: number,
): 'validation.lesson.oneFile' | 'validation.lesson.images' | 'validation.lesson.file' | null {
  const { min, max } = lessonFileCount(kind);
  if (count < min) return 'validation.lesson.file';
  if (count > max) return kind === 'images' ? 'validation.lesson.images' : 'validation.lesson.oneFile';
  return null;
}
