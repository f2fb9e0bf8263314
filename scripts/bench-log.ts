// `npm run bench -- log`: how many lines the gateway's log writes per request, and whether each
// request's line says what an operator searches by (method, route, status, duration, request id),
// beside a bare Fastify server with its default request logging, in the same run.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { signInOverHttp } from '../apps/gateway/src/testing/process.ts';
import { type Row, startBenchGateway } from './bench-helpers.ts';

/** What a request's log line must name. */
const FIELDS = ['method', 'route', 'status', 'ms', 'reqId'] as const;

interface Tally {
  requests: number;
  lines: number;
  /** Request lines missing one of {@link FIELDS}. */
  incomplete: number;
}

/**
 * Counts the JSON log lines that belong to requests: those carrying one of `ids` (the gateway
 * answers each request's id), or any request id when `ids` is not known (the bare server).
 */
function tallyLines(text: string, requests: number, ids?: ReadonlySet<string>): Tally {
  const tally: Tally = { requests, lines: 0, incomplete: 0 };
  for (const line of text.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (entry.reqId === undefined || (ids && !ids.has(String(entry.reqId)))) continue;
    tally.lines += 1;
    if (FIELDS.some((field) => entry[field] === undefined)) tally.incomplete += 1;
  }
  return tally;
}

/** The calls both servers answer: a mix of kinds, each answered whatever its status. */
async function ask(
  origin: string,
  paths: string[],
  headers: Record<string, string> = {},
  ids = new Set<string>(),
): Promise<number> {
  for (const target of paths) {
    const response = await fetch(`${origin}${target}`, { headers });
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id');
    if (id) ids.add(id);
  }
  return paths.length;
}

const ROUNDS = 50;

export async function benchLog(): Promise<Row[]> {
  // The baseline: Fastify's default request logging, two lines a request ("incoming request",
  // "request completed"), written to a counter instead of a terminal.
  let bareText = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      bareText += chunk.toString();
      done();
    },
  });
  const bare = Fastify({ logger: { level: 'info', stream: sink } });
  bare.get('/api/health', async () => ({ ok: true }));
  const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
  let bareRequests = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      bareRequests += await ask(bareOrigin, ['/api/health', '/api/missing']);
    }
  } finally {
    await bare.close();
  }
  const bareTally = tallyLines(bareText, bareRequests);

  const gateway = await startBenchGateway();
  try {
    const token = await signInOverHttp(gateway.origin);
    let text = '';
    gateway.child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    let requests = 0;
    const ids = new Set<string>();
    const signedIn = { authorization: `Bearer ${token}` };
    for (let round = 0; round < ROUNDS; round++) {
      requests += await ask(gateway.origin, ['/api/health', '/api/missing'], {}, ids);
      requests += await ask(
        gateway.origin,
        ['/api/busi/web/class/page?pageNum=1&pageSize=20', '/api/busi/web/class/page?pageSize=nonsense'],
        signedIn,
        ids,
      );
      requests += await ask(gateway.origin, ['/api/busi/web/class/page?pageNum=1&pageSize=20'], {}, ids);
    }
    // The last lines reach the pipe after their answers: wait until every request has its line,
    // or a second has passed with none more (then the count says what was written).
    let seen = -1;
    for (let wait = 0; wait < 20 && tallyLines(text, requests, ids).lines !== seen; wait++) {
      seen = tallyLines(text, requests, ids).lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (ids.size !== requests) throw new Error(`${requests - ids.size} answers carried no request id`);
    const tally = tallyLines(text, requests, ids);
    return [
      [
        `log lines per request, gateway (${requests} requests: health, 404, a list, a 400, a 401; goal 1)`,
        `${(tally.lines / tally.requests).toFixed(2)} (${tally.lines} lines; ${tally.incomplete} without ${FIELDS.join(', ')})`,
        `${(bareTally.lines / bareTally.requests).toFixed(2)} bare Fastify, default request logging (${bareTally.lines} lines)`,
        `${(tally.lines / tally.requests / (bareTally.lines / bareTally.requests)).toFixed(2)}x`,
      ],
    ];
  } finally {
    gateway.stop();
  }
}
