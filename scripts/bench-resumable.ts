// `npm run bench -- resumable`: a 500 MB lesson video of issue 47 sent resumably (tus, in the app's
// 8 MiB continuations) whose connection is cut twice, beside the multipart upload of the same file
// to the same gateway, then copied as a school copies a lesson, beside the same bytes streamed
// through the file store.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { RESUMABLE_FILE_HEADER } from '@school-sports/gateway-client/contract';
import { copyObject, directoryStore, type FileStore, newStorageKey } from '../apps/gateway/src/files/store.ts';
import { throwAwayPostgres } from '../apps/gateway/src/testing/databases.ts';
import { signInOverHttp, writerOverHttp } from '../apps/gateway/src/testing/process.ts';
import { tusClient } from '../apps/gateway/src/testing/resumable.ts';
import { MP4_HEAD, streamUpload } from '../apps/gateway/src/testing/uploads.ts';
import { rssMiB, watchGateway } from '../apps/gateway/src/testing/watch.ts';
import {
  type BenchGateway,
  type LoopDelay,
  loopDelay,
  postgresServer,
  type Row,
  repoRoot,
  startBenchGateway,
} from './bench-helpers.ts';

const MiB = 1024 * 1024;
/** The video's size: the `lessonVideo` kind's limit, as `npm run bench -- upload` sends it. */
const VIDEO_BYTES = 500 * MiB;
/** One continuation, as the app sends them (`CHUNK_BYTES` of apps/busi's resumableUpload.ts). */
const CONTINUATION_BYTES = 8 * MiB;
/** Where the connection is cut: about a third and two thirds of the way. */
const CUTS = [Math.round(VIDEO_BYTES / 3), Math.round((2 * VIDEO_BYTES) / 3)];

/** How the gateway fared while one upload ran. */
interface Watched<T> {
  seconds: number;
  beforeMiB: number;
  peakMiB: number;
  health: { calls: number; failed: number; max: number; p99: number };
  delay: LoopDelay;
  result: T;
}

/**
 * Runs `upload` against the gateway while its memory is read and `/api/health` is asked every 50 ms
 * (testing/watch.ts), with the event loop's delay inside it over the same time.
 */
async function watched<T>(gateway: BenchGateway, delayFile: string, upload: () => Promise<T>): Promise<Watched<T>> {
  const pid = gateway.child.pid as number;
  const beforeMiB = rssMiB(pid);
  await loopDelay(pid, delayFile);
  const watch = watchGateway(pid, gateway.origin);
  const started = performance.now();
  const result = await upload().catch(async (error: unknown) => {
    await watch.stop();
    throw error;
  });
  const seconds = (performance.now() - started) / 1000;
  const report = await watch.stop();
  const delay = await loopDelay(pid, delayFile);
  const latencies = [...report.healthLatenciesMs].sort((a, b) => a - b);
  return {
    seconds,
    beforeMiB,
    peakMiB: report.peakRssMiB,
    health: {
      calls: latencies.length,
      failed: latencies.length - (report.healthStatuses[200] ?? 0),
      max: latencies.at(-1) ?? Number.NaN,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? Number.NaN,
    },
    delay,
    result,
  };
}

/**
 * The bench video's bytes from `offset`: the mp4 head, then `filler` over and over, a file of the
 * shape `streamUpload` sends (testing/uploads.ts), which the multipart baseline sends.
 */
function videoBytes(filler: Buffer, offset: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  while (at < length) {
    const position = offset + at;
    if (position < MP4_HEAD.length) {
      const taken = MP4_HEAD.copy(bytes, at, position, Math.min(MP4_HEAD.length, position + length - at));
      at += taken;
      continue;
    }
    const from = (position - MP4_HEAD.length) % filler.length;
    at += filler.copy(bytes, at, from, Math.min(filler.length, from + length - at));
  }
  return bytes;
}

/**
 * A continuation that announces all of `bytes` but sends only the first `sent`, then destroys its
 * socket: a school network dropping mid-way. Resolves once the bytes are handed to the socket.
 */
