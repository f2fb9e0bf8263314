// The SQL the gateway runs for a page of the lesson list (areas/resources/lessons.ts), written out
// for the bare route of `npm run bench -- lessons` (scripts/bench-bare-list.ts) and for the plans
// that bench prints: the resources the organisation sees (of it or an organisation above it, and
// its own or shared: tenancy/sharing.ts), filtered, newest first, then the page's files' sizes.

/** A statement and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** The list's columns: every column of `lesson_resource`, as the gateway selects them. */
const COLUMNS = `"id", "org_id", "tenant_org_id", "created_at", "title", "grade_keys", "topic", "kind",
  "cover_id", "description", "visibility", "copied_from_id"`;

/** The conditions of a page asked with `search` (keyword, kind, gradeKey), from parameter $1 on. */
function conditions(orgId: string, search: URLSearchParams): Statement {
  const params: unknown[] = [orgId];
  const parts = [
    `"lesson_resource"."org_id" = any(array(
        with recursive up(id, parent_id) as (
          select id, parent_id from organisation where id = $1
          union all
          select o.id, o.parent_id from organisation o inner join up on o.id = up.parent_id
        )
        select id from up
      )) and ("lesson_resource"."org_id" = $1 or "lesson_resource"."visibility" = 'shared')`,
  ];
  const kind = search.get('kind');
  if (kind) {
    params.push(kind);
    parts.push(`"lesson_resource"."kind" = $${params.length}`);
  }
  const grade = search.get('gradeKey');
  if (grade) {
    params.push([grade]);
    parts.push(`"lesson_resource"."grade_keys" @> $${params.length}`);
  }
  const keyword = search.get('keyword')?.trim();
  if (keyword) {
    params.push(`%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    parts.push(
      `("lesson_resource"."title" ilike $${params.length} or "lesson_resource"."topic" ilike $${params.length})`,
    );
  }
  return { text: parts.join(' and '), params };
}

/** How many resources a page asked with `search` finds. */
export function lessonCountSql(orgId: string, search: URLSearchParams): Statement {
  const where = conditions(orgId, search);
  return { text: `select count(*) from "lesson_resource" where ${where.text}`, params: where.params };
}

/** The rows of the page `search` asks (pageNum, pageSize), newest first. */
export function lessonPageSql(orgId: string, search: URLSearchParams): Statement {
  const where = conditions(orgId, search);
  const pageSize = Number(search.get('pageSize') ?? 10);
  const offset = (Number(search.get('pageNum') ?? 1) - 1) * pageSize;
  const params = [...where.params, pageSize];
  let text = `select ${COLUMNS} from "lesson_resource" where ${where.text}
    order by "lesson_resource"."created_at" desc, "lesson_resource"."id" asc limit $${params.length}`;
  // The gateway's query builder leaves the offset out where it is 0.
  if (offset > 0) {
    params.push(offset);
    text += ` offset $${params.length}`;
  }
  return { text, params };
}

/** The bytes of the files each of `lessonIds` holds. */
export function lessonSizesSql(lessonIds: unknown[]): Statement {
  const placeholders = lessonIds.map((_, index) => `$${index + 1}`).join(', ');
  return {
    text: `select "lesson_resource_file"."resource_id", sum("stored_file"."size") from "lesson_resource_file"
      inner join "stored_file" on "stored_file"."id" = "lesson_resource_file"."file_id"
      where "lesson_resource_file"."resource_id" in (${placeholders})
      group by "lesson_resource_file"."resource_id"`,
    params: lessonIds,
  };
}
