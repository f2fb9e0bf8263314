import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** When the row was made. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the writes that change it set it. */
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The organisation a tenant row belongs to, and the root of that organisation's customer tree.
 * Every tenant table has both: the data layer scopes its reads and writes by the first, and a
 * sharded deployment can place rows by the second.
 */
const tenantColumns = () => ({
  orgId: text('org_id')
    .notNull()
    .references(() => organisation.id),
  tenantOrgId: text('tenant_org_id').notNull(),
});

/** Platform-wide settings (platform name, icons), one row per key. */
export const platformSetting = pgTable('platform_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * An organisation: a management organisation, a school, a university, an enterprise or a fitness
 * organisation. `tenantOrgId` is the root of the customer's tree (itself for a root): every
 * tenant-owned row carries it, and every query is scoped by it.
 */
export const organisation = pgTable(
  'organisation',
  {
    id: text('id').primaryKey(),
    tenantOrgId: text('tenant_org_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    platformName: text('platform_name'),
    icon: text('icon'),
    loginImg: text('login_img'),
    status: text('status').notNull().default('enabled'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The map location: both coordinates or neither (degrees, at most 6 decimals). */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    deviceActivationCode: text('device_activation_code').notNull().default(''),
    activatableDeviceCount: integer('activatable_device_count').notNull().default(0),
    activatedDeviceCount: integer('activated_device_count').notNull().default(0),
    /** scrypt of the SHA-256 digest of the general admin password, like `person.passwordHash`. */
    generalAdminPasswordHash: text('general_admin_password_hash'),
    /** The administrator account created with the organisation (no foreign key: accounts point here). */
    adminAccountId: text('admin_account_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('organisation_tenant_idx').on(table.tenantOrgId),
    index('organisation_parent_idx').on(table.parentId),
    uniqueIndex('organisation_parent_code_idx').on(table.parentId, table.code),
    check(
      'organisation_location_check',
      sql`(${table.longitude} is null) = (${table.latitude} is null) and ${table.longitude} between -180 and 180 and ${table.latitude} between -90 and 90`,
    ),
  ],
);

/** A person who signs in: by account name or mobile number, with one password. */
export const person = pgTable(
  'person',
  {
    id: text('id').primaryKey(),
    accountNum: text('account_num').notNull(),
    mobile: text('mobile'),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /** scrypt of the SHA-256 hex digest the browser sends: `scrypt$N$r$p$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('person_account_num_idx').on(sql`lower(${table.accountNum})`),
    uniqueIndex('person_mobile_idx').on(table.mobile),
  ],
);

/** A person's membership of an organisation: what SPEC 3 calls an account. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    ...tenantColumns(),
    status: text('status').notNull().default('enabled'),
    /** The account the person used last: `presentFlag` of SPEC 3. */
    isCurrent: boolean('is_current').notNull().default(false),
    currentRoleId: text('current_role_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_person_org_idx').on(table.personId, table.orgId),
    index('account_tenant_idx').on(table.tenantOrgId),
  ],
);

/** A role of an organisation: a named set of menus and buttons. */
export const role = pgTable(
  'role',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** A role type code of SPEC 6 (e.g. 101101), or empty for organisation types without codes. */
    type: text('type').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Created with the organisation: cannot be deleted or stripped of role management. */
    builtIn: boolean('built_in').notNull().default(false),
    /** How much of the organisation's students its holders see: a data scope of the domain. */
    dataScope: text('data_scope').notNull().default('organisation'),
    createdAt: createdAt(),
  },
  (table) => [
    index('role_org_idx').on(table.orgId),
    uniqueIndex('role_org_name_idx').on(table.orgId, table.name),
    check('role_data_scope_check', sql`${table.dataScope} in ('organisation', 'grades', 'classes')`),
  ],
);

/** Which roles an account holds. */
export const accountRole = pgTable(
  'account_role',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    roleId: text('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    tenantOrgId: text('tenant_org_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.roleId] })],
);

/**
 * The menu catalogue: per frame, menus (menuType '0') and their buttons (menuType '1') with
 * permission codes, names in three languages. Shared by all tenants; seeded from the code.
 */
