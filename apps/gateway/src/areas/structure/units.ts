// The two trees of organisation structure: the departments of a management organisation and the
// colleges of a university. Both are a tree of units with a two-digit code unique among siblings
// and a depth limit; a unit with children cannot be deleted.
import { type DomainMessageId, STRUCTURE_LIMITS, type TreeNode, treePlacementProblem } from '@school-sports/domain';
import { asc, eq } from 'drizzle-orm';
import { college, department } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { ConflictMessage, RowOf, ScopedTable, Tenant, TenantWrite } from '../../tenancy/scoped.ts';

/** The messages and depth of one kind of tree: departments or colleges. */
export interface TreeKind {
  table: typeof department | typeof college;
  maxDepth: number;
  notFound: DomainMessageId;
  parentNotFound: DomainMessageId;
  duplicateCode: DomainMessageId;
  hasChildren: DomainMessageId;
}

/** The department tree of a management organisation. */
export const departmentTree: TreeKind = {
  table: department,
  maxDepth: STRUCTURE_LIMITS.departmentDepth,
  notFound: 'department.notFound',
  parentNotFound: 'department.parentNotFound',
  duplicateCode: 'department.duplicateCode',
  hasChildren: 'department.hasChildren',
};

/** The college tree of a university. */
export const collegeTree: TreeKind = {
  table: college,
  maxDepth: STRUCTURE_LIMITS.collegeDepth,
  notFound: 'college.notFound',
  parentNotFound: 'college.parentNotFound',
  duplicateCode: 'college.duplicateCode',
  hasChildren: 'college.hasChildren',
};

/** A unit of either tree: both tables have the same columns. */
export type UnitRow = RowOf<typeof department>;

/** What a unit is given on its form. */
export interface UnitInput {
  parentId: string;
  name: string;
  code: string;
  sortNum: number;
}

/** The tree's table seen by the tenant's organisation. */
export function unitsTable(tenant: Tenant, kind: TreeKind): ScopedTable<typeof department> {
  // Both trees have the same columns: one type serves either table.
  return tenant.scoped(kind.table as typeof department);
}

/** Every unit of the organisation's tree, ordered for display. */
export function unitsOf(tenant: Tenant, kind: TreeKind): Promise<UnitRow[]> {
  const units = unitsTable(tenant, kind);
  return units.list({ orderBy: [asc(units.table.sortNum), asc(units.table.code), asc(units.table.id)] });
}

/**
 * Every unit of the organisation's tree for its list, ordered for display: its id, the fields every
 * list shows, and its number of children.
 */
export async function listedUnits(tenant: Tenant, kind: TreeKind) {
  const units = await unitsOf(tenant, kind);
  const children = await childCounts(tenant, kind);
  return units.map((unit) => ({
    id: unit.id,
    fields: { parentId: unit.parentId ?? '', name: unit.name, code: unit.code, sortNum: unit.sortNum },
    childCount: children.get(unit.id) ?? 0,
  }));
}

/** The conflict a unit's write answers when a racing write took its code among its siblings. */
export function codeTaken(kind: TreeKind, code: string): ConflictMessage {
  return { id: kind.duplicateCode, values: { code } };
}

/** One unit of the organisation, or "not found". */
export function unitOf(tenant: Tenant, kind: TreeKind, id: string): Promise<UnitRow> {
  return unitsTable(tenant, kind).one(id, kind.notFound);
}

/**
 * Checks where a unit (`ownId`, or null for a new one) goes: the parent is the organisation's, not
 * the unit or below it, the tree keeps its depth, and no sibling has the code.
 */
async function checkPlacement(
  tenant: TenantWrite,
  kind: TreeKind,
  ownId: string | null,
  input: { parentId: string; code: string },
): Promise<void> {
  const units = await unitsOf(tenant, kind);
  const nodes: TreeNode[] = units.map((unit) => ({ id: unit.id, parentId: unit.parentId }));
  const parentId = input.parentId === '' ? null : input.parentId;
  const problem = treePlacementProblem(nodes, ownId, parentId, kind.maxDepth);
  if (problem === 'parentMissing') throw new ApiError(404, kind.parentNotFound);
  if (problem === 'ownBranch') throw new ApiError(409, 'structure.ownBranch');
  if (problem === 'tooDeep') throw new ApiError(409, 'structure.tooDeep', { max: kind.maxDepth });
  const taken = units.find((unit) => unit.id !== ownId && unit.parentId === parentId && unit.code === input.code);
  if (taken) throw new ApiError(409, kind.duplicateCode, { code: input.code });
}

/** Adds a unit to a tree after its checks; answers its id. */
export async function addUnit(tenant: TenantWrite, kind: TreeKind, input: UnitInput): Promise<string> {
  await checkPlacement(tenant, kind, null, input);
  const id = crypto.randomUUID();
  await tenant.db.insert(kind.table as typeof department).values({
    id,
    ...tenant.values,
    parentId: input.parentId === '' ? null : input.parentId,
    name: input.name,
    code: input.code,
    sortNum: input.sortNum,
  });
  return id;
}

/** Renames, recodes or moves a unit after its checks. */
export async function editUnit(tenant: TenantWrite, kind: TreeKind, id: string, input: UnitInput): Promise<null> {
  const existing = await unitOf(tenant, kind, id);
  await checkPlacement(tenant, kind, existing.id, input);
  await unitsTable(tenant, kind).update(existing.id, {
    parentId: input.parentId === '' ? null : input.parentId,
    name: input.name,
    code: input.code,
    sortNum: input.sortNum,
  });
  return null;
}

/** Deletes a unit without children, after `check` (members, majors). */
export async function deleteUnit(
  tenant: TenantWrite,
  kind: TreeKind,
  id: string,
  check: (unitId: string) => Promise<void>,
): Promise<null> {
  const units = unitsTable(tenant, kind);
  const existing = await units.one(id, kind.notFound);
  if ((await units.count(eq(units.table.parentId, existing.id))) > 0) throw new ApiError(409, kind.hasChildren);
  await check(existing.id);
  await units.delete(existing.id);
  return null;
}

/** The number of children of each unit of the organisation's tree. */
export async function childCounts(tenant: Tenant, kind: TreeKind) {
  const units = unitsTable(tenant, kind);
  return units.countBy(units.table.parentId);
}
