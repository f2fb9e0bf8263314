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
  RESOURCE_LIMITS,
} from './resources.ts';
