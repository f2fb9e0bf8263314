// One tenant test generated from the routes the gateway registers: every route is called without a
// token (and with an unknown or expired one), by an account of the same organisation whose role lacks
// the route's menu or button, by the administrator of another organisation of the same kind with ids
// of the first, and by the first organisation's administrator with the same ids. The refusals only
// mean something because the owner's call with the very same request works; no refusal may carry an
// id of the first organisation. A route added tomorrow is covered without touching this file, and a
// route taking an id field nobody has mapped to a table fails here until it is mapped.
import { randomBytes, randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import {
  catalogueEntries,
  creatableRoleTypes,
  type Frame,
  frameOf,
  type OrganisationType,
} from '@school-sports/domain';
import type { Endpoint } from '@school-sports/gateway-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordDigest, passwordDigestOf } from './auth/password.ts';
import {
  account,
  accountRole,
  importProgress,
  mobileLogin,
  person,
  resourceCategory,
  role,
  roleMenu,
  session,
  testPlanExemption,
} from './db/schema.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { sweepDatabase } from './testing/databases.ts';
import { bookableSlot, classTestWithResult, runningPlanWithTypedValue } from './testing/fitnessRows.ts';
import { attemptLogin, bearer, openTestGateway, signIn, type TestGateway } from './testing/gateway.ts';
import { closedMeetWithEntries, meetUnderWay, openRelayWithRunners } from './testing/meetRows.ts';
import { filePart, injectMultipart } from './testing/multipart.ts';
import { MP4_HEAD } from './testing/uploads.ts';

/** The demo administrator who owns the first organisation of each frame, and its organisation type. */
const OWNER_OF_FRAME: Record<Frame, { accountNum: string; type: OrganisationType }> = {
  k12: { accountNum: 'k12admin', type: 21 },
  admin: { accountNum: 'sysadmin', type: 10 },
  gx: { accountNum: 'gxadmin', type: 22 },
  nf: { accountNum: 'nfadmin', type: 41 },
  single: { accountNum: 'entadmin', type: 30 },
};

/** The frame a menu function is tried in, when several offer it: the one with the richest demo data first. */
const FRAME_PREFERENCE: Frame[] = ['k12', 'admin', 'gx', 'nf', 'single'];

/** Routes that belong to no frame (personal centre, files, devices) run in the K12 school. */
const FRAME_OF_SESSION_ROUTES: Frame = 'k12';

/**
 * The table each id field of a request names. A field is an id field when its name ends in `Id` or
 * `Ids` (or is `uid`); one not listed here fails the test with its name, so a new route cannot slip
 * through unjudged. `null` marks ids of the shared catalogue, which no organisation owns. `parentId`
 * names a different table per menu function.
 */
const ID_TABLES: Record<string, string | null | Record<string, string>> = {
  accountId: 'account',
  accountIds: 'account',
  academicYearId: 'academic_year',
  uid: 'academic_year',
  semesterId: 'semester',
  gradeId: 'grade',
  classId: 'school_class',
  classIds: 'school_class',
  collegeId: 'college',
  majorId: 'major',
  departmentId: 'department',
  targetDepartmentId: 'department',
  venueId: 'venue',
  deviceId: 'device',
  deviceIds: 'device',
  studentId: 'student',
  studentIds: 'student',
  teacherId: 'teacher',
  headTeacherId: 'teacher',
  citizenId: 'citizen',
  meetId: 'sport_meet',
  venueIds: 'venue',
  planId: 'test_plan',
  resultId: 'fitness_result',
  exemptionId: 'test_plan_exemption',
  // A plan's time slots and the classes booked into them (issue 45).
  slotId: 'test_plan_slot',
  bookingId: 'test_plan_booking',
  roleId: 'role',
  roleIds: 'role',
  orgId: 'organisation',
  // The root of the caller's tree, which the first organisation's own id is for a root.
  tenantOrgId: 'tenant',
  fileId: 'stored_file',
  facePhotoId: 'stored_file',
  progressId: 'import_progress',
  // The platform's jobs, which only its root management organisation reads and runs again.
  jobId: 'job',
  menuIds: null,
  // An entry of the menu catalogue (issue 47), the platform's, which no organisation owns.
  menuId: null,
  mobileMenuIds: null,
  // A device's own name for a batch it sends, no row's id: its key is the device the token names.
  batchId: null,
  // The client id an OpenID Connect partner's provider gave the platform (issue 47): the provider's, no row's.
  oidcClientId: null,
  // A lesson's class test (issue 45), and the teacher who ran it, by account.
  classTestId: 'class_test',
  teacherAccountId: 'account',
  // A meet's events and entries (issue 46).
  eventId: 'sport_meet_event',
  entryId: 'sport_meet_entry',
  // The athlete a swap of the arrangement exchanges places with (issue 46).
  withEntryId: 'sport_meet_entry',
  gradeIds: 'grade',
  // Resource categories and banners (issue 47); a banner's image is a stored file of kind banner.
  categoryId: 'resource_category',
  bannerId: 'banner',
  // A banner's drop target (`banner/place`).
  targetId: 'banner',
  imageId: 'stored_file',
  // The organisation's electronic seals, up to two of them on a meet's certificates (issue 46).
  sealId: 'sport_meet_seal',
  secondSealId: 'sport_meet_seal',
  // A photo of a meet's gallery (issue 46).
  photoId: 'sport_meet_photo',
  // The school wiki's articles and their attachments, stored files of kind wikiAttachment (issue 47).
  articleId: 'wiki_article',
  attachmentIds: 'stored_file',
  // A meet's event documents, stored files of kind eventDocument (issue 46).
  documentIds: 'stored_file',
  // Partner platforms of third-party sign-in and the organisations they may sign into (issue 47).
  partnerId: 'partner',
  orgIds: 'organisation',
  // Lesson resources, their files (a lesson video first) and covers (issue 47).
  lessonId: 'lesson_resource',
  fileIds: 'stored_file',
  coverId: 'stored_file',
  parentId: {
    'user/parent': 'parent',
    'user/student': 'parent',
    departmentManage: 'department',
    'org/college': 'college',
    device: 'device',
    'orgManage/orgInfo': 'organisation',
    'wikiManagement/ResClassification': 'resource_category',
  },
};

/**
 * Refusals of another organisation's id that are not 403 or 404 yet judge the id and reveal nothing, by
 * message. Each answers alike for any id that is not the caller's own one, and writes nothing.
 */
const ACCEPTED_REFUSALS: Record<string, string> = {
  // The promotion compares the year with the caller's own current year.
  'promotion.yearChanged': 'another year than the current one',
  // A sub-device stands in its parent's venue: any other venue is refused as a move.
  'device.subDeviceMove': "another venue than the parent device's",
};

const isIdField = (name: string) => /(Id|Ids)$/.test(name) || name === 'uid';

/**
 * Id lists whose request takes more than one id to work: a relay team's runners, one a leg. The
 * rest take one id.
 */
const ID_LIST_LENGTHS: Record<string, number> = {
  'meetEntryTeamSave.studentIds': 4,
};

/** Requests tried per route until the owner's works. */
const MAX_TRIES = 24;

/** The password of the organisations and accounts this test makes. */
const PASSWORD = 'Tenant@2026';

/** A 1x1 PNG: the picture the personal-centre upload is proved with. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Values of fields whose rules a schema cannot be asked for: unique per call where the data must be. */
type Hint = (n: number, caller: CallerValues) => unknown;

/** What a valid request takes from the calling organisation itself. */
interface CallerValues {
  activationCode: string;
  roleType: string;
}
const HINTS: Record<string, Hint> = {
  // A video resource, whose one file is the lesson video `ROUTE_SETUPS` uploads; no cover.
  'lessonAdd.kind': () => 'video',
  'lessonEdit.kind': () => 'video',
  'lessonAdd.coverId': () => null,
  'lessonEdit.coverId': () => null,
  name: (n) => `租户${n}`,
  studentNumber: (n) => `TN${n}`,
  mobile: (n) => `139${String(n).padStart(8, '0')}`,
  accountNum: (n) => `tenant${n}`,
  adminAccount: (n) => `tenant${n}`,
  password: () => PASSWORD,
  newPassword: () => PASSWORD,
  // The owner changes its password to the one it has: its later sessions sign in as before.
  oldPassword: () => passwordDigestOf(DEMO_PASSWORD),
  'editAccount.newPassword': () => DEMO_PASSWORD,
  adminPassword: () => PASSWORD,
  code: (n) => String(10 + (n % 90)),
  size: () => '30',
  capacity: () => '100',
  studyYears: () => '4',
  semesterCode: () => '13',
  activatableCount: () => '100',
  activatedCount: () => '0',
  longitude: () => '',
  latitude: () => '',
  'orgAdd.type': () => '21',
  academicYear: (n) => `${2040 + (n % 50)}-${2041 + (n % 50)}`,
  semesters: (n) => [{ code: 13, startDate: `${2040 + (n % 50)}-09-01`, endDate: `${2041 + (n % 50)}-01-20` }],
  levels: () => [1, 2, 3, 4, 5, 6],
  // A meet's registration period, then its days: in that order, each call a year of its own. Its
  // registration opens today (UTC, the gateway's day without an offset), so that its events take entries.
  registrationStart: () => new Date().toISOString().slice(0, 10),
  registrationEnd: (n) => `${2040 + (n % 50)}-03-10`,
  'meetAdd.startDate': (n) => `${2040 + (n % 50)}-04-01`,
  'meetAdd.endDate': (n) => `${2040 + (n % 50)}-04-02`,
  'meetEdit.startDate': (n) => `${2040 + (n % 50)}-04-01`,
  'meetEdit.endDate': (n) => `${2040 + (n % 50)}-04-02`,
  serialNumber: (n) => `TN-SERIAL-${n}`,
  macAddress: (n) => `0A:00:00:00:${hex(n >> 8)}:${hex(n)}`,
  activationCode: (_, caller) => caller.activationCode,
  'roleAdd.type': (_, caller) => caller.roleType,
  'studentAdd.parents': (n) => [
    { name: `家长${n}`, sex: 'female', relationship: 'mother', mobile: `137${String(n).padStart(8, '0')}` },
  ],
  'roleEdit.type': (_, caller) => caller.roleType,
  kind: () => 'image',
  batchId: (n) => `tenant-batch-${n}`,
  // A plan of school items for the first grade, in a year no other data uses; edited on its first version.
  'testPlanAdd.kind': () => 'school',
  'testPlanAdd.grades': () => [{ grade: 'g1', items: ['bmi', 'sprint50m'] }],
  'testPlanAdd.startDate': () => '2040-09-01',
  'testPlanAdd.endDate': () => '2040-12-31',
  'testPlanEdit.kind': () => 'school',
  'testPlanEdit.grades': () => [{ grade: 'g1', items: ['sprint50m'] }],
  'testPlanEdit.startDate': () => '2040-09-02',
  'testPlanEdit.endDate': () => '2040-12-30',
  'testPlanEdit.version': () => 1,
  // A value typed over the newest result (the flagged height `ROUTE_SETUPS` types), then corrected.
  // The first heat of the drawn race a meet under way has (`ROUTE_SETUPS`).
  heat: () => 1,
  // A result with no mark to type: the athlete did not start.
  'meetResultSave.status': () => 'dns',
  'testPlanResultSave.value': () => 150,
  'testPlanResultSave.version': () => 1,
  'testPlanResultCorrect.value': () => 151,
  'testPlanResultCorrect.version': () => 1,
  'testPlanResultConfirm.version': () => 1,
  reason: (n) => `复测确认${n}`,
  // An exemption from the item the newest running plan takes (`ROUTE_SETUPS`), for illness.
  'testPlanExemptionSave.items': () => ['bmi'],
  'testPlanExemptionSave.reason': () => 'illness',
  // A slot of the item the newest plan takes (`ROUTE_SETUPS`: running for a week), tomorrow morning.
  'testPlanSlotSave.item': () => 'bmi',
  'testPlanSlotSave.day': () => new Date(Date.now() + (8 + 24 * 2) * 3_600_000).toISOString().slice(0, 10),
  'testPlanSlotSave.starts': () => '08:00',
  'testPlanSlotSave.ends': () => '08:40',
  'testPlanSlotSave.capacity': () => 40,
  'deviceResults.results': (n) => [
    { studentNumber: `TN${n}`, item: 'height', value: 150, measuredAt: new Date().toISOString() },
  ],
  // A lesson of forty minutes that ended a minute ago, with one reading of a student of the school.
  'deviceClassTest.startedAt': () => new Date(Date.now() - 2_460_000).toISOString(),
  'deviceClassTest.endedAt': () => new Date(Date.now() - 60_000).toISOString(),
  'deviceClassTest.teacherAccount': (n) => `teacher${n}`,
  'deviceClassTest.results': (n) => [
    { studentNumber: `TN${n}`, item: 'ropeSkipping', value: 120, measuredAt: new Date().toISOString() },
  ],
  'deviceExercise.records': (n) => [
    {
      studentNumber: `TN${n}`,
      kind: 'ropeSkipping',
      count: 120,
      durationSeconds: 60,
      startedAt: new Date().toISOString(),
    },
  ],
  // A banner's link and period (issue 47).
  link: (n) => `https://example.edu.cn/tenant/${n}`,
  title: (n) => `横幅${n}`,
  'bannerAdd.startDate': () => '2040-01-01',
  'bannerAdd.endDate': () => '2040-01-31',
  'bannerEdit.startDate': () => '2040-02-01',
  'bannerEdit.endDate': () => '2040-02-28',
  // An event's certificates: the event the meet under way has confirmed (`ROUTE_SETUPS`).
  'meetCertificatePrint.batch': () => 'event',
  // A partner platform's return addresses (issue 47).
  redirectUris: (n) => [`https://cloud.example.edu.cn/tenant/${n}`],
  // An article's body and tags (issue 47).
  body: (n) => `<p>租户文章${n}</p>`,
  tags: (n) => [`标签${n % 100}`],
  // Menu management (issue 47): entries of the platform's catalogue, which no organisation owns. A
  // new top-level menu of the admin frame, a screen of it renamed, moved first among its siblings
  // and previewed, and a planned screen with its one button deleted.
  'menuAdd.frame': () => 'admin',
  'menuAdd.pid': () => '0',
  'menuAdd.menuType': () => '0',
  'menuAdd.menuPath': (n) => `tenant/menu${n}`,
  'menuEdit.menuId': () => 'admin:jobs',
  'menuMove.menuId': () => 'admin:jobs',
  'menuMove.pid': () => 'admin:#operation',
  'menuMove.index': () => 0,
  'menuDeletePreview.menuId': () => 'admin:jobs',
  'menuDelete.menuId': () => 'admin:class/practise',
  'menuDelete.entryCount': () => 2,
};

function hex(value: number): string {
  return (value & 0xff).toString(16).toUpperCase().padStart(2, '0');
}

interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  options?: Array<{ _zod: { def: ZodDef } }>;
  entries?: Record<string, string>;
  values?: unknown[];
}

