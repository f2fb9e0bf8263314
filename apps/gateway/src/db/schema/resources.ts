// Resource categories and carousel banners (issue 47).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
