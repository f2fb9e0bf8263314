// Organisation structure: the department tree of a management organisation, and the colleges and
// majors of a university. Field rules (zod/mini, message ids of `domainMessages`) and the tree rule
// that keeps a unit out of its own branch and trees within their depth.
import * as z from 'zod/mini';
import type { DomainMessageId } from './messages/index.ts';
import { wholeNumberInput, withChecks } from './schema.ts';
import { notBlank, plainText } from './text.ts';

/** Limits of departments, colleges and majors. */
export const STRUCTURE_LIMITS = {
  /** Department, college and major names: at most 30 characters. */
  nameMax: 30,
  /** The sort order of a department or college: a whole number from 0 to 9999. */
  sortNumMax: 9999,
  /** Department trees: at most 10 levels. */
  departmentDepth: 10,
  /** Colleges: a college and its sub-colleges (departments), two levels. */
  collegeDepth: 2,
  /** A major's length of study, in whole years. */
  studyYears: { min: 1, max: 8 },
  /** The accounts one request may add, remove or move. */
  membersPerRequest: 200,
} as const;

const TWO_DIGITS = /^\d{2}$/;
const MAJOR_CODE = /^[A-Za-z0-9]{2,6}$/;

/*#__NO_SIDE_EFFECTS__*/
function unitName(requiredId: DomainMessageId, lengthId: DomainMessageId) {
  return withChecks(
    z.string({ error: requiredId }),
    z.trim(),
    z.minLength(1, { error: requiredId, abort: true }),
    notBlank(requiredId),
    z.maxLength(STRUCTURE_LIMITS.nameMax, lengthId),
    plainText(),
  );
}

/** A department's name: required, at most 30 characters, trimmed. */
export const departmentNameSchema = unitName('validation.departmentName.required', 'validation.departmentName.length');

/** A college's name: required, at most 30 characters, trimmed. */
export const collegeNameSchema = unitName('validation.collegeName.required', 'validation.collegeName.length');

/** A major's name: required, at most 30 characters, trimmed. */
export const majorNameSchema = unitName('validation.majorName.required', 'validation.majorName.length');

/** A college code: exactly two digits, unique among the college's siblings. */
export const collegeCodeSchema = withChecks(
  z.string({ error: 'validation.collegeCode.format' }),
  z.trim(),
  z.maxLength(2, { error: 'validation.collegeCode.format', abort: true }),
  plainText(),
  z.regex(TWO_DIGITS, 'validation.collegeCode.format'),
);

/** A major code: two to six letters or digits, upper-cased (unique in the organisation whatever the case). */
export const majorCodeSchema = z.pipe(
  withChecks(
    z.string({ error: 'validation.majorCode.format' }),
    z.trim(),
    z.maxLength(6, { error: 'validation.majorCode.format', abort: true }),
    plainText(),
    z.regex(MAJOR_CODE, 'validation.majorCode.format'),
  ),
  z.transform((code: string) => code.toUpperCase()),
);

/** A major's length of study: a whole number of years from 1 to 8 (numeric strings accepted). */
export const studyYearsSchema = wholeNumberInput(
  'validation.studyYears.range',
  STRUCTURE_LIMITS.studyYears.min,
  STRUCTURE_LIMITS.studyYears.max,
);

/** The sort order of a department or college: 0 to 9999, 0 when left out. */
export const sortNumSchema = z._default(
  wholeNumberInput('validation.sortNum.range', 0, STRUCTURE_LIMITS.sortNumMax),
  0,
);

/** A unit of a tree: its id and its parent's (`null` for a root). */
export interface TreeNode {
  id: string;
  parentId: string | null;
}

/** Why a unit cannot go where it was asked to. */
export type TreePlacementProblem = 'parentMissing' | 'ownBranch' | 'tooDeep';

/** How many levels a unit sits at: 1 for a root. Stops at a cycle or a missing parent. */
export function depthOf(nodes: readonly TreeNode[], id: string): number {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let depth = 0;
  const seen = new Set<string>();
  for (let current = byId.get(id); current && !seen.has(current.id); current = byId.get(current.parentId ?? '')) {
    seen.add(current.id);
    depth += 1;
    if (current.parentId === null) break;
  }
  return depth;
}

/** The ids of every unit below `id` (not `id` itself). */
export function descendantIds(nodes: readonly TreeNode[], id: string): Set<string> {
  const below = new Set<string>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const node of nodes) {
      if (node.parentId !== null && frontier.includes(node.parentId) && !below.has(node.id) && node.id !== id) {
        below.add(node.id);
        next.push(node.id);
      }
    }
    frontier = next;
  }
  return below;
}

/** How many levels a unit and its branch take: 1 for a unit without children. */
export function branchHeight(nodes: readonly TreeNode[], id: string): number {
  const below = descendantIds(nodes, id);
  let height = 1;
  for (const other of below) {
    const levels = depthOf(nodes, other) - depthOf(nodes, id) + 1;
    if (levels > height) height = levels;
  }
  return height;
}

/**
 * Whether a unit (`id`, or `null` for a new one) can be placed under `parentId` (`null`: a root)
 * in a tree of at most `maxDepth` levels: the parent must exist, must not be the unit or below
 * it, and the unit's branch must still fit.
 */
export function treePlacementProblem(
  nodes: readonly TreeNode[],
  id: string | null,
  parentId: string | null,
  maxDepth: number,
): TreePlacementProblem | null {
  const parentDepth = parentId === null ? 0 : depthOf(nodes, parentId);
  if (parentId !== null && parentDepth === 0) return 'parentMissing';
  if (id !== null && parentId !== null && (parentId === id || descendantIds(nodes, id).has(parentId))) {
    return 'ownBranch';
  }
  const height = id === null ? 1 : branchHeight(nodes, id);
  return parentDepth + height > maxDepth ? 'tooDeep' : null;
}
