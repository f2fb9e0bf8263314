import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** `GET /api/health`: whether the gateway and its database answer. */
export const health = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  request: z.object({}),
  data: z.object({ status: z.enum(['up', 'degraded']), database: z.enum(['pglite', 'postgres']) }),
  style: 'json',
  access: 'public',
  summary: 'Whether the gateway and its database answer, for load balancers and monitors',
});

/** `GET /api/health/live`: the process answers; nothing else is checked, so a slow database never restarts it. */
export const healthLive = defineEndpoint({
  name: 'healthLive',
  method: 'GET',
  path: '/api/health/live',
  request: z.object({}),
  data: z.object({ status: z.literal('live') }),
  style: 'json',
  access: 'public',
  summary: 'Liveness: the gateway process answers',
});

/**
 * `GET /api/health/ready`: the database answers a query and holds every migration, and the gateway
 * is not shutting down; otherwise 503 with the reason.
 */
export const healthReady = defineEndpoint({
  name: 'healthReady',
  method: 'GET',
  path: '/api/health/ready',
  request: z.object({}),
  data: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  style: 'json',
  access: 'public',
  summary: 'Readiness: the database answers with every migration applied and the gateway is not stopping',
});
