import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** A health check: a public GET, sent nothing, for load balancers and monitors. */
/*#__NO_SIDE_EFFECTS__*/
function healthCheck<Data extends z.ZodMiniType>(name: string, path: string, data: Data, summary: string) {
  return defineEndpoint({
    name,
    method: 'GET',
    path,
    request: z.object({}),
    data,
    style: 'json',
    access: 'public',
    summary,
  });
}

/** `GET /api/health`: whether the gateway and its database answer. */
export const health = healthCheck(
  'health',
  '/api/health',
  z.object({ status: z.enum(['up', 'degraded']), database: z.enum(['pglite', 'postgres']) }),
  'Whether the gateway and its database answer, for load balancers and monitors',
);

/** `GET /api/health/live`: the process answers; nothing else is checked, so a slow database never restarts it. */
export const healthLive = healthCheck(
  'healthLive',
  '/api/health/live',
  z.object({ status: z.literal('live') }),
  'Liveness: the gateway process answers',
);

/**
 * `GET /api/health/ready`: the database answers a query and holds every migration, and the gateway
 * is not shutting down; otherwise 503 with the reason.
 */
export const healthReady = healthCheck(
  'healthReady',
  '/api/health/ready',
  z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  'Readiness: the database answers with every migration applied and the gateway is not stopping',
);
