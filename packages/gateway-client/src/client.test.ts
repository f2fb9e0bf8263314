import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../../apps/gateway/src/app.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../../../apps/gateway/src/config.ts';
import { type OpenDatabase, openDatabase } from '../../../apps/gateway/src/db/index.ts';
import { directoryStore } from '../../../apps/gateway/src/files/store.ts';
import { openTestGateway, signIn, type TestGateway } from '../../../apps/gateway/src/testing/gateway.ts';
import { createGatewayClient } from './client.ts';
import {
  captchaImage,
  defineEndpoint,
  fileRead,
  fileUpload,
  formatDisposition,
  health,
  importCountsOf,
  parseDisposition,
  studentExport,
  studentPage,
} from './contract/index.ts';
import { GatewayError } from './errors.ts';

// The client is tested against the real gateway listening on a port, never an HTTP mock.
describe('gateway client against the real gateway', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  let fileStoreDir: string;
  const seen: Array<Record<string, string | string[] | undefined>> = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-files-'));
    app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      appDir: '/nonexistent',
      fileStore: directoryStore(fileStoreDir),
      fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
    });
    app.addHook('onRequest', async (request) => {
      seen.push({ ...request.headers });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(fileStoreDir, { recursive: true, force: true });
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
    // The refusal is named by its message id, whatever the language.
    expect((error as GatewayError).refusal).toEqual({ id: 'request.notFound', values: {} });
    expect((error as GatewayError).isRefusal('request.notFound')).toBe(true);
    expect((error as GatewayError).isRefusal('request.malformed')).toBe(false);
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

// The other call styles, against the real gateway on a seeded database, signed in as k12admin. The
// import route is registered by this test only, on the same Fastify instance: there is no import
// endpoint yet.
describe('gateway client call styles against the real gateway', () => {
  let gateway: TestGateway;
  let baseUrl: string;
  let token: string;
  const unauthorised: GatewayError[] = [];

  // A square PNG's head (signature, then its IHDR chunk of 64 by 64 pixels), then filler: a cover's
  // shape is checked by that header, so a too-large cover is refused for its size, not its shape.
  const PNG = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...[0, 0, 0, 13],
    ...[0x49, 0x48, 0x44, 0x52],
    ...[0, 0, 0, 64],
    ...[0, 0, 0, 64],
    ...Array.from({ length: 4000 }, (_, i) => i % 251),
  ]);
  const importEndpoint = defineEndpoint({
    name: 'testImport',
    method: 'POST',
    path: '/api/test/import',
    request: z.object({ academicYear: z.string() }),
    data: z.null(),
    style: 'multipart',
    access: 'session',
    summary: 'test only',
  });
  const echoEndpoint = defineEndpoint({
    ...importEndpoint,
    name: 'testEcho',
    path: '/api/test/echo',
    data: z.object({
      fields: z.record(z.string(), z.string()),
      files: z.array(z.object({ field: z.string(), name: z.string(), size: z.number() })),
    }),
  });
  const brokenDownload = defineEndpoint({ ...captchaImage, name: 'testBroken', path: '/api/test/broken' });
  const testRows = defineEndpoint({
    name: 'testRows',
    method: 'GET',
    path: '/api/test/rows',
    request: z.object({ ending: z.string() }),
    data: z.object({ n: z.number() }),
    style: 'rows',
    access: 'session',
    summary: 'test only',
  });

  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory' }));
    const { app } = gateway;
    app.post('/api/test/import', async (request, reply) => {
      const fields: Record<string, unknown> = {};
      let rows = '';
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = part.value;
        else rows = (await part.toBuffer()).toString('utf8');
      }
      if (fields.academicYear !== '2026') return reply.code(400).send({ code: '400', msg: '请先选择学年', data: null });
      const lines = rows.split('\n').filter((line) => line !== '');
      const failed = lines.filter((line) => line.includes('bad'));
      reply.header('content-type', 'text/csv; charset=utf-8').header(
        'content-disposition',
        formatDisposition('attachment', '学生导入失败记录.csv', {
          successCount: lines.length - failed.length,
          failureCount: failed.length,
        }),
      );
      return failed.join('\n');
    });
    app.post('/api/test/echo', async (request) => {
      const fields: Record<string, string> = {};
      const files: Array<{ field: string; name: string; size: number }> = [];
      for await (const part of request.parts({ limits: { files: 5 } })) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else files.push({ field: part.fieldname, name: part.filename, size: (await part.toBuffer()).length });
      }
      return { code: '200', msg: 'ok', data: { fields, files } };
    });
    app.get('/api/test/broken', async (_request, reply) =>
      reply.code(500).send({ code: '500', msg: '存储服务暂时不可用', data: null }),
    );
    // A list's export as a broken gateway might stream it: whole, cut short, or failing midway.
    app.get('/api/test/rows', async (request, reply) => {
      const { ending } = request.query as { ending: string };
      if (ending === 'trickle') {
        // One batch of 2,000 rows arriving five bytes at a time: a line across hundreds of chunks.
        const rows = Array.from({ length: 2000 }, (_, index) => ({ n: index + 1 }));
        const bytes = Buffer.from(`{"total":2000}\n${JSON.stringify(rows)}\n{"end":2000}\n`);
        const pieces = Array.from({ length: Math.ceil(bytes.length / 5) }, (_, index) =>
          bytes.subarray(index * 5, index * 5 + 5),
        );
        reply.header('content-type', 'application/x-ndjson');
        return reply.send(Readable.from(pieces));
      }
      const last = { whole: '{"end":3}\n', cut: '', failed: '{"failed":{"code":"500","msg":"数据库暂时不可用"}}\n' };
      reply.header('content-type', 'application/x-ndjson');
      return `{"total":3}\n[{"n":1},{"n":2}]\n[{"n":3}]\n${last[ending as keyof typeof last] ?? ''}`;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    token = (await signIn(app, 'k12admin')).access;
  });

  afterAll(async () => {
    await gateway?.close();
  });

  function client(locale = 'en-US', accessToken: string | undefined = token) {
    return createGatewayClient({
      baseUrl,
      getToken: () => (accessToken ? { tokenType: 'Bearer', accessToken } : undefined),
      getLocale: () => locale,
      onUnauthorized: (error) => unauthorised.push(error),
    });
  }

  it('reads every record of a list export as it streams, in the order the list shows them', async () => {
    const batches: { studentId: string }[][] = [];
    let total = -1;
    const count = await client().rows(
      studentExport,
      {},
      {
        onTotal: (value) => {
          total = value;
        },
        onRows: (rows) => {
          batches.push(rows);
        },
      },
    );
    const firstPage = await client().call(studentPage, { pageNum: 1, pageSize: 10 });
    expect(total).toBe(firstPage.total);
    expect(count).toBe(firstPage.total);
    expect(batches.flat().slice(0, 10)).toEqual(firstPage.records);
  });

  it('takes a list export cut short or failing midway for a failure, never for the whole list', async () => {
    const read = (ending: string) => {
      const got: number[] = [];
      const done = client().rows(
        testRows,
        { ending },
        { onRows: (rows) => void got.push(...rows.map((row) => row.n)) },
      );
      return { done, got };
    };
    const whole = read('whole');
    expect(await whole.done).toBe(3);
    expect(whole.got).toEqual([1, 2, 3]);
    const trickled = read('trickle');
    expect(await trickled.done).toBe(2000);
    expect(trickled.got).toEqual(Array.from({ length: 2000 }, (_, index) => index + 1));
    await expect(read('cut').done).rejects.toMatchObject({ kind: 'network', messageId: 'request.networkError' });
    await expect(read('failed').done).rejects.toMatchObject({ kind: 'server', msg: '数据库暂时不可用' });
    // What the reader itself throws (a file too long for its format) reaches the caller as it was.
    const tooLong = new RangeError('too many rows for one sheet');
    await expect(
      client().rows(
        testRows,
        { ending: 'whole' },
        {
          onRows: () => {
            throw tooLong;
          },
        },
      ),
    ).rejects.toBe(tooLong);
    const refused = await client('en-US')
      .rows(studentExport, JSON.parse('{"status":"sideways"}'), { onRows: () => undefined })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'server', status: 400 });
  });

  it('downloads a blob endpoint: the captcha image', async () => {
    const file = await client().download(captchaImage, { randomStr: 'client-download-1' });
    expect(file.blob.type).toBe('image/png');
    const head = new Uint8Array(await file.blob.arrayBuffer()).subarray(0, 8);
    expect([...head]).toEqual([...PNG.subarray(0, 8)]);
    expect(file.fileName).toBeUndefined();
  });

  it('uploads a file with fields, reports progress from 0 to 1, and downloads it under its Chinese name', async () => {
    const fractions: number[] = [];
    const stored = await client().upload(
      fileUpload,
      { file: new File([PNG], '学生头像.png', { type: 'image/png' }), fields: { kind: 'facePhoto' } },
      { onProgress: (fraction) => fractions.push(fraction) },
    );
    expect(stored).toMatchObject({ name: '学生头像.png', size: PNG.length, contentType: 'image/png' });
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((fraction, index) => fraction >= (fractions[index - 1] ?? 0) && fraction <= 1)).toBe(true);

    const file = await client().download(fileRead, { fileId: stored.fileId });
    expect(file.fileName).toBe('学生头像.png');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PNG);
  });

  it('sends a files list and the text fields as parts', async () => {
    const echoed = await client().upload(echoEndpoint, {
      files: [new File(['a'], 'a.txt'), new File(['bb'], '乙.txt')],
      fields: { academicYear: '2026', semester: 11, draft: false },
    });
    expect(echoed).toEqual({
      fields: { academicYear: '2026', semester: '11', draft: 'false' },
      files: [
        { field: 'files', name: 'a.txt', size: 1 },
        { field: 'files', name: '乙.txt', size: 2 },
      ],
    });
  });

  it('gives up an upload whose dialog closed: an aborted upload rejects as a network failure', async () => {
    const closed = new AbortController();
    closed.abort();
    const error = await client()
      .upload(
        fileUpload,
        { file: new File([PNG], 'x.png', { type: 'image/png' }), fields: { kind: 'image' } },
        {
          signal: closed.signal,
        },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'network', status: 0, messageId: 'request.networkError' });
  });

  it('rejects a refused upload with the server’s localised message, also one refused while streaming', async () => {
    const wrong = await client('zh-CN')
      .upload(fileUpload, { file: new File(['plain text'], 'notes.png'), fields: { kind: 'image' } })
      .catch((caught: unknown) => caught);
    expect(wrong).toBeInstanceOf(GatewayError);
    expect(wrong).toMatchObject({ kind: 'server', status: 415, code: '415', msg: '文件内容与格式不符' });

    const big = new File([PNG, new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    const tooLarge = await client('en-US')
      .upload(fileUpload, { file: big, fields: { kind: 'cover' } })
      .catch((caught: unknown) => caught);
    expect(tooLarge).toMatchObject({ kind: 'server', status: 413, msg: 'File too large: at most 2 MB' });
    expect((tooLarge as GatewayError).isRefusal('upload.size', { max: '2 MB' })).toBe(true);
    expect((tooLarge as GatewayError).isRefusal('upload.size', { max: '5 MB' })).toBe(false);
  });

  it('answers download failures as SPEC 8 says: the message of a 500, otherwise the fixed text', async () => {
    const missing = await client('zh-CN')
      .download(fileRead, { fileId: 'no-such-file' })
      .catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ kind: 'server', status: 404, code: '404', messageId: 'download.failed' });
    expect((missing as GatewayError).msg).toBeUndefined();

    const broken = await client()
      .download(brokenDownload, { randomStr: 'client-download-2' })
      .catch((caught: unknown) => caught);
    expect(broken).toMatchObject({ status: 500, msg: '存储服务暂时不可用', messageId: 'download.failed' });
  });

  it('answers a 401 of any style as the expired session and calls the hook', async () => {
    unauthorised.length = 0;
    const expired = client('en-US', 'made-up-token-made-up-token-made-up');
    const results = await Promise.all([
      expired.download(fileRead, { fileId: 'x' }).catch((caught: unknown) => caught),
      expired
        .upload(fileUpload, { file: new File([PNG], 'a.png'), fields: { kind: 'image' } })
        .catch((c: unknown) => c),
    ]);
    for (const result of results)
      expect(result).toMatchObject({ kind: 'unauthorized', messageId: 'auth.sessionExpired' });
    expect(unauthorised).toHaveLength(2);
  });

  it('imports a file and answers the counts from content-disposition with the failure file', async () => {
    const rows = new File(['ok 1\nbad 2\nok 3\nbad 4\nok 5\n'], 'students.csv');
    const answer = await client().importUpload(importEndpoint, rows, { academicYear: '2026' });
    expect(answer).toMatchObject({
      successCount: 3,
      failureCount: 2,
      failureFile: { fileName: '学生导入失败记录.csv' },
    });
    expect(await answer.failureFile?.blob.text()).toBe('bad 2\nbad 4');

    const clean = await client().importUpload(importEndpoint, new File(['ok 1\n'], 's.csv'), { academicYear: '2026' });
    expect(clean).toEqual({ successCount: 1, failureCount: 0 });

    const refused = await client()
      .importUpload(importEndpoint, rows, { academicYear: '' })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ kind: 'server', status: 400, msg: '请先选择学年' });
  });

  it('gives the address of a public redirect endpoint, with its query and no token', async () => {
    const redirecting = { ...captchaImage, style: 'redirect' as const };
    const url = client().redirectUrl(redirecting, { randomStr: 'client-redirect-1' });
    expect(url).toBe(`${baseUrl}/api/code?randomStr=client-redirect-1`);
    const opened = await fetch(url);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(() => client().redirectUrl({ ...fileRead, style: 'redirect' }, { fileId: 'x' })).toThrow(/needs a session/);
  });
});

describe('content-disposition', () => {
  it('reads RFC 5987 UTF-8 names before plain ones, quoted or not, and import counts', () => {
    expect(parseDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%AD%A6%E7%94%9F.xlsx`).fileName).toBe(
      '学生.xlsx',
    );
    expect(parseDisposition('attachment; filename="年度 \\"报告\\".pdf"').fileName).toBe('年度 "报告".pdf');
    expect(parseDisposition('inline; filename=plain.png').fileName).toBe('plain.png');
    expect(parseDisposition('attachment').fileName).toBeUndefined();
    expect(parseDisposition(null).fileName).toBeUndefined();
    const header = formatDisposition('attachment', "失败's (1).xlsx", { successCount: 95, failureCount: 5 });
    const parsed = parseDisposition(header);
    expect(parsed.fileName).toBe("失败's (1).xlsx");
    expect(importCountsOf(parsed)).toEqual({ successCount: 95, failureCount: 5 });
    expect(importCountsOf(parseDisposition('attachment; successCount=1'))).toBeUndefined();
  });
});
