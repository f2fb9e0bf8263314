import type { ButtonKind } from '@school-sports/domain';
import * as z from 'zod/mini';

/**
 * How a call carries its answer (DESIGN 3). `rows` streams every record of a list: one line of
 * JSON with the total, then lines of records (a JSON array each), then a line that ends it, so a
 * reader knows a cut stream from a whole one (see `RowsLine`).
 */
export const callStyles = ['json', 'blob', 'multipart', 'redirect', 'rows'] as const;
export type CallStyle = (typeof callStyles)[number];

/** HTTP methods the contract uses. */
export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may make a call: `public` needs no token; `session` needs a valid token only (personal
 * centre, menus); otherwise the menu function (`funPath`) the role must hold and, for writes,
 * the button permission code; `device` is a call of a device itself, with its own token (header
 * `x-device-token`) instead of a person's session, outside `/api/busi/web`; `mobile` is a call of
 * the students' and parents' app, with a mobile session's bearer token (never a staff one), under
 * `/api/mobile/v1`.
 */
export type EndpointAccess = 'public' | 'session' | 'device' | 'mobile' | { funPath: string; button?: ButtonKind };

/** One call of the gateway, defined once: the client calls it, the gateway registers it. */
export interface Endpoint<Request extends z.ZodMiniType = z.ZodMiniType, Data extends z.ZodMiniType = z.ZodMiniType> {
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

/**
 * Defines an endpoint, keeping its schema types for the client and the gateway. Free of side
 * effects, so a bundler drops every endpoint a page does not call (with its schemas).
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<Request extends z.ZodMiniType, Data extends z.ZodMiniType>(
  endpoint: Endpoint<Request, Data>,
): Endpoint<Request, Data> {
  return endpoint;
}

/** The request type of an endpoint, as the caller writes it. */
export type RequestOf<E> = E extends Endpoint<infer Request, z.ZodMiniType> ? z.input<Request> : never;
/** The `data` type of an endpoint's successful answer. */
export type DataOf<E> = E extends Endpoint<z.ZodMiniType, infer Data> ? z.output<Data> : never;

/** The answer envelope of every call (SPEC 7): success only when `code === '200'`. */
export function envelopeOf<Data extends z.ZodMiniType>(data: Data) {
  return z.object({ code: z.string(), msg: z.string(), data: z.nullable(data) });
}

/** A failed answer's envelope. */
export const failureEnvelope = z.object({ code: z.string(), msg: z.string(), data: z.optional(z.null()) });

/**
 * One line of a `rows` answer: the first says how many records come; each next one is a batch of
 * records, in the list's order; the last says the stream ended whole (with the count sent) or broke
 * off (with the failure a person reads).
 */
export type RowsLine<Row = unknown> =
  | { total: number }
  | Row[]
  | { end: number }
  | { failed: { code: string; msg: string; msgId?: string } };
