import * as audit from './audit.ts';
import * as auth from './auth.ts';
import * as citizens from './citizens.ts';
import * as classImport from './classImport.ts';
import * as classTests from './classTests.ts';
import * as deviceImport from './deviceImport.ts';
import * as devices from './devices.ts';
import type { Endpoint } from './endpoint.ts';
import * as exercise from './exercise.ts';
import * as files from './files.ts';
import * as home from './home.ts';
import * as jobs from './jobs.ts';
import * as lessons from './lessons.ts';
import * as meetArrange from './meetArrange.ts';
import * as meetCertificates from './meetCertificates.ts';
import * as meetEvents from './meetEvents.ts';
import * as meetGallery from './meetGallery.ts';
import * as meetLive from './meetLive.ts';
import * as meetResults from './meetResults.ts';
import * as meets from './meets.ts';
import * as menus from './menus.ts';
import * as mobile from './mobile.ts';
import * as myInfo from './myInfo.ts';
import * as org from './org.ts';
import * as partners from './partners.ts';
import * as physique from './physique.ts';
import * as planSlots from './planSlots.ts';
import * as resources from './resources.ts';
import * as roles from './roles.ts';
import * as school from './school.ts';
import * as scoreReport from './scoreReport.ts';
import * as scoreSearch from './scoreSearch.ts';
import * as structure from './structure.ts';
import * as students from './students.ts';
import * as system from './system.ts';
import * as teachers from './teachers.ts';
import * as testPlanResults from './testPlanResults.ts';
import * as testPlans from './testPlans.ts';
import * as users from './users.ts';
import * as wiki from './wiki.ts';

export * from './audit.ts';
export * from './auth.ts';
export * from './citizens.ts';
export * from './classImport.ts';
export * from './classTests.ts';
export * from './deviceImport.ts';
export * from './devices.ts';
export * from './disposition.ts';
export * from './endpoint.ts';
export * from './exercise.ts';
export * from './files.ts';
export * from './home.ts';
export * from './jobs.ts';
export * from './lessons.ts';
export * from './meetArrange.ts';
export * from './meetCertificates.ts';
export * from './meetEvents.ts';
export * from './meetGallery.ts';
export * from './meetLive.ts';
export * from './meetResults.ts';
export * from './meets.ts';
export * from './menus.ts';
export * from './mobile.ts';
export * from './myInfo.ts';
export * from './org.ts';
export * from './partners.ts';
export * from './physique.ts';
export * from './planSlots.ts';
export * from './resources.ts';
export * from './roles.ts';
export * from './school.ts';
export * from './scoreReport.ts';
export * from './scoreSearch.ts';
export { sortOrders } from './screen.ts';
export * from './structure.ts';
export * from './students.ts';
export { health, healthLive, healthReady } from './system.ts';
export * from './teachers.ts';
export * from './testPlanResults.ts';
export * from './testPlans.ts';
export * from './users.ts';
export * from './wiki.ts';

/**
 * The endpoints among a module's exports, by their names: a module's other exports (schemas, option
 * lists, types) are left out.
 */
type EndpointsIn<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] };
type Merged<Ms extends readonly unknown[]> = Ms extends readonly [infer First, ...infer Rest]
  ? EndpointsIn<First> & Merged<Rest>
  : unknown;

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** The endpoints of `modules`, each under its exported name; a name defined twice is a mistake here. */
function endpointsOf<Ms extends readonly object[]>(...modules: Ms): Merged<Ms> {
  const found: Record<string, Endpoint> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      if (name in found) throw new Error(`the contract defines ${name} twice`);
      found[name] = value;
    }
  }
  return found as Merged<Ms>;
}

/**
 * Every endpoint of the gateway, by name: every endpoint each contract module exports, so a new
 * endpoint is in the map once its module defines it (and a new module once it is listed here).
 */
export const contract = endpointsOf(
  audit,
  auth,
  citizens,
  classImport,
  classTests,
  deviceImport,
  devices,
  exercise,
  files,
  home,
  jobs,
  lessons,
  meetArrange,
  meetCertificates,
  meetEvents,
  meetGallery,
  meetLive,
  meetResults,
  meets,
  menus,
  mobile,
  myInfo,
  org,
  partners,
  physique,
  planSlots,
  resources,
  roles,
  school,
  scoreReport,
  scoreSearch,
  structure,
  students,
  system,
  teachers,
  testPlanResults,
  testPlans,
  users,
  wiki,
);