const defOf = (schema: { _zod: { def: unknown } }) => schema._zod.def as ZodDef;

/** A field the request may leave out: the schema gives it a default or takes it as absent. */
function isOptional(def: ZodDef): boolean {
  return def.type === 'optional' || def.type === 'default' || def.type === 'prefault';
}

/** An organisation of the test: its administrator's token and account, and what its rows are called. */
interface Org {
  frame: Frame;
  orgId: string;
  ownerToken: string;
  /** The owner's account and roles: a business write never targets them (it would lock the owner out). */
  own: Map<string, string[]>;
  values: CallerValues;
  /** Ids of the organisation's rows by table, newest first, read afresh after each owner write. */
  rows: Map<string, string[]>;
  /** Every id the organisation owns, for the search of answers. */
  secrets: Set<string>;
}

/** The two organisations of a frame, and accounts of the first whose roles lack a route's grant. */
interface Actors {
  first: Org;
  /** The other organisation of the same kind, given rows of its own before the routes are judged. */
  other: Org;
  /** An account of the first organisation holding every menu of the frame and no button. */
  menusOnlyToken: string;
  /** An account of the first organisation holding nothing. */
  nothingToken: string;
}

/** One request the generator made: the fields, and what the id fields were filled with. */
interface Built {
  fields: Record<string, unknown>;
  /** Paths of the id fields filled with ids of the organisation the request was built for. */
  filled: string[];
  /** The filled paths the request cannot leave out. */
  required: string[];
  /** The tables the filled ids were taken from. */
  tables: string[];
}

/** The paths of the id fields of tenant tables a request cannot leave out, nested ones included. */
function requiredIdPaths(endpoint: Endpoint): string[] {
  const paths: string[] = [];
  const walk = (def: ZodDef, prefix: string) => {
    for (const [field, schema] of Object.entries(def.shape ?? {})) {
      const fieldDef = defOf(schema);
      if (isOptional(fieldDef)) continue;
      if (isIdField(field) && ID_TABLES[field] !== null) paths.push(`${prefix}${field}`);
      let inner = fieldDef;
      while (inner.type === 'array' && inner.element) inner = defOf(inner.element);
      if (inner.type === 'object') walk(inner, `${prefix}${field}.`);
    }
  };
  walk(defOf(endpoint.request), '');
  return paths;
}

const CASES = ['anonymous', 'withoutGrant', 'otherOrganisation', 'owner', 'mixed'] as const;
type Case = (typeof CASES)[number];

