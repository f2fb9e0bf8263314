export type {
  BmiBand,
  PhysiqueInput,
  PhysiqueItemResult,
  PhysiqueMeasurement,
  PhysiqueMeasurements,
  PhysiqueReport,
} from './engine.ts';
export {
  bmiBandLabel,
  bmiBandOf,
  bmiOf,
  graduationScore,
  isGraduationScoreFlagged,
  mayRetake,
  physiqueBand,
  physiqueBandLabel,
  physiqueGroupOf,
  physiqueItemLabel,
  physiqueItemsFor,
  scorePhysique,
  scorePhysiqueItem,
} from './engine.ts';
export type {
  BonusRule,
  ItemWeights,
  PhysiqueBand,
  PhysiqueGradeGroup,
  PhysiqueGroupRules,
  PhysiqueItem,
} from './rules.ts';
export {
  GRADUATION_FLAG_BELOW,
  PHYSIQUE_BANDS,
  PHYSIQUE_GROUPS,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MAX_BONUS,
  PHYSIQUE_MAX_STANDARD_SCORE,
  PHYSIQUE_MAX_TOTAL,
  RETAKES_PER_YEAR,
} from './rules.ts';
export { formatRunTime, parseRunTime } from './run-time.ts';
