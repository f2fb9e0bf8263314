import { describe, expect, it } from 'vitest';
import { citizen } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { gatewayFixture } from '../../testing/fixture.ts';

interface CitizenRecord {
  citizenId: string;
  name: string;
  sex: string;
  mobile: string;
  idCard: string;
  birthDate: string | null;
  address: string;
  status: string;
}

describe.each(testDatabases())('citizens on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ nf: 'nfadmin', ent: 'entadmin', k12: 'k12admin' });

  const snapshot = gateway.snapshot(citizen);
  const expectRefused = refusalCheck(snapshot);

  const { as } = gateway;

  const citizens = (filters: Record<string, unknown> = {}, token = tokens.nf) =>
    gateway.records<CitizenRecord>(token, 'citizen/page', filters);

  const newCitizen = (overrides: Record<string, unknown> = {}) => ({
    name: '马丽',
    sex: 'female',
    mobile: '13933330001',
    idCard: '11010519491231002x',
    birthDate: '1949-12-31',
    address: '  体育路 5 号 ',
    ...overrides,
  });

  it('lists the demo citizens, and adds, finds and edits one', async () => {
    expect((await citizens()).map((entry) => entry.name).sort()).toEqual(['吴涛', '周敏', '孙健'].sort());
    const { citizenId } = await gateway.ok<{ citizenId: string }>(tokens.nf, 'POST', 'citizen/add', newCitizen());
    const added = await gateway.ok<CitizenRecord>(tokens.nf, 'GET', 'citizen/detail', { citizenId });
    // As sent, but for the ID card's check letter upper-cased and the address trimmed.
    expect(added).toMatchObject({
      ...newCitizen(),
      idCard: '11010519491231002X',
      address: '体育路 5 号',
      status: 'enabled',
    });
    for (const keyword of ['马', '1393333', '002X']) {
      expect((await citizens({ keyword })).map((entry) => entry.citizenId)).toEqual([citizenId]);
    }
    await gateway.ok(tokens.nf, 'POST', 'citizen/edit', {
      citizenId,
      ...newCitizen({ name: '马丽华', idCard: '', birthDate: '', address: '' }),
    });
    expect(await gateway.ok<CitizenRecord>(tokens.nf, 'GET', 'citizen/detail', { citizenId })).toMatchObject({
      name: '马丽华',
      idCard: '',
      birthDate: null,
      address: '',
    });
    // The same mobile number is free in another organisation (an enterprise has citizens too).
    await gateway.ok(tokens.ent, 'POST', 'citizen/add', newCitizen());
  });

  it('refuses bad citizens in every language without changing anything', async () => {
    const add = (overrides: Record<string, unknown>) => as(tokens.nf, 'POST', 'citizen/add', newCitizen(overrides));
    await expectRefused(add({}), 409, 'citizen.mobileTaken', { mobile: '13933330001' });
    await expectRefused(add({ mobile: '13900000001' }), 409, 'citizen.mobileTaken', { mobile: '13900000001' });
    await expectRefused(add({ mobile: '' }), 400, 'validation.mobile.required');
    await expectRefused(add({ mobile: 13933330002 }), 400, 'validation.mobile.required');
    await expectRefused(add({ mobile: '23933330002' }), 400, 'validation.mobile.format');
    await expectRefused(add({ mobile: '13933330002', name: undefined }), 400, 'validation.personName.required');
    await expectRefused(add({ mobile: '13933330002', name: '名'.repeat(21) }), 400, 'validation.personName.length');
    await expectRefused(add({ mobile: '13933330002', sex: '' }), 400, 'validation.sex.value');
    await expectRefused(add({ mobile: '13933330002', idCard: '1234' }), 400, 'validation.idCard.format');
    await expectRefused(add({ mobile: '13933330002', birthDate: '2015-02-30' }), 400, 'validation.birthDate.format');
    await expectRefused(add({ mobile: '13933330002', birthDate: '1899-12-31' }), 400, 'validation.birthDate.range');
    await expectRefused(add({ mobile: '13933330002', birthDate: '2999-01-01' }), 400, 'validation.birthDate.range');
    await expectRefused(add({ mobile: '13933330002', address: 'x'.repeat(101) }), 400, 'validation.address.length');
    const [sun] = await citizens({ keyword: '孙健' });
    const [ma] = await citizens({ keyword: '马丽华' });
    await expectRefused(
      as(tokens.nf, 'POST', 'citizen/edit', { citizenId: ma?.citizenId, ...newCitizen({ mobile: sun?.mobile }) }),
      409,
      'citizen.mobileTaken',
      { mobile: sun?.mobile ?? '' },
    );
    await expectRefused(
      as(tokens.nf, 'POST', 'citizen/edit', { citizenId: 'nope', ...newCitizen() }),
      404,
      'citizen.notFound',
    );
  });

  it('disables and enables a citizen along the enablement transitions, and deletes one', async () => {
    const [ma] = await citizens({ keyword: '马丽华' });
    const citizenId = ma?.citizenId ?? '';
    await gateway.ok(tokens.nf, 'POST', 'citizen/status', { citizenId, status: 'disabled' });
    expect((await citizens({ status: 'disabled' })).map((entry) => entry.name)).toEqual(['马丽华']);
    await expectRefused(
      as(tokens.nf, 'POST', 'citizen/status', { citizenId, status: 'disabled' }),
      409,
      'status.refused.unchanged',
      { machine: 'enablement', from: 'disabled', to: 'disabled' },
    );
    await expectRefused(
      as(tokens.nf, 'POST', 'citizen/status', { citizenId, status: 'deleted' }),
      400,
      'validation.status.value',
    );
    await gateway.ok(tokens.nf, 'POST', 'citizen/status', { citizenId, status: 'enabled' });
    await gateway.ok(tokens.nf, 'POST', 'citizen/delete', { citizenId });
    expect((await citizens({ keyword: '马丽华' })).length).toBe(0);
    await expectRefused(as(tokens.nf, 'POST', 'citizen/delete', { citizenId }), 404, 'citizen.notFound');
  });

  it('keeps each organisation’s citizens to itself, and citizens to the frames that have them', async () => {
    const [sun] = await citizens({ keyword: '孙健' });
    const citizenId = sun?.citizenId ?? '';
    expect((await citizens({}, tokens.ent)).map((entry) => entry.name)).not.toContain('孙健');
    await expectRefused(as(tokens.ent, 'GET', 'citizen/detail', { citizenId }), 404, 'citizen.notFound');
    await expectRefused(
      as(tokens.ent, 'POST', 'citizen/edit', { citizenId, ...newCitizen({ mobile: '13933330009' }) }),
      404,
      'citizen.notFound',
    );
    await expectRefused(
      as(tokens.ent, 'POST', 'citizen/status', { citizenId, status: 'disabled' }),
      404,
      'citizen.notFound',
    );
    await expectRefused(as(tokens.ent, 'POST', 'citizen/delete', { citizenId }), 404, 'citizen.notFound');
    // A school has no citizens screen.
    await expectRefused(as(tokens.k12, 'GET', 'citizen/page'), 403, 'auth.forbidden');
    await expectRefused(as(tokens.k12, 'POST', 'citizen/delete', { citizenId }), 403, 'auth.forbidden');
  });
});
