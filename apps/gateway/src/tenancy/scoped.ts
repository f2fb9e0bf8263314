// The one way route handlers reach tenant rows. A handler names a table and the caller; the
// organisation comes from the caller's session and is added to every read and write here, so a
// handler cannot forget it and an id of another organisation answers like an id that never existed.
// Writes run in one transaction that first locks the organisation's row: an organisation's checks
// and writes never interleave, so a double submit makes one record and a conflict.
import type { DomainMessageId, MessageValues } from '@school-sports/domain';
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/index.ts';
import { account as accountTable, organisation } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { CallingDevice } from '../http/router.ts';
import { type ClassReach, classReachOf } from './dataScope.ts';
import { type Page, type PageRequest, type PageWindow, pageAnswer, pageWindow } from './paging.ts';
import { lockOrganisation, type Scope, scopeOf, type TenantCaller, type Transaction, uniqueWrite } from './scope.ts';

/** Where a query runs: the database, or the transaction of a write. */
export type Executor = Database | Transaction;

/** A table whose every row belongs to one organisation (see `tenantColumns` in the schema). */
export type OrgTable = PgTable & { orgId: AnyPgColumn; tenantOrgId: AnyPgColumn };

/** A tenant table whose rows have an `id` of their own (every one but the link tables). */
export type TenantTable = OrgTable & { id: AnyPgColumn };

/** A row of `T` with every column, as a select of the whole table answers it. */
export type RowOf<T extends PgTable> = SelectResult<T['_']['columns'], 'partial', Record<string, 'not-null'>>;

/** A condition of a query; `undefined` stands for a filter the request left empty. */
export type Condition = SQL | undefined;

/** The sort keys of a list, most significant first. */
export type SortKeys = readonly (AnyPgColumn | SQL)[];

/** The values every new row of a tenant table starts with: its organisation and tenant. */
export interface TenantValues {
  orgId: string;
  tenantOrgId: string;
}

/** The rows of a tenant table seen by one organisation: every method adds it to its conditions. */
export interface ScopedRows<T extends OrgTable> {
  /** The table itself, for its columns. */
  readonly table: T;
  /** All `conditions` and the organisation's own rows. */
  where(...conditions: Condition[]): SQL;
  /** The first of the organisation's rows matching `conditions`, if any. */
  find(...conditions: Condition[]): Promise<RowOf<T> | undefined>;
  /** How many of the organisation's rows match `conditions`. */
  count(...conditions: Condition[]): Promise<number>;
  /**
   * How many of the organisation's rows match `conditions`, by the value of `column` (a row whose
   * value is null counts under '').
   */
  countBy(column: AnyPgColumn, ...conditions: Condition[]): Promise<Map<string, number>>;
  /** Whether any of the organisation's rows matches `conditions`. */
  exists(...conditions: Condition[]): Promise<boolean>;
  /** Sets `values` on the organisation's rows matching `conditions`. */
  updateWhere(values: PgUpdateSetSource<T>, ...conditions: Condition[]): Promise<void>;
  /** Deletes the organisation's rows matching `conditions`; answers how many went. */
  deleteWhere(...conditions: Condition[]): Promise<number>;
}

/** A tenant table with row ids seen by one organisation: lookups, lists and pages besides. */
export interface ScopedTable<T extends TenantTable> extends ScopedRows<T> {
  /**
   * The row `id` of the organisation.
   *
   * @throws ApiError 404 with `notFound` when it is missing or another organisation's.
   */
  one(id: string, notFound: DomainMessageId): Promise<RowOf<T>>;
  /** The organisation's rows matching `where`, in `orderBy` order (a short list: a tree, options). */
  list(query?: { where?: Condition; orderBy?: SortKeys }): Promise<RowOf<T>[]>;
  /** One page of the organisation's rows matching `where`, with the total. */
  page(input: PageRequest, query: { where?: Condition; orderBy: SortKeys }): Promise<Page<RowOf<T>>>;
  /**
   * One page whose total counts the organisation's rows matching `where`, and whose records `rows`
   * reads (a list joined to other tables); `rows` gets the full condition and the page's window.
   */
  pageOf<R>(
    input: PageRequest,
    where: Condition,
    rows: (where: SQL, window: PageWindow) => Promise<R[]>,
  ): Promise<Page<R>>;
  /** Sets `values` on the row `id` of the organisation (nothing when it is another's). */
  update(id: string, values: PgUpdateSetSource<T>): Promise<void>;
  /** Deletes the row `id` of the organisation (nothing when it is another's). */
  delete(id: string): Promise<void>;
}

