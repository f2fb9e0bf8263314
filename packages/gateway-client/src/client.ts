import { REQUEST_TIMEOUT_MS } from '@school-sports/domain';
import * as z from 'zod/mini';
import { importCountsOf, parseDisposition } from './contract/disposition.ts';
import { type DataOf, type Endpoint, envelopeOf, type RequestOf } from './contract/endpoint.ts';
import { GatewayError, type GatewayRefusal } from './errors.ts';

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

/** A file answered by a blob endpoint. */
export interface DownloadedFile {
  blob: Blob;
  /** From `content-disposition` (`filename*=UTF-8''...` before `filename="..."`); undefined when it names none. */
  fileName: string | undefined;
}

/** The body of a multipart call: one `file` or a `files` list, plus text fields. */
export interface UploadBody {
  /** Sent as the part `file`; a `File` keeps its name. */
  file?: Blob;
  /** Each sent as a part `files`. */
  files?: readonly Blob[];
  /** Text fields, sent before the files so the gateway knows them while the files stream. */
  fields?: Readonly<Record<string, string | number | boolean>>;
}

/** Options of a multipart call. */
export interface UploadOptions {
  /**
   * Upload progress as a fraction from 0 to 1: 0 when the upload starts, 1 once the gateway has
   * taken the body.
   */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload (e.g. the dialog closed). */
  signal?: AbortSignal;
}

/** What an import answers (SPEC 7): the counts and, when rows failed, the file of failed rows. */
export interface ImportAnswer {
  successCount: number;
  failureCount: number;
  failureFile?: DownloadedFile;
}

/** What reads the records of a `rows` endpoint as they arrive. */
export interface RowsReader<Row> {
  /** Called once, first, with how many records the list holds as the export starts. */
  onTotal?: (total: number) => void;
  /** Called with each batch of records, in the list's order; the next waits for it to settle. */
  onRows: (rows: Row[]) => void | Promise<void>;
  signal?: AbortSignal;
}

/** An error thrown by a {@link RowsReader}'s own callback, carried out of the stream unchanged. */
class ReaderFailure extends Error {
  constructor(cause: unknown) {
    super('the rows reader failed', { cause });
  }
}

/** A typed client of the gateway's contract. */
export interface GatewayClient {
  /** Makes a JSON call and returns its `data`, or rejects with a {@link GatewayError}. */
  call<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<DataOf<E>>;
  /**
   * Downloads a file of a `blob` endpoint, without a timeout. A refusal rejects as SPEC 8's download
   * failure: `messageId` `download.failed`, with the server's `msg` only when its code is `'500'`;
   * 401 as every call.
   */
  download<E extends Endpoint>(endpoint: E, request: RequestOf<E>): Promise<DownloadedFile>;
  /**
   * Reads every record of a `rows` endpoint (a list's export) as it streams in, without a timeout,
   * and answers how many came. A refusal, a failure the stream reports, or a stream cut short
   * rejects with a {@link GatewayError}, so a partial list is never taken for the whole.
   */
  rows<E extends Endpoint>(endpoint: E, request: RequestOf<E>, reader: RowsReader<DataOf<E>>): Promise<number>;
  /** Uploads a multipart body to a `multipart` endpoint, without a timeout, and returns its `data`. */
  upload<E extends Endpoint>(endpoint: E, body: UploadBody, options?: UploadOptions): Promise<DataOf<E>>;
  /**
   * The address of a `redirect` endpoint for the browser to open (plain GET download). Public
   * endpoints only: the address carries no token, since one in a URL leaks into logs and history.
   *
   * @throws Error for an endpoint that is not public or not of style `redirect`.
   */
  redirectUrl<E extends Endpoint>(endpoint: E, request: RequestOf<E>): string;
  /**
   * Uploads an import file plus fields (SPEC 7): the answer is the file of failed rows, whose
   * `content-disposition` names the success and failure counts.
   */
  importUpload<E extends Endpoint>(
    endpoint: E,
    file: Blob,
    fields?: UploadBody['fields'],
    options?: UploadOptions,
  ): Promise<ImportAnswer>;
}

