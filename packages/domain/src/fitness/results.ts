// A fitness result: one reading of one measurement for one student, where it came from, and the
// score the national standard gives it. Results are scored once, when they arrive, and the score is
// stored with the version of the tables that made it, so a stored score can always be reproduced
// and the results of a changed table found and rescored.
import { DomainError } from '../errors.ts';
import type { DomainMessageId } from '../messages/index.ts';
import { type BmiBand, bmiBandOf, bmiOf, scorePhysiqueItem } from '../physique/engine.ts';
import { physiqueItemsFor } from '../physique/groups.ts';
import { measuredValue, type PhysiqueMeasurement } from '../physique/measurements.ts';
import type { PhysiqueItem } from '../physique/rules.ts';
import { physiqueBand } from '../physique/totals.ts';
import type { StudentGrade } from '../school-year.ts';
import type { Sex } from '../sex.ts';
import { itemOfMeasurement, type ResultBand } from './labels.ts';

/**
 * The name of the scoring tables every stored score was made with. Scores are stored, so a change
 * to `physique/tables.json` must come with a new name here: the results scored under the old name
 * are then the ones to rescore. A test pins this name to a hash of the tables, so the tables cannot
 * change while the name stays.
 */
export const SCORING_VERSION = 'nsfs2014.1';

/**
 * The values a measurement plausibly takes, in its unit (seconds for runs), for students from the
 * first grade to university. A value outside is possible only as a mistake of the device or of the
 * person typing (a 50 m run under 5 s, more than 300 rope skips a minute), so it is kept, as a
 * result may be real, but flagged for a second check, and does not count until someone confirms
 * or corrects it. The bounds are wide on purpose: a flag on a true value costs a teacher a click, a
 * missed one a wrong score in the report.
 */
export const PLAUSIBLE_RANGES: Readonly<Record<PhysiqueMeasurement, { readonly min: number; readonly max: number }>> = {
  /** cm: the shortest first-grader to the tallest adult. */
  height: { min: 90, max: 230 },
  /** kg */
  weight: { min: 12, max: 200 },
  /** ml */
  vitalCapacity: { min: 300, max: 9000 },
  /** s: the world's fastest 50 m is about 5.5 s. */
  sprint50m: { min: 5, max: 25 },
  /** cm */
  sitAndReach: { min: -35, max: 45 },
  /** a minute's skips: about five a second is the most a person manages. */
  ropeSkipping: { min: 0, max: 300 },
  /** a minute's sit-ups */
  sitUps: { min: 0, max: 90 },
  /** s: 400 m in all, with turns. */
  shuttleRun50x8: { min: 60, max: 300 },
  /** cm */
  standingLongJump: { min: 40, max: 350 },
  /** repetitions */
  pullUps: { min: 0, max: 60 },
  /** s: 2'30" to 10'00". */
  run1000m: { min: 150, max: 600 },
  /** s: 2'00" to 10'00". */
  run800m: { min: 120, max: 600 },
};

/** Whether a value (in the measurement's unit) lies inside its {@link PLAUSIBLE_RANGES}, bounds included. */
export function isPlausible(measurement: PhysiqueMeasurement, value: number): boolean {
  const range = PLAUSIBLE_RANGES[measurement];
  return value >= range.min && value <= range.max;
}

/** What {@link scoreReading} answers. */
export interface ScoredReading {
  /** The item the reading counts for. */
  readonly item: PhysiqueItem;
  /** The value in the measurement's unit (a run's `m'ss"` as seconds). */
  readonly value: number;
  /**
   * The item score, 0 to 100, or null when the reading alone gives none: a height or a weight
   * (BMI needs both: {@link scoreBmi}), or an item the student's grade does not take.
   */
  readonly score: number | null;
  /** The band of the score (the standard's 90/80/60 levels apply to each item too), null without a score. */
  readonly band: ResultBand | null;
  /** Outside {@link PLAUSIBLE_RANGES}: kept, but not counted until checked. */
  readonly needsCheck: boolean;
  /** Why there is no score, when there is none. */
  readonly unscored: DomainMessageId | null;
  /** {@link SCORING_VERSION} */
  readonly scoringVersion: string;
}

/** One reading of a student, as {@link scoreReading} takes it. */
export interface Reading {
  readonly sex: Sex;
  readonly grade: StudentGrade;
  readonly measurement: PhysiqueMeasurement;
  /** In the measurement's unit; a run also as `m'ss"`. */
  readonly value: number | string;
}

/**
 * Scores one reading of a student under the national standard: the item score, its band, whether
 * the value needs a second check, and the version of the tables. A value the measurement cannot
 * take at all (a negative time, a fractional count) is refused; an improbable one is scored and
 * flagged. An item the grade does not take (rope skipping in grade 8) is kept unscored.
 *
 * @throws DomainError `physique.error.sex`, `grade.error.unknown`, `physique.error.measurement` or
 *   `physique.error.time`.
 */
export function scoreReading(reading: Reading): ScoredReading {
  const value = measuredValue(reading.measurement, reading.value);
  const item = itemOfMeasurement(reading.measurement);
  const needsCheck = !isPlausible(reading.measurement, value);
  const answer = { item, value, needsCheck, scoringVersion: SCORING_VERSION };
  if (item === 'bmi') {
    // Checks sex and grade as the other items do, so a bad student is refused the same way.
    physiqueItemsFor(reading.sex, reading.grade);
    return { ...answer, score: null, band: null, unscored: 'fitness.unscored.bmiPair' };
  }
  try {
    const score = scorePhysiqueItem(item, reading.sex, reading.grade, value);
    return { ...answer, score, band: physiqueBand(score), unscored: null };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'physique.error.itemNotForGrade') {
      return { ...answer, score: null, band: null, unscored: 'fitness.unscored.itemNotForGrade' };
    }
    throw error;
  }
}

/**
 * The BMI result of a height (cm) and a weight (kg) taken together: the BMI, its score and band,
 * and whether either value needs a second check.
 *
 * @throws DomainError `physique.error.sex`, `grade.error.unknown` or `physique.error.measurement`.
 */
export function scoreBmi(
  sex: Sex,
  grade: StudentGrade,
  heightCm: number,
  weightKg: number,
): { bmi: number; score: number; band: BmiBand; needsCheck: boolean; scoringVersion: string } {
  const bmi = bmiOf(heightCm, weightKg);
  const { band, score } = bmiBandOf(sex, grade, bmi);
  const needsCheck = !isPlausible('height', heightCm) || !isPlausible('weight', weightKg);
  return { bmi, score, band, needsCheck, scoringVersion: SCORING_VERSION };
}
