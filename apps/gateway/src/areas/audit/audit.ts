// The audit log as the management centre reads it: newest first, by action, day range and a
// keyword (actor, target, client address or request id).
import { auditExport, auditPage } from '@school-sports/gateway-client/contract';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { auditLog, organisation, person } from '../../db/schema.ts';
import type { Router } from '../../http/router.ts';
import { pageOfQuery } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';

/**
 * The instant a day begins on a clock `utcOffset` minutes east of UTC, `days` later than the ISO
 * date: the end of a range is the start of the day after its last.
 */
function dayStart(isoDate: string, utcOffset: number, days = 0): Date {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return new Date(day.getTime() - utcOffset * 60_000);
}

export function registerAuditRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(auditPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    // The platform's own management organisation (a root) sees the whole platform's log, failed
    // sign-ins of unknown names included; a management organisation under it sees its own rows.
    const wholePlatform = await tenant.isPlatformOperator();
    const offset = input.utcOffset ?? 0;
    const actorName = sql<string>`coalesce(nullif(${auditLog.actorName}, ''), ${person.accountNum}, '')`;
    const conditions: (SQL | undefined)[] = [
      wholePlatform ? undefined : tenant.rows(auditLog).where(),
      input.action ? eq(auditLog.action, input.action) : undefined,
      input.startDate ? gte(auditLog.at, dayStart(input.startDate, offset)) : undefined,
      input.endDate ? lt(auditLog.at, dayStart(input.endDate, offset, 1)) : undefined,
    ];
    if (input.keyword) {
      const pattern = containing(input.keyword);
      conditions.push(
        or(
          ilike(auditLog.actorName, pattern),
          ilike(person.accountNum, pattern),
          ilike(auditLog.target, pattern),
          ilike(auditLog.clientAddress, pattern),
          ilike(auditLog.requestId, pattern),
        ),
      );
    }
    const where = and(...conditions);
    const total = db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(person, eq(person.id, auditLog.personId))
      .where(where);
    const rows = db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        orgId: auditLog.orgId,
        orgName: organisation.name,
        actorName,
        action: auditLog.action,
        target: auditLog.target,
        clientAddress: auditLog.clientAddress,
        requestId: auditLog.requestId,
        outcome: auditLog.outcome,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(person, eq(person.id, auditLog.personId))
      .leftJoin(organisation, eq(organisation.id, auditLog.orgId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    return pageOfQuery(input, total, rows, (row) => ({
      ...row,
      at: new Date(row.at).toISOString(),
      orgId: row.orgId ?? '',
      orgName: row.orgName ?? '',
      outcome: row.outcome === 'failure' ? ('failure' as const) : ('success' as const),
    }));
  });
  router.rows(auditExport, auditPage);
}
