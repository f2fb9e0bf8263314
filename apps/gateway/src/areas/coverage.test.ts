import { catalogueEntries, FRAMES } from '@school-sports/domain';
import { contract } from '@school-sports/gateway-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { openTestGateway, type TestGateway } from '../testing/gateway.ts';

// Every business route must be tied to a menu function of the catalogue and, for writes, to a
// button permission of that menu: a route with neither fails here, before it reaches production.
describe('route coverage', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no test database');
    gateway = await openTestGateway(pglite.open);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  // Open to any signed-in role: the personal centre, and the home page, whose counts each check the
  // menu function of the list they count.
  const personal = /^\/api\/busi\/web\/(myInfo|home)\//;

  it('registers every endpoint of the contract once, and no other', () => {
    const keys = gateway.app.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const registered = gateway.app.endpoints.map((endpoint) => endpoint.name).sort();
    expect(registered).toEqual(Object.keys(contract).sort());
  });

  it('ties each business route to a menu function, and each write to a button of that menu', () => {
    const catalogue = catalogueEntries();
    const problems: string[] = [];
    for (const endpoint of gateway.app.endpoints) {
      if (!endpoint.path.startsWith('/api/busi/web/') || personal.test(endpoint.path)) continue;
      const name = `${endpoint.method} ${endpoint.path}`;
      if (typeof endpoint.access !== 'object') {
        problems.push(`${name}: no menu function`);
        continue;
      }
      const { funPath, button } = endpoint.access;
      const menus = catalogue.filter((entry) => entry.menuType === '0' && entry.menuPath === funPath);
      if (menus.length === 0) problems.push(`${name}: menu function ${funPath} is in no frame`);
      if (endpoint.method !== 'GET' && !button) problems.push(`${name}: a write without a button permission`);
      if (
        button &&
        !catalogue.some(
          (entry) => entry.menuType === '1' && entry.menuPath === funPath && entry.id.endsWith(`:${button}`),
        )
      ) {
        problems.push(`${name}: button ${button} is not a button of ${funPath}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps personal-centre and public routes free of menu rules, and nothing else public', () => {
    const publicPaths = gateway.app.endpoints
      .filter((endpoint) => endpoint.access === 'public')
      .map((endpoint) => endpoint.path);
    // The public score lookup (issue 48) and a shared meet's live results page (issue 46, its token
    // is the permission) are the calls of a screen that need no session; a lesson's signed playback
    // address carries its own permission (issue 47).
    for (const path of publicPaths)
      expect(path).toMatch(
        /^\/api\/(health|code|sso\/|oper\/web\/cs\/tenantOrg\/getSimpleInfo|uc\/oss\/(brand|play)\/|public\/(scoreReport|meetLive)$|mobile\/v1\/(activate|token\/refresh|signIn\/(student|parent))$)/,
      );
  });

  it('keeps the mobile routes under /api/mobile/v1 and every route there mobile or its sign-in', () => {
    for (const endpoint of gateway.app.endpoints) {
      const underMobile = endpoint.path.startsWith('/api/mobile/v1/');
      if (endpoint.access === 'mobile') expect(underMobile, endpoint.path).toBe(true);
      if (underMobile) expect(['mobile', 'public'], endpoint.path).toContain(endpoint.access);
    }
    expect(gateway.app.endpoints.filter((endpoint) => endpoint.access === 'mobile').length).toBeGreaterThan(5);
  });

  it('describes every route in the OpenAPI document', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of gateway.app.endpoints) {
      const operation = document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.name);
    }
    expect(document.paths['/api/sso/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['accountNum', 'password', 'code', 'randomStr']),
    );
  });

  it('has a catalogue entry for every frame', () => {
    const frames = new Set(catalogueEntries().map((entry) => entry.frame));
    expect([...frames].sort()).toEqual([...FRAMES].sort());
  });
});
