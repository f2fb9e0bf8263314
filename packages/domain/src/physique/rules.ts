import type { DomainMessageId } from '../messages/index.ts';
import type { GradeKey } from '../school-year.ts';
import type { Sex } from '../sex.ts';

// The parts of the National Student Physical Fitness Standard (2014) that are not in the
// single-item tables: items and weights per grade group, bonus points, bands. Source: RULES.md of
// the shared physique data. Rows marked "unverified" there are data here, easy to change.

/** The scored items of the standard (BMI comes from height and weight). */
export const PHYSIQUE_ITEMS = [
  'bmi',
  'vitalCapacity',
  'sprint50m',
  'sitAndReach',
  'ropeSkipping',
  'sitUps',
  'shuttleRun50x8',
  'standingLongJump',
  'pullUps',
  'run1000m',
  'run800m',
] as const;

/** One of {@link PHYSIQUE_ITEMS}. */
export type PhysiqueItem = (typeof PHYSIQUE_ITEMS)[number];

/** The grade groups that share items and weights. */
export type PhysiqueGradeGroup = 'primary1to2' | 'primary3to4' | 'primary5to6' | 'secondaryAndUniversity';

/** Weight of each item in a group's 100-point standard score, in percent, per sex. */
export type ItemWeights = Readonly<Partial<Record<PhysiqueItem, number>>>;

/**
 * A bonus rule: the part of a result beyond the item's 100-point threshold earns `k` points when it
 * reaches `steps[k - 1]` (extra repetitions, or seconds faster for runs).
 */
export interface BonusRule {
  /** The item whose result earns the bonus. */
  readonly item: PhysiqueItem;
  /** Extra needed for 1, 2, ... points, ascending; its length is the item's maximum bonus. */
  readonly steps: readonly number[];
}

/** A grade group's grades, item weights and bonus rules, per sex. */
export interface PhysiqueGroupRules {
  /** The grades of the group. */
  readonly grades: readonly GradeKey[];
  /** Items and weights per sex, in report order; each sums to 100. */
  readonly weights: Readonly<Record<Sex, ItemWeights>>;
  /** Bonus rules per sex. */
  readonly bonus: Readonly<Record<Sex, readonly BonusRule[]>>;
}

// Primary, both sexes: +1 point for every 2 skips beyond the 100-point threshold, at most +20.
const ROPE_SKIPPING_BONUS: BonusRule = {
  item: 'ropeSkipping',
  steps: Array.from({ length: 20 }, (_, index) => 2 * (index + 1)),
};

const PRIMARY_BONUS = { male: [ROPE_SKIPPING_BONUS], female: [ROPE_SKIPPING_BONUS] } as const;

const PRIMARY_1_TO_2: ItemWeights = { bmi: 15, vitalCapacity: 15, sprint50m: 20, sitAndReach: 30, ropeSkipping: 20 };
const PRIMARY_3_TO_4: ItemWeights = {
  bmi: 15,
  vitalCapacity: 15,
  sprint50m: 20,
  sitAndReach: 20,
  ropeSkipping: 20,
  sitUps: 10,
};
const PRIMARY_5_TO_6: ItemWeights = {
  bmi: 15,
  vitalCapacity: 15,
  sprint50m: 20,
  sitAndReach: 10,
  ropeSkipping: 10,
  sitUps: 20,
  shuttleRun50x8: 10,
};

/**
 * Items, weights and bonus rules per grade group (RULES.md "Items and weights" and "Bonus points").
 * The secondary bonus increments equal the university ones (verified for university only).
 */
export const PHYSIQUE_GROUPS = {
  primary1to2: {
    grades: ['g1', 'g2'],
    weights: { male: PRIMARY_1_TO_2, female: PRIMARY_1_TO_2 },
    bonus: PRIMARY_BONUS,
  },
  primary3to4: {
    grades: ['g3', 'g4'],
    weights: { male: PRIMARY_3_TO_4, female: PRIMARY_3_TO_4 },
    bonus: PRIMARY_BONUS,
  },
  primary5to6: {
    grades: ['g5', 'g6'],
    weights: { male: PRIMARY_5_TO_6, female: PRIMARY_5_TO_6 },
    bonus: PRIMARY_BONUS,
  },
  secondaryAndUniversity: {
    grades: ['g7', 'g8', 'g9', 'g10', 'g11', 'g12', 'u1', 'u2', 'u3', 'u4'],
    weights: {
      male: {
        bmi: 15,
        vitalCapacity: 15,
        sprint50m: 20,
        sitAndReach: 10,
        standingLongJump: 10,
        pullUps: 10,
        run1000m: 20,
      },
      female: {
        bmi: 15,
        vitalCapacity: 15,
        sprint50m: 20,
        sitAndReach: 10,
        standingLongJump: 10,
        sitUps: 10,
        run800m: 20,
      },
    },
    bonus: {
      male: [
        { item: 'pullUps', steps: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
        { item: 'run1000m', steps: [4, 8, 12, 16, 20, 23, 26, 29, 32, 35] },
      ],
      female: [
        { item: 'sitUps', steps: [2, 4, 6, 7, 8, 9, 10, 11, 12, 13] },
        { item: 'run800m', steps: [5, 10, 15, 20, 25, 30, 35, 40, 45, 50] },
      ],
    },
  },
} as const satisfies Record<PhysiqueGradeGroup, PhysiqueGroupRules>;

/** The most a standard score can be (each item gives at most 100, weights sum to 100). */
export const PHYSIQUE_MAX_STANDARD_SCORE = 100;

/** The most bonus points a year can add. */
export const PHYSIQUE_MAX_BONUS = 20;

/** The most a year total can be: 100 standard + 20 bonus. */
export const PHYSIQUE_MAX_TOTAL = PHYSIQUE_MAX_STANDARD_SCORE + PHYSIQUE_MAX_BONUS;

/** The bands of a year total. */
export type PhysiqueBand = 'excellent' | 'good' | 'pass' | 'fail';

/**
 * The bands of a year total, best first, each with its lowest total (inclusive) and label:
 * excellent 90 and up, good 80 to 89.9, pass 60 to 79.9, fail below 60 (2014 thresholds).
 */
export const PHYSIQUE_BANDS = [
  { band: 'excellent', from: 90, label: 'physique.band.excellent' },
  { band: 'good', from: 80, label: 'physique.band.good' },
  { band: 'pass', from: 60, label: 'physique.band.pass' },
  { band: 'fail', from: 0, label: 'physique.band.fail' },
] as const satisfies readonly { band: PhysiqueBand; from: number; label: DomainMessageId }[];

/** Senior-secondary and university graduation scores below this are flagged. */
export const GRADUATION_FLAG_BELOW = 50;

/** How many retakes a failing student has in the same school year. */
export const RETAKES_PER_YEAR = 1;

/** The message id of an item's name (`physique.item.run1000m` → 1000米跑 / 1000 m run). */
// Here, not with the engine, so that a screen naming items does not load the scoring tables.
export function physiqueItemLabel(item: PhysiqueItem): DomainMessageId {
  return `physique.item.${item}`;
}
