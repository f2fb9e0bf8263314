// The backup procedures of docs/operations.md, run as an operator runs them: the database and the
// file store backed up together, restored elsewhere, and a gateway started on the restored copy
// signs in and serves the file uploaded before the backup (and not the one uploaded after it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throwAwayPostgres } from '../testing/databases.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../testing/process.ts';
import { processTargets } from '../testing/processTargets.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(origin: string, token: string): Promise<string> {
  const form = new FormData();
  form.set('kind', 'image');
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'badge.png');
  const answer = await fetch(`${origin}/api/uc/oss/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await answer.json()) as { code: string; data: { fileId: string } };
  expect(body.code).toBe('200');
  return body.data.fileId;
}

async function fileStatus(origin: string, token: string, fileId: string): Promise<number> {
  const answer = await fetch(`${origin}/api/uc/oss/file/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  return answer.status;
}

async function stop(gateway: GatewayProcess): Promise<void> {
  gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/**
 * The restored `gateway` signs in and serves the file uploaded `before` the backup, not the one
 * uploaded `after` it; it is stopped in the end, whatever the checks find.
 */
async function expectServesBackup(gateway: GatewayProcess, before: string, after: string): Promise<void> {
  try {
    const token = await signInOverHttp(gateway.origin);
    expect(await fileStatus(gateway.origin, token, before)).toBe(200);
    expect(await fileStatus(gateway.origin, token, after)).toBe(404);
  } finally {
    await stop(gateway);
  }
}

describe.each(processTargets('busi-backup'))('a backup of the gateway on $name', ({ name, start }) => {
  const cleanUps: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('restores into a new place where a gateway signs in and serves the files of the backup', async () => {
    const place = await start();
    cleanUps.push(place.cleanUp);
    const running = await startGatewayProcess(place);
    cleanUps.push(() => {
      running.child.kill('SIGKILL');
    });
    let token = await signInOverHttp(running.origin);
    const before = await upload(running.origin, token);

    const backup = `${place.dataDir}-backup`;
    cleanUps.push(() => fs.rmSync(backup, { recursive: true, force: true }));
    let restored: { dataDir: string; databaseUrl?: string; env?: Record<string, string> };
    if (name === 'PGlite') {
      // Stop, copy the directory (database and files together), start again.
      await stop(running);
      execFileSync('cp', ['-a', place.dataDir, backup]);
      const again = await startGatewayProcess(place);
      token = await signInOverHttp(again.origin);
      const after = await upload(again.origin, token);
      await stop(again);
      // Restore: the broken directory aside, the copy in its place.
      fs.renameSync(place.dataDir, `${place.dataDir}-broken`);
      cleanUps.push(() => fs.rmSync(`${place.dataDir}-broken`, { recursive: true, force: true }));
      execFileSync('cp', ['-a', backup, place.dataDir]);
      restored = { dataDir: place.dataDir };
      await expectServesBackup(await startGatewayProcess(restored), before, after);
      return;
    }

    // PostgreSQL: pg_dump while the gateway runs, the file directory copied right after.
    const dump = path.join(`${place.dataDir}-dump`);
    cleanUps.push(() => fs.rmSync(dump, { force: true }));
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, place.databaseUrl ?? '']);
    execFileSync('cp', ['-a', path.join(place.dataDir, 'files'), backup]);
    const after = await upload(running.origin, token);
    await stop(running);

    const target = await throwAwayPostgres(process.env.TEST_DATABASE_URL ?? '');
    cleanUps.push(target.drop);
    execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);
    const gateway = await startGatewayProcess({
      dataDir: `${place.dataDir}-restored`,
      databaseUrl: target.url,
      env: { FILE_STORE_DIR: backup },
    });
    cleanUps.push(() => fs.rmSync(`${place.dataDir}-restored`, { recursive: true, force: true }));
    await expectServesBackup(gateway, before, after);
    // Two gateway processes start on fresh databases, as in the other process tests.
  }, 120_000);
});
