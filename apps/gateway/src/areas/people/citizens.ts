// Citizens (issue 7): the `user/citizen` screen of the nf frame. A citizen belongs to one
// organisation, with a mobile number unique in it. Every query is scoped by the caller's
// organisation; every write runs in one transaction that first locks the organisation's row.
import { randomUUID } from 'node:crypto';
import { checkTransition, isSex } from '@school-sports/domain';
import {
  citizenAdd,
  citizenDelete,
  citizenDetail,
  citizenEdit,
  citizenPage,
  citizenSetStatus,
  type DataOf,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import { containing, lockOrganisation, type Scope, scopeOf, type Transaction, uniqueWrite } from '../../data/scope.ts';
import type { Database } from '../../db/index.ts';
import { citizen } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { enablementOf } from './staffAccounts.ts';

type CitizenRecord = DataOf<typeof citizenDetail>;

function recordOf(row: typeof citizen.$inferSelect): CitizenRecord {
  return {
    citizenId: row.id,
    name: row.name,
    sex: isSex(row.sex) ? row.sex : 'male',
    mobile: row.mobile,
    idCard: row.idCard,
    birthDate: row.birthDate ?? null,
    address: row.address,
    status: enablementOf(row.status),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function registerCitizenRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  async function citizenOf(tx: Database | Transaction, scope: Scope, citizenId: string) {
    const [row] = await tx
      .select()
      .from(citizen)
      .where(and(eq(citizen.id, citizenId), eq(citizen.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'citizen.notFound');
    return row;
  }

  /** Refuses a mobile number another citizen of the organisation has. */
  async function checkMobile(tx: Transaction, scope: Scope, mobile: string, ownId: string | null) {
    const [taken] = await tx
      .select({ id: citizen.id })
      .from(citizen)
      .where(
        and(eq(citizen.orgId, scope.orgId), eq(citizen.mobile, mobile), ownId ? ne(citizen.id, ownId) : undefined),
      );
    if (taken) throw new ApiError(409, 'citizen.mobileTaken', { mobile });
  }

  router.json(citizenPage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const pattern = input.keyword ? containing(input.keyword) : undefined;
    const where = and(
      eq(citizen.orgId, scope.orgId),
      input.status ? eq(citizen.status, input.status) : undefined,
      pattern
        ? or(ilike(citizen.name, pattern), ilike(citizen.mobile, pattern), ilike(citizen.idCard, pattern))
        : undefined,
    );
    const [total] = await db.select({ n: count() }).from(citizen).where(where);
    const rows = await db
      .select()
      .from(citizen)
      .where(where)
      .orderBy(desc(citizen.createdAt), asc(citizen.mobile))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return { records: rows.map(recordOf), total: total?.n ?? 0, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  router.json(citizenDetail, async ({ caller, input }) =>
    recordOf(await citizenOf(db, scopeOf(caller), input.citizenId)),
  );

  router.json(citizenAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return uniqueWrite('citizen.mobileTaken', { mobile: input.mobile }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        await checkMobile(tx, scope, input.mobile, null);
        const citizenId = randomUUID();
        await tx.insert(citizen).values({
          id: citizenId,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          name: input.name,
          sex: input.sex,
          mobile: input.mobile,
          idCard: input.idCard,
          birthDate: input.birthDate,
          address: input.address,
        });
        return { citizenId };
      }),
    );
  });

  router.json(citizenEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return uniqueWrite('citizen.mobileTaken', { mobile: input.mobile }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await citizenOf(tx, scope, input.citizenId);
        await checkMobile(tx, scope, input.mobile, existing.id);
        await tx
          .update(citizen)
          .set({
            name: input.name,
            sex: input.sex,
            mobile: input.mobile,
            idCard: input.idCard,
            birthDate: input.birthDate,
            address: input.address,
          })
          .where(and(eq(citizen.id, existing.id), eq(citizen.orgId, scope.orgId)));
        return null;
      }),
    );
  });

  router.json(citizenSetStatus, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await citizenOf(tx, scope, input.citizenId);
      const check = checkTransition('enablement', existing.status, input.status);
      if (!check.allowed) throw new ApiError(409, check.reason, check.values);
      await tx
        .update(citizen)
        .set({ status: input.status })
        .where(and(eq(citizen.id, existing.id), eq(citizen.orgId, scope.orgId)));
      return null;
    });
  });

  router.json(citizenDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await citizenOf(tx, scope, input.citizenId);
      await tx.delete(citizen).where(and(eq(citizen.id, existing.id), eq(citizen.orgId, scope.orgId)));
      return null;
    });
  });
}
