import { hash } from 'node:crypto';
import { Readable } from 'node:stream';
// `request.isMultipart()` is the multipart plugin's (registered by app.ts): its types come with it.
import type {} from '@fastify/multipart';
import { isDomainMessageId, type MessageValues } from '@school-sports/domain';
import { type DataOf, type Endpoint, formatDisposition } from '@school-sports/gateway-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { CallerCache } from '../auth/callers.ts';
import { authoriseMobile, type MobileCaller } from '../auth/mobileSessions.ts';
import type { Database } from '../db/index.ts';
import { authorise, authoriseDevice, type Caller, type CallingDevice } from './authorise.ts';
import { fail, ok } from './envelope.ts';
import { ApiError } from './errors.ts';
import { localise } from './locale.ts';

export type { MobileCaller } from '../auth/mobileSessions.ts';
export type { Caller, CallingDevice } from './authorise.ts';

/** What a handler gets. `caller` is set for every person's endpoint whose access is not public. */
export interface HandlerContext<E extends Endpoint> {
  input: z.output<E['request']>;
  caller: Caller | null;
  /** Set for every endpoint whose access is `device`. */
  device: CallingDevice | null;
  /** Set for every endpoint whose access is `mobile`: the signed-in app of a student or parent. */
  mobile: MobileCaller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a multipart handler gets: its context, and `fieldsOf` to check the text fields it read. */
export type MultipartContext<E extends Endpoint> = HandlerContext<E> & {
  fieldsOf: (fields: Record<string, unknown>) => z.output<E['request']>;
};

/** A file answer of a blob-style endpoint. */
export interface FileAnswer {
  /** The bytes, or a stream of them (a stored file is never read into memory whole). */
  body: Buffer | Readable;
  /** The byte count of a streamed body, sent as its `content-length`. */
  length?: number;
  /** 206 for a part of the file (a Range request); 200 when left out. */
  status?: number;
  contentType: string;
  fileName?: string;
  /** Extra headers, e.g. the import counts (SPEC 7). */
  headers?: Record<string, string>;
}

/** The answer of an import: the failure file (the failed rows with their reasons) and the counts. */
export interface ImportAnswerFile {
  body: Buffer;
  fileName: string;
  successCount: number;
  failureCount: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How many records an export reads first: few, so the first rows (and the total) arrive at once.
 * Each next read doubles up to {@link EXPORT_LARGEST_BATCH}.
 */
export const EXPORT_FIRST_BATCH = 1_000;

/**
 * The most records an export reads at a time. A list read by offset pays for the rows before each
 * batch again, so fewer, larger batches cost less in all: a 100,000-row export is 16 reads. A
 * batch of this size still weighs a few megabytes in the gateway's memory, whatever the list's size.
 */
export const EXPORT_LARGEST_BATCH = 8_000;

/** The window of an export's read, as the page the list's handler understands. */
export interface ExportWindow {
  pageNum: number;
  pageSize: number;
}

/**
 * The read of an export that starts at row `offset` (0-based): sizes 1,000, 1,000, 2,000, 4,000,
 * then 8,000 each, so each read's start is a whole number of its own pages.
 */
export function exportWindow(offset: number): ExportWindow {
  const pageSize = offset === 0 ? EXPORT_FIRST_BATCH : Math.min(EXPORT_LARGEST_BATCH, offset);
  return { pageNum: offset / pageSize + 1, pageSize };
}

/** A batch an export reads: a page of its list, and where a large list answers them, its cursors. */
interface ExportBatch {
  records: unknown[];
  total: number;
  cursors?: { next?: string };
}

/** A request that does not match its endpoint's request schema (the zod error is the cause). */
class InvalidInput extends Error {}

/**
 * The label of the field an issue is about (its last named path step), in the request's language:
 * the endpoint's own label of that field where it has one (`field.userAdd.name`), else the field's.
 */
function fieldLabel(request: FastifyRequest, endpoint: Endpoint, path: readonly PropertyKey[]): string | null {
  const key = path.findLast((step) => typeof step === 'string');
  if (key === undefined) return null;
  const id = [`field.${endpoint.name}.${String(key)}`, `field.${String(key)}`].find(isDomainMessageId);
  return id ? localise(request, id) : null;
}

/**
 * One refused field, said to a person: a message that names its field (`validation.personName.length`)
 * as it is; a message that could be about any field (`validation.text.control`), or zod's own, after
 * the field's label ("Name: must not contain control characters"). Never the field's code name.
 */
function issueText(request: FastifyRequest, endpoint: Endpoint, issue: z.core.$ZodIssue): string {
  const own = isDomainMessageId(issue.message) ? issue.message : null;
  if (own && !own.startsWith('validation.text.') && own !== 'validation.invalid') return localise(request, own);
  const label = fieldLabel(request, endpoint, issue.path);
  if (label === null) return localise(request, own ?? 'request.malformed');
  const values: MessageValues = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
  return `${label}: ${localise(request, own ?? 'validation.invalid', values)}`;
}

/**
 * The first refused field as a client reads it: the message id, its values, and the field's path in
 * the request (`field`), so a screen can place the refusal without reading its words.
 */
function issueRefusal(issue: z.core.$ZodIssue | undefined): { id: string; values: MessageValues } {
  if (!issue) return { id: 'request.malformed', values: {} };
  const id = isDomainMessageId(issue.message) ? issue.message : 'validation.invalid';
  const values: MessageValues = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
  return { id, values: { ...values, field: issue.path.join('.') } };
}

function parseFields<E extends Endpoint>(endpoint: E, raw: object): z.output<E['request']> {
  const parsed = endpoint.request.safeParse(raw);
  if (parsed.success) return parsed.data as z.output<E['request']>;
  throw new InvalidInput('invalid input', { cause: parsed.error });
}

function parseInput<E extends Endpoint>(endpoint: E, request: FastifyRequest): z.output<E['request']> {
  const method = endpoint.method;
  const raw = method === 'GET' || method === 'DELETE' ? request.query : request.body;
  return parseFields(endpoint, {
    ...((raw as object | undefined) ?? {}),
    ...((request.params as object | undefined) ?? {}),
  });
}

/**
 * The largest answer, in UTF-16 code units of its JSON, whose ETag is the hash of its body. Hashing
 * costs about what writing the JSON does, so a list page (a student page of 80 is about 38,000)
 * skips it: lists change with every write to them and are asked for again with other filters and
 * pages, where a 304 rarely answers. SPEC 3's dictionaries (grades, classes, academic years, the
 * organisation) stay far below it.
 */
const ETAG_LARGEST_BODY = 16 * 1024;

/**
 * A GET answer the browser may keep but must revalidate (SPEC 3's cached dictionaries: grades,
 * classes, academic years, organisation detail): `no-cache` with an ETag of the body, so an
 * unchanged answer costs a 304 and a change shows on the next load. Private: it is per session.
 * An answer larger than {@link ETAG_LARGEST_BODY} gets no ETag, and so is sent whole each time,
 * unless `polled` (a page that asks again every few seconds, whose unchanged answer should cost a 304
 * however large it is).
 */
function revalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  envelope: unknown,
  polled: boolean,
): FastifyReply | string {
  const body = JSON.stringify(envelope);
  reply.header('cache-control', 'private, no-cache').header('vary', 'authorization, orgid, accept-language');
  if (body.length <= ETAG_LARGEST_BODY || polled) {
    const etag = `W/"${hash('sha256', body, 'base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    const wanted = request.headers['if-none-match'];
    if (typeof wanted === 'string' && wanted.split(',').some((tag) => tag.trim() === etag)) {
      return reply.code(304).send();
    }
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  return body;
}

/** How a JSON endpoint's answer is kept by the browser. */
export interface JsonOptions {
  /**
   * The answer is asked for again and again by a page that polls (the meet's live page): its ETag
   * is the hash of its body whatever its size, so an unchanged poll costs a 304.
   */
  polled?: boolean;
}

/** How the router checks callers. */
export interface RouterOptions {
  /**
   * The memory of resolved callers (session, account, grants) the router reuses for the same token
   * and access rule; none (the default) resolves every call. See {@link CallerCache}.
   */
  callers?: CallerCache;
  /** Told of every export that ended whole: who exported which list, and how many of its rows. */
  onExported?: (exported: {
    request: FastifyRequest;
    caller: Caller | null;
    list: Endpoint;
    sent: number;
    total: number;
  }) => Promise<void>;
}

/** Registers routes from contract definitions, with their access rules enforced. */
export function createRouter(app: FastifyInstance, db: Database, options: RouterOptions = {}) {
  /** Every endpoint registered, for the route-coverage test and the OpenAPI document. */
  const registered: Endpoint[] = [];
  const callers = options.callers ?? new CallerCache(0);
  if (callers.enabled) {
    // Any person's write may change who may do what (roles, members, accounts, sessions): cached
    // callers are forgotten when it starts and again once it has answered (see CallerCache).
    const writes = (request: FastifyRequest) =>
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      request.method !== 'OPTIONS' &&
      (request.routeOptions.config as { access?: Endpoint['access'] } | undefined)?.access !== 'device';
    app.addHook('onRequest', async (request) => {
      if (writes(request)) callers.invalidate();
    });
    app.addHook('onResponse', async (request) => {
      if (writes(request)) callers.invalidate();
    });
  }

  /** The handlers of the JSON endpoints, for the exports that read through a list's own. */
  const jsonHandlers = new Map<Endpoint, (context: HandlerContext<Endpoint>) => unknown>();

  /**
   * The lines of an export: the total, then each batch of records as `read` answers it, page by
   * page, until a page comes back short; then the count sent. A failure once the answer has begun
   * can no longer change its status, so it becomes the last line, in the request's language.
   */
  async function* exportLines(
    request: FastifyRequest,
    first: ExportBatch,
    read: (window: ExportWindow, cursor?: string) => Promise<ExportBatch>,
    finished: (sent: number) => Promise<void>,
  ): AsyncGenerator<string> {
    yield `${JSON.stringify({ total: first.total })}\n`;
    let sent = 0;
    let page: ExportBatch = first;
    try {
      for (;;) {
        if (page.records.length > 0) yield `${JSON.stringify(page.records)}\n`;
        const asked = exportWindow(sent).pageSize;
        sent += page.records.length;
        if (page.records.length < asked) break;
        // A large list names the key past its last row: the next batch starts there, not at an offset.
        page = await read(exportWindow(sent), page.cursors?.next);
      }
      await finished(sent);
      yield `${JSON.stringify({ end: sent })}\n`;
    } catch (error) {
      request.log.error(error);
      const id = error instanceof ApiError ? error.messageId : 'request.serverError';
      const values = error instanceof ApiError ? error.values : {};
      const code = String(error instanceof ApiError ? error.status : 500);
      yield `${JSON.stringify({ failed: { code, msg: localise(request, id, values), msgId: id } })}\n`;
    }
  }

  function register(endpoint: Endpoint, answer: (context: HandlerContext<Endpoint>) => Promise<unknown>): void {
    registered.push(endpoint);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { access: endpoint.access },
      async handler(request, reply) {
        const device = endpoint.access === 'device' ? await authoriseDevice(db, request) : null;
        // A mobile call is checked against the mobile sessions only: a staff token is unknown there.
        const mobile = endpoint.access === 'mobile' ? await authoriseMobile(db, request) : null;
        const caller =
          endpoint.access === 'device' || endpoint.access === 'mobile'
            ? null
            : await authorise(db, request, endpoint.access, callers);
        // A multipart body is read by its handler, after the access checks: its fields arrive with the
        // stream and are validated by `fieldsOf`.
        let input: unknown = null;
        try {
          if (endpoint.style !== 'multipart') input = parseInput(endpoint, request);
          return await answer({ input, caller, device, mobile, request, reply } as HandlerContext<Endpoint>);
        } catch (error) {
          if (!(error instanceof InvalidInput)) throw error;
          const issues = (error.cause as z.core.$ZodError).issues ?? [];
          const texts = [...new Set(issues.map((issue) => issueText(request, endpoint, issue)))];
          return reply
            .code(400)
            .send(fail(400, texts.join('; ') || localise(request, 'request.malformed'), issueRefusal(issues[0])));
        }
      },
    });
  }

  /**
   * Registers a multipart endpoint: a request without parts is refused, the handler reads the parts
   * (its text fields checked by `fieldsOf`), and `answer` sends what it made.
   */
  function registerMultipart<E extends Endpoint, R>(
    endpoint: E,
    handler: (context: MultipartContext<E>) => Promise<R>,
    answer: (made: R, reply: FastifyReply) => unknown,
  ): void {
    if (endpoint.style !== 'multipart') throw new Error(`${endpoint.name} is not a multipart endpoint`);
    register(endpoint, async (context) => {
      if (!context.request.isMultipart()) throw new ApiError(400, 'upload.noFile');
      const fieldsOf = (fields: Record<string, unknown>) => parseFields(endpoint, fields);
      return answer(await handler({ ...(context as unknown as HandlerContext<E>), fieldsOf }), context.reply);
    });
  }

  return {
    registered,
    /** A JSON endpoint: the handler's result is the envelope's `data`. */
    json<E extends Endpoint>(
      endpoint: E,
      handler: (context: HandlerContext<E>) => Promise<DataOf<E>> | DataOf<E>,
      options: JsonOptions = {},
    ): void {
      jsonHandlers.set(endpoint, handler as (context: HandlerContext<Endpoint>) => unknown);
      register(endpoint, async (context) => {
        const envelope = ok(await handler(context as unknown as HandlerContext<E>));
        // Writes, and a device's state (its poll is its heartbeat), are never stored.
        if (endpoint.method !== 'GET' || endpoint.access === 'device') {
          context.reply.header('cache-control', 'no-store');
          return envelope;
        }
        return revalidated(context.request, context.reply, envelope, options.polled ?? false);
      });
    },
    /**
     * A multipart endpoint (style `multipart`): the token, tenant and role are checked before a byte
     * of the body is read; the handler reads the parts itself (`request.parts()`) and validates the
     * text fields with `fieldsOf`, which refuses them as any other bad input. Its result is the
     * envelope's `data`.
     */
    multipart<E extends Endpoint>(endpoint: E, handler: (context: MultipartContext<E>) => Promise<DataOf<E>>): void {
      registerMultipart(endpoint, handler, (data, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(data);
      });
    },
    /**
     * An import endpoint (style `multipart`, SPEC 7's generic import upload): checked like any
     * multipart endpoint; the handler reads the parts and answers the failure file, whose
     * `content-disposition` names the success and failure counts.
     */
    importing<E extends Endpoint>(
      endpoint: E,
      handler: (context: MultipartContext<E>) => Promise<ImportAnswerFile>,
    ): void {
      registerMultipart(endpoint, handler, (answer, reply) =>
        reply
          .header('content-type', XLSX_TYPE)
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            formatDisposition('attachment', answer.fileName, {
              successCount: answer.successCount,
              failureCount: answer.failureCount,
            }),
          )
          .send(answer.body),
      );
    },
    /**
     * The export of a paged list (style `rows`): every record `list` finds with the same filters,
     * read through `list`'s own handler (registered before) a batch at a time and streamed as it
     * comes, so neither the gateway nor the browser holds the whole list. A refusal of the filters
     * answers before the stream begins, like every call's. Each export that ends whole is told to
     * `onExported` (the audit log).
     */
    rows(endpoint: Endpoint, list: Endpoint): void {
      if (endpoint.style !== 'rows') throw new Error(`${endpoint.name} is not a rows endpoint`);
      const handler = jsonHandlers.get(list);
      if (!handler) throw new Error(`${list.name} is not registered before its export ${endpoint.name}`);
      register(endpoint, async (context) => {
        const read = async (window: ExportWindow, cursor?: string) =>
          (await handler({
            ...context,
            input: { ...(context.input as object), ...window, ...(cursor === undefined ? {} : { cursor }) },
          })) as ExportBatch;
        const first = await read(exportWindow(0));
        const finished = async (sent: number) =>
          options.onExported?.({ request: context.request, caller: context.caller, list, sent, total: first.total });
        return context.reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(Readable.from(exportLines(context.request, first, read, finished)));
      });
    },
    /** A blob endpoint: the handler's result is sent as a file. */
    blob<E extends Endpoint>(endpoint: E, handler: (context: HandlerContext<E>) => Promise<FileAnswer>): void {
      register(endpoint, async (context) => {
        const file = await handler(context as unknown as HandlerContext<E>);
        context.reply.header('content-type', file.contentType).header('cache-control', 'no-store');
        if (file.fileName) {
          context.reply.header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          );
        }
        for (const [name, value] of Object.entries(file.headers ?? {})) context.reply.header(name, value);
        if (file.length !== undefined) context.reply.header('content-length', String(file.length));
        if (file.status !== undefined) context.reply.code(file.status);
        return context.reply.send(file.body);
      });
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