/** What one request sends: a JSON body, or a multipart one, or a query. */
interface SendOptions {
  method: string;
  searchParams?: Record<string, string>;
  json?: unknown;
  body?: FormData;
  /** False: no request timeout. */
  timeout?: false;
  signal?: AbortSignal;
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
  const baseUrl = options.baseUrl ?? globalThis.location?.origin;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The six headers of SPEC 7, read at call time. */
  function headersOf(json: boolean): Headers {
    const headers = new Headers();
    if (json) headers.set('content-type', 'application/json');
    const token = options.getToken?.();
    if (token) headers.set('Authorization', `${token.tokenType} ${token.accessToken}`);
    const orgId = options.getOrgId?.();
    if (orgId) headers.set('orgId', orgId);
    headers.set('accept-language', options.getLocale?.() ?? 'zh-CN');
    headers.set('platform', options.platform ?? 'web');
    headers.set('timestamp', String(Date.now()));
    headers.set('requestId', newRequestId());
    return headers;
  }

  function envelopeFrom(
    body: unknown,
  ): { code: string; msg: string; data: unknown; refusal: GatewayRefusal | undefined } | undefined {
    if (body && typeof body === 'object' && 'code' in body && 'msg' in body) {
      const { code, msg, data, msgId, msgValues } = body as {
        code: unknown;
        msg: unknown;
        data?: unknown;
        msgId?: unknown;
        msgValues?: unknown;
      };
      if (typeof code !== 'string' || typeof msg !== 'string') return undefined;
      const values = msgValues && typeof msgValues === 'object' ? (msgValues as Record<string, string | number>) : {};
      return { code, msg, data, refusal: typeof msgId === 'string' ? { id: msgId, values } : undefined };
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
        refusal: envelope?.refusal,
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
      refusal: envelope.refusal,
      messageId: 'request.serverError',
    });
  }

  /** The query of a GET or DELETE call: every field given, as text. */
  function searchParamsOf(rest: Record<string, unknown>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(rest)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
  }

  function inputOf(endpoint: Endpoint, request: unknown): { input: string; options: SendOptions } {
    const { path, rest } = fillPath(endpoint.path, (request ?? {}) as Record<string, unknown>);
    const input = path.replace(/^\//, '');
    const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    return {
      input,
      options: bodyless
        ? { method: endpoint.method, searchParams: searchParamsOf(rest) }
        : { method: endpoint.method, json: rest },
    };
  }

  /**
   * Sends a request; an HTTP failure becomes a {@link GatewayError} through `failure`. A call gives
   * up after the request timeout unless `timeout` is false (downloads and uploads take their time).
   */
  async function send(
    input: string,
    sent: SendOptions,
    failure: (status: number, body: unknown) => GatewayError = failureOf,
  ): Promise<Response> {
    const url = new URL(input, baseUrl);
    for (const [key, value] of Object.entries(sent.searchParams ?? {})) url.searchParams.set(key, value);
    // One signal for the timeout and the caller's abort, without `AbortSignal.any` (older browsers).
    const controller = new AbortController();
    const timer = sent.timeout === false ? undefined : setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    const abort = () => controller.abort();
    if (sent.signal?.aborted) controller.abort();
    sent.signal?.addEventListener('abort', abort, { once: true });
    let response: Response;
    try {
      const headers = headersOf(sent.json !== undefined);
      response = await fetcher(url, {
        method: sent.method,
        headers,
        body: sent.json !== undefined ? JSON.stringify(sent.json) : await multipartBody(sent.body, headers),
        signal: controller.signal,
      });
    } catch (error) {
      throw new GatewayError({ kind: 'network', status: 0, messageId: 'request.networkError', cause: error });
    } finally {
      clearTimeout(timer);
      sent.signal?.removeEventListener('abort', abort);
    }
    if (!response.ok) {
      const body = isJson(response) ? await response.json().catch(() => undefined) : undefined;
      // A 401 is the expired session whatever the call's style.
      throw response.status === 401 ? failureOf(401, body) : failure(response.status, body);
    }
    return response;
  }

  /** The `data` of a JSON answer, checked against the endpoint's contract. */
  async function dataOf<E extends Endpoint>(endpoint: E, response: Response): Promise<DataOf<E>> {
    const envelope = envelopeFrom(await response.json().catch(() => undefined));
    if (!envelope)
      throw new GatewayError({ kind: 'network', status: response.status, messageId: 'request.networkError' });
    if (envelope.code !== '200') {
      throw new GatewayError({
        kind: 'server',
        status: response.status,
        code: envelope.code,
        msg: envelope.msg,
        refusal: envelope.refusal,
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
    return parsed.data.data as DataOf<E>;
  }

  /** SPEC 8's download failure: the server's message when its code is '500', else the fixed text. */
  function downloadFailure(status: number, body: unknown): GatewayError {
    const envelope = envelopeFrom(body);
    return new GatewayError({
      kind: 'server',
      status,
      code: envelope?.code,
      msg: envelope?.code === '500' ? envelope.msg : undefined,
      refusal: envelope?.refusal,
      messageId: 'download.failed',
    });
  }

  function isJson(response: Response): boolean {
    return /^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
  }

  /** The file of a blob answer; a JSON envelope in its place is a refusal. */
  async function fileOf(response: Response): Promise<DownloadedFile> {
    if (isJson(response)) throw downloadFailure(response.status, await response.json().catch(() => undefined));
    try {
      const blob = await response.blob();
      return { blob, fileName: parseDisposition(response.headers.get('content-disposition')).fileName };
    } catch (error) {
      throw new GatewayError({
        kind: 'network',
        status: response.status,
        messageId: 'request.networkError',
        cause: error,
      });
    }
  }

  /**
   * A multipart body as the runtime sends it. Outside a browser it is encoded whole before sending:
   * Node's `fetch` encodes a `FormData` in a loop that nothing awaits, and when the gateway refuses an
   * upload before it has all of it (too large, wrong type) and closes, that loop throws where no
   * caller can catch it and the process stops. Node callers send small files (device results,
   * scripts), so holding one in memory costs little; browsers stream as before.
   */
  async function multipartBody(form: FormData | undefined, headers: Headers): Promise<FormData | Blob | undefined> {
    if (!form || 'document' in globalThis) return form;
    const encoded = new Response(form);
    headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
    return encoded.blob();
  }

  /** A multipart body: the fields first, so the gateway reads them before the files stream in. */
  function formOf(body: UploadBody): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(body.fields ?? {})) form.append(name, String(value));
    if (body.file) form.append('file', body.file);
    for (const file of body.files ?? []) form.append('files', file);
    return form;
  }

  /** Options of a multipart POST: no timeout. */
  function uploadOptions(endpoint: Endpoint, body: UploadBody, options: UploadOptions): SendOptions {
    return {
      method: endpoint.method,
      body: formOf(body),
      timeout: false,
      ...(options.signal ? { signal: options.signal } : {}),
    };
  }

  async function withProgress<T>(options: UploadOptions, run: () => Promise<T>): Promise<T> {
    options.onProgress?.(0);
    const result = await run();
    options.onProgress?.(1);
    return result;
  }

  /**
   * The lines of a streamed answer, each as it completes. A line (an export's batch) can span
   * hundreds of chunks: only each new chunk is searched for its end, and the line's pieces are
   * joined once, so reading a line costs its length, not its length times its chunks.
   */
  async function* linesOf(response: Response): AsyncGenerator<string> {
    if (!response.body) return;
    let pieces: string[] = [];
    for await (const text of response.body.pipeThrough(new TextDecoderStream())) {
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        pieces.push(text.slice(start, end));
        yield pieces.join('');
        pieces = [];
        start = end + 1;
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
    if (pieces.length > 0) yield pieces.join('');
  }

  /** Reads a `rows` answer into `reader`; see `GatewayClient.rows`. */
  async function readRows<Row>(endpoint: Endpoint, response: Response, reader: RowsReader<Row>): Promise<number> {
    const cut = (cause?: unknown) =>
      new GatewayError({ kind: 'network', status: response.status, messageId: 'request.networkError', cause });
    if (isJson(response)) {
      await dataOf(endpoint, response);
      throw cut();
    }
    const batch = z.array(endpoint.data as z.ZodMiniType);
    let sent = 0;
    let started = false;
    for await (const line of linesOf(response)) {
      // Leaving the loop cancels the rest of the stream.
      if (reader.signal?.aborted) throw cut(reader.signal.reason);
      if (line === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw cut(error);
      }
      if (Array.isArray(value)) {
        if (!started) throw cut();
        const parsed = batch.safeParse(value);
        if (!parsed.success) throw cut(parsed.error);
        sent += parsed.data.length;
        try {
          await reader.onRows(parsed.data as Row[]);
        } catch (error) {
          throw new ReaderFailure(error);
        }
      } else if (value && typeof value === 'object' && 'total' in value && !started) {
        started = true;
        reader.onTotal?.(Number(value.total));
      } else if (value && typeof value === 'object' && 'end' in value && value.end === sent) {
        return sent;
      } else if (value && typeof value === 'object' && 'failed' in value) {
        const failed = envelopeFrom(value.failed);
        throw new GatewayError({
          kind: 'server',
          status: response.status,
          code: failed?.code,
          msg: failed?.msg,
          refusal: failed?.refusal,
          messageId: 'request.serverError',
        });
      } else {
        throw cut();
      }
    }
    // The stream closed without its last line: the list was cut short.
    throw cut();
  }

  function expectStyle(endpoint: Endpoint, style: Endpoint['style']): void {
    if (endpoint.style !== style) throw new Error(`${endpoint.name} is a ${endpoint.style} endpoint, not ${style}`);
  }

  return {
    async call(endpoint, request) {
      const { input, options: requestOptions } = inputOf(endpoint, request);
      return dataOf(endpoint, await send(input, requestOptions));
    },

    async download(endpoint, request) {
      expectStyle(endpoint, 'blob');
      const { input, options: requestOptions } = inputOf(endpoint, request);
      return fileOf(await send(input, { ...requestOptions, timeout: false }, downloadFailure));
    },

    async rows(endpoint, request, reader) {
      expectStyle(endpoint, 'rows');
      const { input, options: requestOptions } = inputOf(endpoint, request);
      const sent: SendOptions = {
        ...requestOptions,
        timeout: false,
        ...(reader.signal ? { signal: reader.signal } : {}),
      };
      try {
        return await readRows(endpoint, await send(input, sent), reader);
      } catch (error) {
        // What the reader itself threw is the reader's own to handle, as it threw it.
        if (error instanceof ReaderFailure) throw error.cause;
        if (error instanceof GatewayError) throw error;
        throw new GatewayError({ kind: 'network', status: 0, messageId: 'request.networkError', cause: error });
      }
    },

    async upload(endpoint, body, options = {}) {
      expectStyle(endpoint, 'multipart');
      const { input } = inputOf(endpoint, {});
      return withProgress(options, async () =>
        dataOf(endpoint, await send(input, uploadOptions(endpoint, body, options))),
      );
    },

    redirectUrl(endpoint, request) {
      expectStyle(endpoint, 'redirect');
      if (endpoint.access !== 'public') {
        throw new Error(`${endpoint.name} needs a session: a token never goes into an address`);
      }
      const { path, rest } = fillPath(endpoint.path, (request ?? {}) as Record<string, unknown>);
      const url = new URL(path, options.baseUrl ?? globalThis.location?.origin);
      for (const [key, value] of Object.entries(searchParamsOf(rest))) url.searchParams.set(key, value);
      return url.toString();
    },

    async importUpload(endpoint, file, fields, uploadOptionsGiven = {}) {
      expectStyle(endpoint, 'multipart');
      const { input } = inputOf(endpoint, {});
      return withProgress(uploadOptionsGiven, async () => {
        const response = await send(input, uploadOptions(endpoint, { file, fields: fields ?? {} }, uploadOptionsGiven));
        if (isJson(response)) {
          // A refusal in a 200 envelope (or an answer that is no file) is no import result.
          await dataOf(endpoint, response);
          throw new GatewayError({ kind: 'network', status: response.status, messageId: 'request.networkError' });
        }
        const counts = importCountsOf(parseDisposition(response.headers.get('content-disposition')));
        if (!counts) {
          throw new GatewayError({ kind: 'network', status: response.status, messageId: 'request.networkError' });
        }
        if (counts.failureCount === 0) {
          await response.body?.cancel();
          return counts;
        }
        return { ...counts, failureFile: await fileOf(response) };
      });
    },
  };
}
