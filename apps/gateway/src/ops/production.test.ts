// The production start as an operator runs it: `npm run build`, then `node apps/gateway/dist/main.js`
// with NODE_ENV=production, on an empty database. It must run without TypeScript or source
// conditions, refuse to start without a first administrator's password, and otherwise create only
// the management centre and that administrator: no demo account with a published password.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigestOf, verifyPasswordDigest } from '../auth/password.ts';
import { openDatabase } from '../db/index.ts';
import { organisation, person } from '../db/schema.ts';
import { gatewayRoot } from '../paths.ts';
import { startGatewayProcess } from '../testing/process.ts';
import { processTargets } from '../testing/processTargets.ts';

const run = promisify(execFile);
const PASSWORD = 'First!Admin2026';

const production = {
  NODE_ENV: 'production',
  GATEWAY_MODE: '',
  CAPTCHA_TEST_CODE: '',
  TRUST_PROXY: '',
  INITIAL_ADMIN_PASSWORD: '',
};

beforeAll(async () => {
  await run(process.execPath, [path.join(gatewayRoot, 'build.ts')], { cwd: gatewayRoot });
}, 60_000);

describe.each(processTargets('busi-production', { empty: true }))(
  'the production build on an empty $name database',
  ({ start }) => {
    let place: Awaited<ReturnType<typeof start>>;
    let env: Record<string, string>;
    beforeAll(async () => {
      place = await start();
      env = { DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl ?? '' };
    });
    afterAll(async () => {
      await place?.cleanUp();
    });

    it('refuses to start without a first administrator, naming what to set, and leaves the database empty', async () => {
      await expect(startGatewayProcess({ dataDir: '', built: true, env: { ...production, ...env } })).rejects.toThrow(
        /exited 1:[\s\S]*INITIAL_ADMIN_PASSWORD/,
      );
      const opened = await openDatabase({ url: place.databaseUrl, dataDir: place.dataDir });
      try {
        expect(await opened.db.select().from(organisation)).toEqual([]);
      } finally {
        await opened.close();
      }
    });

    it('starts with the first administrator only, answers ready, and stops cleanly', async () => {
      const gateway = await startGatewayProcess({
        dataDir: '',
        built: true,
        env: { ...production, ...env, INITIAL_ADMIN_PASSWORD: PASSWORD, INITIAL_ORG_NAME: '区教育局体育中心' },
      });
      const ready = await fetch(`${gateway.origin}/api/health/ready`);
      expect(ready.status).toBe(200);
      gateway.child.kill('SIGTERM');
      await gateway.exited;
      expect(gateway.child.exitCode).toBe(0);

      const opened = await openDatabase({ url: place.databaseUrl, dataDir: place.dataDir });
      try {
        const organisations = await opened.db.select().from(organisation);
        expect(organisations.map((row) => [row.name, row.type])).toEqual([['区教育局体育中心', 10]]);
        const people = await opened.db.select().from(person);
        expect(people.map((row) => row.accountNum)).toEqual(['sysadmin']);
        const [admin] = await opened.db.select().from(person).where(eq(person.accountNum, 'sysadmin'));
        expect(await verifyPasswordDigest(passwordDigestOf(PASSWORD), admin?.passwordHash ?? '')).toBe(true);
      } finally {
        await opened.close();
      }
    });
  },
);
