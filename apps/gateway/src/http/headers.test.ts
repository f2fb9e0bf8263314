import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../config.ts';
import { type OpenDatabase, openDatabase } from '../db/index.ts';
import { directoryStore } from '../files/store.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('security headers', () => {
  let database: OpenDatabase;
  let appDir: string;
  let plain: FastifyInstance;
  let https: FastifyInstance;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-headers-'));
    fs.mkdirSync(path.join(appDir, 'assets'));
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>busi</title><div id="root"></div>');
    fs.writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const files = { fileStore: directoryStore(path.join(appDir, 'files')), fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES };
    plain = await buildApp({ db: database.db, dbKind: database.kind, appDir, ...files });
    https = await buildApp({ db: database.db, dbKind: database.kind, appDir, hsts: true, ...files });
  });
  afterAll(async () => {
    await plain?.close();
    await https?.close();
    await database?.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it.each([
    ['the app page', '/busi/classes'],
    ['a hashed asset', '/busi/assets/index-abc123.js'],
    ['an API answer', '/api/health'],
    ['an unknown API path', '/api/busi/web/nothing'],
  ])('sends them on %s', async (_what, url) => {
    const response = await plain.inject({ method: 'GET', url });
    const csp = directivesOf(response.headers['content-security-policy']);
    // Only the app's own scripts run: nothing inline, nothing from elsewhere.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security only when the gateway is configured for HTTPS', async () => {
    const response = await https.inject({ method: 'GET', url: '/busi/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directivesOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });
});
