// A lesson resource beyond its own organisation's list (issue 47): played in the browser through a
// signed short-lived address (a media element cannot send the session's token), shared by a
// management organisation down to its schools, and copied by a school into its own.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  formatDisposition,
  lessonCopy,
  lessonPlay,
  lessonShare,
  playbackRead,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import type { PlaybackLinks } from '../../files/playbackLink.ts';
import { copyObject, type FileStore, newStorageKey } from '../../files/store.ts';
import { usedBytes } from '../../files/stored.ts';
import { ApiError } from '../../http/errors.ts';
import { quotaExceeded } from '../../http/multipart.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { ownOrSharedFromAbove } from '../../tenancy/sharing.ts';
import { answerFile, fileColumns } from '../files/files.ts';

/**
 * The resources `orgId` sees: its own, and those an organisation above it (any ancestor in its
 * tree) shares. Another organisation's resource is never seen, shared or not.
 */
export function visibleTo(orgId: string): SQL {
  return ownOrSharedFromAbove(
    { orgId: lessonResource.orgId, shared: eq(lessonResource.visibility, 'shared') as SQL },
    orgId,
  );
}

/** The resource `lessonId` if organisation `orgId` sees it (404 otherwise). */
export async function visibleLesson(
  executor: Tenant['db'],
  orgId: string,
  lessonId: string,
): Promise<typeof lessonResource.$inferSelect> {
  const [row] = await executor
    .select()
    .from(lessonResource)
    .where(and(eq(lessonResource.id, lessonId), visibleTo(orgId)));
  if (!row) throw new ApiError(404, 'lesson.notFound');
  return row;
}

/** Whether a stored file's content type plays in a media element. */
const playable = sql`(${storedFile.contentType} like 'video/%' or ${storedFile.contentType} like 'audio/%')`;

export function registerLessonSharingRoutes(
  router: Router,
  deps: { db: Database; store: FileStore; playback: PlaybackLinks; quotaBytes: number },
): void {
  const data = dataLayer(deps.db);

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
    // The objects are copied inside the store (a file system's clone or copy, an S3 bucket's own
    // copy: a 500 MB video never passes through the gateway) before the write, which then only
    // records them; a failure removes what was copied.
    const copied: Array<{ from: (typeof sources)[number]; fileId: string; storageKey: string }> = [];
    try {
      for (const from of sources) {
        const storageKey = newStorageKey();
        if (from.storageKey) await copyObject(deps.store, from.storageKey, storageKey);
        else await deps.store.put(storageKey, Readable.from([from.bytes ?? Buffer.alloc(0)]));
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
