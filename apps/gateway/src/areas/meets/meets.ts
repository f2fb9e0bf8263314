// Sports meets (issue 46): the `sportsMeet` screen of the k12, nf, gx and single frames. A meet
// belongs to one organisation, with a name unique in it; its venues are the organisation's own; its
// status runs along the domain's progress machine: a meet not started is edited or deleted, one in
// progress is edited (its rules may need a correction on the day) but not deleted, an ended one is
// final.
import { randomUUID } from 'node:crypto';
import { canDeleteMeet, canEditMeet, checkTransition, isStatus } from '@school-sports/domain';
import {
  type DataOf,
  meetAdd,
  meetDelete,
  meetDetail,
  meetEdit,
  meetExport,
  meetPage,
  meetSetStatus,
} from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { sportMeet, sportMeetDocument, sportMeetPhoto, storedFile, venue } from '../../db/schema.ts';
import { checkAttachable, dropUnheldFiles, fileAnswer, fileColumns } from '../../files/held.ts';
import { ApiError } from '../../http/errors.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';

type MeetRecord = DataOf<typeof meetDetail>;
type MeetRow = typeof sportMeet.$inferSelect;

/** The event documents of `meetIds`, each meet's in its order. */
async function documentsOf(tenant: Tenant, meetIds: readonly string[]): Promise<Map<string, MeetRecord['documents']>> {
  const byMeet = new Map<string, MeetRecord['documents']>();
  if (meetIds.length === 0) return byMeet;
  const rows = await tenant.db
    .select({ meetId: sportMeetDocument.meetId, ...fileColumns })
    .from(sportMeetDocument)
    .innerJoin(storedFile, eq(storedFile.id, sportMeetDocument.fileId))
    .where(tenant.rows(sportMeetDocument).where(inArray(sportMeetDocument.meetId, [...meetIds])))
    .orderBy(asc(sportMeetDocument.sortNum));
  for (const { meetId, ...file } of rows) byMeet.set(meetId, [...(byMeet.get(meetId) ?? []), fileAnswer(file)]);
  return byMeet;
}

/**
 * Makes `documentIds` the meet's documents, in order: each an event document uploaded to the
 * organisation; the ones it held before and holds no more go unless another record holds them.
 */
async function fileDocuments(tenant: TenantWrite, meetId: string, documentIds: readonly string[]): Promise<void> {
  await checkAttachable(
    tenant,
    documentIds.map((fileId) => ({ fileId, kinds: ['eventDocument'], field: 'documentIds' })),
  );
  const before = tenant.rows(sportMeetDocument).where(eq(sportMeetDocument.meetId, meetId));
  const held = await tenant.db.select({ fileId: sportMeetDocument.fileId }).from(sportMeetDocument).where(before);
  await tenant.db.delete(sportMeetDocument).where(before);
  if (documentIds.length > 0)
    await tenant.db
      .insert(sportMeetDocument)
      .values(documentIds.map((fileId, sortNum) => ({ id: randomUUID(), ...tenant.values, meetId, fileId, sortNum })));
  await dropUnheldFiles(
    tenant,
    held.map((one) => one.fileId).filter((fileId) => !documentIds.includes(fileId)),
  );
}

