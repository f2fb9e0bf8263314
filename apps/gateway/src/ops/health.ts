import { health, healthLive, healthReady } from '@school-sports/gateway-client/contract';
import { type Database, databaseAnswers, migrationsApplied } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Router } from '../http/router.ts';

/** What the health routes read: the database, and whether the gateway is shutting down. */
export interface HealthDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  lifecycle: { stopping: boolean };
}

/**
 * `GET /api/health`: whether the gateway and its database answer. `GET /api/health/live`: the
 * process answers (a liveness probe restarts it otherwise). `GET /api/health/ready`: it may take
 * traffic. Public, for load balancers and orchestrators.
 */
export function registerHealthRoutes(router: Router, deps: HealthDeps): void {
  router.json(health, async ({ reply }) => {
    const up = await databaseAnswers(deps.db);
    if (!up) reply.code(503);
    return { status: up ? ('up' as const) : ('degraded' as const), database: deps.dbKind };
  });

  router.json(healthLive, () => ({ status: 'live' as const }));

  router.json(healthReady, async () => {
    if (deps.lifecycle.stopping) throw new ApiError(503, 'health.notReady.stopping');
    if (!(await databaseAnswers(deps.db))) throw new ApiError(503, 'health.notReady.database');
    if (!(await migrationsApplied(deps.db))) throw new ApiError(503, 'health.notReady.migrations');
    return { status: 'ready' as const, database: deps.dbKind };
  });
}
