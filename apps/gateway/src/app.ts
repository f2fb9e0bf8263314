import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { formatByteSize, UPLOAD_KINDS } from '@school-sports/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AreaDeps } from './areas/area.ts';
import { areas } from './areas/index.ts';
import { actorOf, recordAudit } from './audit/log.ts';
import { listenForCallerChanges } from './auth/callerChanges.ts';
import { CallerCache } from './auth/callers.ts';
import { secretBox } from './auth/secretBox.ts';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './config.ts';
import type { Database } from './db/index.ts';
import { playbackLinks } from './files/playbackLink.ts';
import { registerResumableUploads } from './files/resumable.ts';
import type { FileStore } from './files/store.ts';
import { purgeDeletedFiles } from './files/stored.ts';
import { fail } from './http/envelope.ts';
import { ApiError } from './http/errors.ts';
import { registerSecurityHeaders } from './http/headers.ts';
import { localise } from './http/locale.ts';
import { createRouter } from './http/router.ts';
import { refreshStatistics } from './imports/statistics.ts';
import { housekeeping } from './jobs/housekeeping.ts';
import { type JobRunner, type RunnerOptions, startJobRunner } from './jobs/runner.ts';
import { registerHealthRoutes } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { registerOpenApiRoute } from './ops/openapi.ts';
import { requestIdOf } from './ops/requestId.ts';
import type { PdfFontFiles } from './pdf/fontFiles.ts';

/** What the HTTP application needs from the outside. */
export interface AppDeps {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** The built single-page app; when missing, `/busi/` explains how to build it. */
  appDir: string;
  /** Fastify logger setting; off in tests. */
  logger?: FastifyServerOptions['logger'];
  /** For automated tests only: a code every captcha accepts (refused in production by the config). */
  captchaTestCode?: string | undefined;
  /** Trust X-Forwarded-For from a load balancer in front (the client address for rate limits). */
  trustProxy?: boolean;
  /** The gateway is reached over HTTPS only: send Strict-Transport-Security. */
  hsts?: boolean;
  /** Where uploaded files are kept. */
  fileStore: FileStore;
  /** Most bytes of files one organisation may keep. */
  fileQuotaBytes: number;
  /**
   * Where a large list's total turns to an estimate (`tenancy/paging.ts`); unset, its own
   * threshold. Tests set a small one rather than write that many rows.
   */
  exactTotalBelow?: number;
  /** The bearer token `/metrics` answers to; without one `/metrics` does not exist. */
  metricsToken?: string | undefined;
  /** Days the audit log keeps a row (default 365). */
  auditRetentionDays?: number;
  /** How long a resolved caller may be reused, in ms; unset: {@link defaultAuthCacheMs}. */
  authCacheMs?: number | undefined;
  /**
   * On PostgreSQL, where this gateway hears of other gateways' changes to roles and sessions
   * (`DATABASE_LISTEN_URL`): a server connection of its own, not through a transaction pooler.
   * Unset: the pool's own settings.
   */
  listenUrl?: string | undefined;
  /** The fonts printed reports are drawn in (`PDF_FONT_REGULAR`, `PDF_FONT_BOLD`); Debian's Noto CJK when unset. */
  pdfFonts?: PdfFontFiles;
  /** How this gateway runs queued jobs (`jobs/runner.ts`): how many at once, how often it looks. */
  jobs?: Pick<RunnerOptions, 'concurrency' | 'pollMs' | 'scheduleEveryMs'>;
  /**
   * The key partner platforms' secrets are sealed with (`auth/secretBox.ts`). Unset (in-process
   * tests): a random key for this instance, so its secrets are readable by it alone.
   */
  secretsKey?: Buffer;
  /**
   * OpenID Connect partners' issuers may be plain http on the loopback (the test and demonstration
   * modes, where the partner simulator runs; never in the standard mode). @default false
   */
  loopbackIssuers?: boolean;
}

/**
 * Callers are remembered a few seconds on PGlite, whose one process hears every change as it
 * commits. Not on PostgreSQL by default: another gateway's change arrives there as a notice a moment
 * after it commits (`auth/callerChanges.ts`), and on a loaded machine that moment was seen to be
 * longer than a person's next call through another gateway, which would pass once more.
 */
