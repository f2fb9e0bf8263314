import { translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, person } from '../../db/schema.ts';
import { call } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { attemptLogin, bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { listedReason, sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const HEADINGS = ['*姓名', '*登录账号', '*角色', '手机号'];

const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
  translateDomainMessage('zh-CN', id, values);

interface ListedUser {
  accountNum: string;
  name: string;
  mobile: string;
  roles: { name: string }[];
}

describe.each(testDatabases())('the user import on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ sys: 'sysadmin' });

  beforeAll(async () => {
    // A second role of the platform, for the staff imported here.
    await gateway.ok(tokens.sys, 'POST', 'role/add', { name: '科员', menuIds: ['admin:departmentManage'] });
  });
  const snapshot = gateway.snapshot(
    (db) => db.select({ id: account.id }).from(account),
    (db) => db.select({ id: person.id, name: person.name }).from(person),
  );

  function importUsers(bytes: Buffer, password = 'Staff@2026') {
    return injectMultipart(
      gateway.app,
      { url: '/api/busi/web/user/import', headers: { ...bearer(tokens.sys), 'accept-language': 'zh-CN' } },
      [{ name: 'password', value: password }, filePart('users.xlsx', bytes)],
    );
  }
  const countsOf = (response: { headers: Record<string, unknown> }) =>
    importCountsOf(parseDisposition(String(response.headers['content-disposition'])));

  it('gives the template with the organisation’s roles', async () => {
    const response = await call(gateway.app, tokens.sys, 'GET', 'user/import/template', {}, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(sheetRowsOf(response.rawPayload)[0]).toEqual(HEADINGS);
    expect(sheetRowsOf(response.rawPayload, 2)).toEqual([['角色'], ['平台管理员'], ['科员']]);
  });

  it('creates users with the import password, updates existing ones, and answers each bad row', async () => {
    const rows = [
      HEADINGS,
      ['钱科员', 'staff0001', '科员', '13800009001'],
      ['孙科员', 'staff0002', '科员，平台管理员', ''],
      ['李不知', 'staff0003', '校长', ''],
      ['周无角', 'staff0004', '', ''],
      ['吴重复', 'staff0001', '科员', ''],
      ['郑占用', 'k12admin', '科员', ''],
      ['王短号', 'staff0005', '科员', '12345'],
    ];
    const response = await importUsers(workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response)).toEqual({ successCount: 2, failureCount: 5 });
    expect(
      sheetRowsOf(response.rawPayload)
        .slice(1)
        .map((row) => [row[0], row.at(-1)]),
    ).toEqual([
      ['李不知', listedReason('zh-CN', t('teacher.roleUnknown', { name: '校长' }))],
      ['周无角', t('validation.roles.required')],
      ['吴重复', t('import.duplicateInFile', { row: 2, column: '登录账号' })],
      ['郑占用', t('person.accountTaken', { account: 'k12admin' })],
      ['王短号', t('validation.mobile.format')],
    ]);
    const listed: ListedUser[] = await gateway.records(tokens.sys, 'user/page');
    expect(
      listed
        .find((one) => one.accountNum === 'staff0002')
        ?.roles.map((one) => one.name)
        .sort(),
    ).toEqual(['平台管理员', '科员'].sort());
    expect(listed.find((one) => one.accountNum === 'staff0001')).toMatchObject({
      name: '钱科员',
      mobile: '13800009001',
    });
    expect((await attemptLogin(gateway.app, { accountNum: 'staff0001', password: 'Staff@2026' })).statusCode).toBe(200);

    // Again, renamed and with another password: updated, never doubled, the password kept.
    const before = listed.length;
    const again = await importUsers(workbookOf([HEADINGS, ['钱科长', 'staff0001', '平台管理员', '']]), 'Other@2026');
    expect(countsOf(again)).toEqual({ successCount: 1, failureCount: 0 });
    const after: ListedUser[] = await gateway.records(tokens.sys, 'user/page');
    expect(after).toHaveLength(before);
    expect(after.find((one) => one.accountNum === 'staff0001')).toMatchObject({
      name: '钱科长',
      mobile: '',
      roles: [{ name: '平台管理员' }],
    });
    expect((await attemptLogin(gateway.app, { accountNum: 'staff0001', password: 'Staff@2026' })).statusCode).toBe(200);
  });

  it('refuses a short initial password whole, and changes nothing', async () => {
    const before = await snapshot();
    const response = await importUsers(workbookOf([HEADINGS, ['钱科员', 'staff0009', '科员', '']]), '123');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(t('validation.password.length'));
    expect(await snapshot()).toBe(before);
  });
});
