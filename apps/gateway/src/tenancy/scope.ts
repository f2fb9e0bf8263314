// The pieces under the data layer (`scoped.ts`): the caller's organisation, the per-organisation
// write lock, unique-index refusals as localised conflicts; and literal LIKE patterns, which route
// modules use for their searches.
import type { DomainMessageId, MessageValues } from '@school-sports/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { organisation } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Caller } from '../http/router.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The account's organisation a business call works in. */
export type Scope = NonNullable<Caller['account']>;

/**
 * What the data layer needs of a caller: the organisation it works in and the role that narrows
 * what it reaches. A staff caller is one; a mobile call acts in its child's organisation with no role.
 */
export type TenantCaller = Pick<Caller, 'account' | 'roleId' | 'dataScope'>;

/** The organisation the caller works in; the router has already checked the menu and button. */
export function scopeOf(caller: TenantCaller | null): Scope {
  const current = caller?.account;
  if (!current) throw new ApiError(403, 'auth.forbidden');
  return current;
}

/** Locks the organisation's row until the transaction ends: its writes run one at a time. */
export async function lockOrganisation(tx: Transaction, scope: Scope): Promise<void> {
  await tx.select({ id: organisation.id }).from(organisation).where(eq(organisation.id, scope.orgId)).for('update');
}

/** A unique index refused the write: another request made the same record first. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Runs a write; a unique-index refusal (a request racing past the checks) answers `id` as a conflict. */
export async function uniqueWrite<T>(id: DomainMessageId, values: MessageValues, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, id, values);
    throw error;
  }
}

/** A `LIKE` pattern matching `text` anywhere, with its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A `LIKE` pattern matching what starts with `text` (a student number's start), its wildcards taken literally. */
export function startingWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