export const menu = pgTable(
  'menu',
  {
    id: text('id').primaryKey(),
    frame: text('frame').notNull(),
    pid: text('pid').notNull(),
    menuType: text('menu_type').notNull(),
    menuPath: text('menu_path').notNull().default(''),
    permission: text('permission').notNull().default(''),
    sortNum: integer('sort_num').notNull().default(0),
    nameZhCn: text('name_zh_cn').notNull(),
    nameZhTw: text('name_zh_tw').notNull(),
    nameEnUs: text('name_en_us').notNull(),
    /** Whether the screen is built yet: planned ones open the shared "planned" page. */
    screenStatus: text('screen_status').notNull().default('planned'),
  },
  (table) => [index('menu_frame_idx').on(table.frame)],
);

/** The menus and buttons a role grants; `mobile` marks the mobile-end catalogue. */
export const roleMenu = pgTable(
  'role_menu',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    menuId: text('menu_id')
      .notNull()
      .references(() => menu.id),
    tenantOrgId: text('tenant_org_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] })],
);

/**
 * A signed-in session. Tokens are random and stored as SHA-256 hashes only. The current account
 * and role live here, never in a client field. `family` links rotated refresh tokens: reuse of a
 * rotated one revokes the whole family.
 */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    family: text('family').notNull(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    accountId: text('account_id'),
    roleId: text('role_id'),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('session_access_idx').on(table.accessTokenHash),
    uniqueIndex('session_refresh_idx').on(table.refreshTokenHash),
    index('session_family_idx').on(table.family),
  ],
);

/** Captcha answers: single use, short-lived, kept in the database so any gateway can check them. */
export const captcha = pgTable('captcha', {
  randomStr: text('random_str').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per key (`account:<name>` or `ip:<address>`), for lockout with growing delay. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The audit log: who did a security-relevant thing (sign-in, password reset, role change, import),
 * where from and with what outcome. No foreign keys, so a row outlives what it names; never a
 * password, token or hash. Rows older than the retention period are purged.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The organisation the action happened in (the tenant of the actor or the target), if known. */
    orgId: text('org_id'),
    tenantOrgId: text('tenant_org_id'),
    /** The acting person and account, if known (a failed sign-in of an unknown name has neither). */
    personId: text('person_id'),
    accountId: text('account_id'),
    /** The name the actor is known by (the account name typed at sign-in), for reading and search. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    /** What the action was done to, e.g. `role:<id>` or the account name of a reset password. */
    target: text('target').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    outcome: text('outcome').notNull(),
    /** Short non-secret facts (counts of an import). */
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
    index('audit_log_tenant_at_idx').on(table.tenantOrgId, table.at),
    check('audit_log_outcome_check', sql`${table.outcome} in ('success', 'failure')`),
  ],
);

/**
 * How far an import has got, for the person who started it to follow: rows checked, then rows
 * written of those that passed. Kept in the database, so whichever gateway of a deployment answers
 * the poll sees an import another one runs. The browser names it (`id`); only its account reads it.
 * Rows a day old go when the next import starts.
 */
export const importProgress = pgTable(
  'import_progress',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    accountId: text('account_id').notNull(),
    phase: text('phase').notNull(),
    done: integer('done').notNull().default(0),
    /** The rows to write, once the check has counted them. */
    total: integer('total'),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('import_progress_updated_idx').on(table.updatedAt),
    check('import_progress_phase_check', sql`${table.phase} in ('checking', 'writing', 'done')`),
  ],
);

/**
 * The job queue (`jobs/`): work a gateway does after an answer or on a schedule, run once by
 * whichever gateway of a deployment claims it first. A job is written in the transaction of the
 * change that asks for it, so a rolled-back change leaves none and a committed one is never lost.
 * `key`, when set, is unique across every state: a recurring job's key names its period, so the
 * period's job is queued once however many gateways ask. A claimed job holds a lease
 * (`locked_until`) its gateway renews while it runs; a job whose lease ran out (its gateway died) is
 * claimed again.
 */
