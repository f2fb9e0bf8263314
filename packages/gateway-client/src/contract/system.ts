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
