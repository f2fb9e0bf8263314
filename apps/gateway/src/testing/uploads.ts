// Large uploads as a client streams them, generated on the fly (never held whole), for the tests of
// the file store and the bench: a typed head, then filler bytes up to the size asked for.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** The start of an mp4 file as the sniffer knows it (`ftyp` box, brand isom). */
export const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
]);

/** A streamed upload's answer, and what was sent before it came. */
export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of the file written before the answer arrived or the file ended. */
  sent: number;
  /** SHA-256 of the whole file as generated (when it was sent whole), hex. */
  sha256: string;
}

/**
 * Streams a multipart upload of one file of `kind` to `origin`: `head`, then filler up to `size`
 * bytes, written as the connection takes them. Stops writing as soon as an answer arrives (a
 * refusal at a limit comes before the end of the file).
 */
export function streamUpload(options: {
  origin: string;
  token: string;
  kind: string;
  fileName: string;
  head: Buffer;
  size: number;
  language?: string;
  contentType?: string;
}): Promise<StreamedAnswer> {
  const boundary = `----busi${randomBytes(8).toString('hex')}`;
  const hash = createHash('sha256');
  // Filler that is not all zeros, so a store that compressed or deduplicated would still be measured.
  const filler = randomBytes(256 * 1024);
  const url = new URL('/api/uc/oss/upload', options.origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: url.pathname,
      headers: {
        authorization: `Bearer ${options.token}`,
        'accept-language': options.language ?? 'en-US',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sent, sha256: hash.digest('hex') });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (chunk: Buffer) =>
      new Promise<void>((written) => {
        if (request.write(chunk)) written();
        else request.once('drain', written);
      });
    void (async () => {
      await write(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\n${options.kind}\r\n` +
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${options.fileName}"\r\n` +
            `content-type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      const head = options.head.subarray(0, options.size);
      hash.update(head);
      await write(head);
      sent = head.length;
      while (sent < options.size && !answered && !request.destroyed) {
        const chunk = filler.subarray(0, Math.min(filler.length, options.size - sent));
        hash.update(chunk);
        await write(chunk);
        sent += chunk.length;
      }
      if (!answered && !request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
    })().catch(reject);
  });
}

/** Every file under `dir`, recursively (the file store's objects and partial files). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
