// `npm run bench -- export`: the export of 100,000 students as staff make it, end to end: the
// gateway streams the list (`student/export`) and the app's own writer turns each batch into the
// file (CSV, then xlsx), here in the bench's process as the browser would. Beside it, on PostgreSQL,
// the floor: the same rows as CSV straight from the server (`\copy ... to stdout`). Memory: the
// gateway's peak during the export beside its size before, and this process's growth while writing.
import childProcess from 'node:child_process';
import fs from 'node:fs';
import { createGatewayClient, type DataOf, studentExport } from '@school-sports/gateway-client';
import type { ExportColumn, ExportFormat } from '../apps/busi/src/kit/exportList.ts';
import { exportWriter } from '../apps/busi/src/kit/exportWriter.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { signInOverHttp } from '../apps/gateway/src/testing/process.ts';
import { rosterRows, rosterWorkbook } from '../apps/gateway/src/testing/rosters.ts';
import { type Row, startBenchGateway } from './bench-helpers.ts';

type Student = DataOf<typeof studentExport>;

const STUDENTS = 100_000;

/** The columns of the students screen's export, with plain cell texts. */
const COLUMNS: ExportColumn<Student>[] = [
  { title: '姓名', value: (row) => row.name },
  { title: '学号', value: (row) => row.studentNumber },
  { title: '性别', value: (row) => row.sex },
  { title: '年级', value: (row) => row.gradeName },
  { title: '班级', value: (row) => row.className },
  { title: '身份证号', value: (row) => row.idCard },
  { title: '民族', value: (row) => row.nation },
  { title: '学籍号', value: (row) => row.registrationNumber },
  { title: '出生日期', value: (row) => row.birthDate },
  { title: '家长', value: (row) => row.parents.map((one) => `${one.name}（${one.relationship}）`).join('、') },
  { title: '手机号', value: (row) => row.parents.map((one) => one.mobile).join('、') },
];

function statusOf(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The same rows the export reads, as CSV straight from PostgreSQL into nothing; answers milliseconds. */
function copyFromPostgres(databaseUrl: string): number {
  const query = `select s.name, s.student_number, s.sex, g.level, c.name, s.id_card, s.nation, s.registration_number,
      s.birth_date, (select string_agg(p.name || ' ' || p.mobile, ',') from student_parent sp join parent p on p.id = sp.parent_id where sp.student_id = s.id)
    from student s join school_class c on c.id = s.class_id join grade g on g.id = c.grade_id
    order by g.level, c.code, s.student_number`;
  const started = performance.now();
  const copied = childProcess.spawnSync(
    'psql',
    [databaseUrl, '-qc', `\\copy (${query.replace(/\s+/g, ' ')}) to '/dev/null' csv`],
    {
      encoding: 'utf8',
    },
  );
  if (copied.status !== 0) throw new Error(`psql copy failed: ${copied.stderr}`);
  return performance.now() - started;
}

async function exportOnce(
  origin: string,
  token: string,
  format: ExportFormat,
  gatewayPid: number | undefined,
): Promise<{ ms: number; rows: number; bytes: number; gatewayPeak: number; writerGrowth: number }> {
  const client = createGatewayClient({
    baseUrl: origin,
    getToken: () => ({ tokenType: 'Bearer', accessToken: token }),
  });
  fs.writeFileSync(`/proc/${gatewayPid}/clear_refs`, '5');
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const started = performance.now();
  const writer = exportWriter(format, COLUMNS, '学生管理');
  const rows = await client.rows(
    studentExport,
    {},
    {
      onRows: (batch) => {
        writer.add(batch);
        peak = Math.max(peak, process.memoryUsage().rss);
      },
    },
  );
  const file = writer.finish();
  const ms = performance.now() - started;
  return {
    ms,
    rows,
    bytes: file.size,
    gatewayPeak: statusOf(gatewayPid, 'VmHWM'),
    writerGrowth: (peak - before) / 1024 / 1024,
  };
}

async function importRoster(origin: string, token: string): Promise<void> {
  const get = async (pathName: string) =>
    (
      (await (
        await fetch(`${origin}/api/busi/web/${pathName}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: unknown }
    ).data;
  const years = (await get('acayear/list')) as { uid: string }[];
  const classes = (await get('class/list')) as { name: string }[];
  const form = new FormData();
  form.set('academicYearId', years[0]?.uid ?? '');
  form.set('semesterCode', '13');
  const bytes = rosterWorkbook(
    rosterRows(
      STUDENTS,
      classes.map((one) => one.name),
      'E',
    ),
  );
  form.set('file', new Blob([new Uint8Array(bytes)]), 'roster.xlsx');
  const response = await fetch(`${origin}/api/busi/web/student/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  const success = /successCount=(\d+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  if (Number(success) !== STUDENTS) throw new Error(`the roster import answered ${response.status}`);
}

/** The export rows of the bench: on PostgreSQL where TEST_DATABASE_URL names a server, and on PGlite. */
export async function benchExport(): Promise<Row[]> {
  const rows: Row[] = [];
  const server = process.env.TEST_DATABASE_URL;
  const postgres = server ? await throwAwayPostgres(server) : undefined;
  const targets: Array<[string, string]> = [
    ...(postgres ? ([['PostgreSQL', postgres.url]] as Array<[string, string]>) : []),
    ['PGlite', ''],
  ];
  try {
    for (const [label, databaseUrl] of targets) {
      const gateway = await startBenchGateway(databaseUrl);
      try {
        const token = await signInOverHttp(gateway.origin);
        await importRoster(gateway.origin, token);
        const floorMs = databaseUrl ? copyFromPostgres(databaseUrl) : Number.NaN;
        const gatewayBefore = statusOf(gateway.child.pid, 'VmRSS');
        for (const format of ['csv', 'xlsx'] as const) {
          const result = await exportOnce(gateway.origin, token, format, gateway.child.pid);
          rows.push([
            `export of ${result.rows.toLocaleString('en')} students as ${format}, ${label} (goal <= 20 s; ${(result.bytes / 1024 / 1024).toFixed(1)} MiB file)`,
            `${(result.ms / 1000).toFixed(1)} s`,
            databaseUrl ? `${(floorMs / 1000).toFixed(1)} s psql \\copy to csv` : '-',
            databaseUrl ? `${(result.ms / floorMs).toFixed(1)}x` : '-',
          ]);
          rows.push([
            `  gateway peak memory during it / the writer's growth (browser side), ${label}`,
            `${result.gatewayPeak.toFixed(0)} MiB / +${result.writerGrowth.toFixed(0)} MiB`,
            `${gatewayBefore.toFixed(0)} MiB gateway before`,
            `${(result.gatewayPeak / gatewayBefore).toFixed(2)}x`,
          ]);
        }
      } finally {
        gateway.stop();
      }
    }
  } finally {
    await postgres?.drop();
  }
  return rows;
}
