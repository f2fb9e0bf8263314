import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from './config.ts';
import type { OpenDatabase } from './db/index.ts';
import { directoryStore } from './files/store.ts';
import { failureBody } from './testing/calls.ts';
import { testDatabases } from './testing/databases.ts';

/** An asset's text, long enough that its compressed copies differ from it. */
const PLAIN = `export const words = ${JSON.stringify('school sports '.repeat(200))};\n`;

describe.each(testDatabases())('gateway skeleton on $name', ({ name, open }) => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let appDir: string;

  beforeAll(async () => {
    database = await open();
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-app-'));
    fs.mkdirSync(path.join(appDir, 'assets'));
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>busi</title><div id="root"></div>');
    fs.writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    // A precompressed asset as the build writes it: the plain file, its brotli and its gzip copies.
    fs.writeFileSync(path.join(appDir, 'assets', 'x-abc123.js'), PLAIN);
    fs.writeFileSync(path.join(appDir, 'assets', 'x-abc123.js.br'), brotliCompressSync(PLAIN));
    fs.writeFileSync(path.join(appDir, 'assets', 'x-abc123.js.gz'), gzipSync(PLAIN));
    fs.writeFileSync(
      path.join(appDir, 'index.html.br'),
      brotliCompressSync(fs.readFileSync(path.join(appDir, 'index.html'))),
    );
    app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      appDir,
      fileStore: directoryStore(path.join(appDir, 'files')),
      fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('reports health in the envelope, with the database it uses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '200', msg: 'ok', data: { status: 'up', database: name } });
  });

  it.each([
    ['en-US', 'No such API endpoint'],
    ['zh-CN', '请求的接口不存在'],
    ['zh-TW,zh;q=0.9', '請求的介面不存在'],
    [undefined, '请求的接口不存在'],
  ])('answers an unknown API path in %s with a 404 envelope, never HTML', async (language, msg) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/busi/web/no-such-call?x=1',
      headers: language ? { 'accept-language': language } : {},
      payload: { anything: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: '404', msg, data: null, msgId: 'request.notFound', msgValues: {} });
  });

  it('answers a malformed JSON body with a localised 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failureBody(400, 'request.malformed', 'The request is malformed'));
  });

  it('serves the app for every unknown path under /busi/ (history fallback)', async () => {
    for (const url of ['/busi/', '/busi/k12/org/class', '/busi/myInfo/base?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and a missing asset as not found', async () => {
    const asset = await app.inject({ method: 'GET', url: '/busi/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/busi/assets/missing-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file to others', async () => {
    const url = '/busi/assets/x-abc123.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.length).toBeLessThan(PLAIN.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PLAIN);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PLAIN);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(PLAIN);
    const none = await app.inject({ method: 'GET', url });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(PLAIN);

    // An asset built without compressed copies is sent plain even to a browser that accepts them.
    const uncompressed = await app.inject({
      method: 'GET',
      url: '/busi/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe('console.log(1)');

    // The app's page, also on the history fallback, comes compressed too and is never kept.
    for (const page of ['/busi/', '/busi/k12/org/class']) {
      const html = await app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
      expect(html.headers['content-encoding'], page).toBe('br');
      expect(html.headers['cache-control'], page).toBe('no-cache');
      expect(brotliDecompressSync(html.rawPayload).toString(), page).toContain('<div id="root">');
    }
  });

  it('redirects / and /busi to the app', async () => {
    for (const url of ['/', '/busi']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/busi/');
    }
  });
});

describe('gateway without a built app', () => {
  it('explains how to build the app instead of failing obscurely', async () => {
    const { openDatabase } = await import('./db/index.ts');
    const database = await openDatabase({ dataDir: 'memory' });
    const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-files-'));
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      appDir: '/nonexistent/app',
      fileStore: directoryStore(fileStoreDir),
      fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
    });
    const response = await app.inject({ method: 'GET', url: '/busi/', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build:app');
    await app.close();
    await database.close();
    fs.rmSync(fileStoreDir, { recursive: true, force: true });
  });
});
