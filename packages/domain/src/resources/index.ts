export type { CarouselBanner } from './resources.ts';
export {
  bannerAddProblem,
  bannerFields,
  bannerPeriodInOrder,
  bannerSchema,
  carouselOn,
  categoryDeleteProblem,
  categoryDepthProblem,
  categoryMoveProblem,
  categoryNameSchema,
  moveAmongSiblings,
  RESOURCE_LIMITS,
} from './resources.ts';
