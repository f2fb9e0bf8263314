import { REQUEST_TIMEOUT_MS } from '@school-sports/domain';
import ky, { HTTPError, type KyInstance } from 'ky';
import type * as z from 'zod/mini';
import { type DataOf, type Endpoint, envelopeOf, type RequestOf } from './contract/endpoint.ts';
import { GatewayError } from './errors.ts';

/** Where the client gets the session and language for each call; read at call time. */
export interface GatewayClientOptions {
  /** Origin of the gateway; the page's own origin when omitted (the app is served by the gateway). */
  baseUrl?: string;
  /** `{ tokenType, accessToken }` of the session, if any. */
  getToken?: () => { tokenType: string; accessToken: string } | undefined;
  /** The current organisation id, sent as the `orgId` header. */
  getOrgId?: () => string | undefined;
  /** The `accept-language` value: `zh-CN`, `zh-TW` or `en-US`. */
  getLocale?: () => string;
  /** Called once for every 401 answer, before the call rejects: clear the session, go to login. */
  onUnauthorized?: (error: GatewayError) => void;
  /** The platform header (SPEC 7: fixed per product). @default 'web' */
  platform?: string;
  /** For tests and other runtimes. */
  fetch?: typeof fetch;
}

/** A typed client of the gateway's contract. */
export interface GatewayClient {
  /** Makes a JSON call and returns its `data`, or rejects with a {@link GatewayError}. */
  call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<DataOf<E>>;
}

function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

function fillPath(path: string, request: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...request };
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Creates a client that sends the six headers of SPEC 7 and checks every answer's envelope. */
export function createGatewayClient(options: GatewayClientOptions = {}): GatewayClient {
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl ?? globalThis.location?.origin,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `${token.tokenType} ${token.accessToken}`);
          const orgId = options.getOrgId?.();
          if (orgId) request.headers.set('orgId', orgId);
          request.headers.set('accept-language', options.getLocale?.() ?? 'zh-CN');
          request.headers.set('platform', options.platform ?? 'web');
          request.headers.set('timestamp', String(Date.now()));
          request.headers.set('requestId', newRequestId());
        },
      ],
    },
  });

  function envelopeFrom(body: unknown): { code: string; msg: string; data: unknown } | undefined {
    if (body && typeof body === 'object' && 'code' in body && 'msg' in body) {
      const { code, msg, data } = body as { code: unknown; msg: unknown; data?: unknown };
      if (typeof code === 'string' && typeof msg === 'string') return { code, msg, data };
    }
    return undefined;
  }

  function failureOf(status: number, body: unknown): GatewayError {
    const envelope = envelopeFrom(body);
    if (status === 401) {
      const error = new GatewayError({
        kind: 'unauthorized',
        status: 401,
        code: envelope?.code,
        msg: envelope?.msg,
        messageId: 'auth.sessionExpired',
      });
      options.onUnauthorized?.(error);
      return error;
    }
    if (!envelope) return new GatewayError({ kind: 'network', status, messageId: 'request.networkError' });
    return new GatewayError({
      kind: 'server',
      status,
      code: envelope.code,
      msg: envelope.msg,
      messageId: 'request.serverError',
    });
  }

  return {
    async call(endpoint, request) {
      const { path, rest } = fillPath(endpoint.path, (request ?? {}) as Record<string, unknown>);
      const input = path.replace(/^\//, '');
      let response: Response;
      try {
        response =
          endpoint.method === 'GET' || endpoint.method === 'DELETE'
            ? await http(input, {
                method: endpoint.method,
                searchParams: Object.fromEntries(
                  Object.entries(rest)
                    .filter(([, value]) => value !== undefined && value !== null)
                    .map(([key, value]) => [key, String(value)]),
                ),
              })
            : await http(input, { method: endpoint.method, json: rest });
      } catch (error) {
        if (error instanceof HTTPError) throw failureOf(error.response.status, error.data);
        throw new GatewayError({ kind: 'network', status: 0, messageId: 'request.networkError', cause: error });
      }
      const envelope = envelopeFrom(await response.json().catch(() => undefined));
      if (!envelope)
        throw new GatewayError({ kind: 'network', status: response.status, messageId: 'request.networkError' });
      if (envelope.code !== '200') {
        throw new GatewayError({
          kind: 'server',
          status: response.status,
          code: envelope.code,
          msg: envelope.msg,
          messageId: 'request.serverError',
        });
      }
      const parsed = envelopeOf(endpoint.data as z.ZodMiniType).safeParse(envelope);
      if (!parsed.success) {
        throw new GatewayError({
          kind: 'network',
          status: response.status,
          messageId: 'request.networkError',
          cause: parsed.error,
        });
      }
      return parsed.data.data as DataOf<typeof endpoint>;
    },
  };
}
