// The school wiki (issue 47): the `wikiManagement/schoolWiki` screen of the k12, nf and gx frames.
// An article is filed under one of the organisation's resource categories; its body is sanitised
// here whatever the client sends (wikiHtml.ts), its images and attachments must be the
// organisation's own uploads, and its title, tags and text are searched by their two-character
// pieces (docs/decisions.md, "The wiki's search").
import { randomUUID } from 'node:crypto';
import { checkTransition, searchBigrams, searchNormalised, WIKI_LIMITS } from '@school-sports/domain';
import {
  articleAdd,
  articleDelete,
  articleDetail,
  articleEdit,
  articleExport,
  articlePage,
  articleSetStatus,
  type DataOf,
} from '@school-sports/gateway-client/contract';
import { and, arrayContains, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { resourceCategory, storedFile, wikiArticle, wikiArticleFile } from '../../db/schema.ts';
import { checkAttachable, dropUnheldFiles, fileAnswer, fileColumns } from '../../files/held.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { sanitiseBody } from './wikiHtml.ts';

type ArticleRow = DataOf<typeof articlePage>['records'][number];
type ArticleInput = HandlerContext<typeof articleAdd>['input'];
type Row = typeof wikiArticle.$inferSelect;

/** The organisation's categories: each one's path from the top, and the ids of its branch. */
async function categoryTree(tenant: Tenant) {
  const rows = await tenant.scoped(resourceCategory).list({ orderBy: [asc(resourceCategory.sortNum)] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    let next: string | null | undefined = id;
    // The tree is at most three levels; the bound guards against a broken row alone.
    while (next && names.length < 5) {
      const row = byId.get(next);
      if (!row) break;
      names.unshift(row.name);
      next = row.parentId;
    }
    return names.join(' / ');
  };
  /** `id` and every category below it. */
  const branchOf = (id: string): string[] => {
    const ids = [id];
    for (let at = 0; at < ids.length; at += 1) {
      for (const row of rows) if (row.parentId === ids[at]) ids.push(row.id);
    }
    return ids;
  };
  return { pathOf, branchOf };
}

function rowOf(row: Row, pathOf: (id: string) => string): ArticleRow {
  return {
    articleId: row.id,
    title: row.title,
    categoryId: row.categoryId,
    categoryName: pathOf(row.categoryId),
    tags: row.tags,
    status: row.status === 'published' ? 'published' : 'draft',
    createdAt: new Date(row.createdAt).toISOString(),
    publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
  };
}

/**
 * The condition of a search: every two-character piece of the words searched is among the
 * article's (the GIN index finds those), and the words themselves stand in its text in that order
 * (the pieces alone could come from different places).
 */
function searchCondition(keyword: string | undefined) {
  const normalised = searchNormalised(keyword ?? '');
  if (normalised === '') return undefined;
  const grams = searchBigrams(normalised).filter((gram) => Array.from(gram).length === 2);
  return and(
    grams.length > 0 ? arrayContains(wikiArticle.searchGrams, grams) : undefined,
    like(wikiArticle.searchText, containing(normalised)),
  );
}

/** Refuses a category that is not the organisation's. */
async function checkCategory(tenant: Tenant, categoryId: string) {
  const found = await tenant.scoped(resourceCategory).exists(eq(resourceCategory.id, categoryId));
  if (!found) throw new ApiError(400, 'validation.wiki.category', { field: 'categoryId' });
}

/** The article's columns from the form, its body sanitised and its search text and pieces. */
function articleColumns(input: ArticleInput) {
  const body = sanitiseBody(input.body);
  const searchText = searchNormalised([input.title, ...input.tags, body.text].join(' '));
  return {
    body,
    columns: {
      title: input.title,
      categoryId: input.categoryId,
      tags: input.tags,
      body: body.html,
      bodyText: body.text,
      searchText,
      searchGrams: searchBigrams(searchText),
    },
  };
}

/**
 * Checks the category and files of an article and records its files: the body's images (uploads
 * of kind image) and the attachments, all of the organisation. Files the article held before and
 * holds no more are removed when nothing else holds them.
 */
async function fileArticle(tenant: TenantWrite, articleId: string, input: ArticleInput, imageIds: string[]) {
  if (imageIds.length > WIKI_LIMITS.images) throw new ApiError(400, 'wiki.tooManyImages', { field: 'body' });
  const wanted = [
    ...imageIds.map((fileId) => ({ fileId, role: 'image', kind: 'image', field: 'body' })),
    ...input.attachmentIds.map((fileId) => ({
      fileId,
      role: 'attachment',
      kind: 'wikiAttachment',
      field: 'attachmentIds',
    })),
  ];
  await checkAttachable(
    tenant,
    wanted.map((file) => ({ fileId: file.fileId, kinds: [file.kind], field: file.field })),
    { message: 'wiki.fileNotFound', status: 400 },
  );
  const before = await tenant.rows(wikiArticleFile).where(eq(wikiArticleFile.articleId, articleId));
  const held = await tenant.db.select({ fileId: wikiArticleFile.fileId }).from(wikiArticleFile).where(before);
  await tenant.db.delete(wikiArticleFile).where(before);
  const seen = new Set<string>();
  const rows = wanted
    .filter((file) => !seen.has(file.fileId) && seen.add(file.fileId))
    .map((file, sortNum) => ({
      id: randomUUID(),
      ...tenant.values,
      articleId,
      fileId: file.fileId,
      role: file.role,
      sortNum,
    }));
  if (rows.length > 0) await tenant.db.insert(wikiArticleFile).values(rows);
  await dropUnheldFiles(
    tenant,
    held.map((one) => one.fileId).filter((fileId) => !seen.has(fileId)),
  );
}

/** How many articles each of `categoryIds` holds (the category delete refuses one that holds any). */
export async function articlesIn(tenant: Tenant, categoryIds: readonly string[]): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  return tenant.scoped(wikiArticle).countBy(wikiArticle.categoryId, inArray(wikiArticle.categoryId, [...categoryIds]));
}

export function registerWikiRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(articlePage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const tree = await categoryTree(tenant);
    const page = await tenant.scoped(wikiArticle).page(input, {
      where: and(
        input.status ? eq(wikiArticle.status, input.status) : undefined,
        input.categoryId ? inArray(wikiArticle.categoryId, tree.branchOf(input.categoryId)) : undefined,
        searchCondition(input.keyword),
      ),
      orderBy: sortedBy(
        input,
        {
          title: wikiArticle.title,
          status: wikiArticle.status,
          createdAt: wikiArticle.createdAt,
          publishedAt: wikiArticle.publishedAt,
        },
        [desc(wikiArticle.createdAt), asc(wikiArticle.id)],
      ),
    });
    return { ...page, records: page.records.map((row) => rowOf(row, tree.pathOf)) };
  });
  router.rows(articleExport, articlePage);

  router.json(articleDetail, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const row = await tenant.scoped(wikiArticle).one(input.articleId, 'wiki.notFound');
    const tree = await categoryTree(tenant);
    const files = await tenant.db
      .select(fileColumns)
      .from(wikiArticleFile)
      .innerJoin(storedFile, eq(storedFile.id, wikiArticleFile.fileId))
      .where(
        tenant
          .rows(wikiArticleFile)
          .where(eq(wikiArticleFile.articleId, row.id), eq(wikiArticleFile.role, 'attachment')),
      )
      .orderBy(asc(wikiArticleFile.sortNum));
    return {
      ...rowOf(row, tree.pathOf),
      body: row.body,
      attachments: files.map(fileAnswer),
    };
  });

  router.json(articleAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const articleId = randomUUID();
      const { body, columns } = articleColumns(input);
      await checkCategory(tenant, input.categoryId);
      await tenant.db.insert(wikiArticle).values({
        id: articleId,
        ...tenant.values,
        ...columns,
        status: input.status,
        publishedAt: input.status === 'published' ? new Date().toISOString() : null,
      });
      await fileArticle(tenant, articleId, input, body.imageIds);
      return { articleId };
    }),
  );

  router.json(articleEdit, async ({ caller, input }) =>
    data.writeRow(caller, wikiArticle, input.articleId, 'wiki.notFound', async (existing, articles, tenant) => {
      const { body, columns } = articleColumns(input);
      await checkCategory(tenant, input.categoryId);
      const publishing = input.status === 'published' && existing.status !== 'published';
      await articles.update(existing.id, {
        ...columns,
        status: input.status,
        ...(publishing ? { publishedAt: new Date().toISOString() } : {}),
      });
      await fileArticle(tenant, existing.id, input, body.imageIds);
      return null;
    }),
  );

  router.json(articleSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, wikiArticle, input.articleId, 'wiki.notFound', async (existing, articles) => {
      const check = checkTransition('publication', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await articles.update(existing.id, {
        status: input.status,
        ...(input.status === 'published' ? { publishedAt: new Date().toISOString() } : {}),
      });
      return null;
    }),
  );

  router.json(articleDelete, async ({ caller, input }) =>
    data.writeRow(caller, wikiArticle, input.articleId, 'wiki.notFound', async (existing, articles, tenant) => {
      const held = await tenant.db
        .select({ fileId: wikiArticleFile.fileId })
        .from(wikiArticleFile)
        .where(tenant.rows(wikiArticleFile).where(eq(wikiArticleFile.articleId, existing.id)));
      await articles.delete(existing.id);
      await dropUnheldFiles(
        tenant,
        held.map((one) => one.fileId),
      );
      return null;
    }),
  );
}
