// Lesson resources (issue 47): the `lessonAssistant/lessonResourceList` screen of the k12 and nf
// frames. A resource's files and cover must be its organisation's uploads of the right upload kind
// (a video resource holds one `lessonVideo`, which arrived resumably; an image set holds up to nine
// `image`s); files a resource stops holding are removed when nothing else holds them.
import { randomUUID } from 'node:crypto';
import { LESSON_UPLOAD_KINDS, type LessonKind, lessonFileProblem } from '@school-sports/domain';
import {
  type DataOf,
  lessonAdd,
  lessonDelete,
  lessonDetail,
  lessonEdit,
  lessonExport,
  lessonPage,
} from '@school-sports/gateway-client/contract';
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { lessonResource, lessonResourceFile, storedFile } from '../../db/schema.ts';
import { checkAttachable, dropUnheldFiles, fileColumns } from '../../files/held.ts';
import type { PlaybackLinks } from '../../files/playbackLink.ts';
import type { FileStore } from '../../files/store.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { visibleLesson, visibleTo } from './lessonSharing.ts';

type LessonRow = DataOf<typeof lessonPage>['records'][number];
type LessonInput = HandlerContext<typeof lessonAdd>['input'];
type Row = typeof lessonResource.$inferSelect;

const fileUrl = (fileId: string) => `/api/uc/oss/file/${fileId}`;

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
  await checkAttachable(
    tenant,
    input.fileIds.map((fileId) => ({ fileId, kinds: [uploadKind], field: 'fileIds' })),
    { message: 'lesson.fileNotFound', status: 400 },
  );
  if (input.coverId)
    await checkAttachable(tenant, [{ fileId: input.coverId, kinds: ['lessonCover'], field: 'coverId' }], {
      message: 'lesson.coverNotFound',
      status: 400,
    });
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

export function registerLessonRoutes(
  router: Router,
  deps: { db: Database; store: FileStore; playback: PlaybackLinks; quotaBytes: number },
): void {
  const data = dataLayer(deps.db);
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
      .select(fileColumns)
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
      await dropUnheldFiles(tenant, await fileLesson(tenant, lessonId, input, null));
      return { lessonId };
    }),
  );

  router.json(lessonEdit, async ({ caller, input }) =>
    data.writeRow(caller, lessonResource, input.lessonId, 'lesson.notFound', async (existing, lessons, tenant) => {
      await lessons.update(existing.id, columnsOf(input));
      await dropUnheldFiles(tenant, await fileLesson(tenant, existing.id, input, existing.coverId));
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
      await dropUnheldFiles(tenant, [
        ...held.map((one) => one.fileId),
        ...(existing.coverId ? [existing.coverId] : []),
      ]);
      return null;
    }),
  );
}
