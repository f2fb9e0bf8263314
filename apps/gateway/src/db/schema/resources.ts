// Resource categories and carousel banners (issue 47).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantTable } from './accounts.ts';
import { foreignId } from './columns.ts';
import { storedFile } from './operations.ts';

/**
 * A category of the organisation's resources (the wiki's articles, later its lesson resources): a
 * tree (`parentId` null at the top, at most three levels as the gateway checks), a name unique among
 * its siblings and an order among them. A category with children or content is not deleted, so the
 * parent reference has no cascade.
 */
export const resourceCategory = tenantTable(
  'resource_category',
  {
    parentId: text('parent_id').references((): AnyPgColumn => resourceCategory.id),
    name: text('name').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
  },
  (table) => [
    uniqueIndex('resource_category_sibling_name_idx').on(table.orgId, sql`coalesce(${table.parentId}, '')`, table.name),
    index('resource_category_parent_idx').on(table.parentId),
  ],
);

/**
 * A carousel banner of an organisation (at most five, checked under the organisation's lock): an
 * uploaded image of kind `banner`, a title, the http(s) link the mobile app opens, the days it shows
 * (both included), its place in the carousel and whether it is enabled.
 */
export const banner = tenantTable(
  'banner',
  {
    imageId: foreignId('image_id', () => storedFile.id),
    title: text('title').notNull(),
    link: text('link').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    sortNum: integer('sort_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    index('banner_org_sort_idx').on(table.orgId, table.sortNum),
    check('banner_period_check', sql`${table.startDate} <= ${table.endDate}`),
    check('banner_link_check', sql`${table.link} ~* '^https?://'`),
  ],
);

/**
 * An article of the school wiki, filed under a resource category (which is then not deleted). The
 * body is kept as the gateway sanitised it; `searchText` is the title, tags and the body's text,
 * normalised, and `searchGrams` its two-character pieces, which the GIN index finds for any search
 * of two characters or more (docs/decisions.md, "The wiki's search").
 */
export const wikiArticle = tenantTable(
  'wiki_article',
  {
    categoryId: foreignId('category_id', () => resourceCategory.id),
    title: text('title').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    body: text('body').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    searchGrams: text('search_grams').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
  },
  (table) => [
    index('wiki_article_org_created_idx').on(table.orgId, table.createdAt),
    index('wiki_article_category_idx').on(table.categoryId),
    index('wiki_article_grams_idx').using('gin', table.searchGrams),
    check('wiki_article_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
);

/**
 * The stored files an article holds: the images its body shows and its attachments, in order.
 * Listed so that a file is known to be the article's (its organisation's upload, checked on save).
 */
export const wikiArticleFile = tenantTable(
  'wiki_article_file',
  {
    articleId: foreignId('article_id', () => wikiArticle.id, { onDelete: 'cascade' }),
    fileId: foreignId('file_id', () => storedFile.id),
    role: text('role').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
  },
  (table) => [
    uniqueIndex('wiki_article_file_idx').on(table.articleId, table.fileId),
    check('wiki_article_file_role_check', sql`${table.role} in ('image', 'attachment')`),
  ],
);

/**
 * A lesson resource (issue 47): a video, a recording, a document or an image set a teacher prepares
 * a lesson with, for some grade levels and an item or topic, with an optional 4:3 cover. Its files
 * are its organisation's uploads of the kind's upload kind, listed in `lesson_resource_file`.
 * `visibility` says whether a management organisation shares it with its schools (every
 * organisation below it), who read and play it and may copy it; `copiedFromId` names the shared
 * resource a copy was made from (no reference: the original may go, the copy stays the school's).
 */
export const lessonResource = tenantTable(
  'lesson_resource',
  {
    title: text('title').notNull(),
    gradeKeys: text('grade_keys').array().notNull().default(sql`'{}'::text[]`),
    topic: text('topic').notNull(),
    kind: text('kind').notNull(),
    coverId: text('cover_id').references(() => storedFile.id),
    description: text('description').notNull().default(''),
    visibility: text('visibility').notNull().default('own'),
    copiedFromId: text('copied_from_id'),
  },
  (table) => [
    index('lesson_resource_org_created_idx').on(table.orgId, table.createdAt),
    check('lesson_resource_kind_check', sql`${table.kind} in ('video', 'audio', 'document', 'images')`),
    check('lesson_resource_visibility_check', sql`${table.visibility} in ('own', 'shared')`),
  ],
);

/** The files a lesson resource holds, in order: one for a video, recording or document, up to nine images. */
export const lessonResourceFile = tenantTable(
  'lesson_resource_file',
  {
    resourceId: foreignId('resource_id', () => lessonResource.id, { onDelete: 'cascade' }),
    fileId: foreignId('file_id', () => storedFile.id),
    sortNum: integer('sort_num').notNull().default(0),
  },
  (table) => [
    uniqueIndex('lesson_resource_file_idx').on(table.resourceId, table.fileId),
    index('lesson_resource_file_file_idx').on(table.fileId),
  ],
);
