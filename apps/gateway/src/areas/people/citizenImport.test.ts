import { translateDomainMessage } from '@school-sports/domain';
import { importCountsOf, parseDisposition } from '@school-sports/gateway-client/contract';
import { describe, expect, it } from 'vitest';
import { citizen } from '../../db/schema.ts';
import { call } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { bearer } from '../../testing/gateway.ts';
import { filePart, injectMultipart } from '../../testing/multipart.ts';
import { sheetRowsOf, workbookOf } from '../../testing/workbooks.ts';

const HEADINGS = ['*姓名', '*手机号', '*性别', '身份证号', '出生日期', '地址'];

const t = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string | number>) =>
  translateDomainMessage('zh-CN', id, values);

interface ListedCitizen {
  name: string;
  sex: string;
  mobile: string;
  birthDate: string | null;
  address: string;
}

describe.each(testDatabases())('the citizen import on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ nf: 'nfadmin', k12: 'k12admin' });
  const snapshot = gateway.snapshot(citizen);

  function importCitizens(token: string, bytes: Buffer) {
    return injectMultipart(
      gateway.app,
      { url: '/api/busi/web/citizen/import', headers: { ...bearer(token), 'accept-language': 'zh-CN' } },
      [filePart('citizens.xlsx', bytes)],
    );
  }
  const countsOf = (response: { headers: Record<string, unknown> }) =>
    importCountsOf(parseDisposition(String(response.headers['content-disposition'])));

  it('gives the template with the sexes to choose from', async () => {
    const response = await call(gateway.app, tokens.nf, 'GET', 'citizen/import/template', {}, 'zh-CN');
    expect(response.statusCode).toBe(200);
    expect(sheetRowsOf(response.rawPayload)[0]).toEqual(HEADINGS);
    expect(sheetRowsOf(response.rawPayload, 2)).toEqual([['性别'], ['男'], ['女']]);
  });

  it('adds new citizens, updates those of the same mobile number, and answers each bad row with its reason', async () => {
    const before: ListedCitizen[] = await gateway.records(tokens.nf, 'citizen/page');
    const known = before.find((one) => one.mobile === '13900000003');
    expect(known).toMatchObject({ name: '吴涛', address: '' });
    const rows = [
      HEADINGS,
      ['郑新', '13900000101', '女', '', '1990-01-02', '体育馆路 3 号'],
      // A citizen already there, by mobile number, with the sex in English.
      ['吴涛', '13900000003', 'male', '', '1979-06-30', '新地址 9 号'],
      ['王错', '13900000102', '未知', '', '', ''],
      ['李错', '123', '男', '', '', ''],
      ['赵错', '13900000103', '男', '', '1990/13/40', ''],
      ['钱重', '13900000101', '男', '', '', ''],
    ];
    const response = await importCitizens(tokens.nf, workbookOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(countsOf(response)).toEqual({ successCount: 2, failureCount: 4 });
    expect(
      sheetRowsOf(response.rawPayload)
        .slice(1)
        .map((row) => [row[0], row.at(-1)]),
    ).toEqual([
      ['王错', '性别必须是男或女'],
      ['李错', t('validation.mobile.format')],
      ['赵错', t('validation.birthDate.format')],
      ['钱重', t('import.duplicateInFile', { row: 2, column: '手机号' })],
    ]);
    const after: ListedCitizen[] = await gateway.records(tokens.nf, 'citizen/page');
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((one) => one.mobile === '13900000101')).toMatchObject({
      name: '郑新',
      sex: 'female',
      birthDate: '1990-01-02',
      address: '体育馆路 3 号',
    });
    expect(after.find((one) => one.mobile === '13900000003')).toMatchObject({
      name: '吴涛',
      birthDate: '1979-06-30',
      address: '新地址 9 号',
    });

    // The same rows again double nobody.
    const again = await importCitizens(tokens.nf, workbookOf(rows.slice(0, 3)));
    expect(countsOf(again)).toEqual({ successCount: 2, failureCount: 0 });
    expect(await gateway.records(tokens.nf, 'citizen/page')).toHaveLength(after.length);
  });

  it('is refused to a school, whose roles do not hold the citizen screen, and changes nothing', async () => {
    const before = await snapshot();
    const response = await importCitizens(tokens.k12, workbookOf([HEADINGS, ['郑新', '13900000201', '女']]));
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
