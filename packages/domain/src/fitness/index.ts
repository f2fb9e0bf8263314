// Fitness tests: the result model (sources, plausibility, scoring) and test plans.

export * from './booking.ts';
export * from './display.ts';
export * from './entry.ts';
export * from './exemptions.ts';
export * from './exercise.ts';
export * from './labels.ts';
export * from './plans.ts';
export * from './results.ts';
export * from './yearReport.ts';
