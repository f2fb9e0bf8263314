// Files the database held before the file store existed (the migrations before it) move into the store
// when a gateway starts on the migrated database, once, and are then served from the store.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFile } from '../db/schema.ts';
import { bearer, openTestGateway, signIn } from '../testing/gateway.ts';
import { databaseAtFixture, earlierDatabases, migrationJournal } from '../testing/migrations.ts';
import { filesUnder } from '../testing/uploads.ts';
import { moveStoredBytes } from './stored.ts';

/** The journal index of the migration that brought in the file store. */
function fileStoreMigration(): number {
  const entry = migrationJournal().entries.find((one) => one.tag.endsWith('_file_store'));
  if (!entry) throw new Error('no file store migration in the journal');
  return entry.idx;
}

const targets = earlierDatabases();

describe.each(targets)('files held by the database before the file store, on $name', ({ open }) => {
  it('move into the store at start, once, and are served from there', async () => {
    // The database as the migrations before the file store left it: its recorded demo data (today's
    // seed writes today's columns, which that schema lacks), with files in the stored_file.bytes column.
    const { database, migrateAll } = await databaseAtFixture(open, fileStoreMigration());
    const owners = await database.db.execute(
      sql`select a.org_id, a.id as account_id, o.tenant_org_id from account a
          join person p on p.id = a.person_id join organisation o on o.id = a.org_id
          where p.account_num = 'k12admin' limit 1`,
    );
    const owner = (owners as unknown as { rows: Array<Record<string, string>> }).rows[0] ?? {};
    const legacy = [
      Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(5000)]),
      Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), randomBytes(70_000)]),
    ];
    const ids: string[] = [];
    for (const [index, bytes] of legacy.entries()) {
      const id = randomUUID();
      ids.push(id);
      await database.db.execute(sql`insert into stored_file
        (id, org_id, tenant_org_id, uploader_account_id, kind, name, content_type, size, sha256, bytes)
        values (${id}, ${owner.org_id}, ${owner.tenant_org_id}, ${owner.account_id}, 'eventDocument',
          ${`old-${index}.pdf`}, 'application/pdf', ${bytes.length},
          ${createHash('sha256').update(bytes).digest('hex')}, ${bytes})`);
    }

    // This version's migrations, then a gateway starting on it.
    await migrateAll();
    const gateway = await openTestGateway(async () => database);
    try {
      const rows = await database.db.select().from(storedFile);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.bytes).toBeNull();
        expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);
      }
      const stored = filesUnder(gateway.fileStoreDir);
      expect(stored).toEqual(rows.map((row) => row.storageKey).sort());

      const token = (await signIn(gateway.app, 'k12admin')).access;
      for (const [index, id] of ids.entries()) {
        const read = await gateway.app.inject({ method: 'GET', url: `/api/uc/oss/file/${id}`, headers: bearer(token) });
        expect(read.statusCode).toBe(200);
        expect(read.rawPayload.equals(legacy[index] as Buffer)).toBe(true);
        expect(read.headers['content-disposition']).toMatch(/^attachment; filename="old-\d\.pdf"/);
      }

      // A file an older gateway still writes into the database meanwhile is served from there until moved.
      const late = Buffer.concat([Buffer.from('%PDF-1.5\n', 'latin1'), randomBytes(3000)]);
      const lateId = randomUUID();
      await database.db.insert(storedFile).values({
        ...(rows[0] as typeof storedFile.$inferInsert),
        id: lateId,
        storageKey: null,
        bytes: late,
        size: late.length,
      });
      const lateRead = await gateway.app.inject({
        method: 'GET',
        url: `/api/uc/oss/file/${lateId}`,
        headers: bearer(token, { range: 'bytes=9-99' }),
      });
      expect(lateRead.statusCode).toBe(206);
      expect(lateRead.rawPayload.equals(late.subarray(9, 100))).toBe(true);
      expect(await moveStoredBytes(database.db, gateway.fileStore)).toBe(1);

      // A second start moves nothing and leaves the store as it is.
      expect(await moveStoredBytes(database.db, gateway.fileStore)).toBe(0);
      expect(filesUnder(gateway.fileStoreDir)).toHaveLength(3);
      // Deleting a moved file's row removes its object from the store at the next start.
      await database.db.delete(storedFile).where(eq(storedFile.id, ids[0] as string));
      const { prepareFileStore } = await import('./prepare.ts');
      await prepareFileStore(database.db, gateway.fileStore);
      expect(filesUnder(gateway.fileStoreDir)).toHaveLength(2);
    } finally {
      await gateway.close();
    }
  });
});