function cutContinuation(
  origin: string,
  token: string,
  location: string,
  offset: number,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  const url = new URL(location, origin);
  return new Promise((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: 'PATCH',
      path: url.pathname,
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(offset),
        'content-length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.write(bytes.subarray(0, sent), () => {
      request.destroy();
      resolve();
    });
  });
}

/** A resumable upload's course: the stored file, and what each cut cost. */
interface ResumableCourse {
  fileId: string;
  /** Per cut: the bytes the client had sent when it cut, and where the gateway said it stood after. */
  cuts: Array<{ sentTo: number; resumedAt: number }>;
  /** Continuations refused as starting elsewhere than where the upload stood (409), then resumed. */
  conflicts: number;
  /** Seconds of the last continuation, whose answer waits for the continuations' join into one file. */
  lastSeconds: number;
}

/**
 * Sends the 500 MB video resumably as the app does (create, then 8 MiB continuations), cutting the
 * connection at {@link CUTS}; after each cut it asks where the upload stands (HEAD) and goes on from
 * there, as the app's client does at once after a dropped connection.
 */
async function resumableUpload(origin: string, token: string, filler: Buffer): Promise<ResumableCourse> {
  const tus = tusClient(origin, token);
  const created = await tus.create({ kind: 'lessonVideo', name: 'bench.mp4', type: 'video/mp4', length: VIDEO_BYTES });
  if (created.answer.status !== 201) throw new Error(`creating the upload answered ${created.answer.status}`);
  const pending = [...CUTS];
  const cuts: ResumableCourse['cuts'] = [];
  let conflicts = 0;
  let offset = 0;
  let fileId = '';
  let lastSeconds = 0;
  const resume = async () => {
    const stands = await tus.offset(created.location);
    if (stands.offset === null) throw new Error(`asking where the upload stands answered ${stands.answer.status}`);
    return stands.offset;
  };
  while (offset < VIDEO_BYTES) {
    const bytes = videoBytes(filler, offset, Math.min(CONTINUATION_BYTES, VIDEO_BYTES - offset));
    const cut = pending[0];
    if (cut !== undefined && cut > offset && cut < offset + bytes.length) {
      pending.shift();
      await cutContinuation(origin, token, created.location, offset, bytes, cut - offset);
      offset = await resume();
      cuts.push({ sentTo: cut, resumedAt: offset });
      continue;
    }
    const sentAt = performance.now();
    const answer = await tus.patch(created.location, offset, bytes);
    lastSeconds = (performance.now() - sentAt) / 1000;
    if (answer.status === 409) {
      // The cut continuation was still being kept when this one came: ask again, as the app does.
      conflicts++;
      offset = await resume();
      continue;
    }
    if (answer.status !== 204) throw new Error(`a continuation at ${offset} answered ${answer.status}: ${answer.body}`);
    offset = Number(answer.headers.get('upload-offset'));
    fileId = answer.headers.get(RESUMABLE_FILE_HEADER) ?? fileId;
  }
  if (!fileId) throw new Error('the last continuation named no stored file');
  return { fileId, cuts, conflicts, lastSeconds };
}

/**
 * Checks that the stored file `fileId` is the whole video: its size (from a one-range read's
 * `content-range`), its type, and its first bytes.
 */
async function checkStored(origin: string, token: string, fileId: string): Promise<string> {
  const response = await fetch(`${origin}/api/uc/oss/file/${fileId}`, {
    headers: { authorization: `Bearer ${token}`, range: `bytes=0-${MP4_HEAD.length - 1}` },
  });
  const head = Buffer.from(await response.arrayBuffer());
  const range = response.headers.get('content-range') ?? '';
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 206 || range !== `bytes 0-${MP4_HEAD.length - 1}/${VIDEO_BYTES}` || !head.equals(MP4_HEAD)) {
    throw new Error(`stored file ${fileId} is not the whole video: ${response.status} ${range} ${type}`);
  }
  return `${VIDEO_BYTES.toLocaleString('en')} bytes, ${type}`;
}

const mb = (bytes: number) => (bytes / MiB).toFixed(1);

