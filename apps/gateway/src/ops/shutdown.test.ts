import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { student } from '../db/schema.ts';
import { firstImportedStudents, importRosterOverHttp, readerOverHttp, signInOverHttp } from '../testing/process.ts';
import { processesOn, processTargets } from '../testing/processTargets.ts';
import { rosterRows, rosterWorkbook } from '../testing/rosters.ts';

const ROWS = 5_000;

const targets = processTargets('busi-shutdown');

describe.each(targets)('a gateway on $name stopped during an import', (target) => {
  const processes = processesOn(target);

  it('finishes the import, answers it, and exits 0', async () => {
    const { origin, child, place } = await processes.start();
    const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const token = await signInOverHttp(origin);
    const read = readerOverHttp(origin, token);
    const years: { uid: string }[] = await read('acayear/list');
    const classes: { name: string }[] = await read('class/list');
    const rows = rosterRows(
      ROWS,
      classes.map((one) => one.name),
      'STOP',
    );
    const importing = importRosterOverHttp(origin, token, years[0]?.uid ?? '', rosterWorkbook(rows));

    // Stop once the first rows are written: the import is under way.
    const seen = await firstImportedStudents(read, 'STOP');
    expect(seen).toBeGreaterThan(0);
    child.kill('SIGTERM');

    const answer = await importing;
    expect(answer.status).toBe(200);
    expect(importCountsOf(parseDisposition(answer.headers.get('content-disposition')))).toEqual({
      successCount: ROWS,
      failureCount: 0,
    });
    expect(await exitCode, log).toBe(0);
    expect(log).toContain('stopping: finishing requests under way');
    expect(log).toContain('"msg":"stopped"');

    // Everything is stored: the database opens again (PGlite's lock released) with every row.
    const database = await openDatabase({ url: place.databaseUrl, dataDir: place.dataDir });
    try {
      expect(await database.db.$count(student, like(student.studentNumber, 'STOP%'))).toBe(ROWS);
    } finally {
      await database.close();
    }
  }, 300_000);
});
