import { randomBytes } from 'node:crypto';
import { eq, getTableColumns, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { storedFile } from '../db/schema.ts';
import { dataOf } from '../testing/calls.ts';
import { testDatabases } from '../testing/databases.ts';
import { gatewayFixture } from '../testing/fixture.ts';
import { bearer } from '../testing/gateway.ts';
import { filePart, injectMultipart } from '../testing/multipart.ts';
import { sweepUnattachedFiles, UNATTACHED_GRACE_MS } from './held.ts';
import { FILE_HOLDERS } from './holders.ts';
import { usedBytes } from './stored.ts';

/** A square PNG as far as its header says (every picture kind here takes a square). */
const PNG = (() => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(512, 8);
  header.writeUInt32BE(512, 12);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header, randomBytes(600)]);
})();

/** Column names that say they hold a file; each must be a holder or named below as not one. */
const LOOKS_LIKE_A_FILE = /file_id|photo|image|img|icon|cover|avatar|logo|thumb|attachment|picture|poster/;
/** Columns that look like files but hold none: a menu's icon is a name, an import's file name is text. */
const NOT_FILES = new Set(['menu.icon', 'fitness_result.import_file_name']);

const nameOf = (column: { table: unknown; name: string }) =>
  `${getTableConfig(column.table as PgTable).name}.${column.name}`;

describe('the places that hold files', () => {
  it('are every foreign key to stored_file and every column whose name says it holds a file', () => {
    const holders = new Set([...FILE_HOLDERS.byId, ...FILE_HOLDERS.byAddress].map(nameOf));
    const looking: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      for (const column of Object.values(getTableColumns(table))) {
        const name = nameOf(column);
        if (LOOKS_LIKE_A_FILE.test(column.name) && !NOT_FILES.has(name) && table !== storedFile) looking.push(name);
      }
    }
    expect(looking.filter((name) => !holders.has(name))).toEqual([]);
    // Found from the foreign keys, not listed by hand: a seal, a gallery photo and its thumbnail.
    expect([...holders]).toEqual(
      expect.arrayContaining(['sport_meet_seal.file_id', 'sport_meet_photo.thumb_file_id', 'banner.image_id']),
    );
  });
});

describe.each(testDatabases())('the sweep of uploads never attached, on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin' });

  async function upload(kind: string): Promise<{ fileId: string; url: string }> {
    const response = await injectMultipart(gateway.app, { url: '/api/uc/oss/upload', headers: bearer(tokens.k12) }, [
      { name: 'kind', value: kind },
      filePart('picture.png', PNG, 'image/png'),
    ]);
    return dataOf<{ fileId: string; url: string }>(response);
  }
  const readStatus = async (url: string) =>
    (await gateway.app.inject({ method: 'GET', url, headers: bearer(tokens.k12) })).statusCode;

  it('removes an upload no record names after a day, and keeps attached and recent ones', async () => {
    const { db } = gateway.database;
    const abandoned = await upload('image');
    const onBanner = await upload('banner');
    const avatar = await upload('cover');
    await gateway.ok(tokens.k12, 'POST', 'banner/add', {
      imageId: onBanner.fileId,
      title: '运动会',
      link: 'https://example.edu.cn/meet',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
    });
    await gateway.ok(tokens.k12, 'POST', 'myInfo/editUser', { name: '管理员', mobile: '', avatar: avatar.url });
    const older = [abandoned, onBanner, avatar].map((one) => one.fileId);
    // The three were uploaded two days ago; the next one just now.
    await db.update(storedFile).set({ createdAt: sql`now() - interval '2 days'` }).where(inArray(storedFile.id, older));
    const recent = await upload('image');
    const [row] = await db.select({ orgId: storedFile.orgId }).from(storedFile).where(eq(storedFile.id, recent.fileId));
    const orgId = row?.orgId ?? '';
    const usedBefore = await usedBytes(db, orgId);

    expect(await sweepUnattachedFiles(db)).toBe(1);
    expect(await readStatus(abandoned.url)).toBe(404);
    for (const kept of [onBanner, avatar, recent]) expect(await readStatus(kept.url)).toBe(200);
    // Its bytes no longer count against the organisation's quota.
    expect(await usedBytes(db, orgId)).toBe(usedBefore - PNG.length);
    // A second sweep finds nothing; a day later the recent one, still unattached, goes too.
    expect(await sweepUnattachedFiles(db)).toBe(0);
    expect(await sweepUnattachedFiles(db, new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000))).toBe(1);
    expect(await readStatus(recent.url)).toBe(404);
    expect(await readStatus(onBanner.url)).toBe(200);
  });
});
