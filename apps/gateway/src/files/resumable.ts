// Resumable uploads (issue 47): a lesson video of 500 MB over a school's network must survive a
// dropped connection and continue where it stopped. The tus protocol (1.0.0) does that, served by
// `@tus/server` on the gateway's own routes. Its bytes go into the file store as they arrive, each
// continuation an object of its own (so any file store serves: a directory, or an S3 bucket, whose
// multipart listing some S3-compatible servers lack); once the last one arrives they are joined into
// one ordinary stored file, so the rest of the product never knows they came in pieces.
//
// The same rules hold as for every upload: each request carries the staff token and is checked
// against the lesson screen's upload button; an upload belongs to the organisation and the account
// that created it (anyone else is told it does not exist); the kind's byte limit is checked on the
// announced length before a byte is accepted, the organisation's quota both then and when the file
// is kept; the first bytes are typed by their content before any is written; an upload left
// unfinished expires and its bytes are removed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PassThrough, Readable, Transform } from 'node:stream';
import {
  checkUpload,
  FILE_TYPES,
  type FileType,
  isResumableKind,
  RESUMABLE_UPLOAD_KINDS,
  UPLOAD_KINDS,
} from '@school-sports/domain';
import {
  RESUMABLE_FILE_HEADER,
  RESUMABLE_UPLOAD_ACCESS,
  RESUMABLE_UPLOAD_PATH,
} from '@school-sports/gateway-client/contract';
import { Server } from '@tus/server';
import { ERRORS } from '@tus/utils';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { displayName } from '../areas/files/files.ts';
import type { Database } from '../db/index.ts';
import { resumableUpload, storedFile } from '../db/schema.ts';
import { authorise, type Caller } from '../http/authorise.ts';
import { fail } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { localise } from '../http/locale.ts';
import { quotaExceeded } from '../http/multipart.ts';
import { dataLayer } from '../tenancy/scoped.ts';
import { RESUMABLE_EXPIRY_MS, StagedUploads } from './stagedUploads.ts';
import { type FileStore, newStorageKey } from './store.ts';
import { usedBytes } from './stored.ts';

/** The largest file any resumable kind accepts: the protocol's own bound, below each kind's own. */
const LARGEST_RESUMABLE = Math.max(...RESUMABLE_UPLOAD_KINDS.map((kind) => UPLOAD_KINDS[kind].maxBytes));

/** Who asks, for the protocol's hooks: they run inside the request's handling. */
interface Asking {
  caller: Caller;
  request: FastifyRequest;
}

/** Counts the SHA-256 of what passes. */
function hashing(): Transform & { digest(): string } {
  const hash = createHash('sha256');
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return Object.assign(transform, { digest: () => hash.digest('hex') });
}

/**
 * The request as the protocol's handler reads it. Its body is the connection's bytes as they come;
 * a connection that drops mid-way ends the body there, quietly, so what arrived is kept and the
 * upload continues from it (a body that failed instead would lose the whole continuation).
 */
function webRequestOf(request: FastifyRequest): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
  }
  let body: ReadableStream | null = null;
  if (request.method === 'PATCH' || request.method === 'POST') {
    const bytes = new PassThrough();
    raw.on('error', () => {});
    raw.once('close', () => {
      if (raw.complete) return;
      raw.unpipe(bytes);
      bytes.end();
    });
    raw.pipe(bytes);
    body = Readable.toWeb(bytes) as ReadableStream;
  }
  return new Request(new URL(request.url, 'http://gateway'), {
    method: request.method,
    headers,
    body,
    // A streamed body is read as it arrives (the fetch standard's word for it).
    duplex: 'half',
  } as RequestInit);
}

/** The protocol's own refusals, said in the caller's language: a message id for each status. */
const PROTOCOL_MESSAGES: Record<number, Parameters<typeof localise>[1]> = {
  404: 'upload.resumable.notFound',
  410: 'upload.resumable.notFound',
  412: 'upload.resumable.protocol',
  413: 'upload.size',
  // The one extension refused is a length said later: every upload says its length first.
  501: 'upload.resumable.length',
};

export interface ResumableDeps {
  db: Database;
  /** Where the continuations wait and the joined file goes. */
  store: FileStore;
  quotaBytes: number;
}

/** What the gateway keeps of its resumable uploads. */
export interface ResumableUploads {
  /** Removes expired uploads (their rows and staged bytes), for the recurring job. */
  expire(): Promise<number>;
  /**
   * Told `handled` once each protocol request has been dealt with, answered or cut off: a test
   * that drops a connection waits for it before asking where the upload stands.
   */
  events: EventEmitter;
}

/**
 * Mounts the resumable uploads at {@link RESUMABLE_UPLOAD_PATH}: `POST` creates one, `HEAD`,
 * `PATCH` and `DELETE` under `/<id>` ask where it stands, continue it and cancel it.
 */
