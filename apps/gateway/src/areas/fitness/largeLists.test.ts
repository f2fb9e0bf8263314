// The score search as a large list (docs/decisions.md, "Large lists"): read by key, whether a page
// is reached by its neighbour's cursor, by number or as the last page, in every sort, going both
// ways, with ties on the sort key and with filters, no page shares or skips a row; above a small
// threshold the total is said to be an estimate; a cursor the gateway did not make is refused; and
// another organisation's results never appear. The export reads the list by key as well.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitnessResult, organisation, student } from '../../db/schema.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

/** Where the test's gateway turns a total to an estimate: a few dozen rows rather than thousands. */
const EXACT_BELOW = 25;

type Found = { resultId: string; measuredAt: string; score: number | null; value: number; item: string };
type Answer = {
  records: Found[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalIsEstimate?: true;
  cursors?: { previous?: string; next?: string };
};

/** The month the test's own results were measured in, far from the demo data's. */
const WINDOW = { startDate: '2001-03-01', endDate: '2001-03-31', utcOffset: 0 };
/** The year of the results the export streams: more than one read of an export. */
const EXPORT_WINDOW = { startDate: '2002-01-01', endDate: '2002-12-31', utcOffset: 0 };

describe.each(testDatabases())('the score search as a large list on $name', ({ open }) => {
  const gateway = gatewayFixture(open, { exactTotalBelow: EXACT_BELOW });
  const tokens = gateway.signedIn({ k12: 'k12admin' });
  const expectRefused = refusalCheck(gateway.snapshot(fitnessResult));
  let orgId = '';
  let othersIds = new Set<string>();

  /**
   * Results kept by `owner` of the school's students: three at each instant (ties), some without a
   * score, two items. Another organisation's are of the same students, so only the organisation
   * of the result keeps them apart.
   */
  async function resultsOf(owner: { id: string; tenantOrgId: string }, count: number, year: number, tag: string) {
    const db = gateway.database.db;
    const pupils = await db
      .select({ id: student.id, classId: student.classId })
      .from(student)
      .where(eq(student.orgId, orgId))
      .orderBy(asc(student.id))
      .limit(4);
    if (pupils.length === 0) throw new Error('an organisation without students');
    const rows = Array.from({ length: count }, (_, index) => {
      const pupil = pupils[index % pupils.length] as { id: string; classId: string | null };
      const sprint = index % 3 !== 2;
      return {
        // Hex alone, so every collation orders the ids as they are written.
        id: `${tag}${String(index).padStart(5, '0')}${randomUUID().replaceAll('-', '')}`,
        orgId: owner.id,
        tenantOrgId: owner.tenantOrgId,
        studentId: pupil.id,
        classId: pupil.classId,
        gradeKey: 'g1',
        sex: 'male',
        measurement: sprint ? 'sprint50m' : 'sitAndReach',
        item: sprint ? 'sprint50m' : 'sitAndReach',
        value: 5 + (index % 7),
        score: index % 5 === 0 ? null : 60 + (index % 4),
        band: null,
        scoringVersion: 'test',
        measuredAt: new Date(Date.UTC(year, 2, 1 + Math.floor(index / 72), Math.floor(index / 3) % 24, 0, 0, 7)),
        source: 'manual',
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(fitnessResult).values(rows.slice(start, start + 500));
    }
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    const db = gateway.database.db;
    orgId = await gateway.orgIdOf(tokens.k12);
    const [own] = await db
      .select({ id: organisation.id, tenantOrgId: organisation.tenantOrgId })
      .from(organisation)
      .where(eq(organisation.id, orgId));
    const [other] = await db
      .select({ id: organisation.id, tenantOrgId: organisation.tenantOrgId })
      .from(organisation)
      .where(ne(organisation.id, orgId))
      .orderBy(asc(organisation.id))
      .limit(1);
    if (!own || !other) throw new Error('the demo data has no second organisation');
    await resultsOf(own, 60, 2001, 'a');
    await resultsOf(own, 2_100, 2002, 'b');
    // Another organisation's results at the very same instants, which the school must never see.
    othersIds = new Set(await resultsOf(other, 60, 2001, 'c'));
    // As autovacuum would soon after: the planner's estimate of the month is then near its count.
    await db.execute(sql`analyze fitness_result`);
  });

  const page = (query: Record<string, unknown>) =>
    gateway.ok<Answer>(tokens.k12, 'GET', 'scoreSearch/page', { ...WINDOW, pageSize: 10, ...query });

  /** Every result of the school in the month, in `order`: what the pages must add up to. */
  async function whole(order: SQL[], where?: SQL): Promise<string[]> {
    const rows = await gateway.database.db
      .select({ id: fitnessResult.id })
      .from(fitnessResult)
      .where(
        and(
          eq(fitnessResult.orgId, orgId),
          gte(fitnessResult.measuredAt, new Date('2001-03-01T00:00:00Z')),
          lt(fitnessResult.measuredAt, new Date('2001-04-01T00:00:00Z')),
          where,
        ),
      )
      .orderBy(...order);
    return rows.map((row) => row.id);
  }

  const newest = [desc(fitnessResult.measuredAt), asc(fitnessResult.id)];
  const sorts: [Record<string, string>, SQL[]][] = [
    [{}, newest],
    [{ sortBy: 'score', sortOrder: 'asc' }, [asc(fitnessResult.score), ...newest]],
    [{ sortBy: 'score', sortOrder: 'desc' }, [desc(fitnessResult.score), ...newest]],
    [{ sortBy: 'value', sortOrder: 'desc' }, [desc(fitnessResult.value), ...newest]],
    [{ sortBy: 'measuredAt', sortOrder: 'asc' }, [asc(fitnessResult.measuredAt), asc(fitnessResult.id)]],
  ];

  it('walks every sort forwards and back by cursor, and by number, sharing and skipping no row', async () => {
    for (const [sort, order] of sorts) {
      const expected = await whole(order);
      expect(expected).toHaveLength(60);
      const forwards: string[] = [];
      let answer = await page(sort);
      const pages = Math.ceil(expected.length / 10);
      for (let number = 1; ; number += 1) {
        forwards.push(...answer.records.map((row) => row.resultId));
        const next = answer.cursors?.next;
        if (!next || number === pages) break;
        answer = await page({ ...sort, pageNum: number + 1, cursor: next });
      }
      expect(forwards, JSON.stringify(sort)).toEqual(expected);
      // Past the last row there is nothing more, and the cursor says so with an empty page.
      const beyond = await page({ ...sort, pageNum: pages + 1, cursor: answer.cursors?.next });
      expect(beyond.records).toEqual([]);

      const backwards: string[][] = [];
      for (let number = pages; number >= 1; number -= 1) {
        backwards.unshift(answer.records.map((row) => row.resultId));
        const previous = answer.cursors?.previous;
        if (number === 1 || !previous) break;
        answer = await page({ ...sort, pageNum: number - 1, cursor: previous });
      }
      expect(backwards.flat(), JSON.stringify(sort)).toEqual(expected);

      // The quick jumper: any page by its number alone, and the last page from the end. The pager
      // offers as many pages as the estimated total makes, the last of them the list's last rows.
      const first = await page(sort);
      const shownLast = Math.ceil(first.total / 10);
      for (let number = 1; number < Math.min(pages, shownLast); number += 1) {
        const jumped = await page({ ...sort, pageNum: number });
        expect(
          jumped.records.map((row) => row.resultId),
          `${JSON.stringify(sort)} page ${number}`,
        ).toEqual(expected.slice((number - 1) * 10, number * 10));
      }
      const last = await page({ ...sort, pageNum: shownLast });
      expect(last.records.map((row) => row.resultId)).toEqual(expected.slice(-10));
    }
  });

  it('says the total is an estimate above the threshold, and counts it exactly below', async () => {
    const all = await page({});
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_BELOW);
    const reaches = await page({ item: 'sitAndReach' });
    expect(reaches.total).toBe(20);
    expect(reaches).not.toHaveProperty('totalIsEstimate');
    expect(reaches.records.every((row) => row.item === 'sitAndReach')).toBe(true);
  });

  it('pages a filtered list by cursor and by number alike', async () => {
    const expected = await whole(newest, eq(fitnessResult.item, 'sitAndReach'));
    const walked: string[] = [];
    let answer = await page({ item: 'sitAndReach' });
    walked.push(...answer.records.map((row) => row.resultId));
    answer = await page({ item: 'sitAndReach', pageNum: 2, cursor: answer.cursors?.next });
    walked.push(...answer.records.map((row) => row.resultId));
    expect(walked).toEqual(expected);
    const second = await page({ item: 'sitAndReach', pageNum: 2 });
    expect(second.records.map((row) => row.resultId)).toEqual(expected.slice(10));
  });

  it("never shows another organisation's results, even from a cursor made at their rows", async () => {
    const all = await gateway.ok<Answer>(tokens.k12, 'GET', 'scoreSearch/page', { ...WINDOW, pageSize: 80 });
    expect(all.records).toHaveLength(60);
    expect(all.records.some((row) => othersIds.has(row.resultId))).toBe(false);
    // Their newest result: the school's older ones lie past it.
    const theirs = [...othersIds].sort().at(-1);
    const [row] = await gateway.database.db
      .select({ measuredAt: fitnessResult.measuredAt })
      .from(fitnessResult)
      .where(eq(fitnessResult.id, theirs ?? ''));
    const cursor = Buffer.from(
      JSON.stringify({ s: '.', d: 'after', k: [row?.measuredAt.toISOString(), theirs] }),
    ).toString('base64url');
    const after = await page({ pageNum: 2, cursor, pageSize: 80 });
    expect(after.records.length).toBeGreaterThan(0);
    expect(after.records.some((found) => othersIds.has(found.resultId))).toBe(false);
  });

  it('refuses a cursor it did not make, naming the field, and changes nothing', async () => {
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const { cursors } = await page({});
    const hostile = [
      'not*base64',
      made('just text'),
      made({ s: '.', d: 'after', k: ['2001-03-01T00:00:00.007Z'] }),
      made({ s: '.', d: 'sideways', k: ['2001-03-01T00:00:00.007Z', 'a'] }),
      made({ s: '.', d: 'after', k: [12, 'a'] }),
      made({ s: '.', d: 'after', k: ["2001-03-01'; drop table fitness_result; --", 'a'] }),
      made({ s: '.', d: 'after', k: [null, 'a'] }),
      made({ s: '.', d: 'after', k: ['2001-03-01T00:00:00.007Z', { id: 'a' }] }),
      made({ s: '.', d: 'after', k: ['2001-03-01T00:00:00.007Z', 'x'.repeat(201)] }),
    ];
    for (const cursor of hostile) {
      await expectRefused(
        gateway.as(tokens.k12, 'GET', 'scoreSearch/page', { ...WINDOW, cursor }),
        400,
        'validation.page.cursor',
      );
    }
    // A cursor of one sort is no cursor of another.
    await expectRefused(
      gateway.as(tokens.k12, 'GET', 'scoreSearch/page', {
        ...WINDOW,
        sortBy: 'score',
        sortOrder: 'asc',
        cursor: cursors?.next,
      }),
      400,
      'validation.page.cursor',
    );
  });

  it('streams the whole export by key, in the list order, each result once', async () => {
    const lines = exportLinesOf<Found>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/scoreSearch/export',
        query: Object.fromEntries(Object.entries(EXPORT_WINDOW).map(([key, value]) => [key, String(value)])),
        headers: bearer(tokens.k12),
      }),
    );
    const streamed = lines.filter((line): line is Found[] => Array.isArray(line)).flat();
    expect(lines.at(-1)).toEqual({ end: 2_100 });
    const ids = streamed.map((row) => row.resultId);
    expect(new Set(ids).size).toBe(2_100);
    const times = streamed.map((row) => Date.parse(row.measuredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
