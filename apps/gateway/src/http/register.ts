import type { DataOf, Endpoint } from '@school-sports/gateway-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok } from './envelope.ts';
import { localise } from './locale.ts';

/** What a handler gets: the request as the contract's schema parsed it. */
export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers a route from its contract definition, so the client and the gateway cannot drift:
 * the request is parsed by the contract's schema (a bad one answers 400 in the envelope, naming
 * the fields) and the handler's result is the envelope's `data`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: HandlerContext<E>) => Promise<DataOf<E>> | DataOf<E>,
): void {
  const method = endpoint.method;
  const url = endpoint.path;
  app.route({
    method,
    url,
    async handler(request, reply) {
      const raw = method === 'GET' || method === 'DELETE' ? request.query : request.body;
      const merged = { ...((raw as object | undefined) ?? {}), ...((request.params as object | undefined) ?? {}) };
      const parsed = endpoint.request.safeParse(merged);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')).filter(Boolean))];
        const msg = localise(request, 'request.malformed');
        return reply.code(400).send(fail(400, fields.length ? `${msg}: ${fields.join(', ')}` : msg));
      }
      const data = await handler({ input: parsed.data as z.output<E['request']>, request, reply });
      return ok(data);
    },
  });
}
