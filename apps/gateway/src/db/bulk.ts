// Writes and lookups of many rows at once (an import's batch of 500 students with their parents).
// Sent the usual way, every value of every row is a parameter of its own: a batch of 500 students
// is a statement of about 7,000 parameters that the query builder walks value by value and the
// database parses anew. Here each column's values travel as one array instead, so a statement has
// one parameter per column whatever the number of rows: `insert ... select from unnest($1::uuid[],
// $2::text[], ...)`, and `column = any($1::text[])` in place of a list of one parameter per value.
import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A column's values for the database: as the column's own mapping makes them, null for none. */
function driverValues(column: Column, values: readonly unknown[]): unknown[] {
  return values.map((value) => (value === undefined || value === null ? null : column.mapToDriverValue(value)));
}

/** One parameter holding a whole array of a column's values, typed as an array of the column's type. */
function arrayParam(column: Column, values: readonly unknown[]): SQL {
  return sql`${sql.param(driverValues(column, values))}::${sql.raw(column.getSQLType())}[]`;
}

/** What a column takes where a row leaves it out: its default, or null where it has none. */
function defaultOf(column: Column): SQL {
  if (column.default === undefined) return sql`null`;
  if (is(column.default, SQL)) return column.default;
  return sql`${sql.param(column.mapToDriverValue(column.default))}::${sql.raw(column.getSQLType())}`;
}

/**
 * The rows to insert into `table`, as the `select` of an insert (`db.insert(table).select(...)`),
 * each column's values one array. Every column of the table is selected, in its order, as the
 * insert asks: a column no row gives takes its default; a column some rows leave out takes its
 * default in those rows (or null where it has none), as a row inserted on its own would; where
 * some rows leave a column with a default out, a null given for it takes the default too. (No
 * column of the schema has a default made in the application; each row gives its own id.)
 */
export function unnestedRows<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const given = new Set(rows.flatMap((row) => Object.keys(row)));
  const arrays: SQL[] = [];
  const selected: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    // A column the database computes itself takes no value, as the builder's own inserts leave it out.
    if (column.generated !== undefined && column.generated.type !== 'byDefault') continue;
    if (!given.has(key)) {
      selected.push(defaultOf(column));
      continue;
    }
    const values = rows.map((row) => (row as Record<string, unknown>)[key]);
    const name = sql.identifier(`c${arrays.length}`);
    arrays.push(arrayParam(column, values));
    const everyRowGives = values.every((value) => value !== undefined);
    selected.push(
      everyRowGives || column.default === undefined ? sql`u.${name}` : sql`coalesce(u.${name}, ${defaultOf(column)})`,
    );
  }
  const names = arrays.map((_, index) => sql.identifier(`c${index}`));
  return sql`select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(names, sql`, `)})`;
}

/** `column` is one of `values`: one array parameter, whatever the number of values. */
export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  return sql`${column} = any(${arrayParam(column, values)})`;
}
