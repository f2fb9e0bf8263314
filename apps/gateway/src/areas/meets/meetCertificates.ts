// The organisation's electronic seals and a meet's certificates (issue 46). A seal names a square
// PNG uploaded as a file of kind `eStamp` (whose shape, size and type the upload has checked); at
// most ten per organisation, counted inside the write that holds the organisation's lock, so two
// added at once cannot make an eleventh. Certificates are drawn by the PDF worker from the meet's
// official results, the same ones the results tab shows, with up to two enabled seals.
import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type DomainLocale,
  type EventMeasure,
  type EventSex,
  type EventUnit,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  MEET_SEALS_MAX,
  meetCertificatePrint,
  meetSealAdd,
  meetSealDelete,
  meetSealEdit,
  meetSealList,
} from '@school-sports/gateway-client/contract';
import { asc, eq, ne, notExists } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { organisation, schoolClass, sportMeet, sportMeetEvent, sportMeetSeal, storedFile } from '../../db/schema.ts';
import type { FileStore } from '../../files/store.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { drawnPdf, pdfFileName } from '../../http/printed.ts';
import type { Router } from '../../http/router.ts';
import { bufferOf } from '../../pdf/content.ts';
import type { PdfFontFiles } from '../../pdf/fontFiles.ts';
import { type AthleteCertificate, certificatesDocument, type PrintableCertificate } from '../../pdf/meetCertificate.ts';
import { renderPdfInWorker } from '../../pdf/printer.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { type JudgedEvent, judgedMeet, type MeetRow, meetStandings, scoringOf } from './meetResultRows.ts';

const SEAL_ORDER = [asc(sportMeetSeal.sortNum), asc(sportMeetSeal.createdAt), asc(sportMeetSeal.id)];

