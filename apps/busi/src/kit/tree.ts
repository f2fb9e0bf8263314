import { treePlacementProblem } from '@school-sports/domain';

/** A unit of a department or college tree as the lists answer it (`parentId` `''` at the top). */
export interface TreeUnit {
  id: string;
  parentId: string;
  name: string;
}

/** A unit with its depth in the tree: 0 at the top. */
export type Placed<Unit> = { unit: Unit; depth: number };

/**
 * The units in tree order: each followed by its sub-units, siblings in the order given (the
 * gateway's sort order then code). A unit whose parent is missing shows at the top level.
 */
export function inTreeOrder<Unit extends TreeUnit>(units: readonly Unit[]): Placed<Unit>[] {
  const ids = new Set(units.map((unit) => unit.id));
  const children = new Map<string, Unit[]>();
  for (const unit of units) {
    const parent = unit.parentId && ids.has(unit.parentId) ? unit.parentId : '';
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const ordered: Placed<Unit>[] = [];
  const seen = new Set<string>();
  const visit = (parent: string, depth: number) => {
    for (const unit of children.get(parent) ?? []) {
      if (seen.has(unit.id)) continue;
      seen.add(unit.id);
      ordered.push({ unit, depth });
      visit(unit.id, depth + 1);
    }
  };
  visit('', 0);
  return ordered;
}

/** The key of the "top level" choice of a parent Select (a Select's keys cannot be empty). */
export const TOP_LEVEL = '__top';

/**
 * The parents a unit (`ownId`, or undefined for a new one) may go under, in tree order with names
 * indented by depth, after the top-level choice: not the unit or its branch, and within `maxDepth`.
 */
export function parentOptions<Unit extends TreeUnit>(
  units: readonly Unit[],
  ownId: string | undefined,
  maxDepth: number,
  topLabel: string,
): { id: string; label: string }[] {
  const nodes = units.map((unit) => ({ id: unit.id, parentId: unit.parentId || null }));
  return [
    { id: TOP_LEVEL, label: topLabel },
    ...inTreeOrder(units)
      .filter(({ unit }) => treePlacementProblem(nodes, ownId ?? null, unit.id, maxDepth) === null)
      .map(({ unit, depth }) => ({ id: unit.id, label: `${'\u3000'.repeat(depth)}${unit.name}` })),
  ];
}
