// Which grade group a grade falls in and which items (with their weights) it takes, from the
// standard's groups alone: screens that list a plan's items need them without the scoring tables,
// and screens that only name items need neither.
import { DomainError } from '../errors.ts';
import { type GradeKey, gradeKey, type StudentGrade } from '../school-year.ts';
import { isSex, type Sex } from '../sex.ts';
import { PHYSIQUE_GROUPS, PHYSIQUE_ITEMS, type PhysiqueGradeGroup, type PhysiqueItem } from './rules.ts';

const GROUP_OF_GRADE = /*#__PURE__*/ new Map<GradeKey, PhysiqueGradeGroup>(
  (Object.keys(PHYSIQUE_GROUPS) as PhysiqueGradeGroup[]).flatMap((group) =>
    PHYSIQUE_GROUPS[group].grades.map((grade) => [grade, group] as const),
  ),
);

/** Refuses anything but a sex of the standard's tables. */
export function assertSex(sex: Sex): void {
  if (!isSex(sex)) throw new DomainError('physique.error.sex', { sex: String(sex) });
}

/**
 * The grade group of a grade: `primary1to2`, `primary3to4`, `primary5to6` or `secondaryAndUniversity`.
 *
 * @throws DomainError `grade.error.unknown` for an invalid grade.
 */
export function physiqueGroupOf(grade: StudentGrade): PhysiqueGradeGroup {
  return GROUP_OF_GRADE.get(gradeKey(grade)) as PhysiqueGradeGroup;
}

/**
 * The items a student of `sex` and `grade` takes, with their weights in percent (summing to 100),
 * in report order.
 *
 * @throws DomainError `physique.error.sex` or `grade.error.unknown` for bad input.
 */
export function physiqueItemsFor(sex: Sex, grade: StudentGrade): { item: PhysiqueItem; weight: number }[] {
  assertSex(sex);
  const weights = PHYSIQUE_GROUPS[physiqueGroupOf(grade)].weights[sex] as Partial<Record<PhysiqueItem, number>>;
  return PHYSIQUE_ITEMS.filter((item) => weights[item] !== undefined).map((item) => ({
    item,
    weight: weights[item] as number,
  }));
}
