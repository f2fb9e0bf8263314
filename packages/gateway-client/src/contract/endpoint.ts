import { z } from 'zod';

/** How a call carries its answer (DESIGN 3). */
export const callStyles = ['json', 'blob', 'multipart', 'redirect'] as const;
export type CallStyle = (typeof callStyles)[number];

/** HTTP methods the contract uses. */
export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may make a call: `public` needs no token; `session` needs a valid token only (personal
 * centre, menus); otherwise the menu function (`funPath`) the role must hold and, for writes,
 * the button permission code.
 */
export type EndpointAccess = 'public' | 'session' | { funPath: string; button?: string };

/** One call of the gateway, defined once: the client calls it, the gateway registers it. */
export interface Endpoint<Request extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  /** Unique name, used for the OpenAPI operation id. */
  name: string;
  method: HttpMethod;
  /** Absolute path under `/api`, with `:param` segments where the path carries ids. */
  path: string;
  /** The request: query fields for GET, the JSON body otherwise. */
  request: Request;
  /** The `data` of a successful envelope. */
  data: Data;
  style: CallStyle;
  access: EndpointAccess;
  /** One line for the OpenAPI document. */
  summary: string;
}

/** Defines an endpoint, keeping its schema types for the client and the gateway. */
export function defineEndpoint<Request extends z.ZodType, Data extends z.ZodType>(
  endpoint: Endpoint<Request, Data>,
): Endpoint<Request, Data> {
  if (!endpoint.path.startsWith('/api/')) throw new Error(`Endpoint ${endpoint.name} must live under /api/`);
  return endpoint;
}

/** The request type of an endpoint, as the caller writes it. */
export type RequestOf<E> = E extends Endpoint<infer Request, z.ZodType> ? z.input<Request> : never;
/** The `data` type of an endpoint's successful answer. */
export type DataOf<E> = E extends Endpoint<z.ZodType, infer Data> ? z.output<Data> : never;

/** The answer envelope of every call (SPEC 7): success only when `code === '200'`. */
export function envelopeOf<Data extends z.ZodType>(data: Data) {
  return z.object({ code: z.string(), msg: z.string(), data: data.nullable() });
}

/** A failed answer's envelope. */
export const failureEnvelope = z.object({ code: z.string(), msg: z.string(), data: z.null().optional() });
