import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { student } from '../db/schema.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../testing/process.ts';
import { processTargets } from '../testing/processTargets.ts';
import { rosterRows, rosterWorkbook } from '../testing/rosters.ts';

const ROWS = 5_000;

const targets = processTargets('busi-shutdown');

describe.each(targets)('a gateway on $name stopped during an import', ({ start }) => {
  let gateway: GatewayProcess | undefined;
  let cleanUp: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (gateway && gateway.child.exitCode === null) {
      gateway.child.kill('SIGKILL');
      await gateway.exited;
    }
    await cleanUp?.();
  });

  it('finishes the import, answers it, and exits 0', async () => {
    const place = await start();
    cleanUp = place.cleanUp;
    gateway = await startGatewayProcess(place);
    const { origin, child } = gateway;
    const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const token = await signInOverHttp(origin);
    const read = async (pathName: string, query: Record<string, string | number> = {}) => {
      const url = new URL(`/api/busi/web/${pathName}`, origin);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const body = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: never;
      };
      return body.data;
    };
    const years: { uid: string }[] = await read('acayear/list');
    const classes: { name: string }[] = await read('class/list');
    const form = new FormData();
    form.set('academicYearId', years[0]?.uid ?? '');
    form.set('semesterCode', '13');
    const rows = rosterRows(
      ROWS,
      classes.map((one) => one.name),
      'STOP',
    );
    form.set('file', new Blob([new Uint8Array(rosterWorkbook(rows))]), 'roster.xlsx');
    const importing = fetch(`${origin}/api/busi/web/student/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });

    // Stop once the first rows are written: the import is under way.
    let seen = 0;
    for (let attempt = 0; attempt < 2_000 && seen === 0; attempt += 1) {
      seen = ((await read('student/page', { pageSize: 10, keyword: 'STOP' })) as { total: number }).total;
      if (seen === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
