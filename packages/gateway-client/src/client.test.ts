import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../../apps/gateway/src/app.ts';
import { type OpenDatabase, openDatabase } from '../../../apps/gateway/src/db/index.ts';
import { createGatewayClient } from './client.ts';
import { health } from './contract/index.ts';
import { GatewayError } from './errors.ts';

// The client is tested against the real gateway listening on a port, never an HTTP mock.
describe('gateway client against the real gateway', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  const seen: Array<Record<string, string | string[] | undefined>> = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    app = await buildApp({ db: database.db, dbKind: database.kind, appDir: '/nonexistent' });
    app.addHook('onRequest', async (request) => {
      seen.push({ ...request.headers });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('calls a contract endpoint and returns its parsed data', async () => {
    const client = createGatewayClient({ baseUrl });
    expect(await client.call(health, {})).toEqual({ status: 'up', database: 'pglite' });
  });

  it('sends the six headers of SPEC 7, with a new requestId per call', async () => {
    seen.length = 0;
    const client = createGatewayClient({
      baseUrl,
      getToken: () => ({ tokenType: 'Bearer', accessToken: 'abc' }),
      getOrgId: () => 'org-1',
      getLocale: () => 'en-US',
      platform: 'busi-web',
    });
    await client.call(health, {});
    await client.call(health, {});
    const [first, second] = seen;
    expect(first).toMatchObject({
      authorization: 'Bearer abc',
      orgid: 'org-1',
      'accept-language': 'en-US',
      platform: 'busi-web',
    });
    expect(Number(first?.timestamp)).toBeGreaterThan(Date.UTC(2020, 0, 1));
    expect(first?.requestid).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.requestid).not.toBe(first?.requestid);
  });

  it('rejects with the server message in the chosen language when the answer is a failure', async () => {
    const client = createGatewayClient({ baseUrl, getLocale: () => 'zh-TW' });
    const missing = { ...health, path: '/api/busi/web/missing' };
    const error = await client.call(missing, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'server', status: 404, code: '404', msg: '請求的介面不存在' });
  });

  it('reports an unreachable gateway as the network exception of SPEC 8', async () => {
    const client = createGatewayClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await client.call(health, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', status: 0, messageId: 'request.networkError' });
  });

  it('refuses an answer that does not match the contract instead of passing it on', async () => {
    const client = createGatewayClient({ baseUrl });
    const drifted = { ...health, data: z.extend(health.data, { version: health.data.shape.status }) };
    const error = await client.call(drifted, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', messageId: 'request.networkError' });
  });
});
