// The setup most gateway test files share: one gateway for the file's `describe` block, opened
// before its tests and closed after them, with the demo accounts signed in as the tests need them.

import type { DomainLocale } from '@school-sports/domain';
import type { DataOf, getUserInfo } from '@school-sports/gateway-client/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { OpenDatabase } from '../db/index.ts';
import type { FileStore } from '../files/store.ts';
import type { PdfFontFiles } from '../pdf/fontFiles.ts';
import { call, dataOf, type Method } from './calls.ts';
import { openTestGateway, signIn, type TestGateway } from './gateway.ts';

/** A test gateway of a `describe` block: usable in its hooks and tests, not while they are being declared. */
export interface GatewayFixture extends TestGateway {
  /** Signs in each of `accountNums` with the demo password; answers their access tokens in order. */
  signIn<const A extends readonly string[]>(...accountNums: A): Promise<{ -readonly [K in keyof A]: string }>;
  /**
   * The access tokens of the demo accounts `accountNums` names, by the names it gives them: signed
   * in (with the demo password) before the tests of the calling block, in a hook registered here.
   */
  signedIn<const N extends string>(accountNums: Record<N, string>): Record<N, string>;
  /** The account of the person signed in with `token` in an organisation of type `orgType`, with its roles. */
  accountOf(token: string, orgType: number): Promise<UserInfo['accounts'][number]>;
  /**
   * Signs in `accountNum` afresh and switches it to the role `roleName` of its account in the
   * organisation of type `orgType`; answers the access token.
   */
  signInWithRole(accountNum: string, orgType: number, roleName: string): Promise<string>;
  /** The id of the organisation `token` is signed in to. */
  orgIdOf(token: string): Promise<string>;
  /**
   * Calls `path` as `token` and answers the `data` of its success (see `call` and `dataOf`); fails
   * the test with the body otherwise.
   */
  ok<T = ReturnType<typeof JSON.parse>>(
    token: string,
    method: Method,
    path: string,
    payload?: Record<string, unknown>,
    language?: DomainLocale,
  ): Promise<T>;
  /** The records of the first page (80 at most) of the list `path` as `token`, with `filters`. */
  records<R = ReturnType<typeof JSON.parse>>(
    token: string,
    path: string,
    filters?: Record<string, unknown>,
  ): Promise<R[]>;
  /**
   * A call of `path` as `token`, waiting for its language: what a `refusalCheck` sends.
   * A GET sends `payload` as the query, a POST as the JSON body.
   */
  as(
    token: string,
    method: Method,
    path: string,
    payload?: Record<string, unknown>,
  ): (language: DomainLocale) => Promise<LightMyRequestResponse>;
  /**
   * A read of what `reads` answer, to prove a refusal changed nothing (see `refusalCheck`): each a
   * whole table, or a query of the columns that matter where others may change on their own.
   */
  snapshot(...reads: SnapshotRead[]): () => Promise<string>;
}

/** The user info of SPEC 3: a person's accounts and their roles. */
type UserInfo = DataOf<typeof getUserInfo>;

/** What a refusal must leave unchanged: every row of a table, or what a query answers. */
export type SnapshotRead = PgTable | ((db: OpenDatabase['db']) => Promise<unknown>);

/**
 * Opens a test gateway before the tests of the calling `describe` block (on the database `open`
 * answers) and closes it after them. The answer reaches the gateway once its hook has run.
 */
export function gatewayFixture(
  open: () => Promise<OpenDatabase>,
  options: {
    fileQuotaBytes?: number;
    fileStore?: () => FileStore;
    pdfFonts?: PdfFontFiles;
    secretsKey?: Buffer;
    exactTotalBelow?: number;
  } = {},
): GatewayFixture {
  let opened: TestGateway | undefined;
  const current = (): TestGateway => {
    if (!opened) throw new Error('the test gateway is opened in beforeAll: use it inside a hook or a test');
    return opened;
  };
  beforeAll(async () => {
    const { fileStore, ...rest } = options;
    opened = await openTestGateway(open, { ...rest, ...(fileStore ? { fileStore: fileStore() } : {}) });
  });
  afterAll(async () => {
    await opened?.close();
  });
  const fixture: GatewayFixture = {
    get app(): FastifyInstance {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get fileStore() {
      return current().fileStore;
    },
    get fileStoreDir() {
      return current().fileStoreDir;
    },
    close: () => current().close(),
    async signIn(...accountNums) {
      const tokens: string[] = [];
      for (const accountNum of accountNums) tokens.push((await signIn(current().app, accountNum)).access);
      return tokens as { -readonly [K in keyof typeof accountNums]: string };
    },
    signedIn(accountNums) {
      const tokens = {} as Record<keyof typeof accountNums, string>;
      beforeAll(async () => {
        for (const [name, accountNum] of Object.entries(accountNums) as [keyof typeof accountNums, string][]) {
          tokens[name] = (await signIn(current().app, accountNum)).access;
        }
      });
      return tokens;
    },
    async accountOf(token, orgType) {
      const info = dataOf<UserInfo>(await call(current().app, token, 'POST', 'myInfo/getUInfo'));
      const account = info.accounts.find((entry) => entry.orgType === orgType);
      if (!account) throw new Error(`no account in an organisation of type ${orgType}`);
      return account;
    },
    async signInWithRole(accountNum, orgType, roleName) {
      const { access } = await signIn(current().app, accountNum);
      const account = await fixture.accountOf(access, orgType);
      const role = account.roles.find((entry) => entry.roleName === roleName);
      if (!role) throw new Error(`${accountNum} holds no role ${roleName} in an organisation of type ${orgType}`);
      await fixture.ok(access, 'POST', 'myInfo/switchRole', {
        accountId: account.accountId,
        roleId: role.roleId,
        tenantOrgId: account.tenantOrgId,
      });
      return access;
    },
    async orgIdOf(token) {
      return dataOf<{ orgId: string }>(await call(current().app, token, 'GET', 'currentOrg/detail')).orgId;
    },
    async ok(token, method, path, payload = {}, language = 'en-US') {
      return dataOf(await call(current().app, token, method, path, payload, language));
    },
    async records(token, path, filters = {}) {
      return dataOf(await call(current().app, token, 'GET', path, { pageSize: 80, ...filters })).records;
    },
    as:
      (token, method, path, payload = {}) =>
      (language) =>
        call(current().app, token, method, path, payload, language),
    snapshot:
      (...reads) =>
      () =>
        snapshotOf(current().database.db, reads),
  };
  return fixture;
}

/**
 * What `reads` answer, as one string: rows in a fixed order (each table's sorted by their text),
 * so two snapshots are equal exactly when nothing they cover changed.
 */
export async function snapshotOf(db: OpenDatabase['db'], reads: readonly SnapshotRead[]): Promise<string> {
  const answers: unknown[] = [];
  for (const read of reads) {
    const rows = typeof read === 'function' ? await read(db) : await db.select().from(read);
    answers.push(Array.isArray(rows) ? rows.map((row) => JSON.stringify(row)).sort() : rows);
  }
  return JSON.stringify(answers);
}