/** The meets' rows with the names of their venues and their documents, in one query each for them all. */
async function recordsOf(tenant: Tenant, rows: readonly MeetRow[]): Promise<MeetRecord[]> {
  const venueIds = [...new Set(rows.flatMap((row) => row.venueIds))];
  const venues = venueIds.length ? await tenant.scoped(venue).list({ where: inArray(venue.id, venueIds) }) : [];
  const nameOf = new Map(venues.map((one) => [one.id, one.name]));
  const documents = await documentsOf(
    tenant,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    meetId: row.id,
    name: row.name,
    registrationStart: row.registrationStart,
    registrationEnd: row.registrationEnd,
    startDate: row.startDate,
    endDate: row.endDate,
    // A venue deleted since drops from the meet's list.
    venues: row.venueIds.flatMap((venueId) => {
      const name = nameOf.get(venueId);
      return name === undefined ? [] : [{ venueId, name }];
    }),
    maxEventsPerAthlete: row.maxEventsPerAthlete,
    maxAthletesPerClassPerEvent: row.maxAthletesPerClassPerEvent,
    laneCount: row.laneCount,
    pointsTable: row.pointsTable as MeetRecord['pointsTable'],
    teamScoring: row.teamScoring as MeetRecord['teamScoring'],
    markDecimals: row.markDecimals,
    markRounding: row.markRounding as MeetRecord['markRounding'],
    fee: row.fee,
    documents: documents.get(row.id) ?? [],
    status: isStatus('progress', row.status) ? row.status : 'notStarted',
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** The columns the meet form sets, alike when adding and editing. */
function meetColumns(input: HandlerContext<typeof meetAdd>['input']) {
  const { name, registrationStart, registrationEnd, startDate, endDate, venueIds, fee } = input;
  const { maxEventsPerAthlete, maxAthletesPerClassPerEvent, laneCount, pointsTable, teamScoring } = input;
  const { markDecimals, markRounding } = input;
  // The documents are rows of their own (`fileDocuments`).
  return {
    ...{ name, registrationStart, registrationEnd, startDate, endDate, venueIds, fee },
    ...{ maxEventsPerAthlete, maxAthletesPerClassPerEvent, laneCount, pointsTable, teamScoring },
    ...{ markDecimals, markRounding },
  };
}

/** Refuses a name another meet of the organisation has, and venues that are not the organisation's. */
async function checkMeet(tenant: TenantWrite, input: { name: string; venueIds: string[] }, ownId: string | null) {
  const taken = await tenant
    .scoped(sportMeet)
    .exists(eq(sportMeet.name, input.name), ownId ? ne(sportMeet.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'meet.nameTaken', { name: input.name });
  if (input.venueIds.length > 0) {
    const found = await tenant.scoped(venue).count(inArray(venue.id, input.venueIds));
    if (found !== input.venueIds.length) throw new ApiError(404, 'validation.venue.required', { field: 'venueIds' });
  }
}

export function registerMeetRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(meetPage, async ({ caller, input }) => {
    const page = await data.scoped(sportMeet, caller).page(input, {
      where: and(
        input.status ? eq(sportMeet.status, input.status) : undefined,
        input.keyword ? ilike(sportMeet.name, containing(input.keyword)) : undefined,
      ),
      orderBy: sortedBy(input, { name: sportMeet.name, startDate: sportMeet.startDate, status: sportMeet.status }, [
        desc(sportMeet.startDate),
        asc(sportMeet.id),
      ]),
    });
    return { ...page, records: await recordsOf(data.tenant(caller), page.records) };
  });
  router.rows(meetExport, meetPage);

  router.json(meetDetail, async ({ caller, input }) => {
    const row = await data.scoped(sportMeet, caller).one(input.meetId, 'meet.notFound');
    return (await recordsOf(data.tenant(caller), [row]))[0] as MeetRecord;
  });

  router.json(meetAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        await checkMeet(tenant, input, null);
        const meetId = randomUUID();
        await tenant.db.insert(sportMeet).values({ id: meetId, ...tenant.values, ...meetColumns(input) });
        await fileDocuments(tenant, meetId, input.documentIds);
        return { meetId };
      },
      { id: 'meet.nameTaken', values: { name: input.name } },
    ),
  );

  router.json(meetEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      sportMeet,
      input.meetId,
      'meet.notFound',
      async (existing, meets, tenant) => {
        if (!canEditMeet(existing.status)) throw new ApiError(409, 'meet.ended');
        await checkMeet(tenant, input, existing.id);
        await meets.update(existing.id, meetColumns(input));
        await fileDocuments(tenant, existing.id, input.documentIds);
        return null;
      },
      { id: 'meet.nameTaken', values: { name: input.name } },
    ),
  );

  router.json(meetSetStatus, async ({ caller, input }) =>
    data.writeRow(caller, sportMeet, input.meetId, 'meet.notFound', async (existing, meets) => {
      const check = checkTransition('progress', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await meets.update(existing.id, { status: input.status });
      return null;
    }),
  );

  router.json(meetDelete, async ({ caller, input }) =>
    data.writeRow(caller, sportMeet, input.meetId, 'meet.notFound', async (existing, meets, tenant) => {
      if (!canDeleteMeet(existing.status)) throw new ApiError(409, 'meet.started');
      // The gallery's files go first (its photos with them), so the deleted-files queue removes their objects.
      const shown = tenant.db
        .select({ id: sportMeetPhoto.fileId })
        .from(sportMeetPhoto)
        .where(eq(sportMeetPhoto.meetId, existing.id));
      const thumbs = tenant.db
        .select({ id: sportMeetPhoto.thumbFileId })
        .from(sportMeetPhoto)
        .where(eq(sportMeetPhoto.meetId, existing.id));
      await tenant.scoped(storedFile).deleteWhere(or(inArray(storedFile.id, shown), inArray(storedFile.id, thumbs)));
      const documents = await tenant.db
        .select({ fileId: sportMeetDocument.fileId })
        .from(sportMeetDocument)
        .where(tenant.rows(sportMeetDocument).where(eq(sportMeetDocument.meetId, existing.id)));
      await meets.delete(existing.id);
      await dropUnheldFiles(
        tenant,
        documents.map((one) => one.fileId),
      );
      return null;
    }),
  );
}
