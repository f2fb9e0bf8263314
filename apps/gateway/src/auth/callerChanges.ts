// Gateways hear of every change to who may do what. The database notifies the channel
// `callers_changed` when a session, account, organisation, role, role member or role grant changes
// (migration 0016), whoever made the change, and every gateway listening forgets the callers it
// remembers. Without this, a permission revoked through one gateway on a shared PostgreSQL would
// still pass on another for as long as that one remembered the caller; and on either database a
// change made outside a request (a job, the seed) would not be seen until the entry expired.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, embeddedOf, poolOf } from '../db/index.ts';
import type { CallerCache } from './callers.ts';

/** The channel the database's triggers notify. */
export const CALLERS_CHANGED_CHANNEL = 'callers_changed';

/** How the listening connection names itself to the server (seen in `pg_stat_activity`). */
export const CALLER_LISTENER_NAME = 'busi-gateway-callers';

/** Waits before connecting again after a loss: the first, doubling up to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;

/** What {@link CallerChanges} tells: `heard` after a notice made the cache forget, `lost` when it can no longer hear. */
type ChangeEvents = { heard: []; lost: [] };

/** Emits `heard` after each notice has made the cache forget, and `lost` when it stops hearing. */
export interface CallerChanges extends EventEmitter<ChangeEvents> {
  /** Whether changes are heard now (the cache is in use only while they are). */
  readonly listening: boolean;
  /** Settles after the first attempt to listen, heard or not. */
  readonly started: Promise<void>;
  /** Stops listening and closes the connection; the cache stays paused. */
  close(): Promise<void>;
}

/**
 * Listens for changes to the callers `cache` remembers, on the database `db` is: through a connection
 * of its own on PostgreSQL, in the process on PGlite.
 */
export function listenForCallerChanges(options: {
  db: Database;
  /** On PostgreSQL: how to connect (the pool's settings unless told otherwise). */
  connection: pg.ClientConfig | undefined;
  cache: CallerCache;
  log: FastifyBaseLogger;
}): CallerChanges {
  const embedded = embeddedOf(options.db);
  if (embedded) return listenInProcess(embedded, options.cache);
  const pool = poolOf(options.db);
  if (!pool) throw new Error('callers: unknown database client');
  return listenOverConnection({ ...options, connection: options.connection ?? pool.options });
}

/** The emitter, with the rest of {@link CallerChanges} (`listening` read live, not copied once). */
function changesOf(
  changes: EventEmitter<ChangeEvents>,
  parts: { listening: () => boolean; started: Promise<void>; close: () => Promise<void> },
): CallerChanges {
  return Object.defineProperties(changes, {
    listening: { get: parts.listening },
    started: { value: parts.started },
    close: { value: parts.close },
  }) as CallerChanges;
}

/**
 * On PGlite one connection serves the process: its notices arrive with the result of the query that
 * committed the change, before whoever committed it goes on, so nothing stale is ever used.
 */
function listenInProcess(client: PGlite, cache: CallerCache): CallerChanges {
  const changes = new EventEmitter<ChangeEvents>();
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;
  cache.pause();
  const started = client
    .listen(CALLERS_CHANGED_CHANNEL, () => {
      cache.invalidate();
      changes.emit('heard');
    })
    .then((stop) => {
      unlisten = stop;
      if (!closed) cache.resume();
    });
  return changesOf(changes, {
    listening: () => unlisten !== undefined && !closed,
    started,
    async close() {
      closed = true;
      cache.pause();
      await started;
      // The database may be closed already (a test's own order): nothing is left to hear then.
      if (!client.closed) await unlisten?.();
    },
  });
}

/**
 * Listens for changes on a connection of its own (a pooled one could be handed to a query and would
 * hold a pool slot for ever). The cache is paused until the first `LISTEN` is answered, paused again
 * the moment the connection is lost, and resumed, empty, once listening again: what changed while
 * nobody listened was not heard, so nothing read before may be used.
 */
function listenOverConnection(options: {
  connection: pg.ClientConfig;
  cache: CallerCache;
  log: FastifyBaseLogger;
}): CallerChanges {
  const { cache, log } = options;
  const changes = new EventEmitter<ChangeEvents>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  cache.pause();

  function lost(lostClient: pg.Client, error?: Error): void {
    if (client !== lostClient) return;
    client = null;
    cache.pause();
    changes.emit('lost');
    if (closed) return;
    log.warn(
      { err: error },
      'lost the database connection that hears of role and session changes: callers are resolved on every call until it is back',
    );
    lostClient.end().catch(() => undefined);
    schedule();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options.connection, application_name: CALLER_LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel !== CALLERS_CHANGED_CHANNEL) return;
      cache.invalidate();
      changes.emit('heard');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CALLERS_CHANGED_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (!closed) {
        log.warn({ err: error }, 'could not listen for role and session changes: callers are resolved on every call');
        schedule();
      }
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
    cache.resume();
  }

  const started = connect();
  return changesOf(changes, {
    listening: () => client !== null,
    started,
    async close() {
      closed = true;
      clearTimeout(retry);
      await started;
      const current = client;
      client = null;
      cache.pause();
      await current?.end().catch(() => undefined);
    },
  });
}
