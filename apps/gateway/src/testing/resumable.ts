// The tus protocol as a client speaks it, by hand, for the tests of resumable uploads and the bench:
// create, ask the offset, continue, cancel, and a continuation cut off mid-way as a dropped school
// network would. Every request carries the staff token.
import http from 'node:http';
import { RESUMABLE_UPLOAD_PATH } from '@school-sports/gateway-client/contract';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** An answer of the protocol: status, headers and the body (a refusal's envelope, as text). */
export interface TusAnswer {
  status: number;
  headers: Headers;
  body: string;
  /** The refusal's envelope, when the body is one. */
  json(): { code: string; msg: string; msgId?: string; msgValues?: Record<string, unknown> };
}

export function tusClient(origin: string, token: string, language = 'en-US') {
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    'accept-language': language,
    'tus-resumable': '1.0.0',
    ...extra,
  });
  const send = async (
    method: string,
    url: string,
    extra: Record<string, string>,
    body?: Buffer,
  ): Promise<TusAnswer> => {
    const response = await fetch(new URL(url, origin), {
      method,
      headers: headers(extra),
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text, json: () => JSON.parse(text) };
  };
  return {
    /** Creates an upload of `length` bytes; answers its address (`Location`) and the answer. */
    async create(file: { kind: string; name: string; type: string; length: number | null }) {
      const answer = await send('POST', RESUMABLE_UPLOAD_PATH, {
        ...(file.length === null ? { 'upload-defer-length': '1' } : { 'upload-length': String(file.length) }),
        'upload-metadata': `kind ${b64(file.kind)},filename ${b64(file.name)},filetype ${b64(file.type)}`,
      });
      return { answer, location: answer.headers.get('location') ?? '' };
    },
    /** Where the upload stands: its offset, or null with the refusal. */
    async offset(location: string) {
      const answer = await send('HEAD', location, {});
      const offset = answer.headers.get('upload-offset');
      return { answer, offset: offset === null ? null : Number(offset) };
    },
    /** Continues the upload at `offset` with `bytes`. */
    patch(location: string, offset: number, bytes: Buffer) {
      return send(
        'PATCH',
        location,
        { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        bytes,
      );
    },
    cancel(location: string) {
      return send('DELETE', location, {});
    },
    /**
     * A continuation at `offset` that announces all of `bytes` but sends only the first `sent` of
     * them, then drops the connection, as a network that goes away mid-way. Resolves once the
     * gateway has dealt with the cut request (`handled`, told by the gateway's resumable uploads).
     */
    async cut(location: string, offset: number, bytes: Buffer, sent: number, handled: Promise<unknown>): Promise<void> {
      const url = new URL(location, origin);
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: url.hostname,
          port: url.port,
          method: 'PATCH',
          path: url.pathname,
          headers: headers({
            'content-type': 'application/offset+octet-stream',
            'upload-offset': String(offset),
            'content-length': String(bytes.length),
          }),
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, sent), () => {
          request.destroy();
          resolve();
        });
      });
      await handled;
    },
  };
}
