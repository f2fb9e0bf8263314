export type {
  Arrangement,
  ArrangementKind,
  ArrangementMethod,
  ArrangementRefusal,
  ArrangementSlot,
  ArrangeOptions,
} from './arrangement.ts';
export {
  arrangeEvent,
  arrangementKindOf,
  arrangementRefusal,
  betterOf,
  DRAW_SEED_LIMITS,
  FIELD_FLIGHT_SIZE,
  isDrawSeed,
  seededRandom,
  swapSlots,
} from './arrangement.ts';
export type { CalendarConflict, CalendarEntry, ProgrammedEvent, ScheduledSession } from './calendar.ts';
export { calendarConflicts, programmeSessions } from './calendar.ts';
export type { RandomSource } from './draw.ts';
export { drawLots } from './draw.ts';
export type {
  EntryCandidate,
  EventDiscipline,
  EventMeasure,
  EventRounds,
  EventSex,
  EventShape,
  EventUnit,
  FieldProblem,
} from './events.ts';
export {
  canEditEvents,
  canWithdrawEntry,
  EVENT_DISCIPLINES,
  EVENT_LIMITS,
  EVENT_MEASURES,
  EVENT_ROUNDS,
  EVENT_SEXES,
  EVENT_UNITS,
  entriesPerClassOf,
  entryRefusal,
  eventFields,
  eventKindOf,
  eventSchema,
  eventShapeAgrees,
  eventShapeProblem,
  eventTimeProblem,
  gradeFits,
  MEASURE_UNITS,
  registrationWindow,
  sexFits,
} from './events.ts';
export type { Heat, HeatOptions, SeedEntry } from './heats.ts';
export { seedHeats } from './heats.ts';
export type { LaneOptions } from './lanes.ts';
export { assignLanes, LANE_DRAW_GROUPS, LANE_DRAW_LANE_COUNT, standardLaneOrder } from './lanes.ts';
export type { MarkRounding, MeetDates, TeamScoring } from './meet.ts';
export {
  canDeleteMeet,
  canEditMeet,
  MARK_ROUNDINGS,
  MEET_LIMITS,
  meetDatesInOrder,
  meetDatesProblem,
  meetFields,
  meetSchema,
  POINTS_TABLE_NAMES,
  TEAM_SCORINGS,
} from './meet.ts';
export type { MarkedResult, PlaceOptions } from './places.ts';
export { placeResults } from './places.ts';
export type { PointsOptions, ScoredResult } from './points.ts';
export { awardPoints, scoringPlaces } from './points.ts';
export type { MeetRecord, NewRecord, RecordCandidate, RecordComparison } from './records.ts';
export { compareWithRecord, detectNewRecords, recordBonus } from './records.ts';
export type { MeetEvent, RegistrationEntry, RegistrationLimits, RegistrationProblem } from './registration.ts';
export { checkRegistrations } from './registration.ts';
export type {
  ConfirmRefusal,
  EventAthlete,
  EventResult,
  EventResultOptions,
  EventResults,
  ResultStatus,
} from './results.ts';
export {
  confirmRefusal,
  eventResults,
  formatMark,
  MARK_MAXIMUM,
  parseMark,
  RESULT_STATUSES,
  resultMarkProblem,
} from './results.ts';
export type { EventKind, MeetSettings, ResultDirection } from './settings.ts';
export { DEFAULT_MEET_SETTINGS, POINTS_TABLES } from './settings.ts';
export type { TeamScoreEntry, TeamStanding } from './standings.ts';
export { teamStandings } from './standings.ts';
export type { TeamCandidate, TeamMemberCandidate } from './teams.ts';
export { TEAM_LIMITS, teamEntryRefusal, teamLabel, teamSizeOf } from './teams.ts';
