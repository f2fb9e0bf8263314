import type { RoundingSettings } from '../rounding.ts';

/** Which marks are better: `lower` for times, `higher` for distances, heights and counts. */
export type ResultDirection = 'lower' | 'higher';

/** Individual events count against an athlete's limit; relays do not. */
export type EventKind = 'individual' | 'relay';

/** Common points tables: points of places 1, 2, 3, ... */
export const POINTS_TABLES = {
  /** Top 8 score 9-7-6-5-4-3-2-1. */
  top8: [9, 7, 6, 5, 4, 3, 2, 1],
  /** Top 8 score 10-7-6-5-4-3-2-1. */
  top8FromTen: [10, 7, 6, 5, 4, 3, 2, 1],
  /** Top 6 score 7-5-4-3-2-1. */
  top6: [7, 5, 4, 3, 2, 1],
} as const;

/** A meet's settings. Every number is a default a meet can change, not a constant. */
export interface MeetSettings {
  /** Individual events one athlete may enter (relays do not count). */
  readonly maxIndividualEventsPerAthlete: number;
  /** Athletes one class may enter per sex in one individual event. */
  readonly maxAthletesPerClassPerSexPerEvent: number;
  /** Lanes of the track. */
  readonly laneCount: number;
  /** Points of places 1, 2, 3, ... */
  readonly pointsTable: readonly number[];
  /** Factor on the points of relays and team events. */
  readonly relayMultiplier: number;
  /** Bonus points for a new meet record. */
  readonly recordBonus: { readonly individual: number; readonly relay: number };
  /** How shared points are rounded. */
  readonly rounding: RoundingSettings;
}

/**
 * The defaults of a school meet (shared sports-meet RULES.md): 2 individual events per athlete, 2
 * athletes per class, sex and event, 8 lanes, 9-7-6-5-4-3-2-1, relays double, +5/+10 record bonus,
 * shared points rounded half away from zero to 2 decimals.
 */
export const DEFAULT_MEET_SETTINGS: MeetSettings = {
  maxIndividualEventsPerAthlete: 2,
  maxAthletesPerClassPerSexPerEvent: 2,
  laneCount: 8,
  pointsTable: POINTS_TABLES.top8,
  relayMultiplier: 2,
  recordBonus: { individual: 5, relay: 10 },
  rounding: { decimals: 2, mode: 'round' },
};