/** Refuses a file that is not a seal image uploaded to the organisation, or one another seal shows. */
async function checkSealFile(tenant: TenantWrite, fileId: string, ownId: string | null): Promise<void> {
  const found = await tenant.scoped(storedFile).exists(eq(storedFile.id, fileId), eq(storedFile.kind, 'eStamp'));
  if (!found) throw new ApiError(404, 'meetSeal.file', { field: 'fileId' });
  const taken = await tenant
    .scoped(sportMeetSeal)
    .exists(eq(sportMeetSeal.fileId, fileId), ownId ? ne(sportMeetSeal.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'meetSeal.fileInUse', { field: 'fileId' });
}

/** Removes a seal image no seal shows any more. */
async function dropSealFile(tenant: TenantWrite, fileId: string): Promise<void> {
  const tx = tenant.db;
  await tx
    .delete(storedFile)
    .where(
      tenant
        .scoped(storedFile)
        .where(
          eq(storedFile.id, fileId),
          eq(storedFile.kind, 'eStamp'),
          notExists(tx.select({ id: sportMeetSeal.id }).from(sportMeetSeal).where(eq(sportMeetSeal.fileId, fileId))),
        ),
    );
}

/** The places a meet's rules score: athletes and teams placed within them get certificates. */
function scoringPlaces(meet: MeetRow): number {
  return scoringOf(meet).pointsTable.length;
}

/** The certificates of one official event's athletes placed within the scoring places. */
function eventCertificates(meet: MeetRow, judged: JudgedEvent, classId?: string): AthleteCertificate[] {
  const { event, athletes, official } = judged;
  const byEntry = new Map(athletes.map((athlete) => [athlete.entryId, athlete]));
  const within = scoringPlaces(meet);
  return official.results.flatMap((result) => {
    const athlete = byEntry.get(result.id);
    const mark = athlete?.result?.mark;
    if (!athlete || result.place === null || result.place > within || mark === null || mark === undefined) return [];
    if (classId !== undefined && athlete.classId !== classId) return [];
    return [
      {
        kind: 'athlete' as const,
        name: athlete.name,
        className: athlete.className,
        // A class's team: one page naming the class and its members in order.
        ...(athlete.members ? { members: athlete.members } : {}),
        event: { name: event.name, sex: event.sex as EventSex },
        mark: { value: mark, measure: event.measure as EventMeasure, unit: event.unit as EventUnit },
        place: result.place,
      },
    ];
  });
}

export function registerMeetCertificateRoutes(
  router: Router,
  deps: { db: Database; store: FileStore; pdfFonts?: PdfFontFiles },
): void {
  const { db, store } = deps;
  const data = dataLayer(db);

  // At most ten rows: the list is never paged.
  router.json(meetSealList, async ({ caller }) =>
    (await data.scoped(sportMeetSeal, caller).list({ orderBy: SEAL_ORDER })).map((row) => ({
      sealId: row.id,
      name: row.name,
      fileId: row.fileId,
      sortNum: row.sortNum,
      enabled: row.enabled,
    })),
  );

  router.json(meetSealAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const seals = await tenant.scoped(sportMeetSeal).list({ orderBy: SEAL_ORDER });
      if (seals.length >= MEET_SEALS_MAX) throw new ApiError(409, 'meetSeal.full', { max: MEET_SEALS_MAX });
      await checkSealFile(tenant, input.fileId, null);
      const sealId = randomUUID();
      await tenant.db.insert(sportMeetSeal).values({
        id: sealId,
        ...tenant.values,
        name: input.name,
        fileId: input.fileId,
        enabled: input.enabled,
        sortNum: seals.reduce((last, one) => Math.max(last, one.sortNum + 1), 0),
      });
      return { sealId };
    }),
  );

  router.json(meetSealEdit, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetSeal, input.sealId, 'meetSeal.notFound', async (existing, seals, tenant) => {
      await checkSealFile(tenant, input.fileId, existing.id);
      await seals.update(existing.id, { name: input.name, fileId: input.fileId, enabled: input.enabled });
      if (existing.fileId !== input.fileId) await dropSealFile(tenant, existing.fileId);
      return null;
    }),
  );

  router.json(meetSealDelete, async ({ caller, input }) =>
    data.writeRow(caller, sportMeetSeal, input.sealId, 'meetSeal.notFound', async (existing, seals, tenant) => {
      await seals.delete(existing.id);
      await dropSealFile(tenant, existing.fileId);
      return null;
    }),
  );

  /** The bytes of the chosen seals, each enabled and of the organisation, in the order chosen. */
  async function sealImages(tenant: Tenant, ids: readonly string[]): Promise<Uint8Array[]> {
    const chosen = [];
    for (const [index, id] of ids.entries()) {
      const field = index === 0 ? 'sealId' : 'secondSealId';
      const seal = await tenant.scoped(sportMeetSeal).find(eq(sportMeetSeal.id, id));
      if (!seal) throw new ApiError(404, 'meetSeal.notFound', { field });
      chosen.push({ seal, field });
    }
    if (chosen.length === 2 && chosen[0]?.seal.id === chosen[1]?.seal.id)
      throw new ApiError(400, 'meetSeal.same', { field: 'secondSealId' });
    const images: Uint8Array[] = [];
    for (const { seal, field } of chosen) {
      if (!seal.enabled) throw new ApiError(409, 'meetSeal.disabled', { field, name: seal.name });
      const file = await tenant.scoped(storedFile).find(eq(storedFile.id, seal.fileId));
      if (!file) throw new ApiError(404, 'meetSeal.notFound', { field });
      images.push(
        file.storageKey ? await bufferOf(await store.read(file.storageKey)) : new Uint8Array(file.bytes ?? []),
      );
    }
    return images;
  }

  /** The certificates a request asks for, or its refusal when there are none to print. */
  async function certificatesOf(
    tenant: Tenant,
    locale: DomainLocale,
    input: { meetId: string; batch: 'event' | 'class' | 'teams'; eventId: string; classId: string },
  ): Promise<{ meet: MeetRow; certificates: PrintableCertificate[]; what: string }> {
    const named = await tenant.scoped(sportMeet).one(input.meetId, 'meet.notFound');
    // Every id sent is judged, whatever the batch takes: another school's is not found.
    const event = input.eventId ? await tenant.scoped(sportMeetEvent).one(input.eventId, 'meetEvent.notFound') : null;
    const chosen = input.classId ? await tenant.scoped(schoolClass).one(input.classId, 'class.notFound') : null;
    if (chosen) checkReach(await tenant.classReach(), chosen.id);
    // An event names its meet: its certificates are that meet's, as its results are.
    const { meet, events } = await judgedMeet(
      tenant,
      locale,
      input.batch === 'event' && event ? event.meetId : named.id,
    );
    const text = (id: Parameters<typeof translateDomainMessage>[1], values: Record<string, string>) =>
      translateDomainMessage(locale, id, values);
    if (input.batch === 'event') {
      if (!event) throw new ApiError(400, 'meetCertificate.eventRequired', { field: 'eventId' });
      const judged = events.find((one) => one.event.id === event.id) as JudgedEvent;
      if (!judged.official.official)
        throw new ApiError(409, 'meetCertificate.notOfficial', { field: 'eventId', event: event.name });
      const certificates = eventCertificates(meet, judged);
      if (certificates.length === 0)
        throw new ApiError(409, 'meetCertificate.nonePlaced', { field: 'eventId', event: event.name });
      return {
        meet,
        certificates,
        what: text('meetCertificate.print.fileName.event', { meet: meet.name, event: event.name }),
      };
    }
    if (input.batch === 'class') {
      if (!chosen) throw new ApiError(400, 'meetCertificate.classRequired', { field: 'classId' });
      const certificates = events
        .filter((judged) => judged.official.official)
        .flatMap((judged) => eventCertificates(meet, judged, chosen.id));
      if (certificates.length === 0)
        throw new ApiError(409, 'meetCertificate.noneForClass', { field: 'classId', className: chosen.name });
      const className = certificates[0]?.className ?? chosen.name;
      return { meet, certificates, what: text('meetCertificate.print.fileName.class', { meet: meet.name, className }) };
    }
    const standings = await meetStandings(tenant, meet, events);
    const within = scoringPlaces(meet);
    const certificates = standings.standings
      .filter((team) => team.rank <= within && team.total > 0)
      .map((team): PrintableCertificate => ({ kind: 'team', name: team.name, total: team.total, place: team.rank }));
    if (standings.officialEvents === 0 || certificates.length === 0)
      throw new ApiError(409, 'meetCertificate.noTeams', { field: 'batch' });
    return { meet, certificates, what: text('meetCertificate.print.fileName.teams', { meet: meet.name }) };
  }

  router.blob(meetCertificatePrint, async ({ caller, input, request }) => {
    const locale = input.language ?? requestLocale(request);
    const tenant = data.tenant(caller);
    const { meet, certificates, what } = await certificatesOf(tenant, locale, input);
    const seals = await sealImages(
      tenant,
      [input.sealId, input.secondSealId].filter((id) => id !== ''),
    );
    const [own] = await db
      .select({ name: organisation.name })
      .from(organisation)
      .where(eq(organisation.id, tenant.account.orgId));
    let document: ReturnType<typeof certificatesDocument>;
    try {
      document = certificatesDocument(
        {
          organisation: own?.name ?? '',
          meetName: meet.name,
          date: meet.endDate,
          decimals: meet.markDecimals,
          seals,
          certificates,
        },
        locale,
      );
    } catch (error) {
      if (error instanceof DomainError) throw new ApiError(400, error.code, { ...error.values, field: 'sealId' });
      throw error;
    }
    return {
      body: await drawnPdf(renderPdfInWorker(document, deps.pdfFonts), 'meetCertificate.unavailable'),
      contentType: 'application/pdf',
      fileName: pdfFileName(what),
    };
  });
}
