// Resource categories (issue 47): the `wikiManagement/ResClassification` screen of the k12 and gx
// frames. A tree of at most three levels, names unique among siblings (the unique index settles a
// race), an order among siblings moved one place at a time, and no delete while children or content
// hang on a category.
import { randomUUID } from 'node:crypto';
import {
  categoryAddProblem,
  categoryDeleteProblem,
  categoryDepthProblem,
  categoryMoveProblem,
  moveAmongSiblings,
  RESOURCE_LIMITS,
} from '@school-sports/domain';
import {
  categoryAdd,
  categoryDelete,
  categoryEdit,
  categoryList,
  categoryMove,
} from '@school-sports/gateway-client/contract';
import { asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { resourceCategory } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { articlesIn } from './wiki.ts';

const SIBLING_ORDER = [asc(resourceCategory.sortNum), asc(resourceCategory.createdAt), asc(resourceCategory.id)];

/**
 * How much content is filed under each of `categoryIds`: the school wiki's articles (the lesson
 * resources will add theirs here). The delete refuses a category this counts.
 */
export async function categoryUses(tenant: Tenant, categoryIds: readonly string[]): Promise<Map<string, number>> {
  const articles = await articlesIn(tenant, categoryIds);
  return new Map(categoryIds.map((id) => [id, articles.get(id) ?? 0]));
}

/** The condition on a category's siblings: the same parent, or the top level. */
function siblingsOf(parentId: string | null) {
  return parentId === null ? isNull(resourceCategory.parentId) : eq(resourceCategory.parentId, parentId);
}

/** The ids from `parentId` up to the top (the parent first); at most the tree's depth of reads. */
async function ancestorsFrom(tenant: Tenant, parentId: string | null): Promise<string[]> {
  const ids: string[] = [];
  let next = parentId;
  // A tree deeper than the limit cannot be stored; the bound guards against a broken row alone.
  while (next !== null && ids.length <= RESOURCE_LIMITS.categoryDepth) {
    const parent = await tenant.scoped(resourceCategory).one(next, 'category.notFound');
    ids.push(parent.id);
    next = parent.parentId;
  }
  return ids;
}

/** How many levels the branch of `id` spans: 1 for a leaf. */
async function branchHeight(tenant: Tenant, id: string): Promise<number> {
  let level = [id];
  let height = 0;
  while (level.length > 0 && height <= RESOURCE_LIMITS.categoryDepth) {
    height += 1;
    const children = await tenant.scoped(resourceCategory).list({ where: inArray(resourceCategory.parentId, level) });
    level = children.map((child) => child.id);
  }
  return height;
}

/** Refuses a name a sibling under `parentId` has (the unique index catches the race after it). */
async function checkName(tenant: TenantWrite, parentId: string | null, name: string, ownId: string | null) {
  const taken = await tenant
    .scoped(resourceCategory)
    .exists(siblingsOf(parentId), eq(resourceCategory.name, name), ownId ? ne(resourceCategory.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'category.nameTaken', { name });
}

/** The sort number after the last of the siblings under `parentId`. */
async function nextSortNum(tenant: Tenant, parentId: string | null): Promise<number> {
  const siblings = await tenant.scoped(resourceCategory).list({ where: siblingsOf(parentId), orderBy: SIBLING_ORDER });
  return siblings.reduce((last, sibling) => Math.max(last, sibling.sortNum + 1), 0);
}

export function registerCategoryRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(categoryList, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const rows = await tenant.scoped(resourceCategory).list({ orderBy: SIBLING_ORDER });
    const children = await tenant.scoped(resourceCategory).countBy(resourceCategory.parentId);
    const uses = await categoryUses(
      tenant,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      categoryId: row.id,
      parentId: row.parentId ?? '',
      name: row.name,
      sortNum: row.sortNum,
      childCount: children.get(row.id) ?? 0,
      useCount: uses.get(row.id) ?? 0,
    }));
  });

  router.json(categoryAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        const full = categoryAddProblem(await tenant.scoped(resourceCategory).count());
        if (full) throw new ApiError(409, full);
        const parentId = input.parentId || null;
        const ancestors = await ancestorsFrom(tenant, parentId);
        const tooDeep = categoryDepthProblem(ancestors.length);
        if (tooDeep) throw new ApiError(409, tooDeep, { field: 'parentId' });
        await checkName(tenant, parentId, input.name, null);
        const categoryId = randomUUID();
        await tenant.db.insert(resourceCategory).values({
          id: categoryId,
          ...tenant.values,
          parentId,
          name: input.name,
          sortNum: await nextSortNum(tenant, parentId),
        });
        return { categoryId };
      },
      { id: 'category.nameTaken', values: { name: input.name } },
    ),
  );

  router.json(categoryEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      resourceCategory,
      input.categoryId,
      'category.notFound',
      async (existing, categories, tenant) => {
        const parentId = input.parentId || null;
        const moved = parentId !== existing.parentId;
        if (moved) {
          const problem = categoryMoveProblem({
            id: existing.id,
            newParentId: parentId,
            ancestorsOfNewParent: await ancestorsFrom(tenant, parentId),
            branchHeight: await branchHeight(tenant, existing.id),
          });
          if (problem) throw new ApiError(409, problem, { field: 'parentId' });
        }
        await checkName(tenant, parentId, input.name, existing.id);
        await categories.update(existing.id, {
          name: input.name,
          parentId,
          ...(moved ? { sortNum: await nextSortNum(tenant, parentId) } : {}),
        });
        return null;
      },
      { id: 'category.nameTaken', values: { name: input.name } },
    ),
  );

  router.json(categoryMove, async ({ caller, input }) =>
    data.writeRow(caller, resourceCategory, input.categoryId, 'category.notFound', async (existing, categories) => {
      const siblings = await categories.list({ where: siblingsOf(existing.parentId), orderBy: SIBLING_ORDER });
      const order = moveAmongSiblings(
        siblings.map((sibling) => sibling.id),
        existing.id,
        input.direction,
      );
      // Renumbered from 0 so that equal or sparse numbers (older rows, demo data) still move one place.
      for (const [index, id] of order.entries()) {
        if (siblings[index]?.id !== id || siblings[index]?.sortNum !== index)
          await categories.update(id, { sortNum: index });
      }
      return null;
    }),
  );

  router.json(categoryDelete, async ({ caller, input }) =>
    data.writeRow(
      caller,
      resourceCategory,
      input.categoryId,
      'category.notFound',
      async (existing, categories, tenant) => {
        const uses = (await categoryUses(tenant, [existing.id])).get(existing.id) ?? 0;
        const problem = categoryDeleteProblem({
          children: await categories.count(eq(resourceCategory.parentId, existing.id)),
          uses,
        });
        if (problem) throw new ApiError(409, problem, { count: uses });
        await categories.delete(existing.id);
        return null;
      },
    ),
  );
}
