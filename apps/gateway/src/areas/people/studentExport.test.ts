import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { EXPORT_FIRST_BATCH, EXPORT_LARGEST_BATCH, exportWindow } from '../../http/router.ts';
import { exportLinesOf } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { rosterRows } from '../../testing/rosters.ts';
import { importStudents } from '../../testing/studentImport.ts';

const linesOf = exportLinesOf<{ studentId: string; classId: string }>;

// The streamed export of a list: the records come in the list's order, batch after batch, with the
// list's filters; the stream says its total first and its end last, and each export is audited.
describe.each(testDatabases())('the student import progress and the student export on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  let classes: { classId: string; name: string }[];
  const progressId = crypto.randomUUID();
  const exportOf = (query: Record<string, string> = {}, token = tokens.k12) =>
    gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/student/export',
      query,
      headers: bearer(token, { 'accept-language': 'en-US' }),
    });

  beforeAll(async () => {
    classes = await gateway.ok(tokens.k12, 'GET', 'class/list');
    // More students than two batches hold, so the export reads a third, short one.
    const roster = rosterRows(
      EXPORT_FIRST_BATCH * 2 + 30,
      classes.slice(0, 3).map((one) => one.name),
      'X',
    );
    const imported = await importStudents(gateway.app, tokens.k12, roster, { progressId });
    expect(imported.statusCode).toBe(200);
  }, 120_000);

  it('reads an export in windows that grow to the largest batch, each starting on a whole page', () => {
    let offset = 0;
    const windows = [];
    while (offset < 100_000) {
      const window = exportWindow(offset);
      expect((window.pageNum - 1) * window.pageSize).toBe(offset);
      windows.push(window.pageSize);
      offset += window.pageSize;
    }
    expect(windows[0]).toBe(EXPORT_FIRST_BATCH);
    expect(Math.max(...windows)).toBe(EXPORT_LARGEST_BATCH);
    expect(windows.length).toBeLessThan(100_000 / EXPORT_LARGEST_BATCH + 4);
  });

  it('tells the person who imported, and no one else, how far the import got', async () => {
    const progress = await gateway.ok(tokens.k12, 'GET', 'student/import/progress', { progressId });
    const imported = EXPORT_FIRST_BATCH * 2 + 30;
    expect(progress).toEqual({ phase: 'done', done: imported, total: imported });
    const asOther = await gateway.app.inject({
      method: 'GET',
      url: '/api/busi/web/student/import/progress',
      query: { progressId },
      headers: bearer(tokens.gx, { 'accept-language': 'en-US' }),
    });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().msg).toBe('No import of yours goes by that name');
  });

  it('sends every student in the list order, in batches, between its total and its end', async () => {
    const lines = linesOf(await exportOf());
    const [first, ...rest] = lines;
    const last = rest.pop();
    const batches = rest as { studentId: string }[][];
    const sent = batches.flat();
    // Each batch as large as its read's window, but the last, cut short by the list's end.
    const sizes: number[] = [];
    for (let offset = 0; offset < sent.length; offset += sizes.at(-1) ?? 0) {
      sizes.push(Math.min(exportWindow(offset).pageSize, sent.length - offset));
    }
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(first).toEqual({ total: sent.length });
    expect(last).toEqual({ end: sent.length });

    // The same students, in the same order, as the list shows them page by page.
    const listed: string[] = [];
    for (let pageNum = 1; listed.length < sent.length; pageNum += 1) {
      const page = await gateway.ok(tokens.k12, 'GET', 'student/page', { pageNum, pageSize: 80 });
      listed.push(...page.records.map((row: { studentId: string }) => row.studentId));
      if (page.records.length < 80) break;
    }
    expect(sent.map((row) => row.studentId)).toEqual(listed);
    expect(batches.length).toBeGreaterThan(2);
  });

  it('keeps to the filters of the list, and says so in the audit log', async () => {
    const classId = classes[1]?.classId as string;
    const lines = linesOf(await exportOf({ classId }));
    const sent = lines.slice(1, -1).flat() as { classId: string }[];
    const page = await gateway.ok(tokens.k12, 'GET', 'student/page', { classId, pageSize: 10 });
    expect(lines[0]).toEqual({ total: page.total });
    expect(sent.length).toBe(page.total);
    expect(new Set(sent.map((row) => row.classId))).toEqual(new Set([classId]));

    const [audited] = await gateway.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'export'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audited?.target).toBe('studentPage');
    expect(audited?.detail).toBe(`exported ${page.total} of ${page.total}`);
  });

  /** Every student of the list, page after page of 80, with `query`'s sort. */
  async function everyPage(query: Record<string, string>): Promise<{ studentId: string; studentNumber: string }[]> {
    const rows: { studentId: string; studentNumber: string }[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await gateway.ok(tokens.k12, 'GET', 'student/page', { ...query, pageNum, pageSize: 80 });
      rows.push(...page.records);
      if (rows.length >= page.total) return rows;
    }
  }

  it('sorts by student number up and down across pages, every student once, and exports in that order', async () => {
    const up = await everyPage({ sortBy: 'studentNumber' });
    const down = await everyPage({ sortBy: 'studentNumber', sortOrder: 'desc' });
    const own = await everyPage({});
    expect(new Set(up.map((row) => row.studentId)).size).toBe(own.length);
    expect(up.map((row) => row.studentNumber)).toEqual(down.map((row) => row.studentNumber).reverse());
    // The imported numbers share a prefix and a width: any collation puts them in this order.
    const imported = up.map((row) => row.studentNumber).filter((number) => number.startsWith('X'));
    expect(imported).toEqual([...imported].sort());
    // The list's own order is by class first, which the sort by number is not.
    expect(up.map((row) => row.studentId)).not.toEqual(own.map((row) => row.studentId));

    const exported = linesOf(await exportOf({ sortBy: 'studentNumber', sortOrder: 'desc' }))
      .slice(1, -1)
      .flat() as { studentId: string }[];
    expect(exported.map((row) => row.studentId)).toEqual(down.map((row) => row.studentId));
  });

  it('refuses to sort by a column the list does not sort by, or in a direction that is none', async () => {
    for (const [query, message] of [
      [{ sortBy: 'idCard' }, 'This list cannot be sorted by that column'],
      [{ sortBy: 'name', sortOrder: 'sideways' }, 'The sort direction must be asc or desc'],
    ] as const) {
      const refused = await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/student/page',
        query,
        headers: bearer(tokens.k12, { 'accept-language': 'en-US' }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(message);
    }
  });

  it('finds nothing of another school, and refuses a malformed filter before the stream begins', async () => {
    const otherClasses: { classId: string }[] = await gateway.ok(tokens.gx, 'GET', 'class/list');
    const foreign = otherClasses[0]?.classId as string;
    expect(linesOf(await exportOf({ classId: foreign }))).toEqual([{ total: 0 }, { end: 0 }]);

    const refused = await exportOf({ status: 'sideways' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json().msg).toMatch(/status/i);
  });
});
