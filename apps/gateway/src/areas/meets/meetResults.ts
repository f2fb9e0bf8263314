// A sports meet's results on the day (issue 46): marks typed per heat (or flight) of a drawn event
// while the meet is in progress, a second person's check of each heat, and from the checked heats
// the event's places, points and broken records, the records confirmed, and the team standings.
// Each save names the version every cell was typed over: one someone else changed meanwhile comes
// back as a conflict and keeps their value. Every write holds the organisation's lock, so two
// people saving or confirming one heat are judged one after the other.
import { randomUUID } from 'node:crypto';
import {
  confirmRefusal,
  type EventMeasure,
  type EventSex,
  type EventUnit,
  resultMarkProblem,
} from '@school-sports/domain';
import {
  meetResultConfirm,
  meetResultEvent,
  meetResultRecordConfirm,
  meetResultRecords,
  meetResultSave,
  meetResultSheet,
  meetResultStandings,
} from '@school-sports/gateway-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { sportMeetHeatCheck, sportMeetRecord, sportMeetResult } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import {
  checkHeat,
  eventAndMeet,
  heatChecks,
  judgedMeet,
  markOf,
  meetStandings,
  officialResults,
  type PlacedAthlete,
  placedAthletes,
  type ResultValue,
  recordKey,
  recordsBefore,
  resultValues,
  sexesOf,
} from './meetResultRows.ts';

