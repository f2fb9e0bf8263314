// A meet's live results page (issue 46). The organiser shares it from the meet's detail (button
// liveShare): a random token of 32 bytes makes its address; the row keeps the token's SHA-256, which
// the public call looks the meet up by, and the token sealed with the gateway's secrets key, so the
// organiser can copy the address again. A new address or switching off deletes the old row, so the
// old address answers 404 from the next call on.
//
// The public call needs no session. It is bounded like the other anonymous calls (a budget per
// address), answers every token that opens nothing alike (one query by the hash, then 404), and
// reads the meet in the organisation the share row names, never one the request names. It answers
// official results only, with names and classes: the rows it reads carry student numbers and ids,
// and none of them is copied into the answer.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type EventMeasure,
  type EventSex,
  formatMark,
  frameOf,
  isStatus,
  parseOrganisationType,
  type Sex,
} from '@school-sports/domain';
import {
  MEET_LIVE_EVENTS_MAX,
  MEET_LIVE_RESULTS_MAX,
  meetLivePage,
  meetLiveShare,
  meetLiveState,
  meetLiveUnshare,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../audit/log.ts';
import type { SecretBox } from '../../auth/secretBox.ts';
import { withinBudget } from '../../auth/throttle.ts';
import type { Database } from '../../db/index.ts';
import { organisation, sportMeet, sportMeetLiveShare, sportMeetRecord } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import type { TenantCaller } from '../../tenancy/scope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { judgedMeet, meetStandings, type PlacedAthlete } from './meetResultRows.ts';

/**
 * Reads of live pages one address may make per ten minutes: a page polls every 15 seconds, 40 times
 * in ten minutes, and a school's hall of parents may share one address.
 */
export const LIVE_READS_PER_ADDRESS = 1_200;

const TEN_MINUTES = 10 * 60_000;

/** The SHA-256 of a token, as the share row keeps it. */
export function liveTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token: 32 random bytes (256 bits), 43 characters of base64url. */
function newLiveToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The share of a meet as the organiser sees it. */
async function shareStateOf(tenant: Tenant, meetId: string, secrets: SecretBox) {
  const row = await tenant.scoped(sportMeetLiveShare).find(eq(sportMeetLiveShare.meetId, meetId));
  if (!row) return { token: null, sharedAt: null };
  return { token: secrets.open(row.sealedToken), sharedAt: new Date(row.createdAt).toISOString() };
}

/** The organisation a live page's token opens, as a caller of no role, and its meet; none for any other token. */
async function sharedMeet(db: Database, token: string): Promise<{ caller: TenantCaller; meetId: string } | null> {
  const [row] = await db
    .select({
      meetId: sportMeetLiveShare.meetId,
      orgId: organisation.id,
      tenantOrgId: organisation.tenantOrgId,
      orgType: organisation.type,
    })
    .from(sportMeetLiveShare)
    .innerJoin(organisation, eq(organisation.id, sportMeetLiveShare.orgId))
    .where(and(eq(sportMeetLiveShare.tokenHash, liveTokenHash(token)), eq(organisation.status, 'enabled')))
    .limit(1);
  if (!row) return null;
  const orgType = parseOrganisationType(row.orgType);
  return {
    meetId: row.meetId,
    // Its account id is empty: the public page reads and never writes.
    caller: {
      account: { id: '', orgId: row.orgId, tenantOrgId: row.tenantOrgId, orgType, frame: frameOf(orgType) },
      roleId: null,
    },
  };
}

/** A meet as the audit log names it. */
function liveTarget(meet: { id: string; name: string }): string {
  return `sportMeet:${meet.id} ${meet.name}`;
}

export function registerMeetLiveRoutes(router: Router, deps: { db: Database; partnerSecrets: SecretBox }): void {
  const { db, partnerSecrets: secrets } = deps;
  const data = dataLayer(db);

  router.json(meetLiveState, async ({ caller, input }) => {
    const meet = await data.scoped(sportMeet, caller).one(input.meetId, 'meet.notFound');
    return shareStateOf(data.tenant(caller), meet.id, secrets);
  });

  router.json(meetLiveShare, async ({ caller, input, request }) =>
    data.writeRow(caller, sportMeet, input.meetId, 'meet.notFound', async (meet, _meets, tenant) => {
      await tenant.scoped(sportMeetLiveShare).deleteWhere(eq(sportMeetLiveShare.meetId, meet.id));
      const token = newLiveToken();
      await tenant.db.insert(sportMeetLiveShare).values({
        id: randomUUID(),
        ...tenant.values,
        meetId: meet.id,
        tokenHash: liveTokenHash(token),
        sealedToken: secrets.seal(token),
        sharedBy: tenant.account.id,
      });
      // Who made a meet's results public, and when: a new address replaces any earlier one.
      await recordAudit(tenant.db, request, { ...actorOf(caller), action: 'meetLive.share', target: liveTarget(meet) });
      return shareStateOf(tenant, meet.id, secrets);
    }),
  );

  router.json(meetLiveUnshare, async ({ caller, input, request }) =>
    data.writeRow(caller, sportMeet, input.meetId, 'meet.notFound', async (meet, _meets, tenant) => {
      await tenant.scoped(sportMeetLiveShare).deleteWhere(eq(sportMeetLiveShare.meetId, meet.id));
      await recordAudit(tenant.db, request, {
        ...actorOf(caller),
        action: 'meetLive.unshare',
        target: liveTarget(meet),
      });
      return { token: null, sharedAt: null };
    }),
  );

  router.json(
    meetLivePage,
    async ({ input, request }) => {
      if (!(await withinBudget(db, `meetLive:ip:${request.ip}`, LIVE_READS_PER_ADDRESS, TEN_MINUTES))) {
        throw new ApiError(429, 'request.tooMany', {}, { 'retry-after': '600' });
      }
      const shared = await sharedMeet(db, input.token);
      if (!shared) throw new ApiError(404, 'meetLive.notFound', { field: 'token' });
      const tenant = data.tenant(shared.caller);
      const { meet, events } = await judgedMeet(tenant, requestLocale(request), shared.meetId);
      const standings = await meetStandings(tenant, meet, events);
      const setHere = await tenant.scoped(sportMeetRecord).list({
        where: eq(sportMeetRecord.meetId, meet.id),
        orderBy: [asc(sportMeetRecord.eventName), asc(sportMeetRecord.sex), asc(sportMeetRecord.confirmedAt)],
      });
      const decimals = meet.markDecimals;
      const shown = events.slice(0, MEET_LIVE_EVENTS_MAX);
      let truncated = shown.length < events.length;
      return {
        meet: {
          name: meet.name,
          startDate: meet.startDate,
          endDate: meet.endDate,
          status: isStatus('progress', meet.status) ? meet.status : 'notStarted',
        },
        events: shown.map(({ event, athletes, official }) => {
          const measure = event.measure as EventMeasure;
          const byEntry = new Map(athletes.map((athlete) => [athlete.entryId, athlete]));
          if (official.results.length > MEET_LIVE_RESULTS_MAX) truncated = true;
          return {
            name: event.name,
            sex: event.sex as EventSex,
            measure,
            official: official.official,
            // Only an official event has results here; each is copied field by field, so nothing
            // else of the athlete's row (student number, ids) can reach the answer.
            results: official.results.slice(0, MEET_LIVE_RESULTS_MAX).map((result) => {
              const athlete = byEntry.get(result.id) as PlacedAthlete;
              const mark = athlete.result?.status === 'ok' ? athlete.result.mark : null;
              return {
                place: result.place,
                name: athlete.name,
                className: athlete.className,
                status: athlete.result?.status ?? 'ok',
                mark: mark === null ? null : formatMark(mark, measure, decimals),
                newRecord: result.newRecord,
              };
            }),
          };
        }),
        truncated,
        standings: {
          scoring: standings.scoring,
          officialEvents: standings.officialEvents,
          drawnEvents: standings.drawnEvents,
          teams: standings.standings.map((team) => ({ rank: team.rank, name: team.name, total: team.total })),
        },
        records: setHere.map((record) => ({
          eventName: record.eventName,
          sex: record.sex as Sex,
          mark: formatMark(record.mark, record.measure as EventMeasure, decimals),
          holderName: record.holderName,
          className: record.className,
        })),
      };
    },
    // Phones poll it every 15 s: an unchanged answer, however large the meet, costs a 304.
    { polled: true },
  );
}
