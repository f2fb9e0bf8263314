// Organisations, the people who sign in to them, their roles and menus, and their sessions.
import { type BuildExtraConfigColumns, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, foreignId, updatedAt } from './columns.ts';

/**
 * The organisation a tenant row belongs to, and the root of that organisation's customer tree.
 * Every tenant table has both: the data layer scopes its reads and writes by the first, and a
 * sharded deployment can place rows by the second.
 */
export const tenantColumns = () => ({
  orgId: foreignId('org_id', () => organisation.id),
  tenantOrgId: text('tenant_org_id').notNull(),
});

/**
 * The columns of a tenant-owned record (a row with an identity of its own, not a link between
 * two): its id, its organisation and tenant, and when it was made.
 */
export const recordColumns = () => ({
  id: text('id').primaryKey(),
  ...tenantColumns(),
  createdAt: createdAt(),
});

/**
 * A table of tenant-owned records read per tenant: `recordColumns` and `columns`, and an index
 * `<name>_tenant_idx` on the tenant besides the indexes and checks of `extra`.
 */
export const tenantTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extra: (
    table: BuildExtraConfigColumns<TName, ReturnType<typeof recordColumns> & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[],
) =>
  pgTable(name, { ...recordColumns(), ...columns }, (table) => [
    ...extra(table),
    index(`${name}_tenant_idx`).on(table.tenantOrgId),
  ]);

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
export const account = tenantTable(
  'account',
  {
    personId: foreignId('person_id', () => person.id),
    status: text('status').notNull().default('enabled'),
    /** The account the person used last: `presentFlag` of SPEC 3. */
    isCurrent: boolean('is_current').notNull().default(false),
    currentRoleId: text('current_role_id'),
  },
  (table) => [uniqueIndex('account_person_org_idx').on(table.personId, table.orgId)],
);

/** A role of an organisation: a named set of menus and buttons. */
export const role = pgTable(
  'role',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    /** A role type code of SPEC 6 (e.g. 101101), or empty for organisation types without codes. */
    type: text('type').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Created with the organisation: cannot be deleted or stripped of role management. */
    builtIn: boolean('built_in').notNull().default(false),
    /** How much of the organisation's students its holders see: a data scope of the domain. */
    dataScope: text('data_scope').notNull().default('organisation'),
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
    accountId: foreignId('account_id', () => account.id, { onDelete: 'cascade' }),
    roleId: foreignId('role_id', () => role.id, { onDelete: 'cascade' }),
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
    /** The entry's icon name in the side menu; '' for the frame's default. */
    icon: text('icon').notNull().default(''),
    /** `catalogue`: seeded from the code; `operator`: made on the menu management screen, never seeded over. */
    origin: text('origin').notNull().default('catalogue'),
    /**
     * Of a catalogue entry, what the platform's operators changed (`pid`, `sortNum`, `names`,
     * `icon`): the seed leaves those as the operators set them (docs/decisions.md, "Menu management").
     */
    operatorFields: text('operator_fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index('menu_frame_idx').on(table.frame),
    check('menu_origin_check', sql`${table.origin} in ('catalogue', 'operator')`),
  ],
);

/**
 * The catalogue entries the platform's operators deleted: the seed does not bring them back on the
 * next start, nor the code's entries below them.
 */
export const menuRemoved = pgTable('menu_removed', {
  id: text('id').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The menus and buttons a role grants; `mobile` marks the mobile-end catalogue. */
export const roleMenu = pgTable(
  'role_menu',
  {
    roleId: foreignId('role_id', () => role.id, { onDelete: 'cascade' }),
    menuId: foreignId('menu_id', () => menu.id),
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
    personId: foreignId('person_id', () => person.id),
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
