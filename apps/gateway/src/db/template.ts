// A new PGlite data directory starts as a copy of a template instead of running initdb and every
// migration: a cluster fresh from initdb with the committed migrations applied, and nothing else.
// initdb and the migrations were most of a first start, and its peak memory (initdb runs a second
// PostgreSQL beside the first); copying the template's files takes a fraction of a second. The
// template holds no row of ours, so nothing of one install (the demo accounts and their password
// hashes, a first administrator) is ever in it: those are made after the copy, as before. It is a
// plain directory copied with `fs.cpSync`, as the tests copy their seeded data directory
// (testing/processTargets.ts): PGlite's own `loadDataDir` unpacks a tar file in JavaScript, file by
// file, which cost more than the initdb it saved. docs/decisions.md, "A new PGlite database from a
// template".
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, repoRoot } from '../paths.ts';

/**
 * Where templates are kept: beside the installed packages, so only whoever can change the code can
 * change a template (in a world-writable temporary directory anyone could plant a database with
 * accounts of their own). A gateway that may not write there makes new databases the long way.
 */
export const TEMPLATE_DIR = path.join(repoRoot, 'node_modules/.cache/school-sports-gateway');

/**
 * The template's directory in `directory`, named by what makes it: PGlite's version (its PostgreSQL
 * and data format) and the text of every migration the journal lists. A changed, added or removed
 * migration, or another PGlite, names another directory, so a stale template is never copied.
 */
export function templatePath(directory: string): string {
  const hash = createHash('sha256');
  const pglite = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(
    (JSON.parse(fs.readFileSync(path.join(pglite, '../package.json'), 'utf8')) as { version: string }).version,
  );
  const journal = fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  hash.update(journal);
  for (const entry of (JSON.parse(journal) as { entries: Array<{ tag: string }> }).entries) {
    hash.update(fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`)));
  }
  return path.join(directory, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * Makes the new PGlite data directory `dataDir` a copy of the template of today's migrations in
 * `directory`, when there is one; answers whether it did. The copy is made beside `dataDir` and
 * renamed into place, so a crash never leaves half a database that the next start would take for one.
 */
export function copyTemplate(directory: string, dataDir: string): boolean {
  let template: string;
  try {
    template = templatePath(directory);
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  } catch {
    return false;
  }
  const partial = `${dataDir}.${process.pid}.partial`;
  try {
    fs.cpSync(template, partial, { recursive: true });
    // Replaces an empty `dataDir`; one holding anything is left to PGlite, as before.
    fs.renameSync(partial, dataDir);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Keeps the data directory `dataDir` of `client` (just initialised and migrated, nothing else in it)
 * as the template of today's migrations in `directory`, and removes the templates of other migration
 * sets. A checkpoint first puts every change in the data files, and PGlite's single process writes
 * nothing while they are copied. Best effort: a directory the gateway may not write to only means
 * the next new database is made the long way too.
 */
export async function saveTemplate(client: PGlite, dataDir: string, directory: string): Promise<void> {
  try {
    const template = templatePath(directory);
    if (fs.existsSync(template)) return;
    await client.exec('checkpoint');
    const partial = `${template}.${process.pid}.partial`;
    try {
      fs.cpSync(dataDir, partial, { recursive: true });
      // Another gateway may have saved it meanwhile: then this rename fails, and its copy stays.
      fs.renameSync(partial, template);
    } finally {
      fs.rmSync(partial, { recursive: true, force: true });
    }
    for (const name of fs.readdirSync(directory)) {
      const other = path.join(directory, name);
      if (name.startsWith('pglite-') && other !== template) fs.rmSync(other, { recursive: true, force: true });
    }
  } catch {
    // Not kept: see above.
  }
}
