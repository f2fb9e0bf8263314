export type { LessonKind, LessonVisibility, ResumableUploadKind } from './lessons.ts';
export {
  isResumableKind,
  LESSON_KINDS,
  LESSON_LIMITS,
  LESSON_UPLOAD_KINDS,
  LESSON_VISIBILITIES,
  lessonFields,
  lessonFileCount,
  lessonFileProblem,
  lessonSchema,
  RESUMABLE_UPLOAD_KINDS,
} from './lessons.ts';
export type { CarouselBanner } from './resources.ts';
export {
  bannerAddProblem,
  bannerFields,
  bannerPeriodInOrder,
  bannerSchema,
  carouselOn,
  categoryAddProblem,
  categoryDeleteProblem,
  categoryDepthProblem,
  categoryMoveProblem,
  categoryNameSchema,
  moveAmongSiblings,
  placeAmongSiblings,
  RESOURCE_LIMITS,
} from './resources.ts';
export type { PublicationState } from './wiki.ts';
export {
  articleFields,
  articleSchema,
  PUBLICATION_STATES,
  searchBigrams,
  searchNormalised,
  WIKI_LIMITS,
} from './wiki.ts';