function resumableRows(
  label: string,
  tus: Watched<ResumableCourse & { stored: string }>,
  multipart: Watched<{ stored: string }>,
): Row[] {
  const rate = (seconds: number) => `${(VIDEO_BYTES / MiB / seconds).toFixed(0)} MB/s`;
  const health = (one: Watched<unknown>) => `max ${one.health.max.toFixed(0)} ms / p99 ${one.health.p99.toFixed(0)} ms`;
  const delay = (one: Watched<unknown>) =>
    `max ${one.delay.max.toFixed(0)} ms / p99 ${one.delay.p99.toFixed(0)} ms (mean ${one.delay.mean.toFixed(1)})`;
  const grown = (one: Watched<unknown>) =>
    `${one.peakMiB.toFixed(0)} MiB peak, ${one.beforeMiB.toFixed(0)} before (+${(one.peakMiB - one.beforeMiB).toFixed(0)})`;
  const resent = tus.result.cuts.map((cut) => cut.sentTo - cut.resumedAt);
  return [
    [
      `resumable (tus) upload of 500 MB in 8 MiB continuations, cut twice, ${label} (the last, which joins them: ${tus.result.lastSeconds.toFixed(1)} s)`,
      `${tus.seconds.toFixed(1)} s, ${rate(tus.seconds)}`,
      `${multipart.seconds.toFixed(1)} s, ${rate(multipart.seconds)} multipart upload, same file and gateway`,
      `${(tus.seconds / multipart.seconds).toFixed(2)}x`,
    ],
    [
      `gateway RSS during the resumable upload, ${label} (goal 400 MB)`,
      grown(tus),
      `${grown(multipart)} multipart`,
      `${(tus.peakMiB - tus.beforeMiB).toFixed(0)} vs ${(multipart.peakMiB - multipart.beforeMiB).toFixed(0)} MiB`,
    ],
    [
      `/api/health during the resumable upload, ${label} (every 50 ms, ${tus.health.calls} calls, ${tus.health.failed} failed)`,
      health(tus),
      `goal 200 ms; multipart: ${health(multipart)}, ${multipart.health.failed} failed`,
      `${(tus.health.max / 200).toFixed(2)}x goal`,
    ],
    [
      `event-loop delay in the gateway during the resumable upload, ${label}`,
      delay(tus),
      `multipart: ${delay(multipart)}`,
      `${(tus.delay.p99 / multipart.delay.p99).toFixed(2)}x p99`,
    ],
    [
      `bytes sent again after each cut, ${label} (cut at ${tus.result.cuts.map((cut) => mb(cut.sentTo)).join(' and ')} MiB; ${tus.result.conflicts} continuations refused 409 and resumed)`,
      resent.map((bytes) => `${(bytes / 1024).toFixed(0)} KiB`).join(', '),
      `gateway stood at ${tus.result.cuts.map((cut) => mb(cut.resumedAt)).join(' and ')} MiB after them`,
      resent.map((bytes) => `${((100 * bytes) / VIDEO_BYTES).toFixed(2)}%`).join(', '),
    ],
    [
      `stored file after the resumable upload, ${label} (size and type read back)`,
      tus.result.stored,
      `${multipart.result.stored} multipart`,
      '-',
    ],
  ];
}

/**
 * The video just uploaded made a lesson and copied by `lesson/copy`, as a school copies one shared
 * with it: the copy's seconds, with the copy inside the file store (`FileStore.copy`).
 */
async function copiedLesson(origin: string, token: string, fileId: string): Promise<number> {
  const write = writerOverHttp(origin, token);
  const { lessonId } = (await write('lesson/add', {
    title: '跳绳示范课',
    gradeKeys: ['g3'],
    topic: '跳绳',
    kind: 'video',
    fileIds: [fileId],
    coverId: null,
    description: '',
  })) as { lessonId: string };
  const started = performance.now();
  await write('lesson/copy', { lessonId });
  return (performance.now() - started) / 1000;
}

/**
 * The baseline of the lesson copy: 500 MB copied in a directory store on the same file system as
 * the gateway's, streamed through `read` and `put` in this process (as `lesson/copy` copied before
 * the stores could copy), beside the store's own `copy`. Seconds of each.
 */
