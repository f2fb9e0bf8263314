import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import type { DataOf, deviceDetail } from '@school-sports/gateway-client/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, device, organisation, person, roleMenu, venue } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { call, dataOf, exportLinesOf, failureBody, LANGUAGES, refusalCheck, theOne } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';

const CODE = DEMO_DEVICE_ACTIVATION_CODE;

/** The gateway's answer for one record, as the contract declares it. */
type DeviceRecord = DataOf<typeof deviceDetail>;

describe.each(testDatabases())('venues and devices on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin', sys: 'sysadmin' });
  let k12OrgId: string;
  let gxOrgId: string;

  beforeAll(async () => {
    k12OrgId = await gateway.orgIdOf(tokens.k12);
    gxOrgId = await gateway.orgIdOf(tokens.gx);
    // The university may activate devices too, with its own code.
    await gateway.database.db
      .update(organisation)
      .set({ deviceActivationCode: 'GX-CODE', activatableDeviceCount: 10 })
      .where(eq(organisation.id, gxOrgId));
  });

  /** Every venue and device row and the organisations' device settings, to prove a refusal changed nothing. */
  const snapshot = gateway.snapshot(venue, device, (db) =>
    db
      .select({
        id: organisation.id,
        code: organisation.deviceActivationCode,
        activatable: organisation.activatableDeviceCount,
        activated: organisation.activatedDeviceCount,
      })
      .from(organisation),
  );

  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  /** The organisation's activated count and its number of device rows. */
  async function counts(orgId: string) {
    const { db } = gateway.database;
    const [org] = await db
      .select({ activatable: organisation.activatableDeviceCount, activated: organisation.activatedDeviceCount })
      .from(organisation)
      .where(eq(organisation.id, orgId));
    const [rows] = await db.select({ n: count() }).from(device).where(eq(device.orgId, orgId));
    return { activatable: org?.activatable ?? 0, activated: org?.activated ?? 0, devices: rows?.n ?? 0 };
  }

  const devices = (token = tokens.k12, filters: Record<string, unknown> = {}) =>
    gateway.records<DeviceRecord>(token, 'device/page', filters);
  async function deviceBySerial(serial: string): Promise<DeviceRecord> {
    return theOne(await devices(), (entry) => entry.serialNumber === serial, `device ${serial}`);
  }
  async function venueByCode(code: string, token = tokens.k12): Promise<{ venueId: string; deviceCount: number }> {
    type Venue = { code: string; venueId: string; deviceCount: number };
    const page = await gateway.ok<{ records: Venue[] }>(token, 'GET', 'place/page', { name: code });
    return theOne(page.records, (entry) => entry.code === code, `venue ${code}`);
  }

  const activation = (overrides: Record<string, unknown> = {}) => ({
    activationCode: CODE,
    name: '测试设备',
    serialNumber: 'SN-TEST-0001',
    macAddress: '02-00-00-00-00-01',
    ...overrides,
  });

  /** The university's activation of its device GX-0001 in `venueId` with `macAddress`. */
  const activateInUniversity = (venueId: string, macAddress: string) =>
    as(
      tokens.gx,
      'POST',
      'device/activate',
      activation({ activationCode: 'GX-CODE', venueId, serialNumber: 'GX-0001', macAddress }),
    );

  function poll(serial: string, token?: string, language: DomainLocale = 'en-US') {
    return gateway.app.inject({
      method: 'GET',
      url: '/api/device/v1/state',
      query: { serial },
      headers: { 'accept-language': language, ...(token === undefined ? {} : { 'x-device-token': token }) },
    });
  }

  describe('the demo data', () => {
    it('gives the K12 school the venue 操场 (01) with two devices, one with a sub-device, all counted', async () => {
      const page = await gateway.ok(tokens.k12, 'GET', 'place/page');
      expect(page.records).toMatchObject([{ code: '01', name: '操场', type: 'playground', deviceCount: 3 }]);
      expect((await devices()).map((entry) => [entry.serialNumber, entry.parentId === '', entry.status])).toEqual([
        ['YG-GATE-0001', true, 'offline'],
        ['YG-ROPE-0001', true, 'offline'],
        ['YG-ROPE-0001-H1', false, 'offline'],
      ]);
      expect(await gateway.ok(tokens.k12, 'GET', 'device/activation')).toEqual({
        activatableCount: 50,
        activatedCount: 3,
      });
      expect(await counts(k12OrgId)).toEqual({ activatable: 50, activated: 3, devices: 3 });
      expect(await devices(tokens.gx)).toEqual([]);
    });
  });

  describe('venues', () => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      code: '02',
      name: '体育馆',
      type: 'gymnasium',
      capacity: '300',
      location: '北区',
      ...overrides,
    });

    it('adds a venue once: a second submit is refused as a duplicate, and two at once make one', async () => {
      const { venueId } = await gateway.ok(tokens.k12, 'POST', 'place/add', form());
      expect(await gateway.ok(tokens.k12, 'GET', 'place/detail', { venueId })).toMatchObject({
        code: '02',
        name: '体育馆',
        type: 'gymnasium',
        capacity: 300,
        location: '北区',
        status: 'enabled',
        deviceCount: 0,
      });
      await expectRefused(as(tokens.k12, 'POST', 'place/add', form()), 409, 'venue.duplicateCode', { code: '02' });
      const answers = await Promise.all([
        call(gateway.app, tokens.k12, 'POST', 'place/add', form({ code: '03', name: '跑道', type: 'track' })),
        call(gateway.app, tokens.k12, 'POST', 'place/add', form({ code: '03', name: '跑道', type: 'track' })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      // The same ID is free in another organisation.
      await gateway.ok(tokens.gx, 'POST', 'place/add', form());
    });

    it('refuses three-digit IDs, bad names, types, capacities and locations with the localised rule', async () => {
      const add = (overrides: Record<string, unknown>) =>
        as(tokens.k12, 'POST', 'place/add', form({ code: '09', ...overrides }));
      for (const code of ['001', '1', 'ab', 1, null, undefined]) {
        await expectRefused(add({ code }), 400, 'validation.venueCode.format');
      }
      for (const name of ['', '  ', 42, undefined])
        await expectRefused(add({ name }), 400, 'validation.venueName.required');
      await expectRefused(add({ name: '馆'.repeat(31) }), 400, 'validation.venueName.length');
      for (const type of ['pool', '', 3]) await expectRefused(add({ type }), 400, 'validation.venueType.value');
      for (const capacity of [-1, 100_001, 2.5, 'many', 1e30]) {
        await expectRefused(add({ capacity }), 400, 'validation.venueCapacity.range');
      }
      await expectRefused(add({ location: 'x'.repeat(101) }), 400, 'validation.venueLocation.length');
    });

    it('pages venues by name or ID, type and status; edits, disables and deletes one without devices', async () => {
      const gym = await venueByCode('02');
      const byType = await gateway.ok(tokens.k12, 'GET', 'place/page', { type: 'track' });
      expect(byType.records.map((entry: { code: string }) => entry.code)).toEqual(['03']);
      await expectRefused(
        as(tokens.k12, 'POST', 'place/edit', { venueId: gym.venueId, ...form({ code: '03' }) }),
        409,
        'venue.duplicateCode',
        { code: '03' },
      );
      await gateway.ok(tokens.k12, 'POST', 'place/edit', {
        venueId: gym.venueId,
        ...form({ name: '室内馆', capacity: 0 }),
      });
      await gateway.ok(tokens.k12, 'POST', 'place/status', { venueId: gym.venueId, status: 'disabled' });
      const disabled = await gateway.ok(tokens.k12, 'GET', 'place/page', { status: 'disabled' });
      expect(disabled.records).toMatchObject([{ code: '02', name: '室内馆', capacity: 0, status: 'disabled' }]);
      await expectRefused(
        as(tokens.k12, 'POST', 'place/status', { venueId: gym.venueId, status: 'gone' }),
        400,
        'validation.status.value',
      );
      const track = await venueByCode('03');
      await gateway.ok(tokens.k12, 'POST', 'place/delete', { venueId: track.venueId });
      await expectRefused(as(tokens.k12, 'POST', 'place/delete', { venueId: track.venueId }), 404, 'venue.notFound');
      const playground = await venueByCode('01');
      await expectRefused(
        as(tokens.k12, 'POST', 'place/delete', { venueId: playground.venueId }),
        409,
        'venue.hasDevices',
      );
      await expectRefused(as(tokens.k12, 'GET', 'place/detail', { venueId: 'nope' }), 404, 'venue.notFound');
    });

    it('lists the devices of a venue, each top-level device followed by its sub-devices', async () => {
      const playground = await venueByCode('01');
      const answer = await gateway.ok(tokens.k12, 'GET', 'place/device/page', { venueId: playground.venueId });
      expect(answer.total).toBe(3);
      const order = ['YG-GATE-0001', 'YG-ROPE-0001', 'YG-ROPE-0001-H1'];
      expect(answer.records.map((entry: DeviceRecord) => entry.serialNumber)).toEqual(order);
      // The export streams the same devices in the same order, and only this venue's.
      const lines = exportLinesOf<DeviceRecord>(
        await gateway.app.inject({
          method: 'GET',
          url: '/api/busi/web/place/device/export',
          query: { venueId: playground.venueId },
          headers: bearer(tokens.k12),
        }),
      );
      expect(lines[0]).toEqual({ total: 3 });
      const streamed = lines.filter((line): line is DeviceRecord[] => Array.isArray(line)).flat();
      expect(streamed.map((entry) => entry.serialNumber)).toEqual(order);
      await expectRefused(as(tokens.k12, 'GET', 'place/device/page', { venueId: 'nope' }), 404, 'venue.notFound');
    });
  });

  describe('activation', () => {
    it('activates a device and a sub-device, counting each, and answers the device token once', async () => {
      const gym = await venueByCode('02');
      const { deviceId, deviceToken } = await gateway.ok(
        tokens.k12,
        'POST',
        'device/activate',
        activation({ venueId: gym.venueId, serialNumber: 'sn-test-0001' }),
      );
      expect(deviceToken).toMatch(/^[\w-]{43}$/);
      const [stored] = await gateway.database.db.select().from(device).where(eq(device.id, deviceId));
      expect(stored?.tokenHash).not.toContain(deviceToken);
      expect(stored).toMatchObject({ serialNumber: 'SN-TEST-0001', macAddress: '02:00:00:00:00:01', focusMode: false });
      const sub = await gateway.ok(
        tokens.k12,
        'POST',
        'device/activate',
        activation({
          parentId: deviceId,
          name: '子设备',
          serialNumber: 'SN-TEST-0001-A',
          macAddress: '020000000002',
        }),
      );
      const detail = await gateway.ok(tokens.k12, 'GET', 'device/detail', { deviceId });
      expect(detail).toMatchObject({ venueCode: '02', subDeviceCount: 1, parentId: '' });
      expect(detail.subDevices).toMatchObject([{ deviceId: sub.deviceId, parentId: deviceId, venueId: gym.venueId }]);
      expect(await counts(k12OrgId)).toEqual({ activatable: 50, activated: 5, devices: 5 });
    });

    it('refuses duplicate serials and MAC addresses on the whole platform, whatever their notation', async () => {
      const gym = await venueByCode('02');
      const gxVenue = await venueByCode('02', tokens.gx);
      await expectRefused(
        as(
          tokens.k12,
          'POST',
          'device/activate',
          activation({ venueId: gym.venueId, serialNumber: 'Sn-Test-0001', macAddress: '02:00:00:00:00:09' }),
        ),
        409,
        'device.duplicateSerial',
        { serial: 'SN-TEST-0001' },
      );
      await expectRefused(
        as(
          tokens.gx,
          'POST',
          'device/activate',
          activation({ activationCode: 'GX-CODE', venueId: gxVenue.venueId, serialNumber: 'YG-GATE-0001' }),
        ),
        409,
        'device.duplicateSerial',
        { serial: 'YG-GATE-0001' },
      );
      await expectRefused(activateInUniversity(gxVenue.venueId, '02-1a-2b-3c-4d-01'), 409, 'device.duplicateMac', {
        mac: '02:1A:2B:3C:4D:01',
      });
    });

    it('refuses malformed MAC addresses and serials, a wrong code, a missing venue and bad parents', async () => {
      const gym = await venueByCode('02');
      const add = (overrides: Record<string, unknown>) =>
        as(
          tokens.k12,
          'POST',
          'device/activate',
          activation({
            venueId: gym.venueId,
            serialNumber: 'SN-NEW-0001',
            macAddress: '02:00:00:00:00:77',
            ...overrides,
          }),
        );
      for (const macAddress of ['02:00:00:00:00', '02:00-00:00:00:77', 'zz0000000077', '', 42]) {
        await expectRefused(add({ macAddress }), 400, 'validation.macAddress.format');
      }
      for (const macAddress of ['00:00:00:00:00:00', 'ff:ff:ff:ff:ff:ff', '01-00-5e-00-00-fb']) {
        await expectRefused(add({ macAddress }), 400, 'validation.macAddress.unicast');
      }
      for (const serialNumber of ['abc', 'SN 0001', 's'.repeat(65), null]) {
        await expectRefused(add({ serialNumber }), 400, 'validation.serialNumber.format');
      }
      await expectRefused(add({ activationCode: 'WRONG' }), 400, 'device.activationCodeWrong');
      await expectRefused(add({ activationCode: `${CODE}x` }), 400, 'device.activationCodeWrong');
      await expectRefused(add({ activationCode: '' }), 400, 'validation.activationCode.required');
      await expectRefused(add({ venueId: '' }), 400, 'validation.venue.required');
      await expectRefused(add({ venueId: 'nope' }), 404, 'venue.notFound');
      await expectRefused(add({ parentId: 'nope' }), 404, 'device.parentNotFound');
      const sub = await deviceBySerial('SN-TEST-0001-A');
      await expectRefused(add({ parentId: sub.deviceId }), 409, 'device.parentIsSubDevice');
      const rope = await deviceBySerial('YG-ROPE-0001');
      await expectRefused(add({ parentId: rope.deviceId }), 409, 'device.subDeviceMove');
      await expectRefused(add({ name: '' }), 400, 'validation.deviceName.required');
    });

    it('refuses once the activated count would reach the activatable count', async () => {
      const gym = await venueByCode('02');
      const { db } = gateway.database;
      await db.update(organisation).set({ activatableDeviceCount: 7 }).where(eq(organisation.id, k12OrgId));
      await gateway.ok(
        tokens.k12,
        'POST',
        'device/activate',
        activation({ venueId: gym.venueId, serialNumber: 'SN-LIMIT-1', macAddress: '02:00:00:00:01:01' }),
      );
      expect(await counts(k12OrgId)).toEqual({ activatable: 7, activated: 6, devices: 6 });
      await expectRefused(
        as(
          tokens.k12,
          'POST',
          'device/activate',
          activation({ venueId: gym.venueId, serialNumber: 'SN-LIMIT-2', macAddress: '02:00:00:00:01:02' }),
        ),
        409,
        'device.activationLimit',
        { activated: 6, activatable: 7 },
      );
    });

    it('lets exactly the allowed number of 20 simultaneous activations through', async () => {
      const gym = await venueByCode('02');
      const { db } = gateway.database;
      // 6 activated, 12 activatable: 5 more may join (activatable must stay above activated).
      await db.update(organisation).set({ activatableDeviceCount: 12 }).where(eq(organisation.id, k12OrgId));
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(
            gateway.app,
            tokens.k12,
            'POST',
            'device/activate',
            activation({
              venueId: gym.venueId,
              serialNumber: `SN-RUSH-${String(index).padStart(2, '0')}`,
              macAddress: `02:00:00:00:02:${index.toString(16).padStart(2, '0')}`,
            }),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      expect(await counts(k12OrgId)).toEqual({ activatable: 12, activated: 11, devices: 11 });
      await db.update(organisation).set({ activatableDeviceCount: 50 }).where(eq(organisation.id, k12OrgId));
    });
  });

  describe('what a device polls', () => {
    let token = '';
    beforeAll(async () => {
      const gym = await venueByCode('02');
      token = (
        await gateway.ok(
          tokens.k12,
          'POST',
          'device/activate',
          activation({ venueId: gym.venueId, serialNumber: 'SN-POLL-01', macAddress: '02:00:00:00:03:01' }),
        )
      ).deviceToken;
    });

    it('answers its status, focus mode and venue, and marks it seen', async () => {
      const response = await poll('sn-poll-01', token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().data).toMatchObject({
        serialNumber: 'SN-POLL-01',
        status: 'enabled',
        focusMode: false,
        venue: { code: '02', name: '室内馆' },
      });
      expect((await deviceBySerial('SN-POLL-01')).status).toBe('enabled');
      expect((await devices(tokens.k12, { status: 'enabled' })).map((entry) => entry.serialNumber)).toEqual([
        'SN-POLL-01',
      ]);
      expect((await devices(tokens.k12, { status: 'offline' })).length).toBe((await counts(k12OrgId)).devices - 1);
    });

    it('answers 401 with nothing else to a missing, wrong or other device’s token', async () => {
      for (const language of LANGUAGES) {
        for (const [serial, given] of [
          ['SN-POLL-01', undefined],
          ['SN-POLL-01', ''],
          ['SN-POLL-01', `${token}x`],
          ['YG-GATE-0001', token],
          ['NO-SUCH-DEVICE', 'x'.repeat(43)],
        ] as const) {
          const before = await snapshot();
          const response = await poll(serial, given, language);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual(
            failureBody(401, 'device.tokenInvalid', translateDomainMessage(language, 'device.tokenInvalid')),
          );
          expect(await snapshot()).toBe(before);
        }
      }
      // A person's session is no device token.
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/device/v1/state?serial=SN-POLL-01',
        headers: bearer(tokens.k12),
      });
      expect(response.statusCode).toBe(401);
    });

    it('is documented in the OpenAPI document with the device token scheme', async () => {
      const document = (await gateway.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const operation = document.paths['/api/device/v1/state'].get;
      expect(operation.security).toEqual([{ deviceToken: [] }]);
      expect(operation.parameters).toMatchObject([{ name: 'serial', in: 'query', required: true }]);
      expect(document.components.securitySchemes.deviceToken).toMatchObject({
        type: 'apiKey',
        in: 'header',
        name: 'x-device-token',
      });
    });

    it('switches focus mode on many devices in one go, all or none', async () => {
      const polled = await deviceBySerial('SN-POLL-01');
      const gate = await deviceBySerial('YG-GATE-0001');
      await gateway.ok(tokens.k12, 'POST', 'device/focus', {
        deviceIds: [polled.deviceId, gate.deviceId],
        focusMode: true,
      });
      expect((await poll('SN-POLL-01', token)).json().data.focusMode).toBe(true);
      expect((await deviceBySerial('YG-GATE-0001')).focusMode).toBe(true);
      const gxVenue = await venueByCode('02', tokens.gx);
      const { deviceId: gxDevice } = dataOf(await activateInUniversity(gxVenue.venueId, '02:00:00:00:04:01')('en-US'));
      const focus = (deviceIds: unknown, focusMode: unknown = false) =>
        as(tokens.k12, 'POST', 'device/focus', { deviceIds, focusMode });
      await expectRefused(focus([polled.deviceId, gxDevice]), 404, 'device.notFound');
      await expectRefused(focus([polled.deviceId, 'nope']), 404, 'device.notFound');
      await expectRefused(focus([]), 400, 'validation.deviceIds.count');
      await expectRefused(focus(polled.deviceId), 400, 'validation.deviceIds.count');
      await expectRefused(
        focus(Array.from({ length: 201 }, (_, index) => `d${index}`)),
        400,
        'validation.deviceIds.count',
      );
      await expectRefused(focus([polled.deviceId, polled.deviceId]), 400, 'validation.deviceIds.duplicate');
      await expectRefused(focus([polled.deviceId], 'on'), 400, 'validation.focusMode.value');
      await gateway.ok(tokens.k12, 'POST', 'device/focus', { deviceIds: [polled.deviceId], focusMode: false });
      expect((await poll('SN-POLL-01', token)).json().data.focusMode).toBe(false);
    });

    it('disables a device, which its poll and the list show', async () => {
      const polled = await deviceBySerial('SN-POLL-01');
      await gateway.ok(tokens.k12, 'POST', 'device/status', { deviceId: polled.deviceId, status: 'disabled' });
      expect((await poll('SN-POLL-01', token)).json().data.status).toBe('disabled');
      expect((await devices(tokens.k12, { status: 'disabled' })).map((entry) => entry.serialNumber)).toEqual([
        'SN-POLL-01',
      ]);
      await expectRefused(
        as(tokens.k12, 'POST', 'device/status', { deviceId: polled.deviceId, status: 'offline' }),
        400,
        'validation.status.value',
      );
      await gateway.ok(tokens.k12, 'POST', 'device/status', { deviceId: polled.deviceId, status: 'enabled' });
    });

    it('stops answering a deactivated device; its sub-devices leave with it and the count drops', async () => {
      const polled = await deviceBySerial('SN-POLL-01');
      const { deviceId: subId } = await gateway.ok(
        tokens.k12,
        'POST',
        'device/activate',
        activation({ parentId: polled.deviceId, serialNumber: 'SN-POLL-01-S', macAddress: '02:00:00:00:03:02' }),
      );
      const before = await counts(k12OrgId);
      expect(await gateway.ok(tokens.k12, 'POST', 'device/deactivate', { deviceId: polled.deviceId })).toEqual({
        deactivated: 2,
      });
      expect(await counts(k12OrgId)).toEqual({
        ...before,
        activated: before.activated - 2,
        devices: before.devices - 2,
      });
      expect((await poll('SN-POLL-01', token)).statusCode).toBe(401);
      await expectRefused(as(tokens.k12, 'POST', 'device/deactivate', { deviceId: subId }), 404, 'device.notFound');
    });
  });

  describe('moves and sub-devices', () => {
    it('moves a top-level device with its sub-devices; a sub-device moves only with its parent', async () => {
      const rope = await deviceBySerial('YG-ROPE-0001');
      const handle = await deviceBySerial('YG-ROPE-0001-H1');
      const gym = await venueByCode('02');
      await gateway.ok(tokens.k12, 'POST', 'device/move', { deviceId: rope.deviceId, venueId: gym.venueId });
      expect((await deviceBySerial('YG-ROPE-0001-H1')).venueCode).toBe('02');
      expect((await deviceBySerial('YG-ROPE-0001')).venueCode).toBe('02');
      await expectRefused(
        as(tokens.k12, 'POST', 'device/move', { deviceId: handle.deviceId, venueId: gym.venueId }),
        409,
        'device.subDeviceMove',
      );
      await expectRefused(
        as(tokens.k12, 'POST', 'device/move', { deviceId: rope.deviceId, venueId: 'nope' }),
        404,
        'venue.notFound',
      );
      await expectRefused(
        as(tokens.k12, 'POST', 'device/move', { deviceId: rope.deviceId }),
        400,
        'validation.venue.required',
      );
      const playground = await venueByCode('01');
      await gateway.ok(tokens.k12, 'POST', 'device/move', {
        deviceId: rope.deviceId,
        venueId: playground.venueId,
      });
    });

    it('keeps sub-devices one level deep when a device changes parent', async () => {
      const rope = await deviceBySerial('YG-ROPE-0001');
      const handle = await deviceBySerial('YG-ROPE-0001-H1');
      const gate = await deviceBySerial('YG-GATE-0001');
      const edit = (deviceId: string, parentId: string) =>
        as(tokens.k12, 'POST', 'device/edit', { deviceId, name: '设备', parentId });
      await expectRefused(edit(rope.deviceId, gate.deviceId), 409, 'device.hasSubDevices');
      await expectRefused(edit(gate.deviceId, handle.deviceId), 409, 'device.parentIsSubDevice');
      await expectRefused(edit(gate.deviceId, gate.deviceId), 409, 'device.parentIsSelf');
      await expectRefused(edit(gate.deviceId, 'nope'), 404, 'device.parentNotFound');
      await expectRefused(
        as(tokens.k12, 'POST', 'device/edit', { deviceId: gate.deviceId, name: '门'.repeat(31) }),
        400,
        'validation.deviceName.length',
      );
      // The gate hangs under the rope counter (in its venue), then stands alone again.
      await gateway.ok(tokens.k12, 'POST', 'device/edit', {
        deviceId: gate.deviceId,
        name: '计时门',
        parentId: rope.deviceId,
      });
      expect((await deviceBySerial('YG-ROPE-0001')).subDeviceCount).toBe(2);
      await gateway.ok(tokens.k12, 'POST', 'device/edit', {
        deviceId: gate.deviceId,
        name: '计时门 A',
        parentId: '',
      });
      expect(await deviceBySerial('YG-GATE-0001')).toMatchObject({ name: '计时门 A', parentId: '' });
    });

    it('searches devices by name or serial number and by venue', async () => {
      expect((await devices(tokens.k12, { keyword: 'rope' })).map((entry) => entry.serialNumber)).toEqual([
        'YG-ROPE-0001',
        'YG-ROPE-0001-H1',
      ]);
      expect((await devices(tokens.k12, { keyword: '计时' })).map((entry) => entry.serialNumber)).toEqual([
        'YG-GATE-0001',
      ]);
      const playground = await venueByCode('01');
      expect((await devices(tokens.k12, { venueId: playground.venueId })).length).toBe(3);
      expect(await devices(tokens.k12, { keyword: '%' })).toEqual([]);
      await expectRefused(as(tokens.k12, 'GET', 'device/page', { status: 'lost' }), 400, 'validation.status.value');
      await expectRefused(as(tokens.k12, 'GET', 'device/page', { pageSize: 15 }), 400, 'validation.page.size');
    });
  });

  describe('tenant isolation', () => {
    it("answers another organisation's venues and devices as not found and changes nothing", async () => {
      const playground = await venueByCode('01');
      const gate = await deviceBySerial('YG-GATE-0001');
      const gxVenue = await venueByCode('02', tokens.gx);
      const other = (method: 'GET' | 'POST', path: string, payload: Record<string, unknown>) =>
        as(tokens.gx, method, path, payload);
      await expectRefused(other('GET', 'place/detail', { venueId: playground.venueId }), 404, 'venue.notFound');
      await expectRefused(
        other('POST', 'place/edit', { venueId: playground.venueId, code: '05', name: 'x', type: 'other' }),
        404,
        'venue.notFound',
      );
      await expectRefused(
        other('POST', 'place/status', { venueId: playground.venueId, status: 'disabled' }),
        404,
        'venue.notFound',
      );
      await expectRefused(other('POST', 'place/delete', { venueId: playground.venueId }), 404, 'venue.notFound');
      await expectRefused(other('GET', 'place/device/page', { venueId: playground.venueId }), 404, 'venue.notFound');
      await expectRefused(other('GET', 'device/detail', { deviceId: gate.deviceId }), 404, 'device.notFound');
      await expectRefused(
        other('POST', 'device/move', { deviceId: gate.deviceId, venueId: gxVenue.venueId }),
        404,
        'device.notFound',
      );
      await expectRefused(
        other('POST', 'device/status', { deviceId: gate.deviceId, status: 'disabled' }),
        404,
        'device.notFound',
      );
      await expectRefused(other('POST', 'device/edit', { deviceId: gate.deviceId, name: 'x' }), 404, 'device.notFound');
      await expectRefused(
        other('POST', 'device/focus', { deviceIds: [gate.deviceId], focusMode: true }),
        404,
        'device.notFound',
      );
      await expectRefused(other('POST', 'device/deactivate', { deviceId: gate.deviceId }), 404, 'device.notFound');
      await expectRefused(
        other(
          'POST',
          'device/activate',
          activation({
            activationCode: 'GX-CODE',
            venueId: playground.venueId,
            serialNumber: 'GX-0002',
            macAddress: '02:00:00:00:04:02',
          }),
        ),
        404,
        'venue.notFound',
      );
      await expectRefused(
        other(
          'POST',
          'device/activate',
          activation({
            activationCode: 'GX-CODE',
            parentId: gate.deviceId,
            serialNumber: 'GX-0002',
            macAddress: '02:00:00:00:04:02',
          }),
        ),
        404,
        'device.parentNotFound',
      );
      // The K12 school's code does not activate into the university.
      await expectRefused(
        other(
          'POST',
          'device/activate',
          activation({ venueId: gxVenue.venueId, serialNumber: 'GX-0002', macAddress: '02:00:00:00:04:02' }),
        ),
        400,
        'device.activationCodeWrong',
      );
      await expectRefused(
        as(tokens.k12, 'POST', 'device/move', { deviceId: gate.deviceId, venueId: gxVenue.venueId }),
        404,
        'venue.notFound',
      );
      expect((await devices(tokens.gx, { venueId: playground.venueId })).length).toBe(0);
      expect((await devices(tokens.gx)).map((entry) => entry.serialNumber)).toEqual(['GX-0001']);
    });
  });

  describe('roles', () => {
    it('keeps venues and devices away from frames without them', async () => {
      await expectRefused(as(tokens.sys, 'GET', 'device/page'), 403, 'auth.forbidden');
      await expectRefused(
        as(tokens.sys, 'POST', 'place/add', { code: '01', name: 'x', type: 'other' }),
        403,
        'auth.forbidden',
      );
      const response = await gateway.app.inject({ method: 'GET', url: '/api/busi/web/device/page' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses activation and focus to a role holding the screen but not the button', async () => {
      const { db } = gateway.database;
      const [admin] = await db
        .select({ roleId: account.currentRoleId })
        .from(account)
        .innerJoin(person, eq(person.id, account.personId))
        .where(and(eq(account.orgId, k12OrgId), eq(person.accountNum, 'k12admin')));
      const roleId = admin?.roleId ?? '';
      const removed = await db
        .delete(roleMenu)
        .where(and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, 'k12:device:activate')))
        .returning();
      const removedFocus = await db
        .delete(roleMenu)
        .where(and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, 'k12:device:focus')))
        .returning();
      try {
        expect(removed).toHaveLength(1);
        const gate = await deviceBySerial('YG-GATE-0001');
        await expectRefused(
          as(tokens.k12, 'POST', 'device/activate', activation({ parentId: gate.deviceId })),
          403,
          'auth.forbidden',
        );
        await expectRefused(
          as(tokens.k12, 'POST', 'device/deactivate', { deviceId: gate.deviceId }),
          403,
          'auth.forbidden',
        );
        await expectRefused(
          as(tokens.k12, 'POST', 'device/focus', { deviceIds: [gate.deviceId], focusMode: true }),
          403,
          'auth.forbidden',
        );
        expect((await devices()).length).toBeGreaterThan(0);
      } finally {
        await db.insert(roleMenu).values([...removed, ...removedFocus]);
      }
    });
  });
});
