// Records the demo data as the gateway of one commit seeds it, for the migration-history test
// (`src/db/history.test.ts`): `drizzle/fixtures/<n>.sql.gz` holds the rows of a database that had
// the first <n> migrations, as INSERT statements.
//
//   node apps/gateway/scripts/migration-fixture.ts            the working tree (before adding a migration)
//   node apps/gateway/scripts/migration-fixture.ts <commit>   an earlier commit, run from a worktree of it
//
// It needs a PostgreSQL server (`TEST_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/postgres)
// and pg_dump. For an earlier commit, the worktree borrows this checkout's node_modules but links our
// own packages to the commit's, so the commit's seed runs as it was written.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';

const gatewayRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(gatewayRoot, '../..');
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const commit = process.argv[2];

function checkoutOf(target: string | undefined): { root: string; remove(): void } {
  if (!target) return { root: repoRoot, remove() {} };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-history-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, target], { cwd: repoRoot, stdio: 'ignore' });
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(modules, '@school-sports'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '@school-sports' || entry === '.bin') continue;
    fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, folder] of [
    ['domain', 'packages/domain'],
    ['gateway-client', 'packages/gateway-client'],
    ['ui', 'packages/ui'],
  ] as const) {
    fs.symlinkSync(path.join(root, folder), path.join(modules, '@school-sports', name));
  }
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' }),
  };
}

/** Starts the checkout's gateway on `databaseUrl` until it listens (it migrates and seeds on start), then stops it. */
async function seedWith(root: string, databaseUrl: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-history-data-'));
  const child = spawn(process.execPath, ['--conditions=@school-sports/source', 'apps/gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      INITIAL_DATA: 'demo',
      LOG_LEVEL: 'info',
    },
    stdio: 'pipe',
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening at/i.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the gateway exited ${code}: ${output}`)));
  });
  child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const checkout = checkoutOf(commit);
const name = `busi_fixture_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await seedWith(checkout.root, url.toString());
  const journal = JSON.parse(
    fs.readFileSync(path.join(checkout.root, 'apps/gateway/drizzle/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const dump = execFileSync(
    'pg_dump',
    [
      '--data-only',
      '--schema=public',
      '--column-inserts',
      '--no-owner',
      '--no-privileges',
      '--no-comments',
      url.toString(),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  ).toString();
  // Only the statements: the dump's settings (`transaction_timeout`...) and psql meta-commands
  // differ between server versions and mean nothing to PGlite.
  const inserts = dump
    .split('\n')
    .filter(
      (line) =>
        line !== '' &&
        !line.startsWith('--') &&
        !line.startsWith('\\') &&
        !/^SET [a-z_]+ = /.test(line) &&
        !line.startsWith('SELECT pg_catalog.set_config'),
    )
    .join('\n');
  const target = path.join(gatewayRoot, 'drizzle/fixtures', `${journal.entries.length}.sql.gz`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, zlib.gzipSync(`${inserts}\n`, { level: 9 }));
  console.log(`recorded ${path.relative(repoRoot, target)} (${inserts.split('\n').length} rows)`);
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  checkout.remove();
}