export function registerMeetResultRoutes(router: Router, deps: { db: Database }): void {
  const data = dataLayer(deps.db);

  router.json(meetResultSheet, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const { event, meet } = await eventAndMeet(tenant, input.eventId);
    const athletes = await placedAthletes(tenant, requestLocale(request), [event.id], input.heat);
    await checkHeat(tenant, event, input.heat, athletes);
    const [check] = (await heatChecks(tenant, [event.id])).filter((one) => one.heat === input.heat);
    return {
      event: {
        eventId: event.id,
        name: event.name,
        sex: event.sex as EventSex,
        measure: event.measure as EventMeasure,
        unit: event.unit as EventUnit,
      },
      decimals: meet.markDecimals,
      open: meet.status === 'inProgress',
      heat: input.heat,
      confirmed: check ? { by: check.by, at: check.at } : null,
      athletes: athletes.map((athlete) => ({
        entryId: athlete.entryId,
        name: athlete.name,
        studentNumber: athlete.studentNumber,
        className: athlete.className,
        position: athlete.position,
        result: athlete.result,
      })),
    };
  });

  router.json(meetResultSave, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const { event, meet } = await eventAndMeet(tenant, input.eventId);
      const athletes = await placedAthletes(tenant, requestLocale(request), [event.id], input.heat);
      await checkHeat(tenant, event, input.heat, athletes);
      if (meet.status !== 'inProgress') throw new ApiError(409, 'meetResult.notInProgress', { field: 'eventId' });
      const inHeat = new Map(athletes.map((athlete) => [athlete.entryId, athlete]));
      // Every cell is checked before any is stored: a refused one stores none of the batch.
      const seen = new Set<string>();
      const checked = input.entries.map((entry, index) => {
        const field = `entries.${index}`;
        const athlete = inHeat.get(entry.entryId);
        if (!athlete)
          throw new ApiError(404, 'meetResult.notInHeat', {
            field: `${field}.entryId`,
            event: event.name,
            heat: input.heat,
          });
        if (seen.has(entry.entryId)) throw new ApiError(400, 'meetResult.twice', { field, name: athlete.name });
        seen.add(entry.entryId);
        const mark = markOf(entry.mark, event, meet, `${field}.mark`);
        const problem = resultMarkProblem(entry.status, mark);
        if (problem) throw new ApiError(400, problem, { field: `${field}.mark` });
        if (entry.version !== undefined && athlete.result === null)
          throw new ApiError(404, 'meetResult.notFound', { field: `${field}.version` });
        return { entry, athlete, mark };
      });

      const results = tenant.scoped(sportMeetResult);
      const now = new Date();
      const savedIds: string[] = [];
      const conflicts: ResultValue[] = [];
      let changed = false;
      for (const { entry, athlete, mark } of checked) {
        const stored = athlete.result;
        // A cell typed over nothing meets a result typed meanwhile, or one typed over an older
        // version meets a newer one: either way theirs stays and comes back.
        if (stored && stored.version !== entry.version) {
          conflicts.push(stored);
          continue;
        }
        if (stored) {
          if (stored.status !== entry.status || stored.mark !== mark) {
            await results.update(stored.resultId, {
              status: entry.status,
              mark,
              enteredBy: tenant.account.id,
              enteredAt: now,
              version: stored.version + 1,
            });
            changed = true;
          }
          savedIds.push(stored.resultId);
        } else {
          const id = randomUUID();
          await tenant.db.insert(sportMeetResult).values({
            id,
            ...tenant.values,
            meetId: meet.id,
            eventId: event.id,
            entryId: athlete.entryId,
            status: entry.status,
            mark,
            enteredBy: tenant.account.id,
            enteredAt: now,
          });
          savedIds.push(id);
          changed = true;
        }
      }
      // A heat's check is of the marks as they were: a changed one waits for a new check.
      if (changed)
        await tenant
          .scoped(sportMeetHeatCheck)
          .deleteWhere(eq(sportMeetHeatCheck.eventId, event.id), eq(sportMeetHeatCheck.heat, input.heat));
      const saved = await resultValues(tenant, inArray(sportMeetResult.id, savedIds), savedIds.length === 0);
      return { saved, conflicts };
    }),
  );

  router.json(meetResultConfirm, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const { event, meet } = await eventAndMeet(tenant, input.eventId);
      const athletes = await placedAthletes(tenant, requestLocale(request), [event.id], input.heat);
      await checkHeat(tenant, event, input.heat, athletes);
      if (meet.status !== 'inProgress') throw new ApiError(409, 'meetResult.notInProgress', { field: 'eventId' });
      const confirmed = await tenant
        .scoped(sportMeetHeatCheck)
        .exists(eq(sportMeetHeatCheck.eventId, event.id), eq(sportMeetHeatCheck.heat, input.heat));
      const stored = await tenant.scoped(sportMeetResult).list({
        where: inArray(
          sportMeetResult.entryId,
          athletes.map((athlete) => athlete.entryId),
        ),
      });
      const byEntry = new Map(stored.map((row) => [row.entryId, row]));
      const refusal = confirmRefusal(
        athletes.map((athlete) => byEntry.get(athlete.entryId) ?? null),
        tenant.account.id,
        confirmed,
      );
      if (refusal) {
        const missing = athletes.find((athlete) => !byEntry.has(athlete.entryId));
        throw new ApiError(409, refusal, {
          field: 'heat',
          event: event.name,
          heat: input.heat,
          name: missing?.name ?? '',
        });
      }
      await tenant.db.insert(sportMeetHeatCheck).values({
        id: randomUUID(),
        ...tenant.values,
        meetId: meet.id,
        eventId: event.id,
        heat: input.heat,
        confirmedBy: tenant.account.id,
        confirmedAt: new Date(),
      });
      return null;
    }),
  );

  router.json(meetResultEvent, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const { event, meet } = await eventAndMeet(tenant, input.eventId);
    const athletes = await placedAthletes(tenant, requestLocale(request), [event.id]);
    const checks = await heatChecks(tenant, [event.id]);
    const standing = await recordsBefore(tenant, meet.id, [event.name]);
    const official = officialResults(meet, event, athletes, new Set(checks.map((check) => check.heat)), standing);
    const heats = [...new Set(athletes.map((athlete) => athlete.heat))].map((heat) => {
      const own = athletes.filter((athlete) => athlete.heat === heat);
      const check = checks.find((one) => one.heat === heat);
      return {
        heat,
        athletes: own.length,
        results: own.filter((athlete) => athlete.result !== null).length,
        confirmed: check ? { by: check.by, at: check.at } : null,
      };
    });
    const byEntry = new Map(athletes.map((athlete) => [athlete.entryId, athlete]));
    return {
      event: {
        eventId: event.id,
        name: event.name,
        sex: event.sex as EventSex,
        measure: event.measure as EventMeasure,
        unit: event.unit as EventUnit,
      },
      heats,
      official: official.official,
      results: official.results.map((result) => {
        const athlete = byEntry.get(result.id) as PlacedAthlete;
        return {
          entryId: result.id,
          name: athlete.name,
          className: athlete.className,
          status: athlete.result?.status ?? 'ok',
          mark: athlete.result?.mark ?? null,
          place: result.place,
          points: result.points,
          tiedCount: result.tiedCount,
          newRecord: result.newRecord,
        };
      }),
    };
  });

  router.json(meetResultRecords, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const { meet, events, standing } = await judgedMeet(tenant, requestLocale(request), input.meetId);
    const setHere = await tenant.scoped(sportMeetRecord).list({ where: eq(sportMeetRecord.meetId, meet.id) });
    return events.flatMap(({ event, athletes, official }) =>
      sexesOf(event).map((sex) => {
        const confirmedHere = setHere
          .filter((row) => row.eventName === event.name && row.sex === sex)
          .sort((a, b) => new Date(b.confirmedAt).getTime() - new Date(a.confirmedAt).getTime())[0];
        const record = confirmedHere ?? standing.get(recordKey(event.name, sex));
        const found = official.newRecords.find((one) => one.sex === sex);
        const waiting = found && !(confirmedHere && confirmedHere.mark === found.mark);
        return {
          eventId: event.id,
          name: event.name,
          sex,
          measure: event.measure as EventMeasure,
          unit: event.unit as EventUnit,
          record: record
            ? {
                recordId: record.id,
                mark: record.mark,
                holderName: record.holderName,
                className: record.className,
                meetName: record.meetName,
                setOn: record.setOn,
              }
            : null,
          broken: waiting
            ? {
                mark: found.mark,
                holders: found.athleteIds.map((id) => athletes.find((one) => one.entryId === id)?.name ?? ''),
              }
            : null,
        };
      }),
    );
  });

  router.json(meetResultRecordConfirm, async ({ caller, input, request }) =>
    data.write(caller, async (tenant) => {
      const { event, meet } = await eventAndMeet(tenant, input.eventId);
      const athletes = await placedAthletes(tenant, requestLocale(request), [event.id]);
      const checks = await heatChecks(tenant, [event.id]);
      const standing = await recordsBefore(tenant, meet.id, [event.name]);
      const official = officialResults(meet, event, athletes, new Set(checks.map((check) => check.heat)), standing);
      const found = official.newRecords.find((one) => one.sex === input.sex);
      const already =
        found &&
        (await tenant
          .scoped(sportMeetRecord)
          .exists(
            eq(sportMeetRecord.meetId, meet.id),
            eq(sportMeetRecord.eventName, event.name),
            eq(sportMeetRecord.sex, input.sex),
            eq(sportMeetRecord.mark, found.mark),
          ));
      if (!found || already)
        throw new ApiError(409, 'meetRecord.nothingToConfirm', { field: 'eventId', event: event.name });
      const holders = found.athleteIds.map((id) => athletes.find((one) => one.entryId === id) as PlacedAthlete);
      const [first] = holders;
      const recordId = randomUUID();
      await tenant.db.insert(sportMeetRecord).values({
        id: recordId,
        ...tenant.values,
        eventName: event.name,
        sex: input.sex,
        measure: event.measure,
        mark: found.mark,
        holderName: holders.map((holder) => holder.name).join('、'),
        className: holders.map((holder) => holder.ownClassName).join('、'),
        meetId: meet.id,
        meetName: meet.name,
        // One holder carries the bonus link; athletes who tie a new record share the record itself.
        entryId: first?.entryId ?? null,
        setOn: meet.startDate,
        confirmedBy: tenant.account.id,
        confirmedAt: new Date(),
      });
      return { recordId };
    }),
  );

  router.json(meetResultStandings, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const { meet, events } = await judgedMeet(tenant, requestLocale(request), input.meetId);
    return meetStandings(tenant, meet, events);
  });
}
