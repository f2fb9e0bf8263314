// A load balancer in miniature for the multi-instance test: each request, whatever connection it
// arrives on, goes to the next gateway in turn, as a round-robin balancer without sticky sessions
// sends them. Bodies stream through both ways.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  origin: string;
  /** Which gateway (by index) each request went to, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobin(origins: readonly string[]): Promise<RoundRobin> {
  let next = 0;
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const index = next++ % origins.length;
    served.push(index);
    const target = new URL(origins[index] ?? '');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.headers['x-forwarded-for'] ?? '127.0.0.1' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
