import { frameOf, parseOrganisationType } from '@school-sports/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/index.ts';
import { account, citizen, organisation, venue } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Caller } from '../http/router.ts';
import { testDatabases } from '../testing/databases.ts';
import { type DataLayer, dataLayer } from './scoped.ts';

/** A signed-in caller working in the first account of the organisation of type `type`. */
async function callerOf(db: OpenDatabase['db'], type: number): Promise<Caller> {
  const [row] = await db
    .select({
      accountId: account.id,
      personId: account.personId,
      orgId: account.orgId,
      tenantOrgId: account.tenantOrgId,
      orgType: organisation.type,
    })
    .from(account)
    .innerJoin(organisation, eq(organisation.id, account.orgId))
    .where(eq(organisation.type, type))
    .orderBy(asc(account.createdAt))
    .limit(1);
  if (!row) throw new Error(`no demo account of an organisation of type ${type}`);
  const orgType = parseOrganisationType(row.orgType);
  const now = new Date();
  return {
    personId: row.personId,
    roleId: null,
    account: { id: row.accountId, orgId: row.orgId, tenantOrgId: row.tenantOrgId, orgType, frame: frameOf(orgType) },
    session: {
      id: 'test-session',
      family: 'test-family',
      personId: row.personId,
      accountId: row.accountId,
      roleId: null,
      accessTokenHash: '',
      refreshTokenHash: '',
      accessExpiresAt: now,
      refreshExpiresAt: now,
      revokedAt: null,
      createdAt: now,
    },
  };
}

/** The message id of an ApiError `work` throws. */
async function refusal(work: () => Promise<unknown>): Promise<{ status: number; id: string }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, id: error.messageId };
    throw error;
  }
  throw new Error('expected a refusal');
}

for (const database of testDatabases()) {
  describe(`the scoped data layer on ${database.name}`, () => {
    let opened: OpenDatabase;
    let data: DataLayer;
    let school: Caller;
    let fitness: Caller;
    beforeAll(async () => {
      opened = await database.open();
      data = dataLayer(opened.db);
      school = await callerOf(opened.db, 21);
      fitness = await callerOf(opened.db, 41);
    });
    afterAll(async () => {
      await opened?.close();
    });

    it("answers the organisation's own rows, and another organisation's as not found", async () => {
      const [own] = await data.scoped(citizen, fitness).list({ orderBy: [asc(citizen.mobile)] });
      if (!own) throw new Error('the demo fitness centre has citizens');
      expect((await data.scoped(citizen, fitness).one(own.id, 'citizen.notFound')).mobile).toBe(own.mobile);
      expect(await refusal(() => data.scoped(citizen, school).one(own.id, 'citizen.notFound'))).toEqual({
        status: 404,
        id: 'citizen.notFound',
      });
      expect(await data.scoped(citizen, school).exists(eq(citizen.id, own.id))).toBe(false);
      expect(await data.scoped(citizen, school).count()).toBe(0);
    });

    it('pages in the order asked, with the total of every match', async () => {
      const citizens = data.scoped(citizen, fitness);
      const all = await citizens.list({ orderBy: [asc(citizen.mobile)] });
      expect(all.length).toBeGreaterThanOrEqual(3);
      const second = await citizens.page({ pageNum: 2, pageSize: 1 }, { orderBy: [asc(citizen.mobile)] });
      expect(second).toEqual({ records: [all[1]], total: all.length, pageNum: 2, pageSize: 1 });
      const beyond = await citizens.page({ pageNum: 99, pageSize: 10 }, { orderBy: [asc(citizen.mobile)] });
      expect(beyond).toEqual({ records: [], total: all.length, pageNum: 99, pageSize: 10 });
    });

    it("writes nothing to another organisation's row, and undoes a refused write", async () => {
      const [own] = await data.scoped(citizen, fitness).list({ orderBy: [asc(citizen.mobile)] });
      if (!own) throw new Error('the demo fitness centre has citizens');
      await data.write(school, async (tenant) => {
        await tenant.scoped(citizen).update(own.id, { name: 'changed by another organisation' });
        expect(await tenant.scoped(citizen).deleteWhere(eq(citizen.id, own.id))).toBe(0);
      });
      expect((await data.scoped(citizen, fitness).one(own.id, 'citizen.notFound')).name).toBe(own.name);

      const refused = await refusal(() =>
        data.write(fitness, async (tenant) => {
          await tenant.scoped(citizen).update(own.id, { name: 'undone' });
          throw new ApiError(409, 'citizen.mobileTaken', { mobile: own.mobile });
        }),
      );
      expect(refused.id).toBe('citizen.mobileTaken');
      expect((await data.scoped(citizen, fitness).one(own.id, 'citizen.notFound')).name).toBe(own.name);
    });

    it('answers a unique-index refusal as the conflict the write names', async () => {
      const [field] = await data.scoped(venue, school).list({ orderBy: [asc(venue.code)] });
      if (!field) throw new Error('the demo school has a venue');
      const refused = await refusal(() =>
        data.write(
          school,
          (tenant) =>
            tenant.db
              .insert(venue)
              .values({ id: crypto.randomUUID(), ...tenant.values, code: field.code, name: 'twin', type: 'other' }),
          { id: 'venue.duplicateCode', values: { code: field.code } },
        ),
      );
      expect(refused).toEqual({ status: 409, id: 'venue.duplicateCode' });
      expect(await data.scoped(venue, school).count(eq(venue.code, field.code))).toBe(1);
    });

    it('refuses a caller without an organisation before anything runs', async () => {
      const noAccount: Caller = { ...school, account: null };
      expect(await refusal(() => data.write(noAccount, async () => null))).toEqual({
        status: 403,
        id: 'auth.forbidden',
      });
      expect(() => data.scoped(citizen, noAccount)).toThrow(ApiError);
    });
  });
}
