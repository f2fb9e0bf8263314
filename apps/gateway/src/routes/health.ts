import { health } from '@school-sports/gateway-client/contract';
import { type Database, databaseAnswers } from '../db/index.ts';
import type { Router } from '../http/router.ts';

/** `GET /api/health`: whether the gateway and its database answer. Public, for load balancers. */
export function registerHealthRoutes(router: Router, deps: { db: Database; dbKind: 'pglite' | 'postgres' }): void {
  router.json(health, async ({ reply }) => {
    const up = await databaseAnswers(deps.db);
    if (!up) reply.code(503);
    return { status: up ? ('up' as const) : ('degraded' as const), database: deps.dbKind };
  });
}