export const job = pgTable(
  'job',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    key: text('key'),
    state: text('state').notNull().default('waiting'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's message, for the operator (never a secret: handlers' errors only). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_key_idx').on(table.key),
    index('job_due_idx').on(table.runAt).where(sql`${table.state} in ('waiting', 'running')`),
    index('job_finished_idx').on(table.finishedAt),
    check('job_state_check', sql`${table.state} in ('waiting', 'running', 'done', 'failed')`),
    check('job_attempts_check', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

/**
 * An academic year of an organisation (`2026-2027` is start year 2026). One per start year and
 * organisation; its semesters hang off it.
 */
export const academicYear = pgTable(
  'academic_year',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    startYear: integer('start_year').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('academic_year_org_start_idx').on(table.orgId, table.startYear),
    index('academic_year_tenant_idx').on(table.tenantOrgId),
  ],
);

/**
 * A semester of an academic year: code 11 (spring) or 13 (autumn), first and last day. At most one
 * semester of an organisation is current (a partial unique index); overlaps are refused by the
 * gateway under a lock of the organisation row.
 */
export const semester = pgTable(
  'semester',
  {
    id: text('id').primaryKey(),
    academicYearId: text('academic_year_id')
      .notNull()
      .references(() => academicYear.id, { onDelete: 'cascade' }),
    ...tenantColumns(),
    code: smallint('code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (table) => [
    uniqueIndex('semester_year_code_idx').on(table.academicYearId, table.code),
    uniqueIndex('semester_org_current_idx').on(table.orgId).where(sql`${table.isCurrent}`),
    index('semester_org_idx').on(table.orgId),
    check('semester_code_check', sql`${table.code} in (11, 13)`),
    check('semester_dates_check', sql`${table.startDate} < ${table.endDate}`),
  ],
);

/**
 * A grade of an organisation: a school grade level 1 to 12 (`school`) or a university enrolment
 * year (`enrolment`, e.g. 2024). One row per level and organisation.
 */
export const grade = pgTable(
  'grade',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    kind: text('kind').notNull(),
    level: integer('level').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('grade_org_level_idx').on(table.orgId, table.kind, table.level),
    index('grade_tenant_idx').on(table.tenantOrgId),
  ],
);

/**
 * A class of a grade: name, code 1 to 99 unique within the grade, size, head teacher (one of the
 * organisation's teachers, or none), status, and the academic year it was opened in. `studentCount` is kept by the
 * student screens; a class with students cannot be deleted.
 */
export const schoolClass = pgTable(
  'school_class',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    gradeId: text('grade_id')
      .notNull()
      .references(() => grade.id),
    academicYearId: text('academic_year_id').references(() => academicYear.id),
    name: text('name').notNull(),
    code: smallint('code').notNull(),
    size: smallint('size').notNull().default(0),
    /** Null when the class has none, or its teacher was deleted. */
    headTeacherId: text('head_teacher_id').references((): AnyPgColumn => teacher.id, { onDelete: 'set null' }),
    /** A university class's college and major (issue 6); null in schools. */
    collegeId: text('college_id').references(() => college.id),
    majorId: text('major_id').references(() => major.id),
    /** `enabled`, `disabled`, or `graduated` once promoted past the top grade. */
    status: text('status').notNull().default('enabled'),
    studentCount: integer('student_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // A graduated class keeps its code, which the grade's next classes may reuse.
    uniqueIndex('school_class_grade_code_idx').on(table.gradeId, table.code).where(sql`${table.status} <> 'graduated'`),
    index('school_class_org_idx').on(table.orgId),
    index('school_class_year_idx').on(table.academicYearId),
    check('school_class_code_check', sql`${table.code} between 1 and 99`),
    check('school_class_size_check', sql`${table.size} between 0 and 200`),
  ],
);

/**
 * A department of a management organisation: a tree (`parentId` null for a top-level department),
 * a two-digit code unique among its siblings, a sort order. A department with sub-departments or
 * members cannot be deleted; the gateway keeps a department out of its own branch.
 */
export const department = pgTable(
  'department',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    parentId: text('parent_id').references((): AnyPgColumn => department.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('department_sibling_code_idx').on(table.orgId, sql`coalesce(${table.parentId}, '')`, table.code),
    index('department_org_idx').on(table.orgId),
    index('department_parent_idx').on(table.parentId),
    check('department_code_check', sql`${table.code} ~ '^[0-9]{2}$'`),
    check('department_sort_check', sql`${table.sortNum} between 0 and 9999`),
  ],
);

/** An account's department: an account of the department's organisation belongs to at most one. */
export const departmentMember = pgTable(
  'department_member',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => account.id, { onDelete: 'cascade' }),
    departmentId: text('department_id')
      .notNull()
      .references(() => department.id),
    ...tenantColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('department_member_department_idx').on(table.departmentId)],
);

/**
 * A college of a university, or a department of a college (`parentId`): two levels, a two-digit
 * code unique among its siblings, a sort order. A college with sub-colleges or majors cannot be
 * deleted.
 */
