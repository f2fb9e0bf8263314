// Operating the gateway: liveness and readiness, request ids in answers and logs, protected metrics.
import { Writable } from 'node:stream';
import { translateDomainMessage } from '@school-sports/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useLightHashingForTests } from '../auth/password.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../config.ts';
import type { OpenDatabase } from '../db/index.ts';
import { directoryStore } from '../files/store.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { LANGUAGES } from '../testing/calls.ts';
import { testDatabases } from '../testing/databases.ts';
import { signIn, TEST_CAPTCHA } from '../testing/gateway.ts';
import { rosterRows } from '../testing/rosters.ts';
import { classNamesOf, importStudents } from '../testing/studentImport.ts';

const METRICS_TOKEN = 'metrics-token-of-the-test-0123456789';

/** A gateway built as `main.ts` builds it, with a metrics token and its JSON log lines kept. */
async function openGateway(database: OpenDatabase, metricsToken?: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  useLightHashingForTests();
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    appDir: '/nonexistent',
    fileStore: directoryStore('/nonexistent-files'),
    fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
    metricsToken,
    captchaTestCode: TEST_CAPTCHA,
    logger: { level: 'info', stream },
  });
  return { app, lines };
}

describe.each(testDatabases())('operating the gateway on $name', ({ open }) => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    database = await open();
    await prepareDatabase(database.db);
    ({ app, lines } = await openGateway(database, METRICS_TOKEN));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers liveness, and readiness while the database holds every migration', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ status: 'live' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', database: database.kind });
    // The old health check is unchanged.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data).toEqual({
      status: 'up',
      database: database.kind,
    });
  });

  it('is not ready, and says why in the caller language, while a migration is missing', async () => {
    const result = await database.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const [newest] = (result as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    if (!newest) throw new Error('no migration recorded');
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      for (const language of LANGUAGES) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/health/ready',
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json().msg).toBe(translateDomainMessage(language, 'health.notReady.migrations'));
      }
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready once a shutdown begins', async () => {
    app.lifecycle.stopping = true;
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: '503',
        msg: translateDomainMessage('zh-CN', 'health.notReady.stopping'),
        data: null,
      });
    } finally {
      app.lifecycle.stopping = false;
    }
  });

  it('answers the client request id when it is a sane token, and logs the answer under it', async () => {
    const id = 'c0ffee00-1234-4abc-9def-0123456789ab';
    const response = await app.inject({ method: 'GET', url: '/api/health/live', headers: { requestid: id } });
    expect(response.headers['x-request-id']).toBe(id);
    const logged = lines.filter((line) => line.reqId === id);
    // One line a request, with what an operator reads first.
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/api/health/live',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('logs a request by its route, not by the ids and query it was asked with', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/uc/oss/file/some-file-id?name=张三' });
    const logged = lines.filter((line) => line.reqId === response.headers['x-request-id']);
    expect(logged).toEqual([
      expect.objectContaining({ route: '/api/uc/oss/file/:fileId', status: response.statusCode }),
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/some-file-id|张三/);
  });

  it.each([
    ['with spaces and markup', 'a b<script>'],
    ['a line break', 'abc\ndef'],
    ['too long', 'x'.repeat(129)],
    ['empty', ''],
  ])('makes its own request id for a header %s', async (_case, given) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health/nothing-here',
      headers: given.includes('\n') ? {} : { requestid: given },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).not.toBe(given);
    expect(lines.some((line) => line.reqId === id)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });

  it('answers every request an id, two requests two ids', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health/live' });
    const second = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(second.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toEqual(expect.any(String));
    expect(second.headers['x-request-id']).toEqual(expect.any(String));
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers metrics only to the bearer of METRICS_TOKEN', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`]) {
      const refused = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.body).not.toContain('gateway_');
    }
  });

  it('counts requests by route pattern, never the raw URL, with latency, event-loop delay and import rows', async () => {
    for (const fileId of ['first-file-id', 'second-file-id']) {
      await app.inject({ method: 'GET', url: `/api/uc/oss/brand/${fileId}` });
    }
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).not.toContain('first-file-id');
    const brand = text
      .split('\n')
      .filter((line) => line.startsWith('gateway_http_requests_total{') && line.includes('/api/uc/oss/brand/:fileId'));
    expect(brand).toHaveLength(1);
    expect(brand[0]).toMatch(/ 2$/);
    expect(text).toContain(
      'gateway_http_request_duration_seconds_bucket{le="0.15",method="GET",route="/api/health/live"}',
    );
    expect(text).toContain('gateway_nodejs_eventloop_lag_p99_seconds');
    // A path no route matches is counted as one series, whatever its URL.
    expect(text).toMatch(/gateway_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
    expect(text).not.toContain('/api/nowhere');
    expect(text).toContain('gateway_import_rows_total');
    expect(text).toContain('gateway_imports_total');
    // The pool exists only on PostgreSQL.
    expect(text.includes('gateway_db_pool_connections{state="total"}')).toBe(database.kind === 'postgres');
  });

  it('counts the rows of imports, imported and failed', async () => {
    const scrape = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .body;
    const sampleOf = (text: string, series: string) => {
      const line = text.split('\n').find((one) => one.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    };
    const before = await scrape();
    const token = (await signIn(app, 'k12admin')).access;
    const rows = rosterRows(3, await classNamesOf(app, token), 'METRIC');
    // A fourth row repeating the first fails (its student number is in the file already).
    rows.push([...(rows[1] as string[])]);
    const imported = await importStudents(app, token, rows);
    expect(imported.statusCode, imported.body).toBe(200);
    const after = await scrape();
    expect(sampleOf(after, 'gateway_import_rows_total{outcome="imported"}')).toBe(
      sampleOf(before, 'gateway_import_rows_total{outcome="imported"}') + 3,
    );
    expect(sampleOf(after, 'gateway_import_rows_total{outcome="failed"}')).toBe(
      sampleOf(before, 'gateway_import_rows_total{outcome="failed"}') + 1,
    );
    expect(sampleOf(after, 'gateway_imports_total')).toBe(sampleOf(before, 'gateway_imports_total') + 1);
  });
});

describe('a gateway without METRICS_TOKEN, or without its database', () => {
  it('has no /metrics, and is not ready once the database is gone', async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    const database = await pglite.open();
    const { app } = await openGateway(database);
    try {
      const metrics = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.statusCode).toBe(404);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().msgId).toBe('health.notReady.database');
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
