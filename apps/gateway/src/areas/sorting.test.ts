import { contract } from '@school-sports/gateway-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases.ts';
import { gatewayFixture } from '../testing/fixture.ts';

/** Every paged list of the contract that sorts, with the row fields it sorts by. */
const sortedLists = Object.values(contract).flatMap((endpoint) =>
  'sorts' in endpoint && Array.isArray(endpoint.sorts) && endpoint.sorts.length > 0
    ? [{ path: endpoint.path.replace(/^\/api\/busi\/web\//, ''), sorts: endpoint.sorts as readonly string[] }]
    : [],
);

// Each list sorts by each field its contract names, up and down, over the rows it lists unsorted:
// a sort that the gateway maps to a wrong expression fails here, whichever list it is.
describe.each(testDatabases())('every sortable list on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sysadmin: 'sysadmin', k12: 'k12admin', gx: 'gxadmin', nf: 'nfadmin' });

  // The demo platform manages no organisation yet: two schools give its list rows to sort.
  beforeAll(async () => {
    const parentId = await gateway.orgIdOf(tokens.sysadmin);
    for (const [name, code] of [
      ['南湖小学', '31'],
      ['北山中学', '32'],
    ] as const) {
      await gateway.ok(tokens.sysadmin, 'POST', 'orgManage/add', {
        name,
        code,
        parentId,
        type: 21,
        adminAccount: `sortadmin${code}`,
        adminPassword: 'Sport@2026',
        deviceActivationCode: `ACT-SORT-${code}`,
        activatableCount: 10,
        activatedCount: 0,
        contactPhone: '010-12345678',
      });
    }
  });

  it('names the lists that sort', () => {
    expect(sortedLists.map((list) => list.path)).toEqual(
      expect.arrayContaining(['student/page', 'teacher/page', 'class/page', 'orgManage/page', 'major/page']),
    );
  });

  it.each(sortedLists)('sorts $path by each of its fields, up and down, keeping its rows', async ({ path, sorts }) => {
    // The demo account whose organisation has this list: the first the list is open to (a major is a
    // university's, an organisation the platform's, a citizen a fitness centre's).
    let owner: string | undefined;
    for (const token of Object.values(tokens)) {
      const answer = await gateway.as(token, 'GET', path, { pageSize: 80 })('en-US');
      if (answer.statusCode === 200) {
        owner = token;
        break;
      }
    }
    if (!owner) throw new Error(`no demo account reads ${path}`);
    const key = (row: Record<string, unknown>) => JSON.stringify(row);
    const unsorted = await gateway.ok<{ records: Record<string, unknown>[]; total: number }>(owner, 'GET', path, {
      pageSize: 80,
    });
    expect(unsorted.total).toBeGreaterThan(0);
    for (const sortBy of sorts) {
      for (const sortOrder of ['asc', 'desc']) {
        const sorted = await gateway.ok<{ records: Record<string, unknown>[]; total: number }>(owner, 'GET', path, {
          pageSize: 80,
          sortBy,
          sortOrder,
        });
        expect(sorted.total).toBe(unsorted.total);
        if (unsorted.total <= 80) expect(sorted.records.map(key).sort()).toEqual(unsorted.records.map(key).sort());
      }
    }
  });
});
