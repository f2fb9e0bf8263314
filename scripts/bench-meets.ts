// `npm run bench -- meets`: a large school meet (issue 46), 60 events and 3,000 entries, through an
// in-process gateway on PGlite. Each figure beside a baseline from the same run: drawing every
// event's heats and lanes through the gateway's call beside the domain's draw alone (the same
// entries, in memory); the team standings read after a result, and the public live page, beside a
// bare query reading the same 3,000 results; and certificates for 500 placed athletes as one PDF
// (its size and memory), beside PDFKit writing the same pages (`bench-pdf.ts`'s part).
import { randomUUID } from 'node:crypto';
import { arrangeEvent, eventSchema, meetSchema } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../apps/gateway/src/db/index.ts';
import {
  schoolClass,
  sportMeet,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetHeatCheck,
  sportMeetResult,
  sportMeetStart,
  student,
} from '../apps/gateway/src/db/schema.ts';
import { bearer, openTestGateway, signIn } from '../apps/gateway/src/testing/gateway.ts';
import { median, type Row } from './bench-helpers.ts';
import { benchCertificates } from './bench-pdf.ts';

const EVENTS = 60;
const ENTRIES_PER_EVENT = 50;
const RUNS = 5;

const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export async function benchMeets(): Promise<Row[]> {
  const gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory' }));
  const rows: Row[] = [];
  try {
    const { db } = gateway.database;
    const { access } = await signIn(gateway.app, 'k12admin');
    const call = async (method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) => {
      const answer = await gateway.app.inject({
        method,
        url: `/api/busi/web/${path}`,
        headers: bearer(access),
        ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      });
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      return answer.json().data;
    };

    // The school's classes; a meet whose registration closed yesterday, of 60 events (40 races, 20
    // jumps and throws), each with 50 new pupils entered: 3,000 entries.
    const { orgId } = (await call('GET', 'currentOrg/detail', {})) as { orgId: string };
    const classes = await db
      .select({ id: schoolClass.id, orgId: schoolClass.orgId, tenantOrgId: schoolClass.tenantOrgId })
      .from(schoolClass)
      .where(eq(schoolClass.orgId, orgId));
    const first = classes[0];
    if (!first) throw new Error('the demo school has no class');
    const values = { orgId: first.orgId, tenantOrgId: first.tenantOrgId };
    const meetId = randomUUID();
    await db.insert(sportMeet).values({
      id: meetId,
      ...values,
      ...meetSchema.parse({
        name: '大型运动会基准',
        registrationStart: dayFrom(-10),
        registrationEnd: dayFrom(-1),
        startDate: dayFrom(0),
        endDate: dayFrom(1),
      }),
    });
    const events: { id: string; discipline: 'track' | 'field'; entries: { id: string; classId: string }[] }[] = [];
    for (let index = 0; index < EVENTS; index++) {
      const discipline = index < 40 ? ('track' as const) : ('field' as const);
      const event = eventSchema.parse({
        name: `${discipline === 'track' ? '短跑' : '跳远'}${index}`,
        discipline,
        sex: index % 2 === 0 ? 'male' : 'female',
        measure: discipline === 'track' ? 'timed' : 'distance',
        unit: discipline === 'track' ? 'second' : 'metre',
      });
      const eventId = randomUUID();
      await db.insert(sportMeetEvent).values({ id: eventId, ...values, meetId, ...event });
      const pupils = Array.from({ length: ENTRIES_PER_EVENT }, (_, at) => ({
        id: randomUUID(),
        entryId: randomUUID(),
        classId: classes[(index + at) % classes.length]?.id ?? first.id,
        number: `BM${String(index).padStart(2, '0')}${String(at).padStart(3, '0')}`,
        sex: index % 2 === 0 ? 'male' : 'female',
      }));
      await db.insert(student).values(
        pupils.map((pupil) => ({
          id: pupil.id,
          ...values,
          classId: pupil.classId,
          name: `选手${pupil.number}`,
          sex: pupil.sex,
          studentNumber: pupil.number,
        })),
      );
      await db.insert(sportMeetEntry).values(
        pupils.map((pupil) => ({
          id: pupil.entryId,
          ...values,
          meetId,
          eventId,
          studentId: pupil.id,
          classId: pupil.classId,
          sex: pupil.sex,
        })),
      );
      events.push({
        id: eventId,
        discipline,
        entries: pupils.map((pupil) => ({ id: pupil.entryId, classId: pupil.classId })),
      });
    }

    // Drawing: the gateway's call once (a drawn meet is drawn), the domain's draw of the same
    // entries in memory a few times.
    const drawn = await time(() => call('POST', 'sportsMeet/arrange/draw', { meetId }));
    const domainDraws: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      for (const event of events)
        arrangeEvent(
          event.entries.map((entry) => ({ id: entry.id })),
          {
            discipline: event.discipline,
            measure: event.discipline === 'track' ? 'timed' : 'distance',
            laneCount: 8,
            seed: run + 1,
          },
        );
      domainDraws.push(performance.now() - started);
    }
    rows.push([
      `drawing heats and lanes, ${EVENTS} events and ${EVENTS * ENTRIES_PER_EVENT} entries, gateway call (${drawn.value.drawn} drawn)`,
      `${drawn.ms.toFixed(0)} ms`,
      `${median(domainDraws).toFixed(1)} ms the domain's draw alone, median of ${RUNS}`,
      `${(drawn.ms / median(domainDraws)).toFixed(0)}x`,
    ]);

    // Every athlete's result typed and every heat confirmed but the last event's last heat; then
    // that heat's check arrives (a result becoming official) and the standings are read again.
    await db.update(sportMeet).set({ status: 'inProgress' }).where(eq(sportMeet.id, meetId));
    const starts = await db
      .select({ eventId: sportMeetStart.eventId, entryId: sportMeetStart.entryId, heat: sportMeetStart.heat })
      .from(sportMeetStart)
      .where(and(eq(sportMeetStart.orgId, values.orgId)));
    const ofMeet = new Set(events.map((event) => event.id));
    const mine = starts.filter((start) => ofMeet.has(start.eventId));
    for (let at = 0; at < mine.length; at += 500)
      await db.insert(sportMeetResult).values(
        mine.slice(at, at + 500).map((start, index) => ({
          id: randomUUID(),
          ...values,
          meetId,
          eventId: start.eventId,
          entryId: start.entryId,
          status: 'ok',
          mark: 8 + ((at + index) % 97) / 10,
        })),
      );
    const heats = [...new Map(mine.map((start) => [`${start.eventId} ${start.heat}`, start])).values()];
    const last = heats.at(-1);
    await db
      .insert(sportMeetHeatCheck)
      .values(
        heats
          .filter((heat) => heat !== last)
          .map((heat) => ({ id: randomUUID(), ...values, meetId, eventId: heat.eventId, heat: heat.heat })),
      );
    const standingsRuns: number[] = [];
    for (let run = 0; run < RUNS; run++)
      standingsRuns.push((await time(() => call('GET', 'sportsMeet/result/standings', { meetId }))).ms);
    const bare = async () =>
      db
        .select({ entryId: sportMeetResult.entryId, mark: sportMeetResult.mark, classId: sportMeetEntry.classId })
        .from(sportMeetResult)
        .innerJoin(sportMeetEntry, eq(sportMeetEntry.id, sportMeetResult.entryId))
        .where(eq(sportMeetResult.meetId, meetId));
    const bareRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) bareRuns.push((await time(bare)).ms);
    if (last)
      await db
        .insert(sportMeetHeatCheck)
        .values({ id: randomUUID(), ...values, meetId, eventId: last.eventId, heat: last.heat });
    const after = await time(() => call('GET', 'sportsMeet/result/standings', { meetId }));
    rows.push([
      `standings after a result becomes official (${EVENTS} events, ${mine.length} results), median of ${RUNS}`,
      `${median(standingsRuns).toFixed(0)} ms (${after.ms.toFixed(0)} ms once the last heat is confirmed, ${after.value.officialEvents} official)`,
      `${median(bareRuns).toFixed(0)} ms a bare query of the same results, median of ${RUNS}`,
      `${(median(standingsRuns) / median(bareRuns)).toFixed(1)}x`,
    ]);

    // The public live page of the same meet: every result official, names and classes.
    const { token } = (await call('POST', 'sportsMeet/live/share', { meetId })) as { token: string };
    const liveRuns: number[] = [];
    let liveBytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const answer = await gateway.app.inject({ method: 'GET', url: '/api/public/meetLive', query: { token } });
      liveRuns.push(performance.now() - started);
      liveBytes = answer.body.length;
    }
    rows.push([
      `  the public live page of that meet, median of ${RUNS}`,
      `${median(liveRuns).toFixed(0)} ms, ${(liveBytes / 1024).toFixed(0)} KiB of JSON`,
      `${median(bareRuns).toFixed(0)} ms the bare query`,
      `${(median(liveRuns) / median(bareRuns)).toFixed(1)}x`,
    ]);
  } finally {
    await gateway.close();
  }
  // Certificates for 500 placed athletes as one PDF, with its size and memory (bench-pdf.ts).
  rows.push(...(await benchCertificates()));
  return rows;
}
