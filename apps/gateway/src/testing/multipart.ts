// Multipart bodies as browsers send them, for gateway tests of uploads and imports.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** A text field or a file of a multipart body. */
export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body of `parts`, in their order. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----busi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: ${part.contentType}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The file part of an upload. */
export function filePart(fileName: string, bytes: Buffer, contentType = 'application/octet-stream'): Part {
  return { name: 'file', fileName, contentType, bytes };
}

/**
 * Sends `parts` as the multipart body of a request to `app` (a POST unless `method` says otherwise),
 * with `headers` besides its content type.
 */
export function injectMultipart(
  app: FastifyInstance,
  request: { url: string; method?: InjectOptions['method']; headers?: Record<string, string> },
  parts: Part[],
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipart(parts);
  return app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    headers: { ...request.headers, 'content-type': contentType },
    payload: body,
  });
}
