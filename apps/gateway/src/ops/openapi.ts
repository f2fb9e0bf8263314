import type { Endpoint } from '@school-sports/gateway-client/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';

function schemaOf(type: z.ZodMiniType): Record<string, unknown> {
  try {
    return z.toJSONSchema(type, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** An OpenAPI 3.1 document of every registered endpoint, generated from the contract. */
export function openApiDocument(endpoints: readonly Endpoint[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const request = schemaOf(endpoint.request) as { properties?: Record<string, unknown>; required?: string[] };
    const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const operation: Record<string, unknown> = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      ...(endpoint.access === 'device' ? { security: [{ deviceToken: [] }] } : {}),
      ...(endpoint.access === 'mobile' ? { security: [{ mobileBearer: [] }], tags: ['mobile'] } : {}),
      ...(typeof endpoint.access === 'object'
        ? { 'x-menu-function': endpoint.access.funPath, 'x-button-permission': endpoint.access.button ?? null }
        : {}),
      ...(inQuery
        ? {
            parameters: Object.entries(request.properties ?? {}).map(([name, schema]) => ({
              name,
              in: path.includes(`{${name}}`) ? 'path' : 'query',
              required: request.required?.includes(name) ?? false,
              schema,
            })),
          }
        : { requestBody: { required: true, content: { 'application/json': { schema: request } } } }),
      responses: {
        '200':
          endpoint.style === 'rows'
            ? {
                description:
                  'Lines of JSON: {"total": n}, then arrays of records, then {"end": sent} or {"failed": {code, msg}}',
                content: { 'application/x-ndjson': { schema: { type: 'array', items: schemaOf(endpoint.data) } } },
              }
            : endpoint.style === 'blob'
              ? {
                  description: 'A file',
                  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
                }
              : {
                  description: "Success: code is '200'",
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        required: ['code', 'msg', 'data'],
                        properties: { code: { const: '200' }, msg: { type: 'string' }, data: schemaOf(endpoint.data) },
                      },
                    },
                  },
                },
        default: { $ref: '#/components/responses/Failure' },
      },
    };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'School sports gateway',
      version: '0.1.0',
      description:
        'Every answer is the envelope { code, msg, data }; success only when code is the string "200". msg is in the language of accept-language (zh-CN, zh-TW, en-US).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        mobileBearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A mobile session’s token (students and parents, from /api/mobile/v1/signIn or /activate); staff tokens are refused here, and it is refused by every staff route',
        },
        deviceToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-device-token',
          description: 'A device’s own token, answered once by its activation (stored by the gateway as SHA-256 only)',
        },
      },
      responses: {
        Failure: {
          description: 'A refusal: 400 bad input, 401 no or expired token, 403 not permitted, 404, 409, 413, 429, 500',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { code: { type: 'string' }, msg: { type: 'string' }, data: { type: 'null' } },
              },
            },
          },
        },
      },
    },
  };
}

/** `GET /api/openapi.json`: the document, public like any API description. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return openApiDocument(app.endpoints);
  });
}
