// The physique standard: its rules, the measurements a test records, the engine that scores them,
// and run times as typed.
export * from './engine.ts';
export * from './measurements.ts';
export * from './rules.ts';
export * from './run-time.ts';
