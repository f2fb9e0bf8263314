// Rows an organisation shares down its tree: a bureau's lesson resource, seen by its schools. The
// condition names organisations, so it lives here with the data layer's other organisation
// conditions, never in an area (areas/tenantScope.test.ts).
import { and, type Column, eq, or, type SQL, sql } from 'drizzle-orm';

/**
 * The rows `orgId` sees of a table whose rows may be shared down: its own (`orgId` column), and
 * those an organisation above it (any ancestor in its tree) marks shared (`shared`). Another
 * organisation's row is never seen, shared or not: a sibling's or a school's below it.
 *
 * Written as "the organisation or one above it" first, an array computed once, so the planner
 * reads the rows through the table's index on its organisation; the same rows as "own, or shared
 * and above" (an `or` whose second half is a subquery), which no index can serve and which read
 * every organisation's rows of the table (`npm run bench -- lessons`).
 */
export function ownOrSharedFromAbove(columns: { orgId: Column; shared: SQL }, orgId: string): SQL {
  return and(
    sql`${columns.orgId} = any(array(
      with recursive up(id, parent_id) as (
        select id, parent_id from organisation where id = ${orgId}
        union all
        select o.id, o.parent_id from organisation o inner join up on o.id = up.parent_id
      )
      select id from up
    ))`,
    or(eq(columns.orgId, orgId), columns.shared),
  ) as SQL;
}