export function registerResumableUploads(app: FastifyInstance, deps: ResumableDeps): ResumableUploads {
  const events = new EventEmitter();
  const { db, store, quotaBytes } = deps;
  const data = dataLayer(db);
  const asking = new AsyncLocalStorage<Asking>();
  const current = (): Asking => {
    const found = asking.getStore();
    if (!found) throw new Error('a resumable upload hook ran outside its request');
    return found;
  };

  /** The caller's own unfinished upload `id`, or a 404 that says nothing of anyone else's. */
  async function ownUpload(id: string) {
    const { caller } = current();
    const row = await data
      .scoped(resumableUpload, caller)
      .find(eq(resumableUpload.id, id), eq(resumableUpload.uploaderAccountId, caller.account?.id ?? ''));
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new ApiError(404, 'upload.resumable.notFound');
    return row;
  }

  const staging = new StagedUploads(db, store);

  const tus = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: staging,
    relativeLocation: true,
    maxSize: LARGEST_RESUMABLE,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    namingFunction: () => newStorageKey().replace('/', ''),

    async onUploadCreate(_req, upload) {
      const { caller } = current();
      const metadata = upload.metadata ?? {};
      const kind = metadata.kind ?? '';
      if (!isResumableKind(kind)) {
        const accepted = RESUMABLE_UPLOAD_KINDS.join(', ');
        throw new ApiError(400, 'upload.resumable.kind', { accepted });
      }
      if (upload.size === undefined) throw new ApiError(400, 'upload.resumable.length');
      const name = metadata.filename ?? '';
      const mimeType = metadata.filetype ?? '';
      // By name, declared type and announced size now; by content when the first bytes arrive.
      const [problem] = checkUpload(kind, { name, size: upload.size, mimeType });
      if (problem) throw new ApiError(problem.id === 'upload.size' ? 413 : 415, problem.id, problem.values);
      await data.write(caller, async (tenant) => {
        if ((await usedBytes(tenant.db, tenant.account.orgId)) + (upload.size ?? 0) > quotaBytes) {
          throw quotaExceeded(quotaBytes);
        }
        await tenant.db.insert(resumableUpload).values({
          id: upload.id,
          ...tenant.values,
          uploaderAccountId: tenant.account.id,
          kind,
          name: name.slice(0, 255),
          mimeType: mimeType.slice(0, 255),
          length: upload.size ?? 0,
          expiresAt: new Date(Date.now() + RESUMABLE_EXPIRY_MS),
        });
      });
      return { metadata: { kind, filename: name, filetype: mimeType } };
    },

    async onIncomingRequest(req, id) {
      // A creation names its new id here too: it is checked in `onUploadCreate` instead.
      if (req.method !== 'POST') await ownUpload(id);
    },

    async onUploadFinish(_req, upload) {
      const { caller } = current();
      const row = await ownUpload(upload.id);
      try {
        const type = row.sniffedType as FileType | null;
        if (!type) throw new ApiError(415, 'upload.content');
        const key = newStorageKey();
        const hash = hashing();
        await store.put(key, (await staging.read(upload.id)).pipe(hash));
        // The last continuation's type and length were checked on the way; the join is the file.
        const size = upload.size ?? 0;
        const fileId = row.id;
        try {
          await data.write(caller, async (tenant) => {
            if ((await usedBytes(tenant.db, tenant.account.orgId)) + size > quotaBytes) throw quotaExceeded(quotaBytes);
            await tenant.db.insert(storedFile).values({
              id: fileId,
              ...tenant.values,
              uploaderAccountId: row.uploaderAccountId,
              kind: row.kind,
              name: displayName(row.name, fileId, type),
              contentType: FILE_TYPES[type].mimeTypes[0],
              size,
              sha256: hash.digest(),
              storageKey: key,
            });
          });
        } catch (error) {
          await store.delete(key);
          throw error;
        }
        return { headers: { [RESUMABLE_FILE_HEADER]: fileId } };
      } finally {
        // Kept or refused, the continuations have done their work.
        await staging.remove(upload.id).catch((error: unknown) => {
          current().request.log.warn({ err: error }, 'removing the continuations of an upload failed; they expire');
        });
      }
    },

    onResponseError(_req, error) {
      const { request } = current();
      const refusal = (status: number, id: Parameters<typeof localise>[1], values = {}) => ({
        status_code: status,
        body: JSON.stringify(fail(status, localise(request, id, values), { id, values })),
      });
      if (error instanceof ApiError) return refusal(error.status, error.messageId, error.values);
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === ERRORS.INVALID_OFFSET.status_code) return refusal(409, 'upload.resumable.offset', {});
      const id = PROTOCOL_MESSAGES[status];
      if (id === 'upload.size') return refusal(413, id, { max: '500 MB' });
      if (id) return refusal(status === 501 ? 400 : status, id);
      if (status >= 500) request.log.error({ err: error }, 'a resumable upload failed');
      return undefined;
    },
  });

  app.register(async (scope) => {
    // The protocol's bodies are read by the protocol's handler, a piece at a time, never here.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await authorise(db, request, RESUMABLE_UPLOAD_ACCESS);
      if (!caller) throw new ApiError(401, 'auth.notLoggedIn');
      try {
        const response = await asking.run({ caller, request }, () => tus.handleWeb(webRequestOf(request)));
        reply.code(response.status);
        response.headers.forEach((value, name) => {
          reply.header(name, value);
        });
        return reply.header('cache-control', 'no-store').send(await response.text());
      } finally {
        events.emit('handled', request.method);
      }
    };
    scope.route({ method: ['POST'], url: RESUMABLE_UPLOAD_PATH, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${RESUMABLE_UPLOAD_PATH}/:uploadId`, handler });
  });

  return {
    events,
    expire: () => staging.deleteExpired(),
  };
}
