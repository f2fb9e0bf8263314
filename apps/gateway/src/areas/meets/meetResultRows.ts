// The rows a meet's results are read from and judged by (issue 46): an event with its meet, the
// athletes drawn into its heats, the values typed, the heats' checks, the records standing before
// the meet, and the official results of the checked heats; shared by the results' routes.
import {
  DEFAULT_MEET_SETTINGS,
  DomainError,
  type DomainLocale,
  type EventAthlete,
  type EventDiscipline,
  type EventMeasure,
  type EventResults,
  eventKindOf,
  eventResults,
  type MarkRounding,
  POINTS_TABLES,
  parseMark,
  type ResultStatus,
  type RoundingDecimals,
  recordBonus,
  type Sex,
  teamLabel,
  teamStandings,
} from '@school-sports/domain';
import type { DataOf, meetResultSave } from '@school-sports/gateway-client/contract';
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import {
  account,
  grade,
  person,
  schoolClass,
  sportMeet,
  sportMeetArrangement,
  sportMeetEntry,
  sportMeetEvent,
  sportMeetHeatCheck,
  sportMeetRecord,
  sportMeetResult,
  sportMeetStart,
  student,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { RowOf, Tenant } from '../../tenancy/scoped.ts';
import { classLabel } from '../school/classLabels.ts';
import { gradeName } from '../school/grades.ts';
import { teamMembersOf } from './meetTeams.ts';

export type MeetRow = RowOf<typeof sportMeet>;
export type EventRow = RowOf<typeof sportMeetEvent>;
export type ResultValue = DataOf<typeof meetResultSave>['saved'][number];

/** The points table, rounding and record bonus a meet's rules give its results. */
export function scoringOf(meet: MeetRow) {
  const table = POINTS_TABLES[meet.pointsTable as keyof typeof POINTS_TABLES] ?? DEFAULT_MEET_SETTINGS.pointsTable;
  return {
    pointsTable: table,
    rounding: { decimals: meet.markDecimals as RoundingDecimals, mode: meet.markRounding as MarkRounding },
  };
}

/** The sexes an event keeps records for: its own, or both for a mixed event. */
export function sexesOf(event: EventRow): Sex[] {
  return event.sex === 'mixed' ? ['male', 'female'] : [event.sex as Sex];
}

/** An event of the caller's organisation and its meet. */
export async function eventAndMeet(tenant: Tenant, eventId: string): Promise<{ event: EventRow; meet: MeetRow }> {
  const event = await tenant.scoped(sportMeetEvent).one(eventId, 'meetEvent.notFound');
  const meet = await tenant.scoped(sportMeet).one(event.meetId, 'meet.notFound');
  return { event, meet };
}

/** An athlete placed in a drawn event, with their result if any. */
export interface PlacedAthlete {
  eventId: string;
  heat: number;
  position: number;
  entryId: string;
  sex: Sex;
  /** The athlete's name; a team's, its class and members in order. */
  name: string;
  /** A team's members in leg order; null for an athlete. */
  members: string[] | null;
  /** The athlete's number; none for a team. */
  studentNumber: string;
  /** The class named after its grade, in the request's language. */
  className: string;
  /** The class's own name, as stored (`三年级1班`). */
  ownClassName: string;
  classId: string;
  gradeId: string;
  gradeText: string;
  result: ResultValue | null;
}

/** The athletes placed in `eventIds` (in one heat of one, with `heat`), with their results, in two queries. */
export async function placedAthletes(
  tenant: Tenant,
  locale: DomainLocale,
  eventIds: readonly string[],
  heat?: number,
): Promise<PlacedAthlete[]> {
  if (eventIds.length === 0) return [];
  const rows = await tenant.db
    .select({
      eventId: sportMeetStart.eventId,
      heat: sportMeetStart.heat,
      position: sportMeetStart.position,
      entryId: sportMeetEntry.id,
      sex: sportMeetEntry.sex,
      classId: sportMeetEntry.classId,
      name: student.name,
      studentNumber: student.studentNumber,
      className: schoolClass.name,
      gradeId: grade.id,
      gradeKind: grade.kind,
      gradeLevel: grade.level,
    })
    .from(sportMeetStart)
    .innerJoin(sportMeetEntry, eq(sportMeetEntry.id, sportMeetStart.entryId))
    // A class's team has no student of its own: it is named by its class and members.
    .leftJoin(student, eq(student.id, sportMeetEntry.studentId))
    .innerJoin(schoolClass, eq(schoolClass.id, sportMeetEntry.classId))
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(
      tenant
        .scoped(sportMeetStart)
        .where(
          inArray(sportMeetStart.eventId, [...eventIds]),
          heat === undefined ? undefined : eq(sportMeetStart.heat, heat),
        ),
    )
    .orderBy(asc(sportMeetStart.eventId), asc(sportMeetStart.heat), asc(sportMeetStart.position));
  const results = await resultValues(
    tenant,
    inArray(
      sportMeetResult.entryId,
      rows.map((row) => row.entryId),
    ),
    rows.length === 0,
  );
  const byEntry = new Map(results.map((result) => [result.entryId, result]));
  const teams = await teamMembersOf(
    tenant,
    rows.filter((row) => row.name === null).map((row) => row.entryId),
  );
  return rows.map((row) => {
    const gradeText = gradeName(locale, row.gradeKind, row.gradeLevel);
    const className = classLabel(gradeText, row.className);
    const members = row.name === null ? (teams.get(row.entryId) ?? []).map((member) => member.name) : null;
    return {
      eventId: row.eventId,
      heat: row.heat,
      position: row.position,
      entryId: row.entryId,
      // A mixed team holds no record of either sex: the records are kept per sex.
      sex: row.sex as Sex,
      name: members ? teamLabel(locale, className, members) : (row.name ?? ''),
      members,
      studentNumber: row.studentNumber ?? '',
      className,
      ownClassName: row.className,
      classId: row.classId,
      gradeId: row.gradeId,
      gradeText,
      result: byEntry.get(row.entryId) ?? null,
    };
  });
}

/** The results `condition` finds, as the sheet shows them; none when `none`. */
export async function resultValues(
  tenant: Tenant,
  condition: ReturnType<typeof eq>,
  none = false,
): Promise<ResultValue[]> {
  if (none) return [];
  const rows = await tenant.db
    .select({
      resultId: sportMeetResult.id,
      entryId: sportMeetResult.entryId,
      status: sportMeetResult.status,
      mark: sportMeetResult.mark,
      version: sportMeetResult.version,
      enteredById: sportMeetResult.enteredBy,
      enteredBy: person.name,
      enteredAt: sportMeetResult.enteredAt,
    })
    .from(sportMeetResult)
    .leftJoin(account, eq(account.id, sportMeetResult.enteredBy))
    .leftJoin(person, eq(person.id, account.personId))
    .where(tenant.scoped(sportMeetResult).where(condition));
  return rows.map((row) => ({
    resultId: row.resultId,
    entryId: row.entryId,
    status: row.status as ResultStatus,
    mark: row.mark,
    version: row.version,
    enteredBy: row.enteredBy,
    enteredByCaller: row.enteredById === tenant.account.id,
    enteredAt: new Date(row.enteredAt).toISOString(),
  }));
}

/** The checks of the heats of `eventIds`, with who confirmed each. */
export async function heatChecks(tenant: Tenant, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  const rows = await tenant.db
    .select({
      eventId: sportMeetHeatCheck.eventId,
      heat: sportMeetHeatCheck.heat,
      by: person.name,
      at: sportMeetHeatCheck.confirmedAt,
    })
    .from(sportMeetHeatCheck)
    .leftJoin(account, eq(account.id, sportMeetHeatCheck.confirmedBy))
    .leftJoin(person, eq(person.id, account.personId))
    .where(tenant.scoped(sportMeetHeatCheck).where(inArray(sportMeetHeatCheck.eventId, [...eventIds])));
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/**
 * The records standing before `meet` of the events named `names`: per event name and sex, the
 * latest confirmed one not set at this meet. A record this meet set is judged against the one it
 * broke, so its results keep their flag once the record is confirmed.
 */
export async function recordsBefore(tenant: Tenant, meetId: string, names: readonly string[]) {
  if (names.length === 0) return new Map<string, RowOf<typeof sportMeetRecord>>();
  const rows = await tenant.scoped(sportMeetRecord).list({
    where: and(
      inArray(sportMeetRecord.eventName, [...names]),
      or(isNull(sportMeetRecord.meetId), ne(sportMeetRecord.meetId, meetId)),
    ),
    orderBy: [desc(sportMeetRecord.confirmedAt), desc(sportMeetRecord.id)],
  });
  const standing = new Map<string, RowOf<typeof sportMeetRecord>>();
  for (const row of rows) {
    const key = recordKey(row.eventName, row.sex);
    if (!standing.has(key)) standing.set(key, row);
  }
  return standing;
}

export const recordKey = (eventName: string, sex: string) => `${eventName}\u0000${sex}`;

/** An event's official results, judged from its athletes, its heats' checks and the records before the meet. */
export function officialResults(
  meet: MeetRow,
  event: EventRow,
  athletes: readonly PlacedAthlete[],
  confirmedHeats: ReadonlySet<number>,
  standing: ReadonlyMap<string, RowOf<typeof sportMeetRecord>>,
): EventResults {
  const records = sexesOf(event).flatMap((sex) => {
    const record = standing.get(recordKey(event.name, sex));
    return record && record.measure === event.measure ? [{ sex, mark: record.mark }] : [];
  });
  const kind = eventKindOf(event.discipline as EventDiscipline);
  return eventResults(
    athletes.map(
      (athlete): EventAthlete => ({
        id: athlete.entryId,
        sex: athlete.sex,
        heat: athlete.heat,
        result: athlete.result ? { status: athlete.result.status, mark: athlete.result.mark } : null,
      }),
    ),
    {
      ...scoringOf(meet),
      measure: event.measure as EventMeasure,
      confirmedHeats,
      multiplier: kind === 'relay' ? DEFAULT_MEET_SETTINGS.relayMultiplier : 1,
      records,
    },
  );
}

/** Refuses a heat the event does not have, or an event not drawn yet. */
export async function checkHeat(tenant: Tenant, event: EventRow, heat: number, athletes: readonly PlacedAthlete[]) {
  if (athletes.length > 0) return;
  if (!(await tenant.scoped(sportMeetArrangement).exists(eq(sportMeetArrangement.eventId, event.id))))
    throw new ApiError(409, 'meetArrange.notDrawn', { field: 'eventId', event: event.name });
  throw new ApiError(404, 'meetResult.noHeat', { field: 'heat', event: event.name, heat });
}

/** The mark of a cell as the meet keeps it: parsed and rounded, null for none. */
export function markOf(value: number | string | null, event: EventRow, meet: MeetRow, field: string): number | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  try {
    return parseMark(value, event.measure as EventMeasure, scoringOf(meet).rounding);
  } catch (error) {
    if (error instanceof DomainError) throw new ApiError(400, error.code, { ...error.values, field });
    throw error;
  }
}

/** An event of a meet judged: its athletes and its official results. */
export interface JudgedEvent {
  event: EventRow;
  athletes: PlacedAthlete[];
  official: EventResults;
}

/** A meet's events, their athletes, heats' checks and the records before the meet, in five queries. */
export async function judgedMeet(tenant: Tenant, locale: DomainLocale, meetId: string) {
  const meet = await tenant.scoped(sportMeet).one(meetId, 'meet.notFound');
  const events = await tenant.scoped(sportMeetEvent).list({
    where: eq(sportMeetEvent.meetId, meet.id),
    orderBy: [asc(sportMeetEvent.name), asc(sportMeetEvent.sex), asc(sportMeetEvent.id)],
  });
  const eventIds = events.map((event) => event.id);
  const athletes = await placedAthletes(tenant, locale, eventIds);
  const checks = await heatChecks(tenant, eventIds);
  const standing = await recordsBefore(tenant, meet.id, [...new Set(events.map((event) => event.name))]);
  const judged = events.map((event): JudgedEvent => {
    const own = athletes.filter((athlete) => athlete.eventId === event.id);
    const confirmed = new Set(checks.filter((check) => check.eventId === event.id).map((check) => check.heat));
    return { event, athletes: own, official: officialResults(meet, event, own, confirmed, standing) };
  });
  return { meet, events: judged, standing };
}

/**
 * The team standings of a meet from its official events: each class's (or grade's) points plus the
 * bonuses of the records its athletes set here and had confirmed.
 */
export async function meetStandings(tenant: Tenant, meet: MeetRow, events: readonly JudgedEvent[]) {
  const recordHolders = new Set(
    (await tenant.scoped(sportMeetRecord).list({ where: eq(sportMeetRecord.meetId, meet.id) })).flatMap((row) =>
      row.entryId ? [row.entryId] : [],
    ),
  );
  const byGrade = meet.teamScoring === 'grade';
  const names = new Map<string, string>();
  const bonuses = new Map<string, number>();
  const entries = events
    .filter(({ official }) => official.official)
    .flatMap(({ event, athletes, official }) =>
      official.results.map((result) => {
        const athlete = athletes.find((one) => one.entryId === result.id) as PlacedAthlete;
        const teamId = byGrade ? athlete.gradeId : athlete.classId;
        names.set(teamId, byGrade ? athlete.gradeText : athlete.className);
        const bonus = recordBonus(eventKindOf(event.discipline as EventDiscipline), recordHolders.has(result.id));
        bonuses.set(teamId, (bonuses.get(teamId) ?? 0) + bonus);
        return { teamId, place: result.place, points: result.points, bonus };
      }),
    );
  return {
    scoring: byGrade ? ('grade' as const) : ('class' as const),
    officialEvents: events.filter(({ official }) => official.official).length,
    drawnEvents: events.filter(({ athletes }) => athletes.length > 0).length,
    standings: teamStandings(entries).map((standing) => ({
      teamId: standing.teamId,
      name: names.get(standing.teamId) ?? '',
      total: standing.total,
      bonus: bonuses.get(standing.teamId) ?? 0,
      rank: standing.rank,
      placeCounts: [...standing.placeCounts],
    })),
  };
}
