// Every place a record names a stored file, in one list: a file is attached while one of them names
// it, and only then. Removing a file a record let go of, and the sweep of uploads never attached,
// both ask this list, so a new place that names files cannot be forgotten by one of them: the
// schema's foreign keys to `stored_file` join it by themselves, and a test refuses a column whose
// name says it holds a file but that is neither such a key nor listed below.
import { type AnyColumn, type Column, eq, getTableColumns, is, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';
import { organisation, person, platformSetting, storedFile, student, teacher } from '../db/schema.ts';

/** Where a file's address starts: `/api/uc/oss/file/<id>` or its public twin `/api/uc/oss/brand/<id>`. */
const ADDRESS_PREFIXES = ['/api/uc/oss/file/', '/api/uc/oss/brand/'] as const;

/**
 * Columns that name a stored file by its id without a foreign key: a person's face photo is kept
 * apart from the file row on purpose (its file goes when no person shows it, `facePhotos.ts`).
 */
const ID_HOLDERS: readonly Column[] = [student.facePhotoId, teacher.facePhotoId];

/**
 * Columns that name a stored file by its address: an organisation's icon and sign-in image, a
 * person's avatar, and the platform's settings (its icons), each of which may also be an address
 * elsewhere, which holds nothing here.
 */
const ADDRESS_HOLDERS: readonly Column[] = [
  organisation.icon,
  organisation.loginImg,
  person.avatar,
  platformSetting.value,
];

/** Every column of the schema with a foreign key to `stored_file`. */
function foreignKeyHolders(): Column[] {
  const found: Column[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = Object.values(getTableColumns(table));
    for (const key of getTableConfig(table).foreignKeys) {
      const reference = key.reference();
      if (getTableConfig(reference.foreignTable).name !== getTableConfig(storedFile).name) continue;
      for (const column of reference.columns) {
        const own = columns.find((candidate) => candidate.name === column.name);
        if (own) found.push(own);
      }
    }
  }
  return found;
}

/** The places that hold files: by id (foreign keys and the face photos) and by address. */
export const FILE_HOLDERS: { readonly byId: readonly Column[]; readonly byAddress: readonly Column[] } = {
  byId: [...foreignKeyHolders(), ...ID_HOLDERS],
  byAddress: ADDRESS_HOLDERS,
};

/** The condition that some record holds the file whose id is `fileId` (a column or a value). */
export function heldBy(fileId: AnyColumn | SQL): SQL {
  const id = sql`${fileId}`;
  const named = [
    ...FILE_HOLDERS.byId.map((column) => sql`exists (select 1 from ${column.table} where ${eq(column, id)})`),
    ...FILE_HOLDERS.byAddress.map(
      (column) =>
        sql`exists (select 1 from ${column.table} where ${or(...ADDRESS_PREFIXES.map((prefix) => eq(column, sql`${prefix} || ${id}`)))})`,
    ),
  ];
  return sql`(${sql.join(named, sql` or `)})`;
}
