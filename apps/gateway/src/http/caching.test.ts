import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { bearer, openTestGateway, signIn, type TestGateway } from '../testing/gateway.ts';

// SPEC 3's dictionaries (grades, classes, academic years) may be kept by the browser, but a change
// must show on the next load: GET answers carry an ETag and `no-cache`; writes are never stored.
describe.each(testDatabases())('answers a browser may keep on $name', ({ open }) => {
  let gateway: TestGateway;
  let token: string;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    token = (await signIn(gateway.app, 'k12admin')).access;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const grades = (headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url: '/api/busi/web/grade/list', headers: { ...bearer(token), ...headers } });

  it('revalidates a dictionary: 304 while unchanged, the new list once it changed', async () => {
    const first = await grades();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.json().data.length).toBeGreaterThan(0);

    const unchanged = await grades({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const save = await gateway.app.inject({
      method: 'POST',
      url: '/api/busi/web/grade/save',
      headers: bearer(token),
      payload: { levels: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.headers['cache-control']).toBe('no-store');

    const changed = await grades({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.map((grade: { level: number }) => grade.level)).toContain(7);
  });

  it('gives each language its own answer', async () => {
    const chinese = await grades({ 'accept-language': 'zh-CN' });
    const english = await grades({ 'accept-language': 'en-US', 'if-none-match': String(chinese.headers.etag) });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toContain('accept-language');
  });
});
