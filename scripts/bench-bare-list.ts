// The baseline of `npm run bench -- lists` and `-- lessons`: bare Fastify routes answering the
// student page and the lesson list's page with the same SQL the gateway runs for them (the classes
// in order with their counts, the page read class by class over the class and grade joins, the
// page's parents; the lessons counted, the page's rows, their files' sizes), on PostgreSQL
// (BARE_DATABASE_URL) or on a PGlite data dir opened alone (BARE_PGLITE_DIR). No sign-in, no
// authorisation, no validation: what is left when the database work is all there is. Prints
// `listening <port>` once it listens.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { lessonCountSql, lessonPageSql, lessonSizesSql } from './bench-lesson-sql.ts';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The organisation whose students the page lists (the gateway takes it from the caller's account). */
const orgId = process.env.BARE_ORG_ID ?? '';

/** The classes of the organisation in the list's order, with the students the database counts in each. */
const CLASSES_SQL = `select "school_class"."id", "school_class"."student_count" from "school_class"
  inner join "grade" on "grade"."id" = "school_class"."grade_id"
  where "school_class"."org_id" = $1
  order by "grade"."level" asc, "school_class"."code" asc, "school_class"."id" asc`;

/** The page's rows of one class: the list's columns over the class and grade joins, in the class's order. */
const PAGE_SQL = `select "student"."id", "student"."name", "student"."sex", "student"."student_number",
  "student"."registration_number", "student"."id_card", "student"."nation", "student"."birth_date",
  "student"."class_id", "school_class"."name" as "class_name", "school_class"."grade_id", "grade"."kind",
  "grade"."level", "student"."face_photo_id", "student"."status"
  from "student"
  inner join "school_class" on "school_class"."id" = "student"."class_id"
  inner join "grade" on "grade"."id" = "school_class"."grade_id"
  where "student"."org_id" = $1 and "student"."class_id" = $2
  order by "student"."student_number" asc, "student"."id" asc
  limit $3`;

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
  const classes = (await database.query(CLASSES_SQL, [orgId])).rows;
  const start = (pageNum - 1) * pageSize;
  let total = 0;
  let offset = -1;
  const covering: unknown[] = [];
  for (const { id, student_count: count } of classes) {
    const students = Number(count);
    if (total + students > start && total < start + pageSize) {
      if (covering.length === 0) offset = start - total;
      covering.push(id);
    }
    total += students;
  }
  const rows: Record<string, unknown>[] = [];
  for (const classId of covering) {
    const limit = pageSize - rows.length;
    // The gateway's query builder leaves the offset out where it is 0.
    const page =
      offset > 0
        ? await database.query(`${PAGE_SQL} offset $4`, [orgId, classId, limit, offset])
        : await database.query(PAGE_SQL, [orgId, classId, limit]);
    rows.push(...page.rows);
    offset = 0;
  }
  const ids = rows.map((row) => row.id);
  const parents = ids.length > 0 ? (await database.query(parentsSql(ids.length), ids)).rows : [];
  const byStudent = new Map<unknown, Record<string, unknown>[]>();
  for (const one of parents) byStudent.set(one.student_id, [...(byStudent.get(one.student_id) ?? []), one]);
  const records = rows.map((row) => ({ ...row, parents: byStudent.get(row.id) ?? [] }));
  return { code: 0, data: { records, total, pageNum, pageSize } };
});
app.get('/lesson/page', async (request) => {
  const search = new URLSearchParams(request.query as Record<string, string>);
  const counted = lessonCountSql(orgId, search);
  const [total] = (await database.query(counted.text, counted.params)).rows;
  const page = lessonPageSql(orgId, search);
  const rows = (await database.query(page.text, page.params)).rows;
  const sizes = new Map<unknown, number>();
  if (rows.length > 0) {
    const summed = lessonSizesSql(rows.map((row) => row.id));
    for (const one of (await database.query(summed.text, summed.params)).rows)
      sizes.set(one.resource_id, Number(one.sum));
  }
  const records = rows.map((row) => ({ ...row, size: sizes.get(row.id) ?? 0 }));
  return {
    code: 0,
    data: {
      records,
      total: Number(total?.count ?? 0),
      pageNum: search.get('pageNum'),
      pageSize: search.get('pageSize'),
    },
  };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${new URL(address).port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
