// The physique standard: its rules, the measurements a test records, the engine that scores them,
// run times as typed, and the advice a report gives for weak results.
export * from './advice.ts';
export * from './engine.ts';
export { physiqueGroupOf, physiqueItemsFor } from './groups.ts';
export * from './measurements.ts';
export * from './rules.ts';
export * from './run-time.ts';
export * from './totals.ts';
export * from './upload.ts';
