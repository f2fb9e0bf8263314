// Realistic fitness readings for the demo data and the device simulator: each measurement drawn
// around a typical value for the student's sex and year of schooling, with a spread like a real
// class's, from a seeded generator so that the same seed gives the same readings on every machine.
// The typical values are rough shapes of Chinese students' results (taller and faster with age,
// boys ahead in strength and speed after puberty, girls in flexibility); they make lists, bands and
// charts look like a school's, and are no reference for anything else.
import { isTimedRun, type PhysiqueMeasurement, type Sex, type StudentGrade } from '@school-sports/domain';

/** A generator of numbers in [0, 1): the same seed, the same sequence. */
export type Random = () => number;

/** A seeded generator (mulberry32 over a 32-bit hash of `seed`). */
export function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normally distributed number (Box–Muller) around `mean` with spread `sd`. */
export function normal(random: Random, mean: number, sd: number): number {
  const u = Math.max(random(), Number.EPSILON);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Years of schooling: 1 to 12 at school, 13 to 16 at university. */
function yearOf(grade: StudentGrade): number {
  return 'school' in grade ? grade.school : 12 + grade.university;
}

/** `from` at year 1 moving to `to` at year 16, on a straight line (clamped). */
function along(year: number, from: number, to: number): number {
  return from + ((to - from) * (Math.min(16, Math.max(1, year)) - 1)) / 15;
}

/**
 * The typical value and spread of a measurement for a student: growth with age for the body,
 * the run times falling, the counts rising, the sexes apart where they part after puberty.
 */
function typical(measurement: PhysiqueMeasurement, sex: Sex, year: number): { mean: number; sd: number } {
  const male = sex === 'male';
  const teen = Math.max(0, year - 6);
  switch (measurement) {
    case 'height':
      return { mean: Math.min(male ? 173 : 161, 121 + 6 * Math.min(year, 6) + (male ? 5 : 3) * teen), sd: 6 };
    case 'weight': {
      const height = Math.min(male ? 173 : 161, 121 + 6 * Math.min(year, 6) + (male ? 5 : 3) * teen) / 100;
      return { mean: along(year, 16, male ? 21.5 : 20) * height * height, sd: along(year, 2.5, 7) };
    }
    case 'vitalCapacity':
      return { mean: along(year, 1100, male ? 4000 : 2800), sd: along(year, 220, 600) };
    case 'sprint50m':
      return { mean: along(year, 11.4, male ? 7.4 : 8.9), sd: 0.7 };
    case 'sitAndReach':
      return { mean: male ? 7 : 12, sd: 6 };
    case 'ropeSkipping':
      return { mean: along(year, 75, 185), sd: 28 };
    case 'sitUps':
      return { mean: along(year, 26, 42), sd: 8 };
    case 'shuttleRun50x8':
      return { mean: male ? 104 : 109, sd: 11 };
    case 'standingLongJump':
      return { mean: male ? along(year, 150, 235) : along(year, 140, 175), sd: 18 };
    case 'pullUps':
      return { mean: along(year, 3, 8), sd: 4 };
    case 'run1000m':
      return { mean: 250, sd: 28 };
    case 'run800m':
      return { mean: 235, sd: 22 };
  }
}

/** The counts a measurement takes are whole; the rest keep a decimal or two as devices write them. */
const WHOLE: ReadonlySet<PhysiqueMeasurement> = new Set(['ropeSkipping', 'sitUps', 'pullUps', 'vitalCapacity']);

/**
 * A reading of `measurement` for a student of `sex` in `grade`, in the measurement's unit (seconds
 * for runs): drawn around the typical value, never below what the measurement can take.
 */
export function realisticReading(
  random: Random,
  measurement: PhysiqueMeasurement,
  sex: Sex,
  grade: StudentGrade,
): number {
  const { mean, sd } = typical(measurement, sex, yearOf(grade));
  const drawn = normal(random, mean, sd);
  if (WHOLE.has(measurement)) return Math.max(0, Math.round(drawn));
  if (isTimedRun(measurement)) return Math.max(60, Math.round(drawn));
  if (measurement === 'sitAndReach') return Math.round(drawn * 10) / 10;
  const decimals = measurement === 'sprint50m' ? 100 : 10;
  return Math.max(1 / decimals, Math.round(drawn * decimals) / decimals);
}
