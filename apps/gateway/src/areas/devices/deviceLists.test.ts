// The device lists as large lists (docs/decisions.md, "Large lists"): the organisation's devices and
// a venue's, read by key in their own order (each top-level device followed by its sub-devices),
// whether a page is reached by its neighbour's cursor, by number or as the last page; above a small
// threshold the total is said to be an estimate and counted exactly below it; a cursor the gateway
// did not make is refused; another organisation's devices never appear; the export reads by key.
import { randomUUID } from 'node:crypto';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { device, organisation, venue } from '../../db/schema.ts';
import { exportLinesOf, refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

/** Where the test's gateway turns a total to an estimate: a few dozen devices rather than thousands. */
const EXACT_BELOW = 25;

type Found = { deviceId: string; serialNumber: string; parentId: string; venueId: string };
type Answer = {
  records: Found[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalIsEstimate?: true;
  cursors?: { previous?: string; next?: string };
};

describe.each(testDatabases())('the device lists as large lists on $name', ({ open }) => {
  const gateway = gatewayFixture(open, { exactTotalBelow: EXACT_BELOW });
  const tokens = gateway.signedIn({ k12: 'k12admin' });
  const expectRefused = refusalCheck(gateway.snapshot(device));
  /** The serial numbers of the school's venue 77, in the list's order. */
  let expected: string[] = [];
  let venueId = '';
  let othersSerials = new Set<string>();

  /**
   * `count` top-level devices in a new venue `code` of `owner`, every third with two sub-devices:
   * serial numbers of capitals and digits alone, so that every collation orders them as written.
   */
  async function devicesOf(owner: { id: string; tenantOrgId: string }, code: string, tag: string, count: number) {
    const db = gateway.database.db;
    const place = randomUUID();
    await db
      .insert(venue)
      .values({ id: place, orgId: owner.id, tenantOrgId: owner.tenantOrgId, code, name: `场地${code}`, type: 'other' });
    const order: string[] = [];
    let mac = 0;
    const row = (serial: string, parentId: string | null) => {
      mac += 1;
      return {
        id: randomUUID(),
        orgId: owner.id,
        tenantOrgId: owner.tenantOrgId,
        venueId: place,
        parentId,
        name: `设备${serial}`,
        serialNumber: serial,
        macAddress: `0E:${tag === 'KPA' ? 'AA' : 'BB'}:00:00:${(mac >> 8).toString(16).padStart(2, '0').toUpperCase()}:${(mac & 255).toString(16).padStart(2, '0').toUpperCase()}`,
        tokenHash: randomUUID(),
      };
    };
    // Inserted from the last so that neither the ids nor the insertion order give the list's order.
    for (let index = count - 1; index >= 0; index -= 1) {
      const top = row(`${tag}${String(index).padStart(3, '0')}`, null);
      await db.insert(device).values(top);
      if (index % 3 === 0) {
        await db.insert(device).values([row(`${top.serialNumber}S2`, top.id), row(`${top.serialNumber}S1`, top.id)]);
      }
    }
    for (let index = 0; index < count; index += 1) {
      const serial = `${tag}${String(index).padStart(3, '0')}`;
      order.push(serial, ...(index % 3 === 0 ? [`${serial}S1`, `${serial}S2`] : []));
    }
    return { venueId: place, order };
  }

  beforeAll(async () => {
    const db = gateway.database.db;
    const orgId = await gateway.orgIdOf(tokens.k12);
    const [own] = await db
      .select({ id: organisation.id, tenantOrgId: organisation.tenantOrgId })
      .from(organisation)
      .where(eq(organisation.id, orgId));
    const [other] = await db
      .select({ id: organisation.id, tenantOrgId: organisation.tenantOrgId })
      .from(organisation)
      .where(ne(organisation.id, orgId))
      .orderBy(asc(organisation.id))
      .limit(1);
    if (!own || !other) throw new Error('the demo data has no second organisation');
    // 45 top-level devices, 30 sub-devices: 75 in all.
    const ours = await devicesOf(own, '77', 'KPA', 45);
    expected = ours.order;
    venueId = ours.venueId;
    // Another organisation's devices interleaved with the school's in the order.
    othersSerials = new Set((await devicesOf(other, '77', 'KPB', 12)).order);
    await db.execute(sql`analyze device`);
  });

  const lists = [
    ['device/page', () => ({ venueId })],
    ['place/device/page', () => ({ venueId })],
  ] as const;

  it.each(lists)(
    'walks %s forwards and back by cursor, and by number, sharing and skipping no device',
    async (path, query) => {
      const page = (extra: Record<string, unknown>) =>
        gateway.ok<Answer>(tokens.k12, 'GET', path, { ...query(), pageSize: 10, ...extra });
      const pages = Math.ceil(expected.length / 10);
      const forwards: string[] = [];
      let answer = await page({});
      for (let number = 1; ; number += 1) {
        forwards.push(...answer.records.map((row) => row.serialNumber));
        const next = answer.cursors?.next;
        if (!next || number === pages) break;
        answer = await page({ pageNum: number + 1, cursor: next });
      }
      expect(forwards).toEqual(expected);
      const beyond = await page({ pageNum: pages + 1, cursor: answer.cursors?.next });
      expect(beyond.records).toEqual([]);

      const backwards: string[][] = [];
      for (let number = pages; number >= 1; number -= 1) {
        backwards.unshift(answer.records.map((row) => row.serialNumber));
        const previous = answer.cursors?.previous;
        if (number === 1 || !previous) break;
        answer = await page({ pageNum: number - 1, cursor: previous });
      }
      expect(backwards.flat()).toEqual(expected);

      // The quick jumper: any page by its number alone, and the last page from the end.
      const first = await page({});
      const shownLast = Math.ceil(first.total / 10);
      for (let number = 1; number < Math.min(pages, shownLast); number += 1) {
        const jumped = await page({ pageNum: number });
        expect(
          jumped.records.map((row) => row.serialNumber),
          `page ${number}`,
        ).toEqual(expected.slice((number - 1) * 10, number * 10));
      }
      const last = await page({ pageNum: shownLast });
      expect(last.records.map((row) => row.serialNumber)).toEqual(expected.slice(-10));
    },
  );

  it('says the total is an estimate above the threshold, and counts it exactly below', async () => {
    const all = await gateway.ok<Answer>(tokens.k12, 'GET', 'device/page', { venueId });
    expect(all.totalIsEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_BELOW);
    const inVenue = await gateway.ok<Answer>(tokens.k12, 'GET', 'place/device/page', { venueId });
    expect(inVenue.totalIsEstimate).toBe(true);
    // KPA00 matches KPA000 to KPA009 and their sub-devices: 10 top-level, 8 below them.
    const few = await gateway.ok<Answer>(tokens.k12, 'GET', 'device/page', { venueId, keyword: 'KPA00' });
    expect(few.total).toBe(18);
    expect(few).not.toHaveProperty('totalIsEstimate');
    expect(few.records.map((row) => row.serialNumber)).toEqual(expected.slice(0, 10));
    const second = await gateway.ok<Answer>(tokens.k12, 'GET', 'device/page', {
      venueId,
      keyword: 'KPA00',
      pageNum: 2,
      cursor: few.cursors?.next,
    });
    expect(second.records.map((row) => row.serialNumber)).toEqual(expected.slice(10, 18));
  });

  it("never shows another organisation's devices, even from a cursor made at their rows", async () => {
    const all = await gateway.ok<Answer>(tokens.k12, 'GET', 'device/page', { pageSize: 80 });
    expect(all.records.some((row) => othersSerials.has(row.serialNumber))).toBe(false);
    // Past the school's last-but-one device: its last, then where the other's devices lie in the order.
    const cursor = Buffer.from(JSON.stringify({ s: 'devices', d: 'after', k: ['KPA043', 0, 'KPA043'] })).toString(
      'base64url',
    );
    const after = await gateway.ok<Answer>(tokens.k12, 'GET', 'device/page', { pageNum: 2, cursor, pageSize: 80 });
    expect(after.records[0]?.serialNumber).toBe('KPA044');
    expect(after.records.some((row) => othersSerials.has(row.serialNumber))).toBe(false);
  });

  it('refuses a cursor it did not make, naming the field, and changes nothing', async () => {
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hostile = [
      'not*base64',
      made({ s: 'devices', d: 'after', k: ['KPA001', 0] }),
      made({ s: 'devices', d: 'after', k: ['KPA001', 'zero', 'KPA001'] }),
      made({ s: 'devices', d: 'after', k: [null, 0, 'KPA001'] }),
      made({ s: '.', d: 'after', k: ['KPA001', 0, 'KPA001'] }),
    ];
    for (const cursor of hostile) {
      await expectRefused(gateway.as(tokens.k12, 'GET', 'device/page', { cursor }), 400, 'validation.page.cursor');
      await expectRefused(
        gateway.as(tokens.k12, 'GET', 'place/device/page', { venueId, cursor }),
        400,
        'validation.page.cursor',
      );
    }
  });

  it('streams the export in the list order, each device once', async () => {
    const lines = exportLinesOf<Found>(
      await gateway.app.inject({
        method: 'GET',
        url: '/api/busi/web/place/device/export',
        query: { venueId },
        headers: bearer(tokens.k12),
      }),
    );
    const streamed = lines.filter((line): line is Found[] => Array.isArray(line)).flat();
    expect(streamed.map((row) => row.serialNumber)).toEqual(expected);
    expect(lines.at(-1)).toEqual({ end: expected.length });
  });
});
