// Rows written as one array per column read back exactly as rows written one parameter per value:
// texts that a hand-made array literal would break (quotes, commas, braces, backslashes, "NULL"),
// nulls, columns some rows leave out (their default) and columns no row gives; and `anyOf` finds
// exactly the rows of its values. On each database, since each sends arrays its own way.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { anyOf, unnestedRows } from './bulk.ts';
import type { OpenDatabase } from './index.ts';
import { person } from './schema.ts';

const awkwardNames = [
  'O\'Brien, "Jr."',
  '{braces}',
  'back\\slash',
  'NULL',
  '',
  '张三丰 🏃',
  ' spaced ',
  'a,b,"c"',
  'line\nbreak',
];

describe.each(testDatabases())('rows written as arrays, on $name', ({ open }) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database?.close());

  /** The people of `batch`, by name, without what differs between two writes of them. */
  async function written(batch: string) {
    const { id: _id, createdAt: _createdAt, ...columns } = getTableColumns(person);
    const rows = await database.db
      .select(columns)
      .from(person)
      .where(eq(person.passwordHash, batch))
      .orderBy(asc(person.accountNum));
    return rows.map(({ accountNum, ...rest }) => ({ ...rest, accountNum: accountNum.split(':')[1] }));
  }

  it('writes what a row-by-row insert writes, defaults and nulls included', async () => {
    const rows = (batch: string) =>
      awkwardNames.map((name, index) => ({
        id: randomUUID(),
        accountNum: `${batch}:${String(index).padStart(2, '0')}`,
        name,
        passwordHash: batch,
        // Every other person has a mobile; the others leave it out, and one gives null outright.
        ...(index % 2 === 0 ? { mobile: `${batch}-${index}` } : {}),
        ...(index === 1 ? { mobile: null } : {}),
        // One person is disabled; the others leave the status to its default.
        ...(index === 3 ? { status: 'disabled' } : {}),
      }));
    const arrays = `arrays-${randomUUID()}`;
    const values = `values-${randomUUID()}`;
    await database.db.insert(person).select(unnestedRows(person, rows(arrays)));
    await database.db.insert(person).values(rows(values));

    const byArrays = await written(arrays);
    expect(byArrays).toHaveLength(awkwardNames.length);
    expect(byArrays.map((row) => row.name)).toEqual(awkwardNames);
    expect(byArrays.map((row) => row.status)).toEqual(
      awkwardNames.map((_, index) => (index === 3 ? 'disabled' : 'enabled')),
    );
    const withoutBatch = (rows: Awaited<ReturnType<typeof written>>) =>
      rows.map(({ mobile, passwordHash: _batch, ...rest }) => ({
        ...rest,
        mobile: mobile?.slice(mobile.lastIndexOf('-') + 1) ?? null,
      }));
    expect(withoutBatch(byArrays)).toEqual(withoutBatch(await written(values)));
  });

  it('finds the rows of its values, and none of others', async () => {
    const batch = `any-${randomUUID()}`;
    await database.db.insert(person).select(
      unnestedRows(
        person,
        awkwardNames.map((name, index) => ({
          id: randomUUID(),
          accountNum: `${batch}:${index}`,
          name,
          passwordHash: batch,
        })),
      ),
    );
    const wanted = awkwardNames.filter((_, index) => index % 3 !== 1);
    const found = await database.db
      .select({ name: person.name })
      .from(person)
      .where(and(eq(person.passwordHash, batch), anyOf(person.name, [...wanted, 'nobody of that name'])));
    expect(found.map((row) => row.name).sort()).toEqual([...wanted].sort());
  });
});
