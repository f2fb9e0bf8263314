import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, startWarnings } from './config.ts';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8080 and ./data with the embedded database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('starts an empty database with the demo data outside production and with a first administrator in production', () => {
    expect(readConfig({}).initialData).toEqual({ kind: 'demo' });
    expect(readConfig({ NODE_ENV: 'production', INITIAL_ADMIN_PASSWORD: 'Strong#Pass2026' }).initialData).toEqual({
      kind: 'admin',
      admin: { account: 'sysadmin', password: 'Strong#Pass2026', organisationName: '体育管理中心' },
    });
    expect(
      readConfig({ INITIAL_DATA: 'admin', INITIAL_ADMIN_ACCOUNT: 'district-admin', INITIAL_ORG_NAME: '某区教育局' })
        .initialData,
    ).toEqual({ kind: 'admin', admin: { account: 'district-admin', password: '', organisationName: '某区教育局' } });
  });

  it.each([
    ['short1!', 'INITIAL_ADMIN_PASSWORD must be 12 to 20'],
    ['Sport@2026', 'INITIAL_ADMIN_PASSWORD must be 12 to 20'],
    ['with a space 2026', 'INITIAL_ADMIN_PASSWORD must be 12 to 20'],
  ])('refuses the first administrator password %s without repeating it', (password, message) => {
    const attempt = () => readConfig({ NODE_ENV: 'production', INITIAL_ADMIN_PASSWORD: password });
    expect(attempt).toThrow(message);
    expect(attempt).not.toThrow(password);
  });

  it("sets printed PDFs in Debian's Noto Sans CJK unless PDF_FONT_REGULAR and PDF_FONT_BOLD name other files", () => {
    expect(readConfig({}).pdfFonts).toEqual({
      regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
    });
    expect(readConfig({ PDF_FONT_REGULAR: 'fonts/a.otf', PDF_FONT_BOLD: '/srv/b.otf' }).pdfFonts).toEqual({
      regular: path.resolve('fonts/a.otf'),
      bold: '/srv/b.otf',
    });
  });

  it('refuses an initial data kind it does not know', () => {
    expect(() => readConfig({ INITIAL_DATA: 'everything' })).toThrow(/INITIAL_DATA must be "demo" or "admin"/);
  });

  it('takes PORT, HOST, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://h/db' });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://h/db' });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(/PORT must be a whole number from 0 to 65535/);
  });

  it('honours CAPTCHA_TEST_CODE only in an explicit test or demo mode, and warns when it is on', () => {
    expect(() => readConfig({ CAPTCHA_TEST_CODE: 'T3ST' })).toThrow(/only with GATEWAY_MODE=test or GATEWAY_MODE=demo/);
    expect(() => readConfig({ CAPTCHA_TEST_CODE: 'T3ST', NODE_ENV: 'development' })).toThrow(/GATEWAY_MODE/);
    const demo = readConfig({ CAPTCHA_TEST_CODE: 'T3ST', GATEWAY_MODE: 'demo' });
    expect(demo).toMatchObject({ mode: 'demo', captchaTestCode: 'T3ST' });
    expect(startWarnings(demo)).toEqual([expect.stringContaining('every captcha accepts CAPTCHA_TEST_CODE')]);
    // The test mode also hashes new passwords at a light setting, and says so.
    const test = readConfig({ CAPTCHA_TEST_CODE: 'T3ST', GATEWAY_MODE: 'test' });
    expect(test).toMatchObject({ mode: 'test', captchaTestCode: 'T3ST' });
    expect(startWarnings(test)).toEqual([
      expect.stringContaining('every captcha accepts CAPTCHA_TEST_CODE'),
      expect.stringContaining('light setting'),
    ]);
    const standard = readConfig({});
    expect(standard).toMatchObject({ mode: 'standard', captchaTestCode: undefined });
    expect(startWarnings(standard)).toEqual([]);
  });

  it('refuses the test and demo modes in production, and modes it does not know', () => {
    expect(() => readConfig({ GATEWAY_MODE: 'test', NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(() => readConfig({ GATEWAY_MODE: 'demo', NODE_ENV: 'production', CAPTCHA_TEST_CODE: 'X' })).toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(() => readConfig({ GATEWAY_MODE: 'testing' })).toThrow(/GATEWAY_MODE must be one of standard, test, demo/);
    expect(readConfig({ GATEWAY_MODE: 'standard', NODE_ENV: 'production' }).mode).toBe('standard');
  });

  it('keeps uploaded files under DATA_DIR/files with a 20 GB quota unless told otherwise', () => {
    expect(readConfig({ DATA_DIR: '/tmp/x' })).toMatchObject({
      fileStoreDir: '/tmp/x/files',
      fileQuotaBytes: 20 * 1024 ** 3,
    });
    expect(readConfig({ FILE_STORE_DIR: '/srv/files', FILE_QUOTA_BYTES: '1048576' })).toMatchObject({
      fileStoreDir: '/srv/files',
      fileQuotaBytes: 1048576,
    });
  });

  it.each(['abc', '-1', '1.5', '1e400'])('refuses FILE_QUOTA_BYTES=%s with a clear message', (quota) => {
    expect(() => readConfig({ FILE_QUOTA_BYTES: quota })).toThrow(/FILE_QUOTA_BYTES must be a whole number of bytes/);
  });

  it('leaves the caller cache to its default unless AUTH_CACHE_MS says, and refuses a bad value', () => {
    expect(readConfig({}).authCacheMs).toBeUndefined();
    expect(readConfig({ AUTH_CACHE_MS: '0' }).authCacheMs).toBe(0);
    expect(readConfig({ AUTH_CACHE_MS: '2000' }).authCacheMs).toBe(2000);
    for (const value of ['abc', '-1', '1.5', '60001']) {
      expect(() => readConfig({ AUTH_CACHE_MS: value }), value).toThrow(/AUTH_CACHE_MS must be a whole number/);
    }
  });

  it("listens for other gateways' changes where DATABASE_LISTEN_URL says, else through DATABASE_URL", () => {
    expect(readConfig({ DATABASE_URL: 'postgres://pooler:6432/busi' }).databaseListenUrl).toBeUndefined();
    expect(
      readConfig({ DATABASE_URL: 'postgres://pooler:6432/busi', DATABASE_LISTEN_URL: 'postgres://server:5432/busi' })
        .databaseListenUrl,
    ).toBe('postgres://server:5432/busi');
  });

  it('keeps files in an S3-compatible store with FILE_STORE=s3 and its S3_* settings', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(
      readConfig({
        FILE_STORE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'busi-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'busi-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => readConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE=s3 needs S3_BUCKET/);
    expect(() => readConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE must be "directory" or "s3"/);
  });

  it('reads the operating settings: metrics token, shutdown grace, audit retention', () => {
    expect(readConfig({})).toMatchObject({ metricsToken: undefined, shutdownGraceMs: 25_000, auditRetentionDays: 365 });
    expect(
      readConfig({ METRICS_TOKEN: 'a-long-enough-token', SHUTDOWN_GRACE_MS: '0', AUDIT_RETENTION_DAYS: '30' }),
    ).toMatchObject({ metricsToken: 'a-long-enough-token', shutdownGraceMs: 0, auditRetentionDays: 30 });
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => readConfig({ SHUTDOWN_GRACE_MS: '-5' })).toThrow(
      /SHUTDOWN_GRACE_MS must be a whole number of at least 0/,
    );
    expect(() => readConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(
      /AUDIT_RETENTION_DAYS must be a whole number of at least 1/,
    );
    expect(() => readConfig({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