export const college = pgTable(
  'college',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    parentId: text('parent_id').references((): AnyPgColumn => college.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('college_sibling_code_idx').on(table.orgId, sql`coalesce(${table.parentId}, '')`, table.code),
    index('college_org_idx').on(table.orgId),
    index('college_parent_idx').on(table.parentId),
    check('college_code_check', sql`${table.code} ~ '^[0-9]{2}$'`),
    check('college_sort_check', sql`${table.sortNum} between 0 and 9999`),
  ],
);

/**
 * A major of a university, in a college: a code of 2 to 6 letters or digits (stored upper-cased)
 * unique in the organisation, and a length of study of 1 to 8 years.
 */
export const major = pgTable(
  'major',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    collegeId: text('college_id')
      .notNull()
      .references(() => college.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    studyYears: smallint('study_years').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('major_org_code_idx').on(table.orgId, table.code),
    index('major_college_idx').on(table.collegeId),
    check('major_code_check', sql`${table.code} ~ '^[A-Z0-9]{2,6}$'`),
    check('major_study_years_check', sql`${table.studyYears} between 1 and 8`),
  ],
);

/**
 * A venue of an organisation (issue 9): a two-digit id unique in the organisation, a name, a type, a
 * capacity, a location text and an enablement status. A venue with devices cannot be deleted.
 */
export const venue = pgTable(
  'venue',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    capacity: integer('capacity').notNull().default(0),
    location: text('location').notNull().default(''),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('venue_org_code_idx').on(table.orgId, table.code),
    index('venue_tenant_idx').on(table.tenantOrgId),
    check('venue_code_check', sql`${table.code} ~ '^[0-9]{2}$'`),
    check('venue_type_check', sql`${table.type} in ('playground', 'gymnasium', 'classroom', 'track', 'other')`),
    check('venue_capacity_check', sql`${table.capacity} between 0 and 100000`),
    check('venue_status_check', sql`${table.status} in ('enabled', 'disabled')`),
  ],
);

/**
 * A smart sports device activated into an organisation (issue 9). Its serial number (upper-cased) and
 * MAC address (`AA:BB:CC:DD:EE:FF`) are unique on the whole platform. It stands in a venue of its
 * organisation; a sub-device hangs under a top-level device (one level) and stands in its venue.
 * Every row is an activated device: `organisation.activated_device_count` counts them, and
 * deactivation removes the row. The device's own secret is kept as a SHA-256 hash only; `lastSeenAt`
 * is its last poll (an enabled device that stopped polling shows as offline).
 */
