import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { passwordDigestOf, useLightHashingForTests } from '../auth/password.ts';
import { DEFAULT_FILE_QUOTA_BYTES } from '../config.ts';
import type { OpenDatabase } from '../db/index.ts';
import { prepareFileStore } from '../files/prepare.ts';
import { directoryStore, type FileStore } from '../files/store.ts';
import type { PdfFontFiles } from '../pdf/fontFiles.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { prepareDatabase } from '../seed/prepare.ts';
import { isSeeded } from './seeded.ts';

/** The captcha code the test gateway accepts (CAPTCHA_TEST_CODE). */
export const TEST_CAPTCHA = 'T3ST';

/** A gateway on a fresh, seeded database, for in-process tests with `inject`. */
export interface TestGateway {
  app: FastifyInstance;
  database: OpenDatabase;
  /** The gateway's file store: a directory of its own (`fileStoreDir`, removed on close) unless one is given. */
  fileStore: FileStore;
  fileStoreDir: string;
  close(): Promise<void>;
}

/** A test gateway on the database `open` answers, with a file store in a new temporary directory. */
export async function openTestGateway(
  open: () => Promise<OpenDatabase>,
  options: {
    fileQuotaBytes?: number;
    fileStore?: FileStore;
    pdfFonts?: PdfFontFiles;
    /** How its job runner runs (`buildApp`'s `jobs`). */
    jobs?: Parameters<typeof buildApp>[0]['jobs'];
    /** Its secrets key, for a test that signs as the gateway does (a random one otherwise). */
    secretsKey?: Buffer;
    /** Where a large list's total turns to an estimate (`buildApp`'s `exactTotalBelow`). */
    exactTotalBelow?: number;
  } = {},
): Promise<TestGateway> {
  useLightHashingForTests();
  const database = await open();
  // A copy of the run's seeded database is migrated and prepared already.
  if (!isSeeded(database)) await prepareDatabase(database.db);
  const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-files-'));
  const fileStore = options.fileStore ?? directoryStore(fileStoreDir);
  await prepareFileStore(database.db, fileStore);
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    appDir: '/nonexistent',
    captchaTestCode: TEST_CAPTCHA,
    // The partner simulator is an OpenID Connect provider on the loopback.
    loopbackIssuers: true,
    fileStore,
    fileQuotaBytes: options.fileQuotaBytes ?? DEFAULT_FILE_QUOTA_BYTES,
    ...(options.pdfFonts ? { pdfFonts: options.pdfFonts } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.secretsKey ? { secretsKey: options.secretsKey } : {}),
    ...(options.exactTotalBelow === undefined ? {} : { exactTotalBelow: options.exactTotalBelow }),
  });
  return {
    app,
    database,
    fileStore,
    fileStoreDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(fileStoreDir, { recursive: true, force: true });
    },
  };
}

/** A random client address, so rate limits of one test do not spill into another. */
export function someAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** Asks for a captcha and signs in through the real endpoints; answers the raw response. */
export async function attemptLogin(
  app: FastifyInstance,
  options: { accountNum: string; password?: string; code?: string; address?: string; language?: string },
) {
  const address = options.address ?? someAddress();
  const randomStr = randomBytes(12).toString('base64url');
  const image = await app.inject({ method: 'GET', url: `/api/code?randomStr=${randomStr}`, remoteAddress: address });
  if (image.statusCode !== 200) throw new Error(`captcha answered ${image.statusCode}: ${image.body}`);
  return app.inject({
    method: 'POST',
    url: '/api/sso/login',
    remoteAddress: address,
    headers: { 'accept-language': options.language ?? 'en-US' },
    payload: {
      accountNum: options.accountNum,
      password: passwordDigestOf(options.password ?? DEMO_PASSWORD),
      code: options.code ?? TEST_CAPTCHA,
      randomStr,
    },
  });
}

/** Signs in and answers the access token, failing loudly otherwise. */
export async function signIn(app: FastifyInstance, accountNum: string): Promise<{ access: string; refresh: string }> {
  const response = await attemptLogin(app, { accountNum });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${accountNum} answered ${response.statusCode}: ${response.body}`);
  const { data } = response.json() as { data: { access_token: string; refresh_token: string } };
  return { access: data.access_token, refresh: data.refresh_token };
}

/** Headers of an authorised call. */
export function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'accept-language': 'en-US', ...extra };
}
