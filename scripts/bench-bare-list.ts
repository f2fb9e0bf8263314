// The baseline of `npm run bench -- lists`: a bare Fastify route answering the student page with
// the same SQL the gateway runs for it (the count, the ordered page over the class and grade joins,
// the page's parents), on PostgreSQL (BARE_DATABASE_URL) or on a PGlite data dir opened alone
// (BARE_PGLITE_DIR). No sign-in, no authorisation, no validation: what is left when the database
// work is all there is. Prints `listening <port>` once it listens.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The organisation whose students the page lists (the gateway takes it from the caller's account). */
const orgId = process.env.BARE_ORG_ID ?? '';

/** The count the gateway runs: students over their class join, of the organisation. */
const COUNT_SQL =
  'select count(*) from "student" inner join "school_class" on "school_class"."id" = "student"."class_id" where "student"."org_id" = $1';

/** The page the gateway runs: the list's columns over the class and grade joins, in the list's order. */
const PAGE_SQL = `select "student"."id", "student"."name", "student"."sex", "student"."student_number",
  "student"."registration_number", "student"."id_card", "student"."nation", "student"."birth_date",
  "student"."class_id", "school_class"."name" as "class_name", "school_class"."grade_id", "grade"."kind",
  "grade"."level", "student"."face_photo_id", "student"."status"
  from "student"
  inner join "school_class" on "school_class"."id" = "student"."class_id"
  inner join "grade" on "grade"."id" = "school_class"."grade_id"
  where "student"."org_id" = $1
  order by "grade"."level" asc, "school_class"."code" asc, "student"."student_number" asc
  limit $2`;

/** The page's parents, as the gateway reads them: one placeholder per student of the page. */
function parentsSql(count: number): string {
  const placeholders = Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');
  return `select "student_parent"."student_id", "parent"."id", "parent"."name", "parent"."sex",
  "student_parent"."relationship", "parent"."mobile"
  from "student_parent" inner join "parent" on "parent"."id" = "student_parent"."parent_id"
  where "student_parent"."student_id" in (${placeholders})
  order by "student_parent"."sort_num" asc, "parent"."name" asc`;
}

async function open(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.BARE_DATABASE_URL) {
    // As many connections as a gateway opens by default.
    const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const client = new PGlite(process.env.BARE_PGLITE_DIR ?? '');
  return {
    query: (text, params) => client.query<Record<string, unknown>>(text, params),
    close: () => client.close(),
  };
}

const database = await open();
const app = Fastify({ logger: false });
app.get('/student/page', async (request) => {
  const query = request.query as { pageNum?: string; pageSize?: string };
  const pageNum = Number(query.pageNum ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  const counted = await database.query(COUNT_SQL, [orgId]);
  // The gateway's query builder leaves the offset out on the first page.
  const offset = (pageNum - 1) * pageSize;
  const { rows } = offset
    ? await database.query(`${PAGE_SQL} offset $3`, [orgId, pageSize, offset])
    : await database.query(PAGE_SQL, [orgId, pageSize]);
  const ids = rows.map((row) => row.id);
  const parents = ids.length > 0 ? (await database.query(parentsSql(ids.length), ids)).rows : [];
  const byStudent = new Map<unknown, Record<string, unknown>[]>();
  for (const one of parents) byStudent.set(one.student_id, [...(byStudent.get(one.student_id) ?? []), one]);
  const records = rows.map((row) => ({ ...row, parents: byStudent.get(row.id) ?? [] }));
  return { code: 0, data: { records, total: Number(counted.rows[0]?.count ?? 0), pageNum, pageSize } };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