async function storeCopies(filler: Buffer): Promise<{ streamed: number; copied: number }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-bench-copy-'));
  try {
    const store = directoryStore(root);
    const original = newStorageKey();
    await store.put(
      original,
      Readable.from(
        (function* () {
          for (let offset = 0; offset < VIDEO_BYTES; offset += CONTINUATION_BYTES) {
            yield videoBytes(filler, offset, Math.min(CONTINUATION_BYTES, VIDEO_BYTES - offset));
          }
        })(),
      ),
    );
    const timed = async (copy: () => Promise<void>) => {
      const started = performance.now();
      await copy();
      return (performance.now() - started) / 1000;
    };
    const streamed = await timed(() =>
      copyObject({ ...store, copy: undefined } as FileStore, original, newStorageKey()),
    );
    const copied = await timed(() => copyObject(store, original, newStorageKey()));
    return { streamed, copied };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The 500 MB lesson video sent to one gateway process twice: first by multipart (the baseline, as
 * `npm run bench -- upload` sends it), then resumably with two cuts. On PGlite, and on PostgreSQL
 * where a server answers.
 */
export async function benchResumable(): Promise<Row[]> {
  const rows: Row[] = [];
  const targets: Array<[string, string]> = [['PGlite', '']];
  const server = await postgresServer();
  const postgres = server ? await throwAwayPostgres(server) : undefined;
  if (postgres) targets.push(['PostgreSQL', postgres.url]);
  else rows.push(['resumable upload, PostgreSQL', 'not measured: no PostgreSQL server', '-', '-']);
  const delayFile = path.join(os.tmpdir(), `busi-bench-resumable-loop-${process.pid}.json`);
  // Filler that is not all zeros, of the size streamUpload repeats, so both uploads carry alike bytes.
  const filler = Buffer.alloc(256 * 1024, 0);
  for (let at = 0; at < filler.length; at++) filler[at] = (at * 2654435761) >>> 24;
  try {
    for (const [label, databaseUrl] of targets) {
      console.error(`resumable: ${label}`);
      const gateway = await startBenchGateway(databaseUrl, {
        NODE_OPTIONS: `--import=${path.join(repoRoot, 'scripts/loop-delay.ts')}`,
        LOOP_DELAY_FILE: delayFile,
      });
      try {
        const token = await signInOverHttp(gateway.origin);
        const multipart = await watched(gateway, delayFile, async () => {
          const answer = await streamUpload({
            origin: gateway.origin,
            token,
            kind: 'lessonVideo',
            fileName: 'bench.mp4',
            head: MP4_HEAD,
            size: VIDEO_BYTES,
          });
          if (answer.status !== 200) throw new Error(`the multipart upload answered ${answer.status}: ${answer.body}`);
          const { fileId } = (JSON.parse(answer.body) as { data: { fileId: string } }).data;
          return { stored: await checkStored(gateway.origin, token, fileId) };
        });
        const tus = await watched(gateway, delayFile, async () => {
          const course = await resumableUpload(gateway.origin, token, filler);
          return { ...course, stored: await checkStored(gateway.origin, token, course.fileId) };
        });
        rows.push(...resumableRows(label, tus, multipart));
        const copySeconds = await copiedLesson(gateway.origin, token, tus.result.fileId);
        const { streamed, copied } = await storeCopies(filler);
        rows.push(
          [
            `lesson/copy of that 500 MB video lesson, ${label} (the file copied inside the store)`,
            `${copySeconds.toFixed(2)} s`,
            `${streamed.toFixed(2)} s streaming 500 MB through read and put, same file system (the copy before)`,
            `${(copySeconds / streamed).toFixed(2)}x`,
          ],
          [
            `directory store copy of 500 MB (copyFile, a clone where the file system has them), ${label} run`,
            `${copied.toFixed(2)} s`,
            `${streamed.toFixed(2)} s streamed through read and put`,
            `${(copied / streamed).toFixed(2)}x`,
          ],
        );
      } finally {
        gateway.stop();
      }
    }
  } finally {
    fs.rmSync(delayFile, { force: true });
    await postgres?.drop();
  }
  return rows;
}
