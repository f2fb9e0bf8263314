// @school-sports/domain: the business rules of the school-sports back-office, as data and pure
// functions, grouped by topic. Each module's exports are all public, so they are passed on whole
// and a name is listed once, where it is defined.

// Menus and access
export * from './catalogue/built.ts';
export * from './catalogue/editing.ts';
export * from './catalogue/mobile.ts';
export * from './catalogue/web.ts';
// Constants and timing
export * from './constants.ts';
// Organisations, frames and role types
export * from './data-scope.ts';
// Devices and venues, and the results devices send
export * from './device-results.ts';
export * from './devices.ts';
// Errors and messages
export * from './errors.ts';
// Uploads and file types
export * from './file-type.ts';
// Fitness tests: results and test plans
export * from './fitness/index.ts';
// Validation
export * from './id-card.ts';
// Closed lists read from their labels (imports)
export * from './labels.ts';
// Languages
export * from './languages.ts';
export * from './menu.ts';
export * from './messages/index.ts';
export * from './organisation.ts';
// Third-party sign-in: partner platforms and their signed queries
export * from './partners.ts';
// People: students and parents, teachers, citizens
export * from './people.ts';
// Physique health (national standard 2014)
export * from './physique/index.ts';
// Resource categories and carousel banners
export * from './resources/index.ts';
// Rounding
export * from './rounding.ts';
// The schema helpers the other packages build with; the rest of schema.ts serves this package.
export { wholeNumberInput, withChecks } from './schema.ts';
// School year: grades, stages, semesters, academic years, sexes
export * from './school-year.ts';
export * from './sex.ts';
export * from './sign-in.ts';
// Sports meets
export * from './sports-meet/index.ts';
// Statuses
export * from './status.ts';
// Organisation structure: departments, colleges and majors
export * from './structure.ts';
export * from './text.ts';
export * from './upload.ts';
export * from './validation.ts';
