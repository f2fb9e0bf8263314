// Lesson resources (issue 47): the `lessonAssistant/lessonResourceList` screen of the k12 and nf
// frames. A resource's files and cover must be its organisation's uploads of the right upload kind
// (a video resource holds one `lessonVideo`, which arrived resumably; an image set holds up to nine
// `image`s); files a resource stops holding are removed when nothing else holds them.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { LESSON_UPLOAD_KINDS, type LessonKind, lessonFileProblem } from '@school-sports/domain';
import {
  type DataOf,
  formatDisposition,
  lessonAdd,
  lessonCopy,
  lessonDelete,
  lessonDetail,
  lessonEdit,
  lessonExport,
  lessonPage,
  lessonPlay,
  lessonShare,
  playbackRead,
} from '@school-sports/gateway-client/contract';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import type { PlaybackLinks } from '../../files/playbackLink.ts';
import { type FileStore, newStorageKey } from '../../files/store.ts';
import { usedBytes } from '../../files/stored.ts';
import { ApiError } from '../../http/errors.ts';
import { quotaExceeded } from '../../http/multipart.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { ownOrSharedFromAbove } from '../../tenancy/sharing.ts';
import { answerFile, fileColumns } from '../files/files.ts';

type LessonRow = DataOf<typeof lessonPage>['records'][number];
type LessonInput = HandlerContext<typeof lessonAdd>['input'];
type Row = typeof lessonResource.$inferSelect;

const fileUrl = (fileId: string) => `/api/uc/oss/file/${fileId}`;

/**
 * The resources `orgId` sees: its own, and those an organisation above it (any ancestor in its
 * tree) shares. Another organisation's resource is never seen, shared or not.
 */
function visibleTo(orgId: string): SQL {
  return ownOrSharedFromAbove(
    { orgId: lessonResource.orgId, shared: eq(lessonResource.visibility, 'shared') as SQL },
    orgId,
  );
}

/** Where `orgId` reads a file of a resource: its own with the session, a shared one's through a signed address. */
type FileAddress = (fileId: string, owned: boolean) => string;