export function defaultAuthCacheMs(dbKind: AppDeps['dbKind']): number {
  return dbKind === 'pglite' ? 3000 : 0;
}

/** Largest JSON body accepted. */
const BODY_LIMIT = 1024 * 1024;

/** The largest file any upload kind accepts. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_KINDS).map((rules) => rules.maxBytes));

/** The request bodies the API reads. */
const ACCEPTED_BODIES = 'application/json, multipart/form-data';

/** Builds the gateway: the API under `/api` and the app under `/busi/`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.trustProxy ?? false,
    // On close, idle keep-alive connections end at once; requests under way finish first.
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One line a request, written when it has been answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Set once a shutdown begins: readiness answers 503 while requests under way finish.
  app.decorate('lifecycle', { stopping: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A request's one log line: how it was asked (the route's pattern, never its ids or query, which
  // may name people), how it was answered and how long it took, under the request's id. A request
  // cut before its answer is logged by Fastify's own error line.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  // A connection kept alive after the last answers would hold a stopping gateway open until its
  // grace period ends: while stopping, each answer closes its connection.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.stopping) reply.header('connection', 'close');
  });
  const callers = new CallerCache(deps.authCacheMs ?? defaultAuthCacheMs(deps.dbKind));
  // Remembered callers are used only while every change to them is heard, whoever makes it.
  const callerChanges = callers.enabled
    ? listenForCallerChanges({
        db: deps.db,
        connection: deps.listenUrl ? { connectionString: deps.listenUrl } : undefined,
        cache: callers,
        log: app.log,
      })
    : null;
  app.decorate('callerChanges', callerChanges);
  if (callerChanges) {
    app.addHook('onReady', () => callerChanges.started);
    app.addHook('onClose', () => callerChanges.close());
  }
  registerMetrics(app, { db: deps.db, token: deps.metricsToken, callerChanges });

  app.setErrorHandler((error: { statusCode?: number; validation?: unknown; code?: unknown }, request, reply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply.code(error.status).send(
        fail(error.status, localise(request, error.messageId, error.values), {
          id: error.messageId,
          values: error.values,
        }),
      );
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // Too large and of a type never read: say which limit or which types, never "server error".
    if (status === 413) {
      const message =
        error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? localise(request, 'upload.size', { max: formatByteSize(LARGEST_UPLOAD) })
          : localise(request, 'request.tooLarge', { max: formatByteSize(BODY_LIMIT) });
      return reply.code(413).send(fail(413, message));
    }
    if (status === 415) {
      return reply
        .code(415)
        .send(fail(415, localise(request, 'request.unsupportedType', { accepted: ACCEPTED_BODIES })));
    }
    if (status >= 500) request.log.error(error);
    const id =
      status === 400 || error.validation
        ? 'request.malformed'
        : status === 404
          ? 'request.notFound'
          : 'request.serverError';
    reply.code(status).send(fail(status, localise(request, id), { id }));
  });

  await registerSecurityHeaders(app, { hsts: deps.hsts ?? false });

  // Multipart bodies are read by their routes, after the access checks, one file each. The byte limit
  // here only backs up the upload kind's own limit, which the route enforces while the file streams.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: LARGEST_UPLOAD + 1,
      files: 1,
      fields: 20,
      fieldSize: 4096,
      fieldNameSize: 100,
      parts: 21,
      headerPairs: 100,
    },
  });

  const router = createRouter(app, deps.db, {
    callers,
    // An export of a list of people is an export of personal data: each one is audited.
    onExported: ({ request, caller, list, sent, total }) =>
      recordAudit(deps.db, request, {
        ...actorOf(caller),
        action: 'export',
        target: list.name,
        detail: `exported ${sent} of ${total}`,
      }),
  });
  registerHealthRoutes(router, { db: deps.db, dbKind: deps.dbKind, lifecycle: app.lifecycle });
  const secretsKey = deps.secretsKey ?? randomBytes(32);
  const areaDeps: AreaDeps = {
    db: deps.db,
    store: deps.fileStore,
    quotaBytes: deps.fileQuotaBytes,
    captchaTestCode: deps.captchaTestCode,
    partnerSecrets: secretBox(secretsKey),
    loopbackIssuers: deps.loopbackIssuers ?? false,
    playback: playbackLinks(secretsKey),
    ...(deps.pdfFonts ? { pdfFonts: deps.pdfFonts } : {}),
    ...(deps.exactTotalBelow === undefined ? {} : { exactTotalBelow: deps.exactTotalBelow }),
  };
  for (const area of areas) {
    for (const register of area.routes) register(router, areaDeps);
  }
  const resumable = registerResumableUploads(app, {
    db: deps.db,
    store: deps.fileStore,
    quotaBytes: deps.fileQuotaBytes,
  });
  app.decorate('resumableUploads', resumable);
  app.decorate('endpoints', router.registered);
  purgeDeletedFilesAfterWrites(app, deps);
  runJobs(app, deps, () => resumable.expire());
  registerOpenApiRoute(app);

  const indexHtml = path.join(deps.appDir, 'index.html');
  const appBuilt = fs.existsSync(indexHtml);
  if (appBuilt) {
    await app.register(fastifyStatic, {
      root: deps.appDir,
      prefix: '/busi/',
      wildcard: false,
      index: false,
      // The build writes `x.br` and `x.gz` beside each text file (apps/busi/vite.config.ts): the one the
      // browser accepts is sent as it is, brotli first, so no request pays for compressing.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', (_request, reply) => reply.redirect('/busi/'));
  app.get('/busi', (_request, reply) => reply.redirect('/busi/'));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/busi/') && (request.method === 'GET' || request.method === 'HEAD')) {
      if (!appBuilt) {
        return reply.code(503).type('text/plain; charset=utf-8').send(localise(request, 'request.appNotBuilt'));
      }
      // A hashed asset that does not exist (an old page after a deployment) is missing, not the app:
      // answering HTML would fail as a script with a confusing MIME-type error.
      if (url.startsWith('/busi/assets/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send(localise(request, 'request.notFound'));
      }
      // History fallback: every app path renders the app, which routes on the client.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(fail(404, localise(request, 'request.notFound'), { id: 'request.notFound' }));
  });

  return app;
}

/**
 * Removes the stored objects of deleted file rows before the answer of every write (its deletions
 * have committed by then, so a caller sees them gone). What another gateway or a failed removal
 * left queued goes with the recurring job of `jobs/housekeeping.ts`. A failure here never fails
 * the request: it stays queued.
 */
