// `npm run bench -- wiki`: the school wiki's search over 10,000 articles on PGlite and PostgreSQL.
// The gateway's query (every two-character piece of the words among the article's, through the GIN
// index, then the words in order in its normalised text) beside the same `LIKE` over every row, for
// a rare two-character word, a common one and a four-character phrase; and what a trigram index
// (pg_trgm) finds of a two-character word. Articles are written straight into a table shaped as
// `wiki_article`'s search columns, with the gateway's own normalising and pieces.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { searchBigrams, searchNormalised } from '@school-sports/domain';
import pg from 'pg';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { median, postgresServer, type Row } from './bench-helpers.ts';

const ARTICLES = Number(process.env.WIKI_ARTICLES || 10_000);
const RUNS = 15;

// Words of a school's sports and health texts; the article text is drawn from them.
const WORDS = (
  '体育 健康 跳绳 跑步 足球 篮球 排球 游泳 体操 武术 田径 短跑 长跑 跳远 跳高 投掷 热身 放松 拉伸 力量 ' +
  '耐力 速度 灵敏 协调 柔韧 心率 呼吸 营养 睡眠 视力 安全 防护 扭伤 冷敷 器材 场地 口令 队形 集合 课堂 ' +
  '常规 练习 比赛 规则 裁判 成绩 测试 标准 评价 学生 老师 家长 班级 年级 学校 课程 教案 单元 目标 方法'
).split(' ');
/** The rare word: in one article of 500. */
const RARE = '摆臂';

/** An article's normalised text: about 300 characters of the words, the rare one now and then. */
function articleText(index: number): string {
  const parts: string[] = [];
  let seed = Math.imul(index + 1, 2654435761) >>> 0;
  for (let at = 0; at < 150; at++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    parts.push(WORDS[(seed >>> 8) % WORDS.length] as string);
  }
  if (index % 500 === 0) parts.splice(40, 0, RARE);
  return searchNormalised(parts.join(''));
}

interface Sql {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

async function fill(db: Sql): Promise<void> {
  await db.query(
    `create table wiki_bench (id int primary key, search_text text not null, search_grams text[] not null)`,
  );
  for (let start = 0; start < ARTICLES; start += 500) {
    const ids: number[] = [];
    const texts: string[] = [];
    const grams: string[] = [];
    for (let index = start; index < Math.min(ARTICLES, start + 500); index++) {
      const text = articleText(index);
      ids.push(index);
      texts.push(text);
      grams.push(`{${searchBigrams(text).join(',')}}`);
    }
    await db.query(
      'insert into wiki_bench select id, search_text, grams::text[] from unnest($1::int[], $2::text[], $3::text[]) as t(id, search_text, grams)',
      [ids, texts, grams],
    );
  }
  await db.query('create index wiki_bench_grams_idx on wiki_bench using gin (search_grams)');
  await db.query('analyze wiki_bench');
}

/** The median time of `sql` in milliseconds, and the rows it found. */
async function timed(db: Sql, sql: string, params: unknown[]): Promise<{ ms: number; found: number }> {
  let found = 0;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await db.query(sql, params);
    times.push(performance.now() - started);
    found = Number(result.rows[0]?.found ?? 0);
  }
  return { ms: median(times), found };
}

const GRAMS = 'select count(*) as found from wiki_bench where search_grams @> $1::text[] and search_text like $2';
const SCAN = 'select count(*) as found from wiki_bench where search_text like $1';

async function measure(db: Sql, name: string): Promise<Row[]> {
  await fill(db);
  const rows: Row[] = [];
  for (const [label, word] of [
    [`rare two characters (${RARE})`, RARE],
    ['common two characters (跳绳)', '跳绳'],
    ['four characters (跳绳跑步)', '跳绳跑步'],
  ] as const) {
    const grams = searchBigrams(word);
    const indexed = await timed(db, GRAMS, [grams, `%${word}%`]);
    const scan = await timed(db, SCAN, [`%${word}%`]);
    rows.push([
      `wiki search ${name}, ${ARTICLES} articles, ${label}`,
      `${indexed.ms.toFixed(2)} ms, ${indexed.found} found`,
      `${scan.ms.toFixed(2)} ms, ${scan.found} found (LIKE over every row)`,
      `${(indexed.ms / scan.ms).toFixed(2)}x`,
    ]);
  }
  // What a trigram index makes of two characters: no trigram to look up, so every row is rechecked.
  await db.query('create extension if not exists pg_trgm');
  await db.query('create index wiki_bench_trgm_idx on wiki_bench using gin (search_text gin_trgm_ops)');
  await db.query('analyze wiki_bench');
  // The planner would rather scan; the index is made to answer, to show what it holds for two characters.
  await db.query('set enable_seqscan = off');
  const trigram = await timed(db, SCAN, [`%${RARE}%`]);
  const plan = (await db.query(`explain (analyze, format json) ${SCAN}`, [`%${RARE}%`])).rows[0] as Record<
    string,
    unknown
  >;
  const text = JSON.stringify(plan);
  const recheck = /"Rows Removed by Index Recheck":\s*(\d+)/.exec(text)?.[1] ?? '0';
  await db.query('reset enable_seqscan');
  rows.push([
    `wiki search ${name}, trigram index, ${RARE}`,
    `${trigram.ms.toFixed(2)} ms, ${trigram.found} found, ${recheck} rows rechecked`,
    'bigram pieces above',
    '-',
  ]);
  return rows;
}

export async function benchWiki(): Promise<Row[]> {
  const rows: Row[] = [];
  const lite = new PGlite({ extensions: { pg_trgm } });
  try {
    rows.push(...(await measure(lite, 'PGlite')));
  } finally {
    await lite.close();
  }
  const server = await postgresServer();
  if (!server) return [...rows, ['wiki search PostgreSQL: not measured', 'no server', '-', '-']];
  const database = await throwAwayPostgres(server);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    rows.push(...(await measure(client, 'PostgreSQL')));
  } finally {
    await client.end();
    await database.drop();
  }
  return rows;
}