describe.each(sweepDatabase())('tenancy of every route on $name', ({ open }) => {
  let gateway: TestGateway;
  const actors = new Map<Frame, Actors>();
  const frameOfFunction = new Map<string, Frame>();
  /** The frame a button of a menu function is tried in: the first that offers that button there. */
  const frameOfButton = new Map<string, Frame>();
  const frameOfAccess = (access: { funPath: string; button?: string }) =>
    (access.button ? frameOfButton.get(`${access.funPath}:${access.button}`) : undefined) ??
    frameOfFunction.get(access.funPath);
  const exercised: Record<Case, Set<string>> = {
    anonymous: new Set(),
    withoutGrant: new Set(),
    otherOrganisation: new Set(),
    owner: new Set(),
    mixed: new Set(),
  };
  /** Routes whose request links two or more records: each is tried with one foreign id among its own. */
  const mixedExpected = new Set<string>();
  const failures: string[] = [];
  let expiredToken = '';
  let counter = 0;

  const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

  async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result = (await gateway.database.db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  /** The tables carrying `org_id`, with the column their rows are named by and an order newest first. */
  let tenantTables: Array<{ table: string; key: string; newest: string | null }> = [];

  async function readTenantTables(): Promise<void> {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const keys = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select tc.table_name, kcu.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = 'public' order by kcu.ordinal_position`);
    const byTable = new Map<string, Set<string>>();
    for (const column of columns) {
      const set = byTable.get(column.table_name) ?? new Set<string>();
      set.add(column.column_name);
      byTable.set(column.table_name, set);
    }
    tenantTables = [...byTable]
      .filter(([, names]) => names.has('org_id'))
      .map(([table, names]) => ({
        table,
        key: names.has('id') ? 'id' : (keys.find((key) => key.table_name === table)?.column_name ?? 'id'),
        // Newest first: by creation time, or else by start date (a semester of the latest year first).
        newest: ['created_at', 'at', 'start_date'].find((name) => names.has(name)) ?? null,
      }));
  }

  /** Ids of organisations created by this test as the other organisations: never the first's data. */
  const otherOrgIds = new Set<string>();

  /**
   * A print of everything the first organisation owns: its rows in every table carrying `org_id`, its
   * own row, and the people behind its accounts. A call refused, or made by another organisation,
   * must leave it as it was.
   */
  async function fingerprint(first: Org): Promise<string> {
    const parts = [
      ...tenantTables.map(
        ({ table }) =>
          sql`select ${table}::text as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as print from ${sql.identifier(table)} x where x.org_id = ${first.orgId}`,
      ),
      sql`select 'organisation' as t, md5(x::text) as print from organisation x where x.id = ${first.orgId}`,
      sql`select 'person' as t, count(*)::text || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0)::text as print from person x where x.id in (select person_id from account where org_id = ${first.orgId})`,
    ];
    const rows = await rowsOf<{ t: string; print: string }>(sql.join(parts, sql` union all `));
    return rows
      .map((row) => `${row.t}=${row.print}`)
      .sort()
      .join('\n');
  }

  /** Reads every id of the first organisation's rows, table by table. */
  async function harvest(first: Org): Promise<void> {
    first.rows.clear();
    first.secrets.clear();
    // One query for every table: the harvest runs after each write of the owner.
    const parts = tenantTables.map(
      ({ table, key, newest }) =>
        sql`select ${table}::text as t, ${sql.identifier(key)}::text as id, ${newest ? sql`${sql.identifier(newest)}::timestamptz` : sql`null::timestamptz`} as at from ${sql.identifier(table)} where org_id = ${first.orgId}`,
    );
    const rows = await rowsOf<{ t: string; id: string }>(
      sql`select t, id from (${sql.join(parts, sql` union all `)}) rows order by t, at desc nulls last, id`,
    );
    for (const { table } of tenantTables) first.rows.set(table, []);
    for (const row of rows) first.rows.get(row.t)?.push(row.id);
    // The organisations the first manages (below it in its tree), then itself.
    const managed = await rowsOf<{ id: string }>(sql`
      with recursive tree(id) as (
        select id from organisation where parent_id = ${first.orgId}
        union all select child.id from organisation child inner join tree on child.parent_id = tree.id
      ) select organisation.id from organisation inner join tree on tree.id = organisation.id
      order by organisation.created_at desc, organisation.id`);
    // The other organisations and what they made below themselves are not the first's data.
    const others = await rowsOf<{ id: string }>(sql`
      with recursive tree(id) as (
        select id from organisation where id in (${sql.join(
          [...otherOrgIds, ''].map((id) => sql`${id}`),
          sql`, `,
        )})
        union all select child.id from organisation child inner join tree on child.parent_id = tree.id
      ) select id from tree`);
    const notFirst = new Set(others.map((row) => row.id));
    first.rows.set('organisation', [...managed.map((row) => row.id).filter((id) => !notFirst.has(id)), first.orgId]);
    const [own] = await rowsOf<{ tenant_org_id: string }>(
      sql`select tenant_org_id from organisation where id = ${first.orgId}`,
    );
    first.rows.set('tenant', own ? [own.tenant_org_id] : []);
    // The platform's jobs are the root management organisation's to run again: a failed one waits
    // for each of its tries (a kind no gateway runs, so none is taken meanwhile).
    if (first.frame === 'admin') {
      const failed = sql`select id from job where state = 'failed' order by id`;
      if ((await rowsOf<{ id: string }>(failed)).length === 0) {
        await rowsOf(sql`insert into job (id, kind, state, attempts, max_attempts, last_error, finished_at)
          values (${randomUUID()}, 'tenancy.unknown', 'failed', 5, 5, 'failed in the tenancy test', now())`);
      }
      first.rows.set(
        'job',
        (await rowsOf<{ id: string }>(failed)).map((row) => row.id),
      );
    }
    for (const [table, ids] of first.rows) {
      for (const id of ids) {
        // The first organisation's own id is the tenant of an organisation created below it: an
        // organisation of its tree may read it, so only the ids of its rows are secrets there.
        if ((table === 'organisation' || table === 'tenant') && id === first.orgId && first.frame === 'admin') continue;
        // An organisation below the platform is in the platform's tenant, which every organisation
        // the platform made shares: that id is the platform's, not a secret of the first.
        if (table === 'tenant' && id !== first.orgId) continue;
        if (id.length >= 8) first.secrets.add(id);
      }
    }
  }

  /** The ids a field may take, in the order they are tried. */
  function candidatesOf(endpoint: Endpoint, first: Org, table: string): string[] {
    const ids = first.rows.get(table) ?? [];
    const own = first.own.get(table) ?? [];
    // A personal-centre call acts on the caller's own account; a business call never does.
    if (endpoint.access === 'session') return [...own, ...ids.filter((id) => !own.includes(id))];
    if (endpoint.method === 'GET') return ids;
    // A business write never takes the owner's account (it could lock the owner out) nor the rows this
    // test's accounts stand on; the owner's roles and organisation come last.
    if (table === 'account') return ids.filter((id) => !own.includes(id) && !protectedIds.has(id));
    return [...ids.filter((id) => !own.includes(id) && !protectedIds.has(id)), ...own];
  }

  /** Rows this test's own accounts stand on: a business write of the owner must not take them away. */
  const protectedIds = new Set<string>();

  function tableOf(endpoint: Endpoint, field: string): string | null {
    const entry = ID_TABLES[field];
    if (entry === undefined) throw new Error(`${endpoint.name}: the id field ${field} is mapped to no table`);
    if (entry === null || typeof entry === 'string') return entry;
    const funPath = typeof endpoint.access === 'object' ? endpoint.access.funPath : '';
    const table = entry[funPath];
    if (!table) throw new Error(`${endpoint.name}: the id field ${field} is mapped to no table for ${funPath}`);
    return table;
  }

  /**
   * The request of try `attempt`: ids of the first organisation in every id field (each field its
   * own step through the candidates, so two fields of one table differ), fresh unique values where
   * the data must be unique, and what the schema alone says elsewhere (an enum steps through its
   * values). Optional id fields are filled in the first half of the tries and left out after.
   */
  function build(
    endpoint: Endpoint,
    first: Org,
    attempt: number,
    tries: number,
    caller: CallerValues = first.values,
    idCombinations = 1,
  ): Built {
    const n = ++counter;
    const filled: string[] = [];
    const required: string[] = [];
    const tables: string[] = [];
    const steps = new Map<string, number>();
    // Each table steps at its own pace (a mixed radix over the candidate lists), so that every
    // combination of, say, a department and an account is met within the tries.
    const radixes = new Map<string, number>();
    let radix = 1;
    const fillOptionalIds = attempt < Math.ceil(tries / 2);
    const omit = Symbol('omit');

    const fieldValue = (field: string, path: string, def: ZodDef, optional: boolean): unknown => {
      if (isIdField(field)) {
        const table = tableOf(endpoint, field);
        if (table !== null) {
          if (optional && !fillOptionalIds) return omit;
          const candidates = candidatesOf(endpoint, first, table);
          if (candidates.length === 0) {
            if (optional) return omit;
            throw new Error(`${endpoint.name}: no row of ${table} to fill ${path} with`);
          }
          const step = steps.get(table) ?? 0;
          steps.set(table, step + 1);
          if (!radixes.has(table)) {
            radixes.set(table, radix);
            radix *= candidates.length;
          }
          const place = Math.floor(attempt / (radixes.get(table) as number));
          const id = candidates[(place + step) % candidates.length] as string;
          filled.push(path);
          tables.push(table);
          if (!optional) required.push(path);
          let bare = def;
          while (isOptional(bare) && bare.innerType) bare = defOf(bare.innerType);
          if (bare.type !== 'array') return id;
          // A list that takes a number of ids (a relay's four runners) takes the next ones as well.
          const length = ID_LIST_LENGTHS[`${endpoint.name}.${field}`] ?? 1;
          return Array.from({ length }, (_, index) => candidates[(place + step + index) % candidates.length] as string);
        }
      }
      // A hint of this endpoint's field applies even where the field may be left out.
      const own = HINTS[`${endpoint.name}.${field}`];
      if (own) return own(n, caller);
      const hint = HINTS[field];
      if (hint && !optional) return hint(n, caller);
      if (optional) return omit;
      return structural(field, path, def);
    };

    const structural = (field: string, path: string, def: ZodDef): unknown => {
      switch (def.type) {
        case 'optional':
        case 'default':
        case 'prefault':
        case 'nullable':
          return structural(field, path, defOf(def.innerType as { _zod: { def: unknown } }));
        // Choices step once every id combination has been met, so that each id meets each choice.
        case 'enum': {
          const values = Object.values(def.entries ?? {});
          return values[Math.floor(attempt / idCombinations) % values.length];
        }
        case 'literal':
          return def.values?.[0];
        case 'boolean':
          return Math.floor(attempt / idCombinations) % 2 === 0;
        case 'array': {
          const element = defOf(def.element as { _zod: { def: unknown } });
          return [structural(field, `${path}.0`, element)];
        }
        case 'object':
          return objectOf(def, `${path}.`);
        case 'union':
          return structural(field, path, defOf((def.options ?? [])[0] as { _zod: { def: unknown } }));
        case 'string':
          return 'x';
        default:
          return undefined;
      }
    };

    const objectOf = (def: ZodDef, prefix: string): Record<string, unknown> => {
      const fields: Record<string, unknown> = {};
      for (const [field, schema] of Object.entries(def.shape ?? {})) {
        const fieldDef = defOf(schema);
        const value = fieldValue(field, `${prefix}${field}`, fieldDef, isOptional(fieldDef));
        if (value !== omit) fields[field] = value;
      }
      return fields;
    };

    const root = defOf(endpoint.request);
    const fields = root.type === 'object' ? objectOf(root, '') : {};
    return { fields, filled, required, tables };
  }

  /** Fails when the generator's request breaks the contract: a refusal must be about the ids only. */
  function checkValid(endpoint: Endpoint, built: Built): void {
    const parsed = endpoint.request.safeParse(built.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `${endpoint.name}: the generator made an invalid ${issue?.path.join('.')}: ${issue?.message} (${JSON.stringify(built.fields)})`,
      );
    }
  }

  /** The file an upload or import is proved with: the import's own template, or a picture. */
  const files = new Map<string, Buffer>();
  async function fileFor(endpoint: Endpoint, first: Org, fields: Record<string, unknown>): Promise<Buffer> {
    const cached = files.get(endpoint.path);
    if (cached) return cached;
    let bytes: Buffer = PNG;
    const template = gateway.app.endpoints.find(
      (one) => one.method === 'GET' && one.path === `${endpoint.path}/template`,
    );
    if (template) {
      // A template made for a record (a plan's results) names it as the import does.
      const shape = (template.request as unknown as { _zod: { def: ZodDef } })._zod.def.shape ?? {};
      const named = Object.fromEntries(Object.keys(shape).map((key) => [key, fields[key]]));
      const query = queryOf(named);
      const response = await gateway.app.inject({
        method: 'GET',
        url: query ? `${template.path}?${query}` : template.path,
        headers: bearer(first.ownerToken),
      });
      if (response.statusCode !== 200) throw new Error(`${template.name} answered ${response.statusCode}`);
      // The template and one row of nonsense: the import answers its failure file, which proves the
      // call was taken and is searched for ids like any answer.
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
      const width = (XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0] ?? []).length;
      XLSX.utils.sheet_add_aoa(sheet, [Array.from({ length: Math.max(1, width) }, () => 'x')], { origin: -1 });
      bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    } else if (endpoint.path.endsWith('/import')) {
      throw new Error(`${endpoint.name}: an import without a template at ${endpoint.path}/template`);
    }
    files.set(endpoint.path, bytes);
    return bytes;
  }

  /** A query string: arrays repeat their key. */
  function queryOf(fields: Record<string, unknown>): string {
    const pairs: string[] = [];
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
      }
    }
    return pairs.join('&');
  }

  async function send(
    endpoint: Endpoint,
    fields: Record<string, unknown>,
    headers: Record<string, string>,
    file: Buffer | null,
  ): Promise<LightMyRequestResponse> {
    const rest = { ...fields };
    const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = rest[name];
      delete rest[name];
      return encodeURIComponent(String(value ?? ''));
    });
    const all = { 'accept-language': 'en-US', ...headers };
    if (endpoint.style === 'multipart') {
      return injectMultipart(gateway.app, { method: endpoint.method, url, headers: all }, [
        ...Object.entries(rest).map(([name, value]) => ({ name, value: String(value) })),
        filePart(endpoint.path.endsWith('/import') ? 'upload.xlsx' : 'upload.png', file ?? PNG),
      ]);
    }
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const query = queryOf(rest);
      return gateway.app.inject({ method: endpoint.method, url: query ? `${url}?${query}` : url, headers: all });
    }
    return gateway.app.inject({ method: endpoint.method, url, headers: all, payload: rest });
  }

  /** Every text of an answer: its body, and the cells of a workbook it carries. */
  function textsOf(response: LightMyRequestResponse): string[] {
    const texts = [response.body, JSON.stringify(response.headers)];
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('spreadsheetml')) {
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      for (const name of book.SheetNames) {
        const sheet = book.Sheets[name] as XLSX.WorkSheet;
        texts.push(JSON.stringify(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: '', raw: false })));
      }
    }
    return texts;
  }

  /** Records a failure when an answer to anyone but the owner names a row of the first organisation. */
  function expectNoSecrets(first: Org, response: LightMyRequestResponse, context: string): void {
    const texts = textsOf(response);
    for (const secret of first.secrets) {
      if (texts.some((text) => text.includes(secret))) {
        failures.push(
          `${context}: the answer names ${secret} of the first organisation: ${response.body.slice(0, 300)}`,
        );
        return;
      }
    }
  }

  function msgIdOf(response: LightMyRequestResponse): string {
    try {
      return String((response.json() as { msgId?: unknown }).msgId ?? '');
    } catch {
      return '';
    }
  }

  function refusalField(response: LightMyRequestResponse): string {
    try {
      const values = (response.json() as { msgValues?: { field?: unknown } }).msgValues;
      return String(values?.field ?? '');
    } catch {
      return '';
    }
  }

  async function checkDeviceRoute(endpoint: Endpoint): Promise<void> {
    const first = actors.get(FRAME_OF_SESSION_ROUTES)?.first as Org;
    // The token of a device of the first K12 school, issued afresh for each route (the sweep of the
    // token route itself issues new ones, each ending the one before), and two devices' serials.
    const devices = await rowsOf<{ id: string; serial_number: string }>(
      sql`select id, serial_number from device where org_id = ${first.orgId} order by serial_number`,
    );
    const [mine, other] = devices;
    if (!mine || !other) throw new Error('the first K12 school needs two devices');
    const issued = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/device/token',
      headers: bearer(first.ownerToken),
      payload: { deviceId: mine.id },
    });
    if (issued.statusCode !== 200) throw new Error(`device token: ${issued.body}`);
    const deviceSetup = {
      token: issued.json().data.deviceToken as string,
      own: mine.serial_number,
      other: other.serial_number,
    };
    const key = keyOf(endpoint);
    // Each call built afresh, as any route's request is (a batch of results under a new id each time).
    const ask = (serial: string, token: string | null) =>
      send(
        endpoint,
        { ...build(endpoint, first, 0, 1).fields, serial },
        token === null ? {} : { 'x-device-token': token },
        null,
      );
    for (const [label, response] of [
      ['no device token', await ask(deviceSetup.own, null)],
      ['an unknown device token', await ask(deviceSetup.own, randomBytes(32).toString('base64url'))],
    ] as const) {
      if (response.statusCode !== 401) failures.push(`${key} with ${label}: ${response.statusCode} ${response.body}`);
      expectNoSecrets(first, response, `${key} with ${label}`);
    }
    exercised.anonymous.add(key);
    // Another device's serial with this device's token: the token names one device only.
    const foreign = await ask(deviceSetup.other, deviceSetup.token);
    if (foreign.statusCode !== 401) failures.push(`${key} for another device: ${foreign.statusCode} ${foreign.body}`);
    exercised.otherOrganisation.add(key);
    const owned = await ask(deviceSetup.own, deviceSetup.token);
    if (owned.statusCode !== 200) failures.push(`${key} as the device itself: ${owned.statusCode} ${owned.body}`);
    exercised.owner.add(key);
  }

  /** A pupil of an organisation signed in to the mobile app, with a slot of their plan to book. */
  interface MobileActor {
    studentId: string;
    slotId: string;
    token: string;
    /** A fresh token (sign-out ends the one before). */
    signIn(): Promise<string>;
  }
  const mobileActors = new Map<string, Promise<MobileActor>>();

  /** The mobile actor of `org`: a new pupil of a running plan with a slot tomorrow, given a mobile password. */
  function mobileActorOf(org: Org): Promise<MobileActor> {
    let made = mobileActors.get(org.orgId);
    if (!made) {
      made = (async () => {
        const db = gateway.database.db;
        const rows = await bookableSlot(db, org.orgId, org.rows.get('tenant')?.[0] ?? '');
        const [pupil] = await rowsOf<{ student_number: string }>(
          sql`select student_number from student where id = ${rows.studentId}`,
        );
        const passwordHash = await hashPasswordDigest(passwordDigestOf(DEMO_PASSWORD));
        await db.insert(mobileLogin).values({ id: randomUUID(), studentId: rows.studentId, passwordHash });
        const signInOnce = async () => {
          const answer = await gateway.app.inject({
            method: 'POST',
            url: '/api/mobile/v1/signIn/student',
            payload: {
              orgId: org.orgId,
              studentNumber: pupil?.student_number ?? '',
              password: passwordDigestOf(DEMO_PASSWORD),
            },
          });
          if (answer.statusCode !== 200) throw new Error(`mobile sign-in: ${answer.body}`);
          return answer.json().data.access_token as string;
        };
        return { studentId: rows.studentId, slotId: rows.slotId, token: await signInOnce(), signIn: signInOnce };
      })();
      mobileActors.set(org.orgId, made);
    }
    return made;
  }

  /** A booking of the actor's own, made through the mobile API where it has none standing. */
  async function mobileBookingOf(actor: MobileActor): Promise<string> {
    const [standing] = await rowsOf<{ id: string }>(
      sql`select id from test_plan_booking where student_id = ${actor.studentId} limit 1`,
    );
    if (standing) return standing.id;
    const booked = await gateway.app.inject({
      method: 'POST',
      url: '/api/mobile/v1/booking/add',
      headers: bearer(actor.token),
      payload: { studentId: actor.studentId, slotId: actor.slotId },
    });
    if (booked.statusCode !== 200) throw new Error(`mobile booking: ${booked.body}`);
    return booked.json().data.bookingId as string;
  }

  /** What the owner's app sends to each mobile route. */
  async function mobileRequest(endpoint: Endpoint, actor: MobileActor): Promise<Record<string, unknown>> {
    const child = { studentId: actor.studentId };
    switch (endpoint.name) {
      case 'mobileMe':
      case 'mobileSignOut':
        return {};
      case 'mobileBookingAdd':
        // The slot freed first, so the owner's own booking can be made again.
        await gateway.database.db.execute(sql`delete from test_plan_booking where student_id = ${actor.studentId}`);
        await gateway.database.db.execute(sql`update test_plan_slot set booked = 0 where id = ${actor.slotId}`);
        return { ...child, slotId: actor.slotId };
      case 'mobileBookingCancel':
        return { ...child, bookingId: await mobileBookingOf(actor) };
      case 'mobileExerciseAdd':
        return { ...child, kind: 'other', durationSeconds: 60, startedAt: new Date().toISOString() };
      default:
        return child;
    }
  }

  /**
   * A route of the mobile app: refused without a token, with an unknown one and with a staff token;
   * another school's pupil naming the first's child (and the first's pupil naming another school's
   * slot or booking) answered as not found; the owner's own call working.
   */
  async function checkMobileRoute(endpoint: Endpoint): Promise<void> {
    const key = keyOf(endpoint);
    const cast = actors.get('k12') as Actors;
    const mine = await mobileActorOf(cast.first);
    const theirs = await mobileActorOf(cast.other);
    const ask = (token: string | null, fields: Record<string, unknown>) =>
      send(endpoint, fields, token === null ? {} : bearer(token), null);
    const fields = await mobileRequest(endpoint, mine);
    for (const [label, token] of [
      ['no token', null],
      ['an unknown token', randomBytes(32).toString('base64url')],
      ["the school owner's staff token", cast.first.ownerToken],
    ] as const) {
      const response = await ask(token, fields);
      if (response.statusCode !== 401) failures.push(`${key} with ${label}: ${response.statusCode} ${response.body}`);
    }
    exercised.anonymous.add(key);
    if ('studentId' in fields) {
      const foreign = await ask(theirs.token, fields);
      if (foreign.statusCode !== 404)
        failures.push(`${key} by another school's pupil: ${foreign.statusCode} ${foreign.body}`);
      expectNoSecrets(cast.first, foreign, `${key} by another school's pupil`);
      exercised.otherOrganisation.add(key);
    }
    // The first's own child with another school's slot or booking.
    const linked =
      endpoint.name === 'mobileBookingAdd'
        ? { slotId: theirs.slotId }
        : endpoint.name === 'mobileBookingCancel'
          ? { bookingId: await mobileBookingOf(theirs) }
          : null;
    if (linked) {
      const mixed = await ask(mine.token, { ...fields, ...linked });
      if (mixed.statusCode !== 404)
        failures.push(`${key} naming another school's row: ${mixed.statusCode} ${mixed.body}`);
      mixedExpected.add(key);
      exercised.mixed.add(key);
    }
    const owned = await ask(mine.token, fields);
    if (owned.statusCode !== 200) failures.push(`${key} as the pupil: ${owned.statusCode} ${owned.body}`);
    exercised.owner.add(key);
    if (endpoint.name === 'mobileSignOut') mine.token = await mine.signIn();
  }

  /** Whether a call of `endpoint` by another organisation, with `built`, must be refused. */
  function mustRefuse(endpoint: Endpoint, built: Built): boolean {
    return endpoint.method === 'GET' ? built.required.length > 0 : built.filled.length > 0;
  }

  /** Calls one route in every case its access allows, trying requests until the owner's works. */
  async function checkRoute(endpoint: Endpoint): Promise<void> {
    const key = keyOf(endpoint);
    if (endpoint.access === 'public') return;
    if (endpoint.access === 'device') return checkDeviceRoute(endpoint);
    if (endpoint.access === 'mobile') return checkMobileRoute(endpoint);
    const frame = typeof endpoint.access === 'object' ? frameOfAccess(endpoint.access) : FRAME_OF_SESSION_ROUTES;
    if (!frame) throw new Error(`${key}: no frame offers ${JSON.stringify(endpoint.access)}`);
    const found = actors.get(frame);
    if (!found) throw new Error(`${key}: no organisations of the frame ${frame}`);
    const cast: Actors = found;
    const { first } = cast;
    const business = typeof endpoint.access === 'object';
    const setup = ROUTE_SETUPS[endpoint.name];
    if (setup) {
      for (const org of [first, cast.other]) {
        await setup(org);
        await harvest(org);
      }
    }
    const probe = build(endpoint, first, 0, 1);
    // A personal-centre route that names no record has nothing of another organisation to ask for.
    const judged = business || probe.filled.length > 0 || endpoint.path.includes(':');
    // Enough tries to meet every combination of candidates once with optional ids and once without.
    const combinations = [...new Set(probe.tables)].reduce(
      (product, table) => product * Math.max(1, first.rows.get(table)?.length ?? 0),
      1,
    );
    const tries = Math.min(MAX_TRIES, Math.max(3, combinations * 3));
    const file = endpoint.style === 'multipart' ? await fileFor(endpoint, first, probe.fields) : null;

    if (judged && probe.filled.length >= 2) {
      try {
        await checkMixed(endpoint, cast, file);
      } catch (error) {
        failures.push(`${key} mixing ids: ${(error as Error).message}`);
      }
    }

    let lastOwner = '';
    // A deletion whose candidates all hold something is proved on a row its area's add makes for it.
    const add = endpoint.path.endsWith('/delete')
      ? gateway.app.endpoints.find(
          (one) => one.method === 'POST' && one.path === endpoint.path.replace(/delete$/, 'add'),
        )
      : undefined;
    for (let round = 0; round < (add ? 2 : 1); round++) {
      if (round === 1 && add) {
        const made = await send(add, build(add, first, 0, 0).fields, bearer(first.ownerToken), null);
        if (made.statusCode !== 200) throw new Error(`${add.name} for ${endpoint.name}: ${made.body.slice(0, 300)}`);
        await harvest(first);
      }
      if (await tryRequests()) return;
    }
    // A route nobody can call is untested, not safe: the owner's call must have worked once.
    failures.push(`${key}: the owner's call never worked: ${lastOwner}`);

    async function tryRequests(): Promise<boolean> {
      for (let attempt = 0; attempt < tries; attempt++) {
        const built = attempt === 0 ? probe : build(endpoint, first, attempt, tries, first.values, combinations);
        if (judged) checkValid(endpoint, built);

        // Who is refused for who they are (no token, an unknown or expired one, a role without the
        // grant) is asked once; the other organisation with every request the owner is tried with.
        const callers: Array<[string, Record<string, string> | null, number]> =
          attempt > 0 || exercised.anonymous.has(key)
            ? []
            : [
                ['without a token', {}, 401],
                ['with an unknown token', bearer(randomBytes(32).toString('base64url')), 401],
                ['with an expired token', bearer(expiredToken), 401],
              ];
        if (business && !exercised.withoutGrant.has(key) && attempt === 0) {
          const button = typeof endpoint.access === 'object' && endpoint.access.button;
          callers.push([
            `by a role without ${button ? 'its button' : 'its menu'}`,
            bearer(button ? cast.menusOnlyToken : cast.nothingToken),
            403,
          ]);
        }
        // The same attempt fills the same ids; only the values that must be unique are new.
        const otherFields = judged
          ? build(endpoint, first, attempt, tries, cast.other.values, combinations).fields
          : built.fields;
        const writes = endpoint.method !== 'GET';
        const before = writes ? await fingerprint(first) : '';
        const [other, ...refused] = await Promise.all([
          judged ? send(endpoint, otherFields, bearer(cast.other.ownerToken), file) : null,
          ...callers.map(([, headers]) => send(endpoint, built.fields, headers ?? {}, file)),
        ]);
        if (writes && (await fingerprint(first)) !== before) {
          failures.push(
            `${key}: a call of someone else changed the first organisation's rows (${JSON.stringify(otherFields)})`,
          );
        }
        for (const [index, response] of refused.entries()) {
          const [label, , status] = callers[index] as [string, unknown, number];
          const context = `${key} ${label}`;
          if (response.statusCode !== status)
            failures.push(`${context}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          expectNoSecrets(first, response, context);
          exercised[status === 401 ? 'anonymous' : 'withoutGrant'].add(key);
        }
        if (!judged) {
          // A personal-centre call that names no record, by the owner in a session of its own (the
          // call may end or switch its session): it must work, or the route went untested.
          const owned = await send(endpoint, built.fields, bearer(await ownerSession(first)), file);
          if (owned.statusCode >= 200 && owned.statusCode < 300) {
            exercised.owner.add(key);
            return true;
          }
          lastOwner += ` | ${owned.statusCode} ${owned.body.slice(0, 300)} for ${JSON.stringify(built.fields)}`;
          continue;
        }
        if (!other) return true;

        const context = `${key} by another organisation with ${built.filled.join(', ') || 'no id'}`;
        if (mustRefuse(endpoint, built)) {
          judgeRefusal(other, context);
        } else if (other.statusCode >= 500) {
          failures.push(`${context}: ${other.statusCode} ${other.body.slice(0, 200)}`);
        }
        expectNoSecrets(first, other, context);
        exercised.otherOrganisation.add(key);

        // The owner, with the same request: proof that the refusals were about who asked.
        const owned = await send(endpoint, built.fields, bearer(first.ownerToken), file);
        if (owned.statusCode >= 200 && owned.statusCode < 300) {
          if (endpoint.method !== 'GET') await harvest(first);
          exercised.owner.add(key);
          return true;
        }
        lastOwner += ` | ${owned.statusCode} ${owned.body.slice(0, 300)} for ${JSON.stringify(built.fields)}`;
      }
      return false;
    }
  }

  /**
   * Rows a route's owner call needs that no add route makes, written for both organisations before
   * the route is judged; they are then each organisation's newest, the first ids a request takes.
   */
  const typedValue = (org: Org) =>
    runningPlanWithTypedValue(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '');
  /** A meet of `org` past its registration with two athletes in a race, drawn or not yet. */
  const closedMeet = (drawn: boolean) => (org: Org) =>
    closedMeetWithEntries(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '', drawn);
  /** A meet of `org` under way with a drawn race, its times typed, or typed and confirmed. */
  const underWay = (stage: 'drawn' | 'typed' | 'confirmed') => (org: Org) =>
    meetUnderWay(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '', stage);
  /** A banner image of `org`, the newest stored file its banner add or edit then names. */
  const bannerImage = async (org: Org) => {
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: bearer(org.ownerToken) },
      [{ name: 'kind', value: 'banner' }, filePart('banner.png', PNG, 'image/png')],
    );
    if (uploaded.statusCode !== 200) throw new Error(`a banner image: ${uploaded.body}`);
    return uploaded.json().data.fileId as string;
  };
  /** A banner of `org` for the routes that name one (none when its carousel is full already). */
  const bannerOf = async (org: Org) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/banner/add',
      headers: bearer(org.ownerToken),
      payload: {
        imageId: await bannerImage(org),
        title: '租户横幅',
        link: 'https://example.edu.cn/tenant',
        startDate: '2040-01-01',
        endDate: '2040-01-31',
      },
    });
  /** A seal image of `org`, the newest stored file its seal add or edit then names. */
  const sealImage = async (org: Org) => {
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: bearer(org.ownerToken) },
      [{ name: 'kind', value: 'eStamp' }, filePart('seal.png', PNG, 'image/png')],
    );
    if (uploaded.statusCode !== 200) throw new Error(`a seal image: ${uploaded.body}`);
    return uploaded.json().data.fileId as string;
  };
  /** A seal of `org` for the routes that name one (none when it has ten already). */
  const sealOf = async (org: Org) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/sportsMeet/seal/add',
      headers: bearer(org.ownerToken),
      payload: { name: '租户印章', fileId: await sealImage(org) },
    });
  /** A photo in the gallery of `org`'s newest meet (one under way is made when it has none). */
  const photoOf = async (org: Org) => {
    const [newest] = await rowsOf<{ id: string }>(
      sql`select id from sport_meet where org_id = ${org.orgId} order by created_at desc, id desc limit 1`,
    );
    const meetId = newest?.id ?? (await underWay('drawn')(org)).meetId;
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/busi/web/sportsMeet/demeanor/upload', headers: bearer(org.ownerToken) },
      [{ name: 'meetId', value: meetId }, filePart('photo.png', PNG, 'image/png')],
    );
    if (uploaded.statusCode !== 200) throw new Error(`a gallery photo: ${uploaded.body}`);
  };
  /**
   * A category of `org` (written directly: the nf frame has the wiki but no category screen) and a
   * wiki attachment uploaded after it, the newest stored file an article's add or edit then names.
   */
  const articleParts = async (org: Org) => {
    await gateway.database.db.insert(resourceCategory).values({
      id: randomUUID(),
      orgId: org.orgId,
      tenantOrgId: org.rows.get('tenant')?.[0] ?? '',
      name: `租户分类${randomUUID().slice(0, 8)}`,
    });
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: bearer(org.ownerToken) },
      [
        { name: 'kind', value: 'wikiAttachment' },
        filePart('notes.pdf', Buffer.from('%PDF-1.7\n', 'latin1'), 'application/pdf'),
      ],
    );
    if (uploaded.statusCode !== 200) throw new Error(`a wiki attachment: ${uploaded.body}`);
  };
  /** An article of `org` for the routes that name one. */
  const articleOf = async (org: Org) => {
    await articleParts(org);
    const [category] = await gateway.database.db
      .select({ id: resourceCategory.id })
      .from(resourceCategory)
      .where(eq(resourceCategory.orgId, org.orgId));
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/wiki/add',
      headers: bearer(org.ownerToken),
      payload: { title: '租户文章', categoryId: category?.id ?? '', body: '<p>租户</p>' },
    });
    if (added.statusCode !== 200) throw new Error(`a wiki article: ${added.body}`);
  };
  /** A partner platform of `org`, signing in to `org` itself, for the routes that name one. */
  const partnerOf = async (org: Org) => {
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/partner/add',
      headers: bearer(org.ownerToken),
      payload: { name: '租户教育云', redirectUris: ['https://cloud.example.edu.cn/'], orgIds: [org.orgId] },
    });
    if (added.statusCode !== 200) throw new Error(`a partner: ${added.body}`);
  };
  /** A lesson video of `org`, the newest stored file a lesson resource's add or edit then names. */
  const lessonVideo = async (org: Org) => {
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: bearer(org.ownerToken) },
      [
        { name: 'kind', value: 'lessonVideo' },
        filePart('lesson.mp4', Buffer.concat([MP4_HEAD, randomBytes(64)]), 'video/mp4'),
      ],
    );
    if (uploaded.statusCode !== 200) throw new Error(`a lesson video: ${uploaded.body}`);
    return uploaded.json().data.fileId as string;
  };
  /** A lesson resource of `org` for the routes that name one. */
  const lessonOf = async (org: Org) => {
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/lesson/add',
      headers: bearer(org.ownerToken),
      payload: {
        title: '租户课程',
        gradeKeys: ['g3'],
        topic: '跳绳',
        kind: 'video',
        fileIds: [await lessonVideo(org)],
      },
    });
    if (added.statusCode !== 200) throw new Error(`a lesson resource: ${added.body}`);
    await lessonVideo(org);
  };
  const ROUTE_SETUPS: Record<string, (org: Org) => Promise<unknown>> = {
    // A class test with a student's result: devices make them, no route of the screen does.
    classTestResults: (org: Org) =>
      classTestWithResult(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? ''),
    partnerDetail: partnerOf,
    partnerEdit: partnerOf,
    partnerRotateSecret: partnerOf,
    partnerSetStatus: partnerOf,
    partnerDelete: partnerOf,
    lessonAdd: lessonVideo,
    lessonEdit: lessonOf,
    lessonDetail: lessonOf,
    lessonDelete: lessonOf,
    // A signed address of the lesson's video: the file must be one the named lesson holds.
    lessonPlay: lessonOf,
    // Sharing is a management organisation's (the admin frame has the button); copying, a school's.
    lessonShare: lessonOf,
    lessonCopy: lessonOf,
    meetSealAdd: sealImage,
    meetSealEdit: async (org) => {
      await sealOf(org);
      await sealImage(org);
    },
    meetSealDelete: sealOf,
    // A photo to caption, delete or download with its meet's gallery.
    meetPhotoEdit: photoOf,
    meetPhotoDelete: photoOf,
    meetPhotoDownload: photoOf,
    // An event whose results are confirmed, and a seal to stamp its certificates with.
    meetCertificatePrint: async (org) => {
      await sealOf(org);
      const made = await underWay('confirmed')(org);
      // The newest event, the first the request takes, even past demo events the seed dated ahead.
      await rowsOf(
        sql`update sport_meet_event set created_at = (select max(created_at) from sport_meet_event where org_id = ${org.orgId}) + interval '1 millisecond' where id = ${made.eventId}`,
      );
      return made;
    },
    articleAdd: articleParts,
    articleEdit: articleOf,
    articleDetail: articleOf,
    articleSetStatus: articleOf,
    articleDelete: articleOf,
    bannerAdd: bannerImage,
    bannerEdit: async (org) => {
      await bannerOf(org);
      await bannerImage(org);
    },
    bannerDetail: bannerOf,
    bannerMove: bannerOf,
    bannerPlace: bannerOf,
    bannerSetStatus: bannerOf,
    bannerDelete: bannerOf,
    testPlanResultSave: typedValue,
    testPlanResultCorrect: typedValue,
    testPlanResultConfirm: typedValue,
    testPlanResultSheet: typedValue,
    // The newest running plan's template, and its import (the template and a row of nonsense).
    testPlanResultImportTemplate: typedValue,
    testPlanResultImport: typedValue,
    testPlanExemptionSave: typedValue,
    // An exemption to withdraw: the newest running plan's student, exempt from its item.
    testPlanExemptionDelete: async (org: Org) => {
      const rows = await typedValue(org);
      await gateway.database.db.insert(testPlanExemption).values({
        id: randomUUID(),
        orgId: org.orgId,
        tenantOrgId: org.rows.get('tenant')?.[0] ?? '',
        planId: rows.planId,
        studentId: rows.studentId,
        items: ['bmi'],
        reason: 'illness',
      });
    },
    // A plan running for a week with a slot of its item tomorrow (booked by its class for a cancel).
    testPlanSlotSave: (org: Org) => bookableSlot(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? ''),
    testPlanSlotDelete: (org: Org) => bookableSlot(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? ''),
    testPlanBookingAdd: (org: Org) => bookableSlot(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? ''),
    testPlanBookingCancel: (org: Org) =>
      bookableSlot(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '', true),
    // A student's printed year needs a national test the student took part in.
    physiquePrintStudent: (org: Org) =>
      runningPlanWithTypedValue(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '', 'national'),
    // The year's upload file needs a national test with a value that counts (a plausible height).
    physiqueUploadFile: (org: Org) =>
      runningPlanWithTypedValue(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? '', 'national', 130),
    // An athlete of its own for the register route: a new first-grade girl, entered in nothing yet
    // (the demo pupils may have used up their events in the demo meets).
    meetEntryRegister: typedValue,
    // An open meet's boys' relay and four new boys of the newest class: the runners of its team.
    meetEntryTeamSave: (org: Org) =>
      openRelayWithRunners(gateway.database.db, org.orgId, org.rows.get('tenant')?.[0] ?? ''),
    meetArrangeList: closedMeet(true),
    meetArrangeDraw: closedMeet(false),
    meetArrangeRedraw: closedMeet(true),
    meetArrangeSwap: closedMeet(true),
    meetResultSheet: underWay('drawn'),
    meetResultSave: underWay('drawn'),
    meetResultConfirm: underWay('typed'),
    meetResultEvent: underWay('confirmed'),
    meetResultRecords: underWay('confirmed'),
    meetResultRecordConfirm: underWay('confirmed'),
    meetResultStandings: underWay('confirmed'),
  };

  /** A new session of the first organisation's administrator. */
  async function ownerSession(org: Org): Promise<string> {
    return (await signIn(gateway.app, OWNER_OF_FRAME[org.frame].accountNum)).access;
  }

  /**
   * Gives the other organisation rows of its own, made through its own adds (twice over, as some
   * need what others make), so that a request can mix its ids with one of the first organisation's.
   */
  async function populate(org: Org): Promise<void> {
    await harvest(org);
    for (let pass = 0; pass < 2; pass++) {
      for (const endpoint of gateway.app.endpoints) {
        const access = endpoint.access;
        if (typeof access !== 'object' || frameOfFunction.get(access.funPath) !== org.frame) continue;
        if (endpoint.method !== 'POST' || endpoint.style !== 'json' || !/\/(add|save|activate)$/.test(endpoint.path)) {
          continue;
        }
        for (let attempt = 0; attempt < 3; attempt++) {
          let built: Built;
          try {
            built = build(endpoint, org, attempt, 3);
          } catch {
            break;
          }
          const response = await send(endpoint, built.fields, bearer(org.ownerToken), null);
          if (response.statusCode === 200) {
            await harvest(org);
            break;
          }
        }
      }
    }
  }

  function valueAt(fields: Record<string, unknown>, path: string): unknown {
    return path.split('.').reduce<unknown>((value, step) => (value as Record<string, unknown>)?.[step], fields);
  }

  function withValueAt(fields: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
    const copy = structuredClone(fields);
    const steps = path.split('.');
    const last = steps.pop() as string;
    const holder = steps.reduce<Record<string, unknown>>((node, step) => node[step] as Record<string, unknown>, copy);
    holder[last] = value;
    return copy;
  }

  /**
   * The other organisation's own request with one id of the first organisation in it, field by field:
   * a route that checks the record it acts on but not the ones it links to would let one
   * organisation's rows point at another's. Proved by the other organisation's own request working.
   */
  async function checkMixed(endpoint: Endpoint, cast: Actors, file: Buffer | null): Promise<void> {
    const key = keyOf(endpoint);
    const { first, other } = cast;
    mixedExpected.add(key);
    const probe = build(endpoint, other, 0, 1);
    const combinations = [...new Set(probe.tables)].reduce(
      (product, table) => product * Math.max(1, other.rows.get(table)?.length ?? 0),
      1,
    );
    const tries = Math.min(MAX_TRIES, Math.max(3, combinations * 3));
    let last = '';
    for (let attempt = 0; attempt < tries; attempt++) {
      const mine = attempt === 0 ? probe : build(endpoint, other, attempt, tries, other.values, combinations);
      const theirs = build(endpoint, first, attempt, tries, other.values, combinations);
      // A refusal counts only if the same request with the other organisation's own ids then works;
      // a change of the first organisation's rows or an id of it in an answer counts always.
      const judged: Array<[LightMyRequestResponse, string]> = [];
      const writes = endpoint.method !== 'GET';
      const before = writes ? await fingerprint(first) : '';
      for (const path of mine.filled.filter((one) => theirs.filled.includes(one))) {
        // A value both organisations share (the tenant of the platform both are in) is not the first's.
        if (JSON.stringify(valueAt(theirs.fields, path)) === JSON.stringify(valueAt(mine.fields, path))) continue;
        const fields = withValueAt(mine.fields, path, valueAt(theirs.fields, path));
        const response = await send(endpoint, fields, bearer(other.ownerToken), file);
        const context = `${key} by another organisation with its own ids but ${path} of the first`;
        if (writes && (await fingerprint(first)) !== before) {
          failures.push(`${context}: the first organisation's rows changed (${JSON.stringify(fields)})`);
        }
        const refusable = endpoint.method !== 'GET' || mine.required.includes(path);
        // Taken is wrong whatever the rest of the request: record it now.
        if (refusable && response.statusCode < 300) failures.push(`${context}: taken, ${response.body.slice(0, 300)}`);
        else if (refusable) judged.push([response, context]);
        else if (response.statusCode >= 500) failures.push(`${context}: ${response.statusCode}`);
        expectNoSecrets(first, response, context);
      }
      const own = await send(endpoint, mine.fields, bearer(other.ownerToken), file);
      if (own.statusCode >= 200 && own.statusCode < 300) {
        if (endpoint.method !== 'GET') await harvest(other);
        for (const [response, context] of judged) judgeRefusal(response, context);
        exercised.mixed.add(key);
        return;
      }
      last = `${own.statusCode} ${own.body.slice(0, 300)} for ${JSON.stringify(mine.fields)}`;
    }
    failures.push(`${key}: the other organisation's own request never worked: ${last}`);
  }

  /** A refusal of another organisation's id: 403 or 404, or a 400 that names the id field. */
  function judgeRefusal(response: LightMyRequestResponse, context: string): void {
    const field = refusalField(response);
    const aboutAnId =
      response.statusCode === 400 && isIdField(field.split('.').findLast((step) => !/^\d+$/.test(step)) ?? '');
    if (response.statusCode === 400 && !aboutAnId) {
      failures.push(
        `${context}: a 400 about ${field || 'no field'} (the generator's request is wrong): ${response.body.slice(0, 200)}`,
      );
    } else if (![403, 404].includes(response.statusCode) && !aboutAnId && !(msgIdOf(response) in ACCEPTED_REFUSALS)) {
      failures.push(`${context}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }

  beforeAll(async () => {
    // A write is judged by a fingerprint of the first organisation's rows. The runner's recurring
    // jobs (the physique recount, every minute) rewrite some of those rows on their own clock, which
    // would be laid at whichever call was being judged: they are queued once, as the gateway starts.
    gateway = await openTestGateway(open, { jobs: { scheduleEveryMs: 24 * 3_600_000 } });
    await gateway.app.jobs.drain();
    const db = gateway.database.db;
    await readTenantTables();
    const entries = catalogueEntries();
    for (const entry of entries.sort(
      (a, b) => FRAME_PREFERENCE.indexOf(a.frame as Frame) - FRAME_PREFERENCE.indexOf(b.frame as Frame),
    )) {
      if (entry.menuType === '0' && !frameOfFunction.has(entry.menuPath))
        frameOfFunction.set(entry.menuPath, entry.frame as Frame);
      const button = `${entry.menuPath}:${entry.permission.split(':').pop()}`;
      if (entry.menuType === '1' && !frameOfButton.has(button)) frameOfButton.set(button, entry.frame as Frame);
    }
    const frames = new Set<Frame>([FRAME_OF_SESSION_ROUTES, 'admin']);
    for (const endpoint of gateway.app.endpoints) {
      if (typeof endpoint.access === 'object') {
        const frame = frameOfAccess(endpoint.access);
        if (frame) frames.add(frame);
      }
    }

    const sysadmin = await signIn(gateway.app, OWNER_OF_FRAME.admin.accountNum);
    const [management] = await rowsOf<{ org_id: string }>(
      sql`select account.org_id from account inner join person on person.id = account.person_id where person.account_num = 'sysadmin'`,
    );
    if (!management) throw new Error('no management organisation');

    for (const frame of frames) {
      const { accountNum, type } = OWNER_OF_FRAME[frame];
      const [owner] = await rowsOf<{
        account_id: string;
        org_id: string;
        tenant_org_id: string;
        password_hash: string;
      }>(sql`
        select account.id as account_id, account.org_id, account.tenant_org_id, person.password_hash
        from account inner join person on person.id = account.person_id where person.account_num = ${accountNum}`);
      if (!owner) throw new Error(`no account ${accountNum}`);
      const ownerRoles = await rowsOf<{ role_id: string }>(
        sql`select role_id from account_role where account_id = ${owner.account_id}`,
      );
      const [org] = await rowsOf<{ device_activation_code: string }>(
        sql`select device_activation_code from organisation where id = ${owner.org_id}`,
      );

      // The other organisation of the same type, made as the platform's administrators make one.
      const adminAccount = `other${frame}${randomBytes(3).toString('hex')}`;
      const otherCode = `OTHER-${frame.toUpperCase()}`;
      const added = await gateway.app.inject({
        method: 'POST',
        url: '/api/busi/web/orgManage/add',
        headers: bearer(sysadmin.access),
        payload: {
          name: `另一机构${frame}`,
          code: String(80 + FRAME_PREFERENCE.indexOf(frame)),
          parentId: management.org_id,
          type: String(type),
          adminAccount,
          adminPassword: PASSWORD,
          activatableCount: '10',
          activatedCount: '0',
          deviceActivationCode: otherCode,
          longitude: '',
          latitude: '',
        },
      });
      if (added.statusCode !== 200) throw new Error(`another ${frame} organisation: ${added.body}`);
      const otherOrgId: string = added.json().data.orgId;
      otherOrgIds.add(otherOrgId);
      const otherLogin = await attemptLogin(gateway.app, { accountNum: adminAccount, password: PASSWORD });
      if (otherLogin.statusCode !== 200) throw new Error(`sign-in of ${adminAccount}: ${otherLogin.body}`);
      const otherAdmin = await rowsOf<{ account_id: string; role_id: string }>(sql`
        select account.id as account_id, account_role.role_id from account
        inner join person on person.id = account.person_id
        inner join account_role on account_role.account_id = account.id
        where person.account_num = ${adminAccount}`);

      // Two accounts of the first organisation whose roles lack grants: one every menu and no button,
      // one nothing at all. The demo password's hash is the owner's, so the demo sign-in works.
      const menus = entries
        .filter((entry) => entry.frame === frameOf(type) && entry.menuType === '0')
        .map((entry) => entry.id);
      const tokens: string[] = [];
      for (const [label, granted] of [
        ['menus', menus],
        ['nothing', []],
      ] as const) {
        const roleId = randomUUID();
        const personId = randomUUID();
        const accountId = randomUUID();
        const name = `nogrant${label}${frame}`;
        await db.insert(role).values({ id: roleId, orgId: owner.org_id, tenantOrgId: owner.tenant_org_id, name });
        if (granted.length > 0) {
          await db
            .insert(roleMenu)
            .values(granted.map((menuId) => ({ roleId, menuId, tenantOrgId: owner.tenant_org_id })));
        }
        await db.insert(person).values({ id: personId, accountNum: name, name, passwordHash: owner.password_hash });
        await db.insert(account).values({
          id: accountId,
          personId,
          orgId: owner.org_id,
          tenantOrgId: owner.tenant_org_id,
          isCurrent: true,
          currentRoleId: roleId,
        });
        await db.insert(accountRole).values({ accountId, roleId, tenantOrgId: owner.tenant_org_id });
        protectedIds.add(roleId);
        protectedIds.add(accountId);
        tokens.push((await signIn(gateway.app, name)).access);
      }

      // The owner's import under way, whose progress the import-progress routes read.
      await db.insert(importProgress).values({
        id: randomUUID(),
        orgId: owner.org_id,
        tenantOrgId: owner.tenant_org_id,
        accountId: owner.account_id,
        phase: 'writing',
        done: 500,
        total: 1200,
      });

      const first: Org = {
        frame,
        orgId: owner.org_id,
        ownerToken: frame === 'admin' ? sysadmin.access : (await signIn(gateway.app, accountNum)).access,
        own: new Map([
          ['account', [owner.account_id]],
          ['role', ownerRoles.map((row) => row.role_id)],
          ['organisation', [owner.org_id]],
          ['tenant', [owner.tenant_org_id]],
        ]),
        values: { activationCode: org?.device_activation_code ?? '', roleType: creatableRoleTypes(type)[0] ?? '' },
        rows: new Map(),
        secrets: new Set(),
      };
      actors.set(frame, {
        first,
        other: {
          frame,
          orgId: otherOrgId,
          ownerToken: otherLogin.json().data.access_token,
          own: new Map([
            ['account', otherAdmin.map((row) => row.account_id)],
            ['role', otherAdmin.map((row) => row.role_id)],
            ['organisation', [otherOrgId]],
            ['tenant', [management.org_id]],
          ]),
          values: { activationCode: otherCode, roleType: creatableRoleTypes(type)[0] ?? '' },
          rows: new Map(),
          secrets: new Set(),
        },
        menusOnlyToken: tokens[0] as string,
        nothingToken: tokens[1] as string,
      });
    }

    // An organisation the management centre manages, for its organisation-management routes to act on.
    const managed = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/orgManage/add',
      headers: bearer(sysadmin.access),
      payload: {
        name: '受管机构',
        code: '79',
        parentId: management.org_id,
        type: '10',
        adminAccount: `managed${randomBytes(3).toString('hex')}`,
        adminPassword: PASSWORD,
        activatableCount: '10',
        activatedCount: '0',
        longitude: '',
        latitude: '',
      },
    });
    if (managed.statusCode !== 200) throw new Error(`a managed organisation: ${managed.body}`);

    // A file of the first K12 school, for the routes that read files and name face photos.
    const school = actors.get(FRAME_OF_SESSION_ROUTES)?.first as Org;
    const uploaded = await injectMultipart(
      gateway.app,
      { url: '/api/uc/oss/upload', headers: bearer(school.ownerToken) },
      [{ name: 'kind', value: 'image' }, filePart('tenant.png', PNG, 'image/png')],
    );
    if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);

    // A second academic year without classes: the demo's one year holds every class, and cannot be deleted.
    const nextYear = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/acayear/add',
      headers: bearer(school.ownerToken),
      payload: {
        academicYear: '2027-2028',
        semesters: [
          { code: 13, startDate: '2027-09-01', endDate: '2028-01-20' },
          { code: 11, startDate: '2028-02-20', endDate: '2028-07-10' },
        ],
      },
    });
    if (nextYear.statusCode !== 200) throw new Error(`the next academic year: ${nextYear.body}`);

    // A session whose access token has run out.
    const expiring = await signIn(gateway.app, 'multiuser');
    await db
      .update(session)
      .set({ accessExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.personId, sql`(select id from person where account_num = 'multiuser')`));
    expiredToken = expiring.access;

    for (const cast of actors.values()) {
      await harvest(cast.first);
      await populate(cast.other);
    }
  });

  afterAll(async () => {
    await gateway?.close();
  });

  /** The routes swept after the rest but the deletions, in the order they are registered. */
  const addsRowsOfItsOwn =
    /^(testPlanExemption|testPlanSlot|testPlanBooking|mobile|studentMobileCode|physiquePrint|physiqueUpload|physiqueDistrictSummary|meetEntryTeamSave)/;

  // Every route in five cases, one after another: the sweep grows with the routes (about 250 now)
  // and shares two cores with the rest of the suite, so its bound is a hang's, not a speed's.
  it('refuses every route to anyone but the owner, with nothing of the owner in any answer', {
    timeout: 300_000,
  }, async () => {
    // Deletions last: until then every other route meets the demo data whole, and what the adds made
    // (the newest rows, tried first) is what gets deleted. After them the personal-centre writes, the
    // owner's own: a password change ends the owner's other sessions, the tokens the sweep holds.
    // Before the deletions, the routes whose setups add rows of their own (an exempt student, a
    // bookable slot, a mobile session, a national test with its student): routes swept after them
    // would take those rows for the owner's newest.
    const lastly = (endpoint: Endpoint) =>
      endpoint.access === 'session' && endpoint.method === 'POST'
        ? 3
        : endpoint.path.endsWith('/delete')
          ? 2
          : addsRowsOfItsOwn.test(endpoint.name)
            ? 1
            : 0;
    const ordered = [...gateway.app.endpoints].sort((a, b) => lastly(a) - lastly(b));
    for (const endpoint of ordered) {
      try {
        await checkRoute(endpoint);
      } catch (error) {
        failures.push(`${keyOf(endpoint)}: ${(error as Error).message}`);
      }
    }
    // A failing route is tried several times: each distinct finding is listed once.
    expect([...new Set(failures)]).toEqual([]);
  });

  it('covered every registered route in every case its access allows', () => {
    const expected: Record<Case, string[]> = {
      anonymous: [],
      withoutGrant: [],
      otherOrganisation: [],
      owner: [],
      // Every route linking two records it cannot do without, and any the run found linking two.
      mixed: [
        ...new Set([
          ...gateway.app.endpoints
            .filter((endpoint) => endpoint.access !== 'public' && requiredIdPaths(endpoint).length >= 2)
            .map(keyOf),
          ...mixedExpected,
        ]),
      ],
    };
    for (const endpoint of gateway.app.endpoints) {
      const key = keyOf(endpoint);
      if (endpoint.access === 'public') continue;
      expected.anonymous.push(key);
      expected.owner.push(key);
      if (typeof endpoint.access === 'object') expected.withoutGrant.push(key);
      const takesIds =
        endpoint.path.includes(':') ||
        Object.keys((defOf(endpoint.request).shape ?? {}) as object).some(
          (field) => isIdField(field) && ID_TABLES[field] !== null,
        );
      if (typeof endpoint.access === 'object' || endpoint.access === 'device' || takesIds) {
        expected.otherOrganisation.push(key);
      }
    }
    for (const name of CASES) {
      const missed = expected[name].filter((key) => !exercised[name].has(key));
      expect(missed, `${name}: routes not exercised`).toEqual([]);
    }
    const publicRoutes = gateway.app.endpoints.filter((endpoint) => endpoint.access === 'public').length;
    expect(expected.anonymous.length + publicRoutes).toBe(gateway.app.endpoints.length);
  });
});
