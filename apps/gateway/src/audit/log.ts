// The audit log: one row per security-relevant action, written in the action's own transaction
// where it has one, so a rolled-back action leaves no row and a committed one always has its row.
import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@school-sports/gateway-client/contract';
import { lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { auditLog } from '../db/schema.ts';
import type { Caller } from '../http/router.ts';
import type { Transaction } from '../tenancy/scope.ts';

/** Who acted, as far as it is known. */
export interface AuditActor {
  personId?: string | null;
  accountId?: string | null;
  orgId?: string | null;
  tenantOrgId?: string | null;
  /** The account name, where the row should carry it (the name typed at sign-in). */
  actorName?: string;
}

/** One action to record. Never a password, token or hash: names, ids and counts only. */
export interface AuditEntry extends AuditActor {
  action: AuditAction;
  outcome?: 'success' | 'failure';
  target?: string;
  detail?: string;
}

/** The longest text kept in a column: a typed name or a target is cut, never refused. */
const TEXT_MAX = 200;

/** The actor of a signed-in caller's action. */
export function actorOf(caller: Caller | null): AuditActor {
  return {
    personId: caller?.personId ?? null,
    accountId: caller?.account?.id ?? null,
    orgId: caller?.account?.orgId ?? null,
    tenantOrgId: caller?.account?.tenantOrgId ?? null,
  };
}

/** Writes one row: in `db`, or in the action's transaction `tx` so it commits with the action. */
export async function recordAudit(
  db: Database | Transaction,
  request: FastifyRequest,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    orgId: entry.orgId ?? null,
    tenantOrgId: entry.tenantOrgId ?? null,
    personId: entry.personId ?? null,
    accountId: entry.accountId ?? null,
    actorName: (entry.actorName ?? '').slice(0, TEXT_MAX),
    action: entry.action,
    target: (entry.target ?? '').slice(0, TEXT_MAX),
    clientAddress: request.ip ?? '',
    requestId: String(request.id ?? ''),
    outcome: entry.outcome ?? 'success',
    detail: (entry.detail ?? '').slice(0, TEXT_MAX),
  });
}

/** Deletes the rows older than `days` days; answers how many went. */
export async function purgeAuditLog(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const removed = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}

/**
 * Records a finished import with its counts. An import writes in many transactions, so its row is
 * written after the last; an import refused whole (a bad file) changed nothing and has none.
 */
export async function recordImport(
  db: Database,
  request: FastifyRequest,
  caller: Caller | null,
  action: Extract<AuditAction, `import.${string}`>,
  outcome: { successCount: number; failureCount: number },
): Promise<void> {
  await recordAudit(db, request, {
    ...actorOf(caller),
    action,
    outcome: outcome.successCount === 0 && outcome.failureCount > 0 ? 'failure' : 'success',
    detail: `imported ${outcome.successCount}, failed ${outcome.failureCount}`,
  });
}