/** What a handler knows of its caller's organisation, on the database or in a write's transaction. */
export interface Tenant {
  /** The caller's account: its organisation, tenant, type and frame. */
  readonly account: Scope;
  /** Where the tenant's queries run. */
  readonly db: Executor;
  /** The organisation and tenant of a new row: spread into every insert of a tenant table. */
  readonly values: TenantValues;
  /** The condition selecting the caller's own organisation row. */
  readonly organisation: SQL;
  /** The condition selecting the organisations the caller's manages: those below it in its tree. */
  readonly managedOrganisations: SQL;
  /**
   * The condition selecting the accounts of the organisation `orgId`, one the caller manages: the
   * accounts of another organisation, managed by someone else, are never selected.
   */
  managedAccounts(orgId: string): SQL;
  /** `table` seen by the caller's organisation. */
  scoped<T extends TenantTable>(table: T): ScopedTable<T>;
  /** The rows of a link table without ids (department members) seen by the caller's organisation. */
  rows<T extends OrgTable>(table: T): ScopedRows<T>;
  /** The classes the caller's role reaches (read once per tenant); `null` for all of them. */
  classReach(): Promise<ClassReach>;
  /**
   * Whether the caller's organisation is the platform's own: a management organisation at the root
   * of its tree, which reads what belongs to the whole platform (its jobs, every organisation's
   * audit rows). A management organisation below it is not, whatever its roles hold.
   */
  isPlatformOperator(): Promise<boolean>;
}

/** A tenant inside a write: its queries run in the transaction that holds the organisation's lock. */
export interface TenantWrite extends Tenant {
  readonly db: Transaction;
  /**
   * Runs `work` in a savepoint of the write: a refusal inside undoes the savepoint's writes only,
   * so one row of a batch can fail while the others stand. The organisation stays locked.
   */
  savepoint<R>(work: (tenant: TenantWrite) => Promise<R>): Promise<R>;
}

/** A unique-index refusal a write answers as a conflict, with its message. */
export interface ConflictMessage {
  id: DomainMessageId;
  values?: MessageValues;
}

/** The data layer of one database: tenant reads and locked tenant writes. */
export interface DataLayer {
  /** The caller's organisation, for reads outside a write. */
  tenant(caller: TenantCaller | null): Tenant;
  /** `table` seen by the caller's organisation (a person's, or a calling device's), for reads. */
  scoped<T extends TenantTable>(table: T, caller: TenantCaller | CallingDevice | null): ScopedTable<T>;
  /**
   * `table` seen by the organisation `orgId`, for a queued job: a job has no caller, and it is
   * given the organisation of the rows it works on, never one a request named.
   */
  scopedForJob<T extends TenantTable>(table: T, orgId: string): ScopedTable<T>;
  /**
   * The condition selecting the organisation `orgId`'s rows of a table kept per organisation with
   * no tenant column of its own (a school's physique counts, `physique_tally`), and `conditions`:
   * for a queued job working through every organisation's rows, as `scopedForJob`.
   */
  rowsOfForJob(table: PgTable & { orgId: AnyPgColumn }, orgId: string, ...conditions: Condition[]): SQL;
  /**
   * Runs `work` in one transaction that first locks the caller's organisation row. With `conflict`,
   * a unique-index refusal (a request racing past the checks) answers 409 with that message.
   */
  write<R>(
    caller: TenantCaller | null,
    work: (tenant: TenantWrite) => Promise<R>,
    conflict?: ConflictMessage,
  ): Promise<R>;
  /**
   * A `write` that changes one row the request names: finds the row `id` of `table` under the lock
   * first (404 with `notFound` when it is missing or another organisation's), then runs `work` with
   * it, the table as the caller's organisation sees it, and the tenant.
   */
  writeRow<T extends TenantTable, R>(
    caller: TenantCaller | null,
    table: T,
    id: string,
    notFound: DomainMessageId,
    work: (existing: RowOf<T>, rows: ScopedTable<T>, tenant: TenantWrite) => Promise<R>,
    conflict?: ConflictMessage,
  ): Promise<R>;
  /**
   * The caller's organisation inside `tx`, a transaction another module runs (a batch of an
   * import), after locking the organisation's row as `write` does.
   */
  lockedIn(tx: Transaction, caller: TenantCaller | null): Promise<TenantWrite>;
  /**
   * Runs `work` in one transaction without the organisation's lock, for writes that unique indexes
   * and row locks keep consistent alone (students, upserted by number), so a long import does not
   * hold up the organisation's other writers.
   */
  writeWithoutLock<R>(
    caller: TenantCaller | null,
    work: (tenant: TenantWrite) => Promise<R>,
    conflict?: ConflictMessage,
  ): Promise<R>;
  /** The caller's organisation inside `tx`, without its lock (see {@link DataLayer.writeWithoutLock}). */
  unlockedIn(tx: Transaction, caller: TenantCaller | null): TenantWrite;
}

