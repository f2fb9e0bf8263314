import { health } from '@school-sports/gateway-client/contract';
import type { FastifyInstance } from 'fastify';
import { type Database, databaseAnswers } from '../db/index.ts';
import { registerEndpoint } from '../http/register.ts';

/** `GET /api/health`: whether the gateway and its database answer. Public, for load balancers. */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Database; dbKind: 'pglite' | 'postgres' },
): void {
  registerEndpoint(app, health, async ({ reply }) => {
    const up = await databaseAnswers(deps.db);
    if (!up) reply.code(503);
    return { status: up ? ('up' as const) : ('degraded' as const), database: deps.dbKind };
  });
}
