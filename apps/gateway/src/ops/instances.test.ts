// Several gateways as one deployment: on PostgreSQL with an S3-compatible file store, three
// processes started together behind a round-robin balancer must behave as one (one seed, sign-in
// across instances, an import seen by all, a revoked permission refused by all at once, a file
// uploaded through one and read through another, a device's batch sent to two and taken once). On
// PGlite a second process on the same data directory must refuse to start instead.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_ACTIVATION_CODE } from '../seed/school.ts';
import { migrationJournal } from '../testing/migrations.ts';
import { type GatewayProcess, signInOverHttp, startGatewayProcess } from '../testing/process.ts';
import { NEEDS_POSTGRES, type ProcessTarget, processTargets } from '../testing/processTargets.ts';
import { rosterRows, rosterWorkbook } from '../testing/rosters.ts';
import { type RoundRobin, startRoundRobin } from '../testing/roundRobin.ts';
import { startTestS3, type TestS3 } from '../testing/s3.ts';

const targets = processTargets('busi-instances');

const minute = 60 * 1000;
const day = 24 * 60 * minute;

describe.each(targets.filter((target) => target.name === 'PGlite'))(
  'a second gateway on one $name directory',
  ({ start }) => {
    it('refuses to start while the first runs, saying why', async () => {
      const place = await start();
      const first = await startGatewayProcess(place);
      try {
        await expect(startGatewayProcess(place)).rejects.toThrow(/exited 1:[\s\S]*(in use|locked)/i);
        expect((await fetch(`${first.origin}/api/health/ready`)).status).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
        await place.cleanUp();
      }
    });
  },
);

// Without a PostgreSQL server the scale-out cases show as skipped, saying why, rather than vanish.
const postgres = targets.find((target) => target.name === 'PostgreSQL');

