import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { firstImportedStudents, importRosterOverHttp, readerOverHttp, signInOverHttp } from '../testing/process.ts';
import { processesOn, processTargets } from '../testing/processTargets.ts';
import { rosterNumber, rosterRows, rosterWorkbook } from '../testing/rosters.ts';

const ROWS = 10_000;

const targets = processTargets('busi-crash');

describe.each(targets)('an import killed midway on $name', (target) => {
  const processes = processesOn(target);

  it('leaves every row whole or absent, and the re-upload completes the rest', async () => {
    const first = await processes.start();
    let token = await signInOverHttp(first.origin);
    const readFirst = readerOverHttp(first.origin, token);
    const years: { uid: string }[] = await readFirst('acayear/list');
    const classes: { name: string }[] = await readFirst('class/list');
    const file = rosterWorkbook(
      rosterRows(
        ROWS,
        classes.map((one) => one.name),
        'CRASH',
      ),
    );
    const upload = (origin: string) => importRosterOverHttp(origin, token, years[0]?.uid ?? '', file);

    // Start the import, and kill the gateway (no chance to finish anything) once students arrive.
    const importing = upload(first.origin).catch(() => null);
    const seen = await firstImportedStudents(readFirst, 'CRASH');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await importing).toBeNull();
    expect(seen).toBeGreaterThan(0);

    const second = await processes.start();
    token = await signInOverHttp(second.origin);
    const read = readerOverHttp(second.origin, token);
    const page = async (pageNum: number) =>
      (await read('student/page', { pageSize: 80, pageNum, keyword: 'CRASH' })) as {
        total: number;
        records: { studentNumber: string; classId: string; parents: { mobile: string }[] }[];
      };
    const firstPage = await page(1);
    const survivors = firstPage.total;
    expect(survivors).toBeGreaterThanOrEqual(seen);
    expect(survivors).toBeLessThan(ROWS);
    // Every student there is whole: with the parent of their row.
    const all = [...firstPage.records];
    for (let pageNum = 2; all.length < survivors; pageNum += 1) all.push(...(await page(pageNum)).records);
    const expectedMobile = (number: string) => {
      const index = Number(number.slice('CRASH'.length)) - 1;
      return `15${String(index).padStart(9, '0')}`;
    };
    for (const one of all)
      expect(one.parents.map((linked) => linked.mobile)).toEqual([expectedMobile(one.studentNumber)]);
    // Each class counts exactly the students in it.
    const counted: { classId: string; studentCount: number }[] = (
      (await read('class/page', { pageSize: 80 })) as { records: { classId: string; studentCount: number }[] }
    ).records;
    for (const one of counted) {
      const inClass = (await read('student/page', { pageSize: 10, classId: one.classId })) as { total: number };
      expect(one.studentCount).toBe(inClass.total);
    }

    // The same file again: the rest arrive, nobody twice.
    const again = await upload(second.origin);
    expect(again.status).toBe(200);
    expect(importCountsOf(parseDisposition(again.headers.get('content-disposition')))).toEqual({
      successCount: ROWS,
      failureCount: 0,
    });
    const after = await page(1);
    expect(after.total).toBe(ROWS);
    const last = (await read('student/page', { pageSize: 10, keyword: rosterNumber('CRASH', ROWS - 1) })) as {
      records: { parents: unknown[] }[];
    };
    expect(last.records).toHaveLength(1);
    expect(last.records[0]?.parents).toHaveLength(1);
  }, 300_000);
});
