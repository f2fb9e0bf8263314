import type { AddressInfo } from 'node:net';
import {
  createGatewayClient,
  deviceActivate,
  devicePage,
  type Endpoint,
  getUserInfo,
  gradeList,
  homeCounts,
  promotionConfirm,
  promotionPreview,
  type RequestOf,
  studentAdd,
  studentPage,
  switchOrg,
  switchRole,
  venuePage,
} from '@school-sports/gateway-client';
import { mutate } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../gateway/src/db/index.ts';
import { openTestGateway, signIn, type TestGateway } from '../../../gateway/src/testing/gateway.ts';
import { invalidateAfter, isAffectedBy, type QueryKey, queryKey, readerOf } from './queryCache.ts';
import { appStore, tokenAtom, type UserInfo, userInfoAtom } from './state.ts';

// The query cache's memory against the real gateway: what it holds is the gateway's answers, read
// as the app reads them; what a test looks at is what a screen asking for the same key would get.
describe('the query cache', () => {
  let gateway: TestGateway;
  let baseUrl = '';
  /** A call as the app makes it: the session and organisation the app's store holds. */
  const call = <E extends Endpoint>(endpoint: E, request: RequestOf<E>) =>
    createGatewayClient({
      baseUrl,
      getToken: () => appStore.get(tokenAtom) ?? undefined,
      getOrgId: () => appStore.get(userInfoAtom)?.currentAccount?.orgId,
      platform: 'busi-web',
    }).call(endpoint, request);
  /** Reads `key` into memory as a screen's query does. */
  const read = <E extends Endpoint>(endpoint: E, key: QueryKey) => readerOf(endpoint, call)(key);
  /** What a screen asking for `key` now would be shown before the gateway answers. */
  const remembered = (key: ReturnType<typeof queryKey>) => mutate(key);

  async function signInAs(accountNum: string) {
    appStore.set(userInfoAtom, null);
    const { access } = await signIn(gateway.app, accountNum);
    appStore.set(tokenAtom, { tokenType: 'Bearer', accessToken: access, refreshToken: '', expiresAt: 0 });
    appStore.set(userInfoAtom, await call(getUserInfo, {}));
  }

  /** Makes `account` current with its first role, as the app has the person choose them. */
  async function enter(account: UserInfo['accounts'][number]) {
    await call(switchOrg, { orgId: account.orgId, tenantOrgId: account.tenantOrgId });
    // Later calls name the new organisation, as the app's switch (flows.ts) has them do.
    const before = appStore.get(userInfoAtom);
    if (before) appStore.set(userInfoAtom, { ...before, currentAccount: account, currentRoleId: null });
    const role = account.roles[0];
    if (!role) throw new Error(`the account in ${account.orgName} has no role`);
    appStore.set(
      userInfoAtom,
      await call(switchRole, { accountId: account.accountId, roleId: role.roleId, tenantOrgId: account.tenantOrgId }),
    );
  }

  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory' }));
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    // A new database is migrated and seeded first.
  }, 120_000);

  afterAll(async () => {
    appStore.set(tokenAtom, null);
    appStore.set(userInfoAtom, null);
    await gateway?.close();
  });

  it("forgets an organisation's answers when the person switches to another, and everything on sign-out", async () => {
    await signInAs('multiuser');
    const [first, second] = appStore.get(userInfoAtom)?.accounts ?? [];
    if (!first || !second) throw new Error('multiuser has two accounts in the seed');
    await enter(first);
    const key = queryKey(homeCounts, {}, 'zh-CN');
    const counted = await mutate(key, read(homeCounts, key));
    expect(counted).toBeDefined();
    expect(await remembered(key)).toEqual(counted);

    await enter(second);
    expect(appStore.get(userInfoAtom)?.currentAccount?.orgId).toBe(second.orgId);
    // Nothing of the first organisation is left for a screen of the second to show.
    expect(await remembered(key)).toBeUndefined();

    const countedThere = await mutate(key, read(homeCounts, key));
    expect(await remembered(key)).toEqual(countedThere);
    appStore.set(tokenAtom, null);
    appStore.set(userInfoAtom, null);
    expect(await remembered(key)).toBeUndefined();
  });

  it("forgets, after a write, the reads of the written screen's folder and keeps the others", async () => {
    await signInAs('k12admin');
    const students = queryKey(studentPage, { pageNum: 1, pageSize: 10 }, 'zh-CN');
    const grades = queryKey(gradeList, {}, 'zh-CN');
    const listed = await mutate(students, read(studentPage, students));
    const gradeRows = await mutate(grades, read(gradeList, grades));
    expect(listed?.total).toBeGreaterThan(0);
    expect(gradeRows?.length).toBeGreaterThan(0);

    await invalidateAfter(studentAdd);
    expect(await remembered(students)).toBeUndefined();
    expect(await remembered(grades)).toEqual(gradeRows);
  });

  it("takes a nested screen's write as a write of its top folder", () => {
    // Promoting the grades (grade/promotion) changes the grades' list (grade) and its own preview.
    expect(isAffectedBy(promotionConfirm, queryKey(gradeList, {}, 'zh-CN'))).toBe(true);
    expect(isAffectedBy(promotionConfirm, queryKey(promotionPreview, {}, 'zh-CN'))).toBe(true);
    expect(isAffectedBy(deviceActivate, queryKey(devicePage, {}, 'zh-CN'))).toBe(true);
    expect(isAffectedBy(deviceActivate, queryKey(venuePage, {}, 'zh-CN'))).toBe(false);
  });
});