function purgeDeletedFilesAfterWrites(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    try {
      await purgeDeletedFiles(deps.db, deps.fileStore);
    } catch (error) {
      request.log.warn({ err: error }, 'removing the stored objects of deleted files failed; they stay queued');
    }
  });
}

/**
 * Runs the job queue in this gateway: the recurring jobs are queued and the due ones run once it is
 * ready; on close it stops claiming and waits for the jobs under way.
 */
function runJobs(app: FastifyInstance, deps: AppDeps, expireUploads: () => Promise<number>): void {
  const schedules = [
    ...housekeeping({
      db: deps.db,
      fileStore: deps.fileStore,
      expireUploads,
      auditRetentionDays: deps.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS,
      log: app.log,
    }),
    ...areas.flatMap((area) => area.schedules?.({ db: deps.db, log: app.log }) ?? []),
  ];
  const runner = startJobRunner({
    db: deps.db,
    log: app.log,
    // Every kind of job this version queues: a gateway claims no other.
    kinds: [
      ...schedules.map((schedule) => schedule.job),
      refreshStatistics,
      ...areas.flatMap((area) => area.jobs ?? []),
    ],
    schedules,
    ...deps.jobs,
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => {
    await runner.tick();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The resumable uploads (tus) of this gateway. */
    resumableUploads: import('./files/resumable.ts').ResumableUploads;
    /** Every contract endpoint the gateway registered. */
    endpoints: import('@school-sports/gateway-client/contract').Endpoint[];
    /** Whether the gateway is shutting down (readiness answers 503). */
    lifecycle: { stopping: boolean };
    /** This gateway's job runner. */
    jobs: JobRunner;
    /** How this gateway hears of changes to the callers it remembers; null when it remembers none. */
    callerChanges: import('./auth/callerChanges.ts').CallerChanges | null;
  }
}
