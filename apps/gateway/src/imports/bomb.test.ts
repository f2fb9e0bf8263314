// Spreadsheet zip bombs sent to the gateway as operators run it (a process of its own, whose memory
// is read from /proc): each is refused with its clear message while it streams, the gateway's
// resident memory stays bounded, `/api/health` answers while the bomb and a large roster are
// parsed, and nothing is written.
import fs from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { importRosterOverHttp, readerOverHttp, signInOverHttp } from '../testing/process.ts';
import { processesOn, processTargets } from '../testing/processTargets.ts';
import { rosterRows, rosterWorkbook } from '../testing/rosters.ts';
import { bombWorkbook, deflatedRepeat } from '../testing/workbooks.ts';

const MiB = 1024 * 1024;
/** What the gateway's resident memory may grow by while it refuses the bombs. */
const MAX_GROWTH_MIB = 150;
const ROSTER_ROWS = 20_000;
/** How often the health check is asked while an import runs. */
const HEALTH_EVERY_MS = 50;

// A bomb is refused as it streams, before the import reads or writes a row: the database cannot change it.
const targets = processTargets('busi-bomb', { embeddedOnly: true });

/** A figure of a process's /proc status (VmRSS, VmHWM), in MiB. */
function memoryMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The bombs, deflated once: deflating almost a gigabyte takes seconds. */
let bombsMade: ReturnType<typeof makeBombs> | undefined;
async function makeBombs() {
  // Hundreds of megabytes of repeated bytes, a few hundred kilobytes compressed: a sheet that
  // says it is 120 MB (within a sheet's limit) and a table of shared strings that honestly
  // says 60 MB; a sheet that says it is 1,000 bytes.
  return [
    {
      file: bombWorkbook({
        sheet: await deflatedRepeat('<worksheet><sheetData>', 'a', 600 * MiB),
        sheetDeclares: 120 * MiB,
      }),
      status: 413,
      message: translateDomainMessage('en-US', 'import.compressionRatio', { ratio: 200 }),
    },
    {
      file: bombWorkbook({
        sheet: { content: Buffer.from('<worksheet/>') },
        sharedStrings: await deflatedRepeat('<sst>', '<si><t>a</t></si>', 60 * MiB),
      }),
      status: 413,
      message: translateDomainMessage('en-US', 'import.compressionRatio', { ratio: 200 }),
    },
    {
      file: bombWorkbook({
        sheet: await deflatedRepeat('<worksheet><sheetData>', ' ', 300 * MiB),
        sheetDeclares: 1_000,
      }),
      status: 400,
      message: translateDomainMessage('en-US', 'import.sizeMismatch'),
    },
  ];
}

describe.each(targets)('spreadsheet zip bombs sent to a gateway process on $name', (target) => {
  const processes = processesOn(target);

  it('refuses each bomb while it streams, with bounded memory and health answering', async () => {
    const { origin, child } = await processes.start();
    const token = await signInOverHttp(origin);
    const get = readerOverHttp(origin, token);
    const years: { uid: string }[] = await get('acayear/list');
    const classes: { name: string }[] = await get('class/list');
    const studentCount = async () => ((await get('student/page', { pageSize: 10 })) as { total: number }).total;

    /** Uploads `file` as a student import while asking for the gateway's health until it answers. */
    const importWhileChecking = async (file: Buffer) => {
      let pending = true;
      const answer = importRosterOverHttp(origin, token, years[0]?.uid ?? '', file, {
        'accept-language': 'en-US',
      }).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        pending = false;
        return { response, body };
      });
      const healthWhilePending: number[] = [];
      while (pending) {
        const health = await fetch(`${origin}/api/health`);
        await health.arrayBuffer();
        healthWhilePending.push(health.status);
        // A person's page asks now and then, not in a tight loop that would take the CPU the import needs.
        await setTimeout(HEALTH_EVERY_MS);
      }
      return { ...(await answer), healthWhilePending };
    };

    bombsMade ??= makeBombs();
    const bombs = await bombsMade;
    for (const bomb of bombs) expect(bomb.file.length).toBeLessThan(2 * MiB);

    const studentsBefore = await studentCount();
    const before = memoryMiB(child.pid, 'VmRSS');
    // The peak counts from here (Linux `clear_refs` 5): starting the gateway is not the bombs' doing.
    fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    for (const bomb of bombs) {
      const { response, body, healthWhilePending } = await importWhileChecking(bomb.file);
      expect(response.status, body.toString()).toBe(bomb.status);
      expect(JSON.parse(body.toString()).msg).toBe(bomb.message);
      expect(healthWhilePending.length).toBeGreaterThan(0);
      expect(healthWhilePending.every((status) => status === 200)).toBe(true);
    }
    expect(memoryMiB(child.pid, 'VmHWM') - before).toBeLessThan(MAX_GROWTH_MIB);
    expect(await studentCount()).toBe(studentsBefore);

    // A large roster: parsed in the worker and written while health keeps answering.
    const roster = rosterWorkbook(
      rosterRows(
        ROSTER_ROWS,
        classes.map((one) => one.name),
        'HEALTH',
      ),
    );
    const { response, healthWhilePending } = await importWhileChecking(roster);
    expect(response.status).toBe(200);
    expect(importCountsOf(parseDisposition(response.headers.get('content-disposition')))).toEqual({
      successCount: ROSTER_ROWS,
      failureCount: 0,
    });
    expect(healthWhilePending.length).toBeGreaterThan(0);
    expect(healthWhilePending.every((status) => status === 200)).toBe(true);
    expect(await studentCount()).toBe(studentsBefore + ROSTER_ROWS);
    // Every uploaded workbook was a file unlinked at once and closed after its import: none is left open.
    const openFiles = fs
      .readdirSync(`/proc/${child.pid}/fd`)
      .map((fd) => {
        try {
          return fs.readlinkSync(`/proc/${child.pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((target) => target.includes('busi-import-'));
    expect(openFiles).toEqual([]);
  }, 300_000);
});