export const device = pgTable(
  'device',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venue.id),
    parentId: text('parent_id').references((): AnyPgColumn => device.id),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    macAddress: text('mac_address').notNull(),
    /** The administrator's switch: 'enabled' or 'disabled'. */
    status: text('status').notNull().default('enabled'),
    focusMode: boolean('focus_mode').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('device_serial_idx').on(table.serialNumber),
    uniqueIndex('device_mac_idx').on(table.macAddress),
    uniqueIndex('device_token_idx').on(table.tokenHash),
    index('device_org_idx').on(table.orgId),
    index('device_venue_idx').on(table.venueId),
    index('device_parent_idx').on(table.parentId),
    check('device_serial_check', sql`${table.serialNumber} ~ '^[A-Z0-9_-]{4,64}$'`),
    check('device_mac_check', sql`${table.macAddress} ~ '^([0-9A-F]{2}:){5}[0-9A-F]{2}$'`),
    check('device_status_check', sql`${table.status} in ('enabled', 'disabled')`),
    check('device_parent_check', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

/** Raw bytes (`bytea`), as a Buffer both on PGlite and on `pg`. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file uploaded through `/api/uc/oss` (DESIGN 4): only its metadata. The bytes live in the file
 * store (`files/store.ts`) under `storageKey`, a random key. `bytes` held them before the file store
 * existed; the start-up step `moveStoredBytes` moves any left there into the store and clears them.
 * Its id is random; `name` is the uploaded name, kept for display and the download's file name only,
 * never as a path. `contentType` comes from the sniffed bytes. Readable by its organisation only.
 * Deleting a row queues its stored object for removal (trigger `stored_file_deletion_queue`).
 */
export const storedFile = pgTable(
  'stored_file',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    uploaderAccountId: text('uploader_account_id')
      .notNull()
      .references(() => account.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key'),
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_file_org_idx').on(table.orgId),
    index('stored_file_tenant_idx').on(table.tenantOrgId),
    uniqueIndex('stored_file_storage_key_idx').on(table.storageKey),
    check(
      'stored_file_size_check',
      sql`${table.size} >= 0 and (${table.bytes} is null or ${table.size} = octet_length(${table.bytes}))`,
    ),
    check('stored_file_content_check', sql`${table.storageKey} is not null or ${table.bytes} is not null`),
  ],
);

/**
 * Stored objects whose file row is gone, to remove from the file store once the deletion committed
 * (a rolled-back deletion never queues). Filled by a trigger on `stored_file`, so every way a row is
 * deleted counts; emptied by `purgeDeletedFiles`.
 */
export const storedFileDeletion = pgTable('stored_file_deletion', {
  storageKey: text('storage_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student of a school (issue 7): in one class at a time (moving class keeps every record, which
 * points at the student), a student number unique in the organisation (the key of imports), the
 * nation code of GB/T 3304, the academic year and semester of the last import or edit.
 */
export const student = pgTable(
  'student',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    classId: text('class_id')
      .notNull()
      .references(() => schoolClass.id),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    studentNumber: text('student_number').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    nation: text('nation').notNull().default('01'),
    birthDate: date('birth_date'),
    facePhotoId: text('face_photo_id'),
    academicYearId: text('academic_year_id').references(() => academicYear.id),
    semesterCode: smallint('semester_code'),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('student_org_number_idx').on(table.orgId, table.studentNumber),
    index('student_class_idx').on(table.classId),
    index('student_tenant_idx').on(table.tenantOrgId),
    check('student_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);

/**
 * A parent of an organisation (issue 7): one row per mobile number and organisation, linked to a
 * person who signs in to the mobile app by that number (created or reused by it: no password
 * until the parent sets one there).
 */
export const parent = pgTable(
  'parent',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('parent_org_mobile_idx').on(table.orgId, table.mobile),
    index('parent_tenant_idx').on(table.tenantOrgId),
    check('parent_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);

/** Which parents a student has (at most four), with the relationship and their order. */
export const studentParent = pgTable(
  'student_parent',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => student.id, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => parent.id, { onDelete: 'cascade' }),
    relationship: text('relationship').notNull(),
    sortNum: smallint('sort_num').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.parentId] }),
    index('student_parent_parent_idx').on(table.parentId),
  ],
);

/**
 * A teacher (issue 7): an account of a school with the teacher's own details. The login account,
 * name, mobile and password are the person's, the status the account's, the roles the account's.
 */
export const teacher = pgTable(
  'teacher',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    accountId: text('account_id')
      .notNull()
      .references(() => account.id),
    sex: text('sex').notNull().default('male'),
    employeeNumber: text('employee_number').notNull().default(''),
    idCard: text('id_card').notNull().default(''),
    certificateType: text('certificate_type').notNull().default(''),
    certificateNumber: text('certificate_number').notNull().default(''),
    facePhotoId: text('face_photo_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('teacher_account_idx').on(table.accountId),
    uniqueIndex('teacher_org_employee_idx')
      .on(table.orgId, table.employeeNumber)
      .where(sql`${table.employeeNumber} <> ''`),
    index('teacher_tenant_idx').on(table.tenantOrgId),
  ],
);

/** The classes a teacher teaches. */
export const teacherClass = pgTable(
  'teacher_class',
  {
    teacherId: text('teacher_id')
      .notNull()
      .references(() => teacher.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => schoolClass.id),
  },
  (table) => [
    primaryKey({ columns: [table.teacherId, table.classId] }),
    index('teacher_class_class_idx').on(table.classId),
  ],
);

/** A citizen of a national fitness organisation (issue 7, nf frame): a mobile number unique in it. */
export const citizen = pgTable(
  'citizen',
  {
    id: text('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    sex: text('sex').notNull(),
    mobile: text('mobile').notNull(),
    idCard: text('id_card').notNull().default(''),
    birthDate: date('birth_date'),
    address: text('address').notNull().default(''),
    status: text('status').notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('citizen_org_mobile_idx').on(table.orgId, table.mobile),
    index('citizen_tenant_idx').on(table.tenantOrgId),
    check('citizen_sex_check', sql`${table.sex} in ('male', 'female')`),
  ],
);