describe.skipIf(!postgres)(
  `three gateways on one PostgreSQL database${postgres ? '' : ` (skipped: ${NEEDS_POSTGRES})`}`,
  () => {
    const start = () => (postgres as ProcessTarget).start();
    const gateways: GatewayProcess[] = [];
    let balancer: RoundRobin;
    let s3: TestS3;
    let cleanUp: () => Promise<void>;
    let databaseUrl = '';
    /** When the gateways were started and when all were ready, by this machine's clock (the database's too). */
    let startedAt = 0;
    let readyAt = 0;

    /** A JSON call through the balancer (or straight to one gateway with `origin`). */
    async function call(token: string, method: 'GET' | 'POST', pathName: string, input: object = {}, origin?: string) {
      const url = new URL(`/api/busi/web/${pathName}`, origin ?? balancer.origin);
      if (method === 'GET') for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? JSON.stringify(input) : undefined,
      });
      return { status: response.status, body: (await response.json()) as { code: string; data: never } };
    }

    beforeAll(async () => {
      const place = await start();
      s3 = await startTestS3();
      const { options } = s3;
      const env = {
        FILE_STORE: 's3',
        S3_ENDPOINT: options.endpoint ?? '',
        S3_BUCKET: options.bucket,
        S3_REGION: options.region,
        S3_ACCESS_KEY_ID: options.accessKeyId ?? '',
        S3_SECRET_ACCESS_KEY: options.secretAccessKey ?? '',
        S3_FORCE_PATH_STYLE: 'true',
      };
      // Each on a data directory of its own: on PostgreSQL nothing of the deployment may live there.
      startedAt = Date.now();
      const started = await Promise.all(
        [1, 2, 3].map((index) => startGatewayProcess({ ...place, dataDir: `${place.dataDir}/${index}`, env })),
      );
      readyAt = Date.now();
      gateways.push(...started);
      balancer = await startRoundRobin(gateways.map((gateway) => gateway.origin));
      cleanUp = place.cleanUp;
      databaseUrl = place.databaseUrl ?? '';
    }, 120_000);

    afterAll(async () => {
      await balancer?.close();
      for (const gateway of gateways) {
        gateway.child.kill('SIGTERM');
        await gateway.exited;
      }
      await s3?.close();
      await cleanUp?.();
    });

    it('migrate and seed the empty database once though they started together', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const organisations = await client.query('select name from organisation order by name');
        expect(organisations.rows.filter((row) => row.name === '阳光实验小学')).toHaveLength(1);
        const migrations = await client.query('select hash from drizzle.__drizzle_migrations');
        expect(migrations.rowCount).toBe(migrationJournal().entries.length);
      } finally {
        await client.end();
      }
    });

    it('queue each recurring job of the period once between them', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Each gateway queued the period's jobs before it listened; the job's key let one a period
        // through. Their starts may straddle the end of a period, which then has a job of its own.
        const queued = await client.query(
          "select kind, count(*)::int as n from job where kind like 'housekeeping.%' group by kind order by kind",
        );
        const every = {
          auditLog: day,
          deletedFiles: 5 * minute,
          jobs: day,
          resumableUploads: 60 * minute,
          sessions: 60 * minute,
          unattachedFiles: 60 * minute,
        };
        expect(queued.rows.map((row) => row.kind)).toEqual(Object.keys(every).map((name) => `housekeeping.${name}`));
        for (const [name, everyMs] of Object.entries(every)) {
          const periods = Math.floor(readyAt / everyMs) - Math.floor(startedAt / everyMs) + 1;
          const n = queued.rows.find((row) => row.kind === `housekeeping.${name}`)?.n;
          expect(n, name).toBeGreaterThanOrEqual(1);
          expect(n, name).toBeLessThanOrEqual(periods);
        }
      } finally {
        await client.end();
      }
    });

    it('sign in with the captcha of one instance at another, and every instance knows the session', async () => {
      const token = await signInOverHttp(balancer.origin, 'k12admin');
      for (const gateway of gateways) {
        expect((await call(token, 'GET', 'class/list', {}, gateway.origin)).status).toBe(200);
      }
    });

    it('import students through one instance, and every instance lists them', async () => {
      const token = await signInOverHttp(balancer.origin, 'k12admin');
      const years = (await call(token, 'GET', 'acayear/list')).body.data as { uid: string }[];
      const classes = (await call(token, 'GET', 'class/list')).body.data as { name: string }[];
      const form = new FormData();
      form.set('academicYearId', years[0]?.uid ?? '');
      form.set('semesterCode', '13');
      const file = rosterWorkbook(
        rosterRows(
          300,
          classes.map((one) => one.name),
          'MULTI',
        ),
      );
      form.set('file', new Blob([new Uint8Array(file)]), 'roster.xlsx');
      const imported = await fetch(`${balancer.origin}/api/busi/web/student/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(imported.status).toBe(200);
      for (const gateway of gateways) {
        const page = await call(token, 'GET', 'student/page', { pageSize: 10, keyword: 'MULTI' }, gateway.origin);
        expect((page.body.data as { total: number }).total).toBe(300);
      }
    });

    it('refuse a revoked permission on every instance at once', async () => {
      const admin = await signInOverHttp(balancer.origin, 'k12admin');
      const teacher = await signInOverHttp(balancer.origin, 'k12teacher1');
      for (const gateway of gateways) {
        expect((await call(teacher, 'GET', 'student/page', { pageSize: 10 }, gateway.origin)).status).toBe(200);
      }
      const roles = (await call(admin, 'GET', 'role/page', { pageNum: 1, pageSize: 50 })).body.data as {
        records: { roleId: string; name: string }[];
      };
      const teacherRole = roles.records.find((role) => role.name === '体育教师');
      const detail = (await call(admin, 'GET', 'role/detail', { roleId: teacherRole?.roleId ?? '' })).body.data as {
        roleId: string;
        name: string;
        remark: string;
        type: string;
        menuIds: string[];
        mobileMenuIds: string[];
      };
      const revoked = await call(admin, 'POST', 'role/edit', {
        roleId: detail.roleId,
        name: detail.name,
        type: detail.type,
        remark: detail.remark,
        mobileMenuIds: detail.mobileMenuIds,
        menuIds: detail.menuIds.filter((id) => !id.includes('user/student')),
      });
      expect(revoked.body.code).toBe('200');
      for (const gateway of gateways) {
        expect((await call(teacher, 'GET', 'student/page', { pageSize: 10 }, gateway.origin)).status).toBe(403);
      }
    });

    it('take a device batch replayed to two instances once: no double results', async () => {
      const admin = await signInOverHttp(balancer.origin, 'k12admin');
      const venues = (await call(admin, 'GET', 'place/page', { pageNum: 1, pageSize: 10 })).body.data as {
        records: { venueId: string }[];
      };
      const activated = await call(admin, 'POST', 'device/activate', {
        activationCode: DEMO_DEVICE_ACTIVATION_CODE,
        venueId: venues.records[0]?.venueId,
        name: '体测仪',
        serialNumber: 'SN-REPLAY-01',
        macAddress: '02:00:00:00:0a:01',
      });
      expect(activated.body.code).toBe('200');
      const deviceToken = (activated.body.data as { deviceToken: string }).deviceToken;
      const students = (await call(admin, 'GET', 'student/page', { pageSize: 80 })).body.data as {
        records: { studentNumber: string }[];
      };
      const measuredAt = new Date().toISOString();
      const batch = {
        serial: 'SN-REPLAY-01',
        batchId: 'replay-1',
        results: students.records.map((entry, index) => ({
          studentNumber: entry.studentNumber,
          item: 'ropeSkipping',
          value: 100 + index,
          measuredAt,
        })),
      };
      const post = async (origin: string) => {
        const response = await fetch(`${origin}/api/device/v1/results`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-token': deviceToken },
          body: JSON.stringify(batch),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { received: number; duplicate: boolean } }).data;
      };
      // Sent to two instances at once (the device timed out on the first and tried the next), then once more.
      const answers = [
        ...(await Promise.all([post(gateways[0]?.origin ?? ''), post(gateways[1]?.origin ?? '')])),
        await post(gateways[2]?.origin ?? ''),
      ];
      expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
      for (const answer of answers) expect(answer.received).toBe(batch.results.length);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const stored = await client.query(
          `select count(*)::int as n from device_result r join device_batch b on b.id = r.batch_ref
           where b.serial_number = 'SN-REPLAY-01'`,
        );
        expect(stored.rows[0]?.n).toBe(batch.results.length);
      } finally {
        await client.end();
      }
    });

    it('serve a file uploaded through one instance from every other, out of the shared store', async () => {
      const token = await signInOverHttp(balancer.origin, 'k12admin');
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const form = new FormData();
      form.set('kind', 'image');
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const uploaded = await fetch(`${gateways[0]?.origin}/api/uc/oss/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await uploaded.json()) as { code: string; data: { fileId: string } };
      expect(body.code).toBe('200');
      expect(await s3.keys()).toHaveLength(1);
      for (const gateway of gateways.slice(1)) {
        const read = await fetch(`${gateway.origin}/api/uc/oss/file/${body.data.fileId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(read.status).toBe(200);
        expect(Buffer.from(await read.arrayBuffer())).toEqual(png);
      }
    });
  },
);