function rowOf(row: Row, size: number, orgId: string, address: FileAddress): LessonRow {
  const owned = row.orgId === orgId;
  return {
    lessonId: row.id,
    title: row.title,
    gradeKeys: row.gradeKeys as LessonRow['gradeKeys'],
    topic: row.topic,
    kind: row.kind as LessonKind,
    visibility: row.visibility === 'shared' ? 'shared' : 'own',
    owned,
    coverUrl: row.coverId ? address(row.coverId, owned) : null,
    size,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Bytes of the files each of `lessonIds` holds (resources the caller sees, its own or shared). */
async function sizesOf(tenant: Tenant, lessonIds: string[]): Promise<Map<string, number>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await tenant.db
    .select({ lessonId: lessonResourceFile.resourceId, size: sql<string | number>`sum(${storedFile.size})` })
    .from(lessonResourceFile)
    .innerJoin(storedFile, eq(storedFile.id, lessonResourceFile.fileId))
    .where(inArray(lessonResourceFile.resourceId, lessonIds))
    .groupBy(lessonResourceFile.resourceId);
  return new Map(rows.map((row) => [row.lessonId, Number(row.size)]));
}

/**
 * Checks a resource's files and cover and records its files: each an upload of its organisation of
 * the kind's upload kind, the cover a `lessonCover`. Files it held before and holds no more are
 * removed when nothing else holds them.
 */
async function fileLesson(tenant: TenantWrite, lessonId: string, input: LessonInput, coverBefore: string | null) {
  const problem = lessonFileProblem(input.kind, input.fileIds.length);
  if (problem) throw new ApiError(400, problem, { field: 'fileIds' });
  const uploadKind = LESSON_UPLOAD_KINDS[input.kind];
  for (const fileId of input.fileIds) {
    const found = await tenant.scoped(storedFile).exists(eq(storedFile.id, fileId), eq(storedFile.kind, uploadKind));
    if (!found) throw new ApiError(400, 'lesson.fileNotFound', { field: 'fileIds' });
  }
  if (input.coverId) {
    const found = await tenant
      .scoped(storedFile)
      .exists(eq(storedFile.id, input.coverId), eq(storedFile.kind, 'lessonCover'));
    if (!found) throw new ApiError(400, 'lesson.coverNotFound', { field: 'coverId' });
  }
  const before = tenant.rows(lessonResourceFile).where(eq(lessonResourceFile.resourceId, lessonId));
  const held = await tenant.db.select({ fileId: lessonResourceFile.fileId }).from(lessonResourceFile).where(before);
  await tenant.db.delete(lessonResourceFile).where(before);
  await tenant.db.insert(lessonResourceFile).values(
    input.fileIds.map((fileId, sortNum) => ({
      id: randomUUID(),
      ...tenant.values,
      resourceId: lessonId,
      fileId,
      sortNum,
    })),
  );
  const dropped = held.map((one) => one.fileId).filter((fileId) => !input.fileIds.includes(fileId));
  if (coverBefore && coverBefore !== input.coverId) dropped.push(coverBefore);
  return dropped;
}

/** Removes the stored files of `fileIds` that no resource holds any more, as a file or a cover. */
async function dropFiles(tenant: TenantWrite, fileIds: string[]) {
  if (fileIds.length === 0) return;
  const tx = tenant.db;
  await tx
    .delete(storedFile)
    .where(
      tenant
        .scoped(storedFile)
        .where(
          inArray(storedFile.id, fileIds),
          notExists(
            tx
              .select({ id: lessonResourceFile.id })
              .from(lessonResourceFile)
              .where(eq(lessonResourceFile.fileId, storedFile.id)),
          ),
          notExists(
            tx.select({ id: lessonResource.id }).from(lessonResource).where(eq(lessonResource.coverId, storedFile.id)),
          ),
        ),
    );
}

function columnsOf(input: LessonInput) {
  return {
    title: input.title,
    gradeKeys: input.gradeKeys,
    topic: input.topic,
    kind: input.kind,
    coverId: input.coverId,
    description: input.description,
  };
}

/** Whether a stored file's content type plays in a media element. */
const playable = sql`(${storedFile.contentType} like 'video/%' or ${storedFile.contentType} like 'audio/%')`;

export function registerLessonRoutes(
  router: Router,
  deps: { db: Database; store: FileStore; playback: PlaybackLinks; quotaBytes: number },
): void {
  const data = dataLayer(deps.db);
  /** The resource `lessonId` if the caller's organisation sees it (404 otherwise). */
  const visibleLesson = async (executor: Tenant['db'], orgId: string, lessonId: string) => {
    const [row] = await executor
      .select()
      .from(lessonResource)
      .where(and(eq(lessonResource.id, lessonId), visibleTo(orgId)));
    if (!row) throw new ApiError(404, 'lesson.notFound');
    return row;
  };
  const addressFor =
    (orgId: string): FileAddress =>
    (fileId, owned) =>
      owned ? fileUrl(fileId) : deps.playback.issue({ fileId, orgId }).url;

  router.json(lessonPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const orgId = tenant.account.orgId;
    const keyword = input.keyword?.trim();
    const where = and(
      visibleTo(orgId),
      input.kind ? eq(lessonResource.kind, input.kind) : undefined,
      input.gradeKey ? arrayContains(lessonResource.gradeKeys, [input.gradeKey]) : undefined,
      keyword
        ? or(ilike(lessonResource.title, containing(keyword)), ilike(lessonResource.topic, containing(keyword)))
        : undefined,
    );
    const orderBy = sortedBy(
      input,
      {
        title: lessonResource.title,
        topic: lessonResource.topic,
        kind: lessonResource.kind,
        createdAt: lessonResource.createdAt,
      },
      [desc(lessonResource.createdAt), asc(lessonResource.id)],
    );
    const page = await pageOfQuery(
      input,
      tenant.db.select({ n: count() }).from(lessonResource).where(where),
      tenant.db
        .select()
        .from(lessonResource)
        .where(where)
        .orderBy(...orderBy),
    );
    const sizes = await sizesOf(
      tenant,
      page.records.map((row) => row.id),
    );
    const address = addressFor(orgId);
    return { ...page, records: page.records.map((row) => rowOf(row, sizes.get(row.id) ?? 0, orgId, address)) };
  });
  router.rows(lessonExport, lessonPage);

  router.json(lessonDetail, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const orgId = tenant.account.orgId;
    const row = await visibleLesson(tenant.db, orgId, input.lessonId);
    const files = await tenant.db
      .select({
        fileId: storedFile.id,
        name: storedFile.name,
        size: storedFile.size,
        contentType: storedFile.contentType,
      })
      .from(lessonResourceFile)
      .innerJoin(storedFile, eq(storedFile.id, lessonResourceFile.fileId))
      .where(eq(lessonResourceFile.resourceId, row.id))
      .orderBy(asc(lessonResourceFile.sortNum));
    const size = files.reduce((sum, file) => sum + file.size, 0);
    const address = addressFor(orgId);
    const lesson = rowOf(row, size, orgId, address);
    return {
      ...lesson,
      description: row.description,
      coverId: row.coverId,
      files: files.map((file) => ({ ...file, url: address(file.fileId, lesson.owned) })),
    };
  });

  router.json(lessonAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const lessonId = randomUUID();
      await tenant.db
        .insert(lessonResource)
        .values({ id: lessonId, ...tenant.values, ...columnsOf(input), visibility: 'own' });
      await dropFiles(tenant, await fileLesson(tenant, lessonId, input, null));
      return { lessonId };
    }),
  );

  router.json(lessonEdit, async ({ caller, input }) =>
    data.writeRow(caller, lessonResource, input.lessonId, 'lesson.notFound', async (existing, lessons, tenant) => {
      await lessons.update(existing.id, columnsOf(input));
      await dropFiles(tenant, await fileLesson(tenant, existing.id, input, existing.coverId));
      return null;
    }),
  );

  router.json(lessonDelete, async ({ caller, input }) =>
    data.writeRow(caller, lessonResource, input.lessonId, 'lesson.notFound', async (existing, lessons, tenant) => {
      const held = await tenant.db
        .select({ fileId: lessonResourceFile.fileId })
        .from(lessonResourceFile)
        .where(tenant.rows(lessonResourceFile).where(eq(lessonResourceFile.resourceId, existing.id)));
      await lessons.delete(existing.id);
      await dropFiles(tenant, [...held.map((one) => one.fileId), ...(existing.coverId ? [existing.coverId] : [])]);
      return null;
    }),
  );

  // Only a video or recording a resource of the caller holds gets an address: the address is the
  // permission, so it is issued on the same checks as the resource's detail.
  router.json(lessonPlay, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const row = await visibleLesson(tenant.db, tenant.account.orgId, input.lessonId);
    const [held] = await tenant.db
      .select({ fileId: lessonResourceFile.fileId })
      .from(lessonResourceFile)
      .innerJoin(storedFile, eq(storedFile.id, lessonResourceFile.fileId))
      .where(and(eq(lessonResourceFile.resourceId, row.id), eq(lessonResourceFile.fileId, input.fileId), playable))
      .limit(1);
    if (!held) throw new ApiError(404, 'lesson.notPlayable');
    return deps.playback.issue({ fileId: held.fileId, orgId: tenant.account.orgId });
  });

  // The signed address: no session, the signature is the permission. The file must still be a file
  // or cover of a resource the organisation sees (a deleted or unshared resource stops at once, not
  // when the address expires).
  router.blob(playbackRead, async ({ input, request }) => {
    const grant = deps.playback.check(input.fileId, input);
    const held = deps.db
      .select({ id: lessonResource.id })
      .from(lessonResource)
      .where(
        and(
          visibleTo(grant.orgId),
          or(
            eq(lessonResource.coverId, storedFile.id),
            sql`exists (select 1 from ${lessonResourceFile} where ${lessonResourceFile.resourceId} = ${lessonResource.id} and ${lessonResourceFile.fileId} = ${storedFile.id})`,
          ),
        ),
      );
    const [row] = await deps.db
      .select(fileColumns)
      .from(storedFile)
      .where(and(eq(storedFile.id, grant.fileId), sql`exists (${held})`))
      .limit(1);
    if (!row) throw new ApiError(404, 'file.notFound');
    const inline = /^(video|audio|image)\//.test(row.contentType);
    return answerFile(deps.store, row, request.headers.range, {
      // The address lives minutes; only this browser may keep what it fetched, and not past that.
      'cache-control': 'private, max-age=300',
      'content-security-policy': "default-src 'none'; sandbox",
      // Pictures, video and sound show in the page; a document is downloaded.
      'content-disposition': formatDisposition(inline ? 'inline' : 'attachment', row.name),
    });
  });

  router.json(lessonShare, async ({ caller, input }) =>
    data.writeRow(caller, lessonResource, input.lessonId, 'lesson.notFound', async (existing, lessons) => {
      await lessons.update(existing.id, { visibility: input.shared ? 'shared' : 'own' });
      return null;
    }),
  );

  // A copy's files are copies of the stored objects, not references: the copy is the school's own,
  // it survives the original's deletion, and a file is never held by two organisations (deleting,
  // quota and tenancy stay per organisation, with no reference counts across them).
  router.json(lessonCopy, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const orgId = tenant.account.orgId;
    // Any resource the organisation sees: one shared from above, or its own (a copy to start from).
    const original = await visibleLesson(tenant.db, orgId, input.lessonId);
    const files = await tenant.db
      .select({ ...getFileColumns(), sortNum: lessonResourceFile.sortNum })
      .from(lessonResourceFile)
      .innerJoin(storedFile, eq(storedFile.id, lessonResourceFile.fileId))
      .where(eq(lessonResourceFile.resourceId, original.id))
      .orderBy(asc(lessonResourceFile.sortNum));
    const cover = original.coverId
      ? (await tenant.db.select(getFileColumns()).from(storedFile).where(eq(storedFile.id, original.coverId)))[0]
      : undefined;
    const sources = [...files, ...(cover ? [cover] : [])];
    const total = sources.reduce((sum, file) => sum + file.size, 0);
    if ((await usedBytes(tenant.db, orgId)) + total > deps.quotaBytes) throw quotaExceeded(deps.quotaBytes);
    // The objects are copied through the store (streamed, never whole in memory) before the write,
    // which then only records them; a failure removes what was copied.
    const copied: Array<{ from: (typeof sources)[number]; fileId: string; storageKey: string }> = [];
    try {
      for (const from of sources) {
        const storageKey = newStorageKey();
        const body = from.storageKey
          ? await deps.store.read(from.storageKey)
          : Readable.from([from.bytes ?? Buffer.alloc(0)]);
        await deps.store.put(storageKey, body);
        copied.push({ from, fileId: randomUUID(), storageKey });
      }
      return await data.write(caller, async (locked) => {
        if ((await usedBytes(locked.db, orgId)) + total > deps.quotaBytes) throw quotaExceeded(deps.quotaBytes);
        for (const one of copied) {
          await locked.db.insert(storedFile).values({
            id: one.fileId,
            ...locked.values,
            uploaderAccountId: locked.account.id,
            kind: one.from.kind,
            name: one.from.name,
            contentType: one.from.contentType,
            size: one.from.size,
            sha256: one.from.sha256,
            storageKey: one.storageKey,
          });
        }
        const coverCopy = cover ? copied.find((one) => one.from === cover) : undefined;
        const lessonId = randomUUID();
        await locked.db.insert(lessonResource).values({
          id: lessonId,
          ...locked.values,
          title: original.title,
          gradeKeys: original.gradeKeys,
          topic: original.topic,
          kind: original.kind,
          coverId: coverCopy?.fileId ?? null,
          description: original.description,
          visibility: 'own',
          copiedFromId: original.id,
        });
        const fileCopies = copied.filter((one) => one.from !== cover);
        if (fileCopies.length > 0) {
          await locked.db.insert(lessonResourceFile).values(
            fileCopies.map((one, sortNum) => ({
              id: randomUUID(),
              ...locked.values,
              resourceId: lessonId,
              fileId: one.fileId,
              sortNum,
            })),
          );
        }
        return { lessonId };
      });
    } catch (error) {
      for (const one of copied) await deps.store.delete(one.storageKey);
      throw error;
    }
  });
}

/** The columns of a stored file a copy takes. */
function getFileColumns() {
  return {
    kind: storedFile.kind,
    name: storedFile.name,
    contentType: storedFile.contentType,
    size: storedFile.size,
    sha256: storedFile.sha256,
    storageKey: storedFile.storageKey,
    // Only a file not yet moved into the store has its bytes in the row.
    bytes: fileColumns.bytes,
  };
}
