// The columns many tables share: when a row was made and changed, references to other rows, and
// raw bytes.
import { customType, type ReferenceConfig, text, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the writes that change it set it. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (`bytea`), as a Buffer both on PGlite and on `pg`. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A text id that must name a row of another table (`target`), with the foreign key's `actions`. */
export const foreignId = <TName extends string>(
  name: TName,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => text(name).notNull().references(target, actions);
