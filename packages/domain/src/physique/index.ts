// The physique standard: its rules, the engine that scores them, and run times as typed.
export * from './engine.ts';
export * from './rules.ts';
export * from './run-time.ts';
