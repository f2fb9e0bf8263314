// The store of the resumable uploads under way (`resumable.ts` serves the protocol): each upload's
// record is a `resumable_upload` row, each continuation's bytes an object of the file store, typed
// by their first bytes before any is kept.
import { Readable, Transform } from 'node:stream';
import type { FileType, ResumableUploadKind } from '@school-sports/domain';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { resumableUpload } from '../db/schema.ts';
import { inspectHead, SNIFF_BYTES } from '../http/multipart.ts';
import { type FileStore, newStorageKey } from './store.ts';

/** How long an unfinished upload may wait to be continued: a school day and the night after. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Counts the bytes that pass. */
function counting(): Transform & { count: number } {
  const transform = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        transform.count += chunk.length;
        done(null, chunk);
      },
    }),
    { count: 0 },
  );
  return transform;
}

/**
 * The protocol's store of uploads under way, kept in the file store: an upload's record is its
 * `resumable_upload` row (made by the creation hook, after its checks), each continuation's bytes
 * an object of the file store. The row is found by its id alone: every request reaches here only
 * after `onIncomingRequest` has found it among its caller's own.
 *
 * A continuation from offset 0 holds back the first {@link SNIFF_BYTES} (or the whole file, when
 * smaller), types them, and only then keeps them and the rest. A connection that drops before they
 * have all arrived keeps nothing, and the upload continues from its start; so an upload past offset
 * 0 has been typed.
 */
export class StagedUploads extends DataStore {
  readonly #db: Database;
  readonly #store: FileStore;

  constructor(db: Database, store: FileStore) {
    super();
    this.#db = db;
    this.#store = store;
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  async #row(id: string) {
    const [row] = await this.#db.select().from(resumableUpload).where(eq(resumableUpload.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return row;
  }

  override async create(upload: Upload) {
    return upload;
  }

  override async getUpload(id: string) {
    const row = await this.#row(id);
    return new Upload({
      id,
      size: row.length,
      offset: row.offset,
      metadata: { kind: row.kind, filename: row.name, filetype: row.mimeType },
      creation_date: row.createdAt.toISOString(),
    });
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.#row(id);
    let source: Readable = stream;
    let sniffed: FileType | null = null;
    if (offset === 0) {
      const wanted = Math.min(SNIFF_BYTES, row.length);
      const chunks = stream[Symbol.asyncIterator]();
      const head: Buffer[] = [];
      let headSize = 0;
      while (headSize < wanted) {
        const next = await chunks.next();
        if (next.done) break;
        const chunk = Buffer.from(next.value);
        head.push(chunk);
        headSize += chunk.length;
      }
      // Cut before the head was whole: nothing is kept, the upload continues from its start.
      if (headSize < wanted) return 0;
      const first = Buffer.concat(head);
      sniffed = inspectHead(row.kind as ResumableUploadKind, row.name, row.mimeType, first.subarray(0, SNIFF_BYTES));
      source = Readable.from(
        (async function* () {
          yield first;
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
        })(),
      );
    }
    const key = newStorageKey();
    const counted = counting();
    await this.#store.put(key, source.pipe(counted));
    if (counted.count === 0) {
      await this.#store.delete(key);
      return offset;
    }
    // Only from where the row stands: a continuation another gateway took first loses its bytes.
    const moved = await this.#db
      .update(resumableUpload)
      .set({
        offset: offset + counted.count,
        chunkKeys: sql`array_append(${resumableUpload.chunkKeys}, ${key})`,
        ...(sniffed ? { sniffedType: sniffed } : {}),
      })
      .where(and(eq(resumableUpload.id, id), eq(resumableUpload.offset, offset)))
      .returning({ id: resumableUpload.id });
    if (moved.length === 0) {
      await this.#store.delete(key);
      throw ERRORS.INVALID_OFFSET;
    }
    return offset + counted.count;
  }

  /** The bytes of an upload, its continuations one after the other. */
  async read(id: string): Promise<Readable> {
    const { chunkKeys } = await this.#row(id);
    const store = this.#store;
    return Readable.from(
      (async function* () {
        for (const key of chunkKeys) yield* await store.read(key);
      })(),
    );
  }

  /** Removes an upload's continuations and its row (a cancel, or what the join has done with). */
  override async remove(id: string) {
    const [row] = await this.#db.select().from(resumableUpload).where(eq(resumableUpload.id, id));
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    await this.#forget([row]);
  }

  async #forget(rows: { id: string; chunkKeys: string[] }[]) {
    for (const row of rows) {
      for (const key of row.chunkKeys) await this.#store.delete(key);
      await this.#db.delete(resumableUpload).where(eq(resumableUpload.id, row.id));
    }
  }

  override async deleteExpired() {
    const expired = await this.#db
      .select({ id: resumableUpload.id, chunkKeys: resumableUpload.chunkKeys })
      .from(resumableUpload)
      .where(lt(resumableUpload.expiresAt, new Date()));
    await this.#forget(expired);
    return expired.length;
  }

  override getExpiration() {
    return RESUMABLE_EXPIRY_MS;
  }
}
