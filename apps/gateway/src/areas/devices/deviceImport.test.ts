import { type DomainLocale, translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { device, organisation } from '../../db/schema.ts';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../../seed/school.ts';
import { call, LANGUAGES } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { columnReason, listedReason, sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const HEADINGS = ['*Device name', '*Serial number', '*MAC address', 'Venue ID', 'Parent device serial number'];

describe.each(testDatabases())('device import and device tokens on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', gx: 'gxadmin' });
  let k12OrgId: string;

  beforeAll(async () => {
    k12OrgId = await gateway.orgIdOf(tokens.k12);
  });

  const snapshot = gateway.snapshot(device, (db) =>
    db.select({ activated: organisation.activatedDeviceCount }).from(organisation),
  );

  function importDevices(
    bytes: Buffer,
    activationCode = DEMO_DEVICE_ACTIVATION_CODE,
    language: DomainLocale = 'en-US',
  ) {
    return injectMultipart(
      gateway.app,
      { url: '/api/busi/web/device/import', headers: { ...bearer(tokens.k12), 'accept-language': language } },
      [{ name: 'activationCode', value: activationCode }, filePart('devices.xlsx', bytes)],
    );
  }

  const activated = async () =>
    (
      await gateway.database.db
        .select({ n: organisation.activatedDeviceCount })
        .from(organisation)
        .where(eq(organisation.id, k12OrgId))
    )[0]?.n ?? 0;

  it('downloads the template with the venue IDs', async () => {
    const response = await call(gateway.app, tokens.k12, 'GET', 'device/import/template', {}, 'en-US');
    expect(response.statusCode).toBe(200);
    expect(sheetRowsOf(response.rawPayload)[0]).toEqual(HEADINGS);
    expect(sheetRowsOf(response.rawPayload, 2).slice(1)).toContainEqual(['01', '操场']);
  });

  it('activates good rows with sub-devices, answers the bad ones, never doubles a re-upload', async () => {
    const before = await activated();
    const rows = [
      HEADINGS,
      ['跳绳计数器 A', 'IMP-ROPE-01', '02:AA:00:00:00:01', '01', ''],
      ['跳绳手柄 A1', 'IMP-ROPE-01-H1', '02-AA-00-00-00-02', '', 'imp-rope-01'],
      ['计时门 B', 'IMP-GATE-01', '02AA00000003', '123', ''],
      ['计时门 C', 'IMP-GATE-02', '02:AA:00:00:00:04', '99', ''],
      ['计时门 D', 'IMP-GATE-03', 'not-a-mac', '01', ''],
      ['计时门 E', 'IMP-ROPE-01', '02:AA:00:00:00:05', '01', ''],
      ['手柄 F', 'IMP-HANDLE-F', '02:AA:00:00:00:06', '', 'IMP-ROPE-01-H1'],
      ['手柄 G', 'IMP-HANDLE-G', '02:AA:00:00:00:07', '', 'NO-SUCH-PARENT'],
      ['跳绳计数器 H', 'YG-ROPE-0001', '02:AA:00:00:00:08', '01', ''],
    ];
    const response = await importDevices(workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(importCountsOf(parseDisposition(String(response.headers['content-disposition'])))).toEqual({
      successCount: 2,
      failureCount: 7,
    });
    const reasons = sheetRowsOf(response.rawPayload)
      .slice(1)
      .map((row) => [row[0], row.at(-1)]);
    const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
      translateDomainMessage('en-US', id, values);
    expect(reasons).toEqual([
      ['计时门 B', listedReason('en-US', t('validation.venueCode.format'))],
      ['计时门 C', listedReason('en-US', columnReason('en-US', 'Venue ID', t('venue.codeUnknown', { code: '99' })))],
      ['计时门 D', t('validation.macAddress.format')],
      ['计时门 E', t('import.duplicateInFile', { row: 2, column: 'Serial number' })],
      ['手柄 F', columnReason('en-US', 'Parent device serial number', t('device.parentIsSubDevice'))],
      ['手柄 G', columnReason('en-US', 'Parent device serial number', t('device.parentNotFound'))],
      ['跳绳计数器 H', t('device.duplicateSerial', { serial: 'YG-ROPE-0001' })],
    ]);
    expect(await activated()).toBe(before + 2);
    const listed = await gateway.ok(tokens.k12, 'GET', 'device/page', { pageSize: 80, keyword: 'IMP-ROPE' });
    const handle = listed.records.find((one: { serialNumber: string }) => one.serialNumber === 'IMP-ROPE-01-H1');
    const counter = listed.records.find((one: { serialNumber: string }) => one.serialNumber === 'IMP-ROPE-01');
    expect(handle).toMatchObject({ parentId: counter.deviceId, macAddress: '02:AA:00:00:00:02' });

    // The same file again, its parts stored rather than deflated (as some spreadsheet programs
    // write them): the two are there already, nothing doubles, the count stays.
    const again = await importDevices(workbookOf(rows.slice(0, 3), { stored: true }));
    expect(importCountsOf(parseDisposition(String(again.headers['content-disposition'])))).toEqual({
      successCount: 0,
      failureCount: 2,
    });
    expect(await activated()).toBe(before + 2);
  });

  it('stops at the activatable count, refuses a wrong code whole, and issues tokens devices can use', async () => {
    const now = await activated();
    await gateway.database.db
      .update(organisation)
      .set({ activatableDeviceCount: now + 2 })
      .where(eq(organisation.id, k12OrgId));
    const rows = [HEADINGS, ...[1, 2, 3].map((n) => [`门 ${n}`, `LIMIT-0${n}`, `02:BB:00:00:00:0${n}`, '01', ''])];
    for (const language of LANGUAGES) {
      const before = await snapshot();
      const wrong = await importDevices(workbookOf(rows), 'WRONG-CODE', language);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().msg).toBe(translateDomainMessage(language, 'device.activationCodeWrong'));
      expect(await snapshot()).toBe(before);
    }
    const limited = await importDevices(workbookOf(rows));
    expect(importCountsOf(parseDisposition(String(limited.headers['content-disposition'])))).toEqual({
      successCount: 1,
      failureCount: 2,
    });
    expect(sheetRowsOf(limited.rawPayload)[1]?.at(-1)).toBe(
      translateDomainMessage('en-US', 'device.activationLimit', { activated: now + 1, activatable: now + 2 }),
    );
    expect(await activated()).toBe(now + 1);

    const imported = (await gateway.ok(tokens.k12, 'GET', 'device/page', { keyword: 'LIMIT-01' })).records[0];
    const poll = (token: string) =>
      gateway.app.inject({
        method: 'GET',
        url: '/api/device/v1/state',
        query: { serial: 'LIMIT-01' },
        headers: { 'x-device-token': token },
      });
    const { deviceToken } = await gateway.ok(tokens.k12, 'POST', 'device/token', { deviceId: imported.deviceId });
    expect((await poll(deviceToken)).statusCode).toBe(200);
    const { deviceToken: replaced } = await gateway.ok(tokens.k12, 'POST', 'device/token', {
      deviceId: imported.deviceId,
    });
    expect((await poll(deviceToken)).statusCode).toBe(401);
    expect((await poll(replaced)).statusCode).toBe(200);
    const foreign = await call(gateway.app, tokens.gx, 'POST', 'device/token', { deviceId: imported.deviceId });
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await poll(replaced)).statusCode).toBe(200);
  });
});
