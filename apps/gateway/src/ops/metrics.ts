// Prometheus metrics at `/metrics`: request rate and latency per route pattern, the process's own
// (event-loop delay, memory), the PostgreSQL pool, the import counters and the device intake's. Answered only to a
// scraper holding METRICS_TOKEN; without that token configured the path does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CallerChanges } from '../auth/callerChanges.ts';
import { type Database, poolOf } from '../db/index.ts';

/**
 * Rows of imports, by outcome (`imported` or `failed`), since the process started. Shared by every
 * gateway of the process (tests build several), so it lives outside any one registry.
 */
export const importRowsTotal = new Counter({
  name: 'gateway_import_rows_total',
  help: 'Rows of imports since the process started, by outcome (imported or failed)',
  labelNames: ['outcome'] as const,
  registers: [],
});

/** Imports finished since the process started. */
export const importsTotal = new Counter({
  name: 'gateway_imports_total',
  help: 'Imports finished since the process started',
  registers: [],
});

/** Tries of queued jobs since the process started, by kind and outcome (`done`, `retried`, `failed`). */
export const jobsTotal = new Counter({
  name: 'gateway_jobs_total',
  help: 'Tries of queued jobs since the process started, by kind and outcome (done, retried or failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [],
});

/** Batches of results devices sent, by outcome: `taken`, or `duplicate` (a resend answered again). */
export const deviceBatchesTotal = new Counter({
  name: 'gateway_device_batches_total',
  help: 'Batches of results devices sent since the process started, by outcome (taken or duplicate)',
  labelNames: ['outcome'] as const,
  registers: [],
});

/** Readings taken from devices, by whether their student number named a student (`matched`, `unmatched`). */
export const deviceReadingsTotal = new Counter({
  name: 'gateway_device_readings_total',
  help: 'Readings taken from devices since the process started, by outcome (matched or unmatched)',
  labelNames: ['outcome'] as const,
  registers: [],
});

/** Latency buckets in seconds: list pages aim below 150 ms, imports take minutes. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** Compares two secrets in time independent of where they differ (equal-length digests first). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Registers the request metrics' hooks and, when `token` is set, `GET /metrics`. */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Database; token: string | undefined; callerChanges?: CallerChanges | null },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  registry.registerMetric(importRowsTotal);
  registry.registerMetric(importsTotal);
  registry.registerMetric(jobsTotal);
  registry.registerMetric(deviceBatchesTotal);
  registry.registerMetric(deviceReadingsTotal);

  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // The embedded PGlite has no pool: these exist only on PostgreSQL.
  const pool = poolOf(deps.db);
  if (pool) {
    new Gauge({
      name: 'gateway_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  const callerChanges = deps.callerChanges;
  if (callerChanges) {
    new Gauge({
      name: 'gateway_caller_changes_listening',
      help: 'Whether this gateway hears of role and session changes made through others (1), so it may remember callers; 0 resolves every call',
      registers: [registry],
      collect() {
        this.set(callerChanges.listening ? 1 : 0);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and query strings would make a series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const token = deps.token;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
    if (!match?.[1] || !sameSecret(match[1], token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('unauthorised');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
