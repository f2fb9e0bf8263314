// The database's tables, by area. Migrations are generated from what this module exports
// (`drizzle.config.ts`), so every table's module is listed here.
export * from './schema/accounts.ts';
export * from './schema/devices.ts';
export * from './schema/fitness.ts';
export * from './schema/meets.ts';
export * from './schema/mobile.ts';
export * from './schema/operations.ts';
export * from './schema/partners.ts';
export * from './schema/people.ts';
export * from './schema/resources.ts';
export * from './schema/school.ts';
