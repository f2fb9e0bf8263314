import { DomainError } from '../errors.ts';
import type { DomainMessageId, MessageValues } from '../messages/index.ts';
import type { Sex } from '../sex.ts';
import type { EventKind, MeetSettings } from './settings.ts';
import { DEFAULT_MEET_SETTINGS } from './settings.ts';

/** An event of the meet as registration needs it. */
export interface MeetEvent {
  /** Event id. */
  readonly id: string;
  /** `individual` or `relay`. */
  readonly kind: EventKind;
}

/** One athlete entered in one event. */
export interface RegistrationEntry {
  /** The athlete. */
  readonly athleteId: string;
  /** The athlete's class (or team). */
  readonly classId: string;
  /** The athlete's sex. */
  readonly sex: Sex;
  /** The event entered. */
  readonly eventId: string;
}

/** A registration rule broken, with the ids it concerns. */
export interface RegistrationProblem {
  /** Message id: `sportsMeet.registration.*`. */
  readonly id: DomainMessageId;
  /** Values of the message's placeholders. */
  readonly values: MessageValues;
  /** The entries concerned. */
  readonly entries: readonly RegistrationEntry[];
}

/** The limits registration applies (a subset of {@link MeetSettings}). */
export type RegistrationLimits = Pick<
  MeetSettings,
  'maxIndividualEventsPerAthlete' | 'maxAthletesPerClassPerSexPerEvent'
>;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Checks a meet's registrations against its limits and lists every rule broken:
 * `sportsMeet.registration.unknownEvent` (entry for an event the meet lacks),
 * `sportsMeet.registration.duplicate` (an athlete entered twice in one event),
 * `sportsMeet.registration.tooManyEvents` (more individual events than allowed for one athlete;
 * relays excluded) and `sportsMeet.registration.tooManyFromClass` (more athletes of one class and
 * sex in one individual event than allowed; relay teams are not counted by athlete).
 *
 * @returns the problems, empty when every entry may stand.
 * @throws DomainError `sportsMeet.error.limit` unless both limits are whole numbers >= 1.
 */
export function checkRegistrations(
  entries: readonly RegistrationEntry[],
  events: readonly MeetEvent[],
  limits: RegistrationLimits = DEFAULT_MEET_SETTINGS,
): RegistrationProblem[] {
  for (const limit of [limits.maxIndividualEventsPerAthlete, limits.maxAthletesPerClassPerSexPerEvent]) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new DomainError('sportsMeet.error.limit', { limit: String(limit) });
  }
  const kinds = new Map(events.map((event) => [event.id, event.kind]));
  const problems: RegistrationProblem[] = [];
  for (const entry of entries.filter((candidate) => !kinds.has(candidate.eventId))) {
    problems.push({ id: 'sportsMeet.registration.unknownEvent', values: { eventId: entry.eventId }, entries: [entry] });
  }
  const known = entries.filter((entry) => kinds.has(entry.eventId));
  for (const [, same] of groupBy(known, (entry) => `${entry.athleteId}\u0000${entry.eventId}`)) {
    if (same.length > 1) {
      const [first] = same as [RegistrationEntry];
      problems.push({
        id: 'sportsMeet.registration.duplicate',
        values: { athleteId: first.athleteId, eventId: first.eventId },
        entries: same,
      });
    }
  }
  // Repeated entries are reported above and count once below.
  const distinct = [...groupBy(known, (entry) => `${entry.athleteId}\u0000${entry.eventId}`).values()].map(
    (same) => same[0] as RegistrationEntry,
  );
  const individual = distinct.filter((entry) => kinds.get(entry.eventId) === 'individual');
  for (const [athleteId, own] of groupBy(individual, (entry) => entry.athleteId)) {
    if (own.length > limits.maxIndividualEventsPerAthlete) {
      problems.push({
        id: 'sportsMeet.registration.tooManyEvents',
        values: { athleteId, count: own.length, max: limits.maxIndividualEventsPerAthlete },
        entries: own,
      });
    }
  }
  for (const [, same] of groupBy(individual, (entry) => `${entry.classId}\u0000${entry.sex}\u0000${entry.eventId}`)) {
    if (same.length > limits.maxAthletesPerClassPerSexPerEvent) {
      const [first] = same as [RegistrationEntry];
      problems.push({
        id: 'sportsMeet.registration.tooManyFromClass',
        values: {
          classId: first.classId,
          eventId: first.eventId,
          count: same.length,
          max: limits.maxAthletesPerClassPerSexPerEvent,
        },
        entries: same,
      });
    }
  }
  return problems;
}