// A transaction is a database too: typed as one, the query builders below keep one type.
function rowsScopedTo<T extends OrgTable>(db: Database, table: T, orgId: string): ScopedRows<T> {
  // A generic table cannot be handed to `from` as it is (drizzle checks a concrete table there);
  // the columns selected come from `table` itself, so the rows keep its type.
  const source: PgTable = table;
  const own = eq(table.orgId, orgId);
  const where = (...conditions: Condition[]): SQL => allOf(own, ...conditions);
  const countWhere = async (condition: SQL) => {
    const [row] = await db.select({ n: count() }).from(source).where(condition);
    return row?.n ?? 0;
  };
  return {
    table,
    where,
    async find(...conditions) {
      const [row] = await db
        .select(getTableColumns(table))
        .from(source)
        .where(where(...conditions));
      return row;
    },
    count: (...conditions) => countWhere(where(...conditions)),
    async countBy(column, ...conditions) {
      const rows = await db
        .select({ key: column, n: count() })
        .from(source)
        .where(where(...conditions))
        .groupBy(column);
      return new Map(rows.map((row) => [String(row.key ?? ''), row.n]));
    },
    async exists(...conditions) {
      const [row] = await db
        .select({ orgId: table.orgId })
        .from(source)
        .where(where(...conditions))
        .limit(1);
      return row !== undefined;
    },
    async updateWhere(values, ...conditions) {
      await db
        .update(table)
        .set(values)
        .where(where(...conditions));
    },
    async deleteWhere(...conditions) {
      const gone = await db
        .delete(table)
        .where(where(...conditions))
        .returning({ orgId: table.orgId });
      return gone.length;
    },
  };
}

function scopedTo<T extends TenantTable>(db: Database, table: T, orgId: string): ScopedTable<T> {
  const rows = rowsScopedTo(db, table, orgId);
  const { where } = rows;
  const source: PgTable = table;
  const rowsWhere = (condition: SQL) => db.select(getTableColumns(table)).from(source).where(condition);
  // A generic query cannot be chained past `where` (drizzle's types of a generic table stop
  // there): sorted and windowed lists read their ids first, then the rows of those ids.
  const sortedRows = async (condition: SQL, orderBy: SortKeys, window?: PageWindow) => {
    const ids = db
      .select({ id: table.id })
      .from(source)
      .where(condition)
      .orderBy(...orderBy);
    const order = (window ? await ids.limit(window.limit).offset(window.offset) : await ids).map((row) => row.id);
    if (order.length === 0) return [];
    const found = await db
      .select({ key: table.id, row: getTableColumns(table) })
      .from(source)
      .where(inArray(table.id, order));
    const byId = new Map(found.map((entry) => [entry.key, entry.row]));
    return order.flatMap((id) => byId.get(id) ?? []);
  };
  return {
    ...rows,
    async one(id, notFound) {
      const [row] = await rowsWhere(where(eq(table.id, id)));
      if (!row) throw new ApiError(404, notFound);
      return row;
    },
    list: (query = {}) => sortedRows(where(query.where), query.orderBy ?? []),
    async page(input, query) {
      const condition = where(query.where);
      const total = await rows.count(query.where);
      return pageAnswer(input, total, await sortedRows(condition, query.orderBy, pageWindow(input)));
    },
    async pageOf(input, condition, read) {
      const total = await rows.count(condition);
      return pageAnswer(input, total, await read(where(condition), pageWindow(input)));
    },
    async update(id, values) {
      await rows.updateWhere(values, eq(table.id, id));
    },
    async delete(id) {
      await rows.deleteWhere(eq(table.id, id));
    },
  };
}

