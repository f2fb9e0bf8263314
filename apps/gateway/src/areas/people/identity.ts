// Who may change a person's sign-in identity. A person (login account, mobile number, name,
// password) signs in to every organisation they belong to; an organisation owns only its
// membership of them (roles, classes, department, employee number, status). So an organisation may
// change the identity only of a person whose every membership is its own or one of an organisation
// it manages below it; anyone else changes their identity in their own personal centre. Otherwise
// the admin of one school could take over the account someone uses at another.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, organisation, parent } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Transaction } from '../../tenancy/scope.ts';

/** The organisation tree is shallow; a deeper walk means a cycle in bad data, which owns nothing. */
const MAX_TREE_DEPTH = 16;

/** Whether `orgId` is `ancestorId` or lies below it in the organisation tree. */
async function isWithin(db: Database | Transaction, orgId: string, ancestorId: string): Promise<boolean> {
  let current: string | null = orgId;
  for (let depth = 0; current !== null && depth < MAX_TREE_DEPTH; depth += 1) {
    if (current === ancestorId) return true;
    const [row]: Array<{ parentId: string | null }> = await db
      .select({ parentId: organisation.parentId })
      .from(organisation)
      .where(eq(organisation.id, current));
    current = row?.parentId ?? null;
  }
  return false;
}

/**
 * The people among `personIds` whose identity `orgId` may not change: they also belong (as staff or
 * as a parent) to an organisation outside `orgId`'s reach.
 */
export async function sharedIdentities(
  db: Database | Transaction,
  orgId: string,
  personIds: readonly string[],
): Promise<Set<string>> {
  const shared = new Set<string>();
  if (personIds.length === 0) return shared;
  const ids = [...new Set(personIds)];
  const memberships = [
    ...(await db
      .select({ personId: account.personId, orgId: account.orgId })
      .from(account)
      .where(inArray(account.personId, ids))),
    ...(await db
      .select({ personId: parent.personId, orgId: parent.orgId })
      .from(parent)
      .where(inArray(parent.personId, ids))),
  ];
  const reach = new Map<string, boolean>([[orgId, true]]);
  for (const membership of memberships) {
    if (shared.has(membership.personId)) continue;
    let within = reach.get(membership.orgId);
    if (within === undefined) {
      within = await isWithin(db, membership.orgId, orgId);
      reach.set(membership.orgId, within);
    }
    if (!within) shared.add(membership.personId);
  }
  return shared;
}

/** Refuses with 403 when `orgId` may not change the identity of `personId` (see {@link sharedIdentities}). */
export async function checkIdentityOwned(db: Database | Transaction, orgId: string, personId: string): Promise<void> {
  if ((await sharedIdentities(db, orgId, [personId])).has(personId)) {
    throw new ApiError(403, 'person.identityShared');
  }
}
