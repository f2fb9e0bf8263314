import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useLightHashingForTests } from '../auth/password.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { migrationsApplied, openDatabase } from './index.ts';
import { person } from './schema.ts';
import { copyTemplate, templatePath } from './template.ts';

describe('a new PGlite database made from the template of the migrations', () => {
  const place = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-template-'));
  const templates = path.join(place, 'templates');
  afterAll(() => fs.rmSync(place, { recursive: true, force: true }));
  /** A new data directory, as the gateway's start makes it. */
  const newDataDir = (name: string) => {
    const dataDir = path.join(place, name);
    fs.mkdirSync(dataDir, { recursive: true });
    return dataDir;
  };

  it('keeps the first new database, migrated and without a row of ours, as the template; removes older ones', async () => {
    useLightHashingForTests();
    const older = path.join(templates, 'pglite-0000000000000000');
    fs.mkdirSync(older, { recursive: true });
    const first = await openDatabase({
      dataDir: newDataDir('first'),
      templateDir: templates,
      prepare: (db) => prepareDatabase(db),
    });
    try {
      // The install itself has its demo people...
      expect((await first.db.select({ n: count() }).from(person))[0]?.n).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(templatePath(templates), 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(older)).toBe(false);

    // ...the template has none: no account or password hash of one install reaches another.
    const bare = await openDatabase({ dataDir: newDataDir('bare'), templateDir: templates });
    try {
      expect(await migrationsApplied(bare.db)).toBe(true);
      expect((await bare.db.select({ n: count() }).from(person))[0]?.n).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('copies the template into a new data directory, leaving none half made', () => {
    const dataDir = path.join(newDataDir('copied'), 'pglite');
    expect(copyTemplate(templates, dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['pglite']);
    // Without a template of today's migrations nothing is copied, and PGlite makes the database.
    expect(copyTemplate(path.join(place, 'nowhere'), path.join(newDataDir('other'), 'pglite'))).toBe(false);
    expect(fs.existsSync(path.join(place, 'other', 'pglite'))).toBe(false);
  });
});