/** `first` and every one of `rest` (`and` with a condition that is always there). */
function allOf(first: SQL, ...rest: Condition[]): SQL {
  return and(first, ...rest) ?? first;
}

/** The ids of every organisation below `orgId` in its tree (not `orgId` itself), as a subquery. */
function descendantsOf(orgId: string): SQL {
  return sql`(with recursive tree(id) as (
    select child.id from organisation child where child.parent_id = ${orgId}
    union all
    select child.id from organisation child inner join tree on child.parent_id = tree.id
  ) select id from tree)`;
}

function writeTenantOn(tx: Transaction, caller: TenantCaller | null): TenantWrite {
  return {
    ...tenantOn(tx, caller),
    savepoint: (work) => tx.transaction((savepoint) => work(writeTenantOn(savepoint, caller))),
  };
}

function tenantOn<E extends Executor>(db: E, caller: TenantCaller | null): Tenant & { readonly db: E } {
  const account = scopeOf(caller);
  const managedOrganisations = allOf(
    eq(organisation.tenantOrgId, account.tenantOrgId),
    sql`${organisation.id} in ${descendantsOf(account.orgId)}`,
  );
  let reach: Promise<ClassReach> | undefined;
  const ownOrganisation = allOf(eq(organisation.id, account.orgId), eq(organisation.tenantOrgId, account.tenantOrgId));
  return {
    account,
    db,
    values: { orgId: account.orgId, tenantOrgId: account.tenantOrgId },
    organisation: ownOrganisation,
    managedOrganisations,
    managedAccounts: (orgId) =>
      allOf(
        eq(accountTable.orgId, orgId),
        inArray(accountTable.orgId, db.select({ id: organisation.id }).from(organisation).where(managedOrganisations)),
      ),
    scoped: (table) => scopedTo(db, table, account.orgId),
    rows: (table) => rowsScopedTo(db, table, account.orgId),
    classReach() {
      reach ??= classReachOf(db, caller);
      return reach;
    },
    async isPlatformOperator() {
      if (account.frame !== 'admin') return false;
      const [own] = await db.select({ parentId: organisation.parentId }).from(organisation).where(ownOrganisation);
      return own !== undefined && own.parentId === null;
    },
  };
}

/** The data layer over `db`: every route module makes one and reaches tenant rows through it. */
export function dataLayer(db: Database): DataLayer {
  const write: DataLayer['write'] = async (caller, work, conflict) => {
    const account = scopeOf(caller);
    const run = () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, account);
        return work(writeTenantOn(tx, caller));
      });
    return conflict ? uniqueWrite(conflict.id, conflict.values ?? {}, run) : run();
  };
  return {
    tenant: (caller) => tenantOn(db, caller),
    scoped(table, caller) {
      // A device calls with its own token, which names its organisation as a session does a person's.
      const orgId = caller && 'serialNumber' in caller ? caller.orgId : scopeOf(caller).orgId;
      return scopedTo(db, table, orgId);
    },
    scopedForJob: (table, orgId) => scopedTo(db, table, orgId),
    rowsOfForJob: (table, orgId, ...conditions) => allOf(eq(table.orgId, orgId), ...conditions),
    write,
    writeRow: (caller, table, id, notFound, work, conflict) =>
      write(
        caller,
        async (tenant) => {
          const rows = tenant.scoped(table);
          return work(await rows.one(id, notFound), rows, tenant);
        },
        conflict,
      ),
    async writeWithoutLock(caller, work, conflict) {
      // A caller without an organisation is refused before any transaction starts, as in `write`.
      scopeOf(caller);
      const run = () => db.transaction((tx) => work(writeTenantOn(tx, caller)));
      return conflict ? uniqueWrite(conflict.id, conflict.values ?? {}, run) : run();
    },
    unlockedIn: (tx, caller) => writeTenantOn(tx, caller),
    async lockedIn(tx, caller) {
      const tenant = writeTenantOn(tx, caller);
      await lockOrganisation(tx, tenant.account);
      return tenant;
    },
  };
}
