// How gateway tests call business routes: as a browser would, with a token and a language.
import {
  type DomainLocale,
  type DomainMessageId,
  type MessageValues,
  translateDomainMessage,
} from '@school-sports/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './gateway.ts';

/** The languages every refusal is checked in. */
export const LANGUAGES: DomainLocale[] = ['en-US', 'zh-CN'];

/** The methods business routes answer. */
export type Method = 'GET' | 'POST';

/** Calls `/api/busi/web/<path>`: a GET sends `payload` as the query, a POST as the JSON body. */
export async function call(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  payload: Record<string, unknown> = {},
  language: DomainLocale = 'en-US',
): Promise<LightMyRequestResponse> {
  const url = `/api/busi/web/${path}`;
  const headers = { ...bearer(token), 'accept-language': language };
  if (method === 'GET') {
    const query = Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)]));
    return app.inject({ method, url, headers, query });
  }
  return app.inject({ method, url, headers, payload });
}

/**
 * POSTs `body` as it is, with `contentType`, to `/api/busi/web/<path>`: a body the gateway's parsers
 * may refuse (too large, malformed, of a type it does not take).
 */
export function postRaw(
  app: FastifyInstance,
  token: string,
  path: string,
  contentType: string,
  body: string,
  language: DomainLocale = 'en-US',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/busi/web/${path}`,
    headers: { ...bearer(token), 'accept-language': language, 'content-type': contentType },
    payload: body,
  });
}

/** The `data` of a successful answer; fails the test with the body otherwise. */
export function dataOf<T = ReturnType<typeof JSON.parse>>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.code).toBe('200');
  return body.data as T;
}

/**
 * A check that a call is refused in every language of {@link LANGUAGES}: with `status`, the
 * envelope of a failure, the message `id` in that language, and no change in what `snapshot` reads.
 */
export function refusalCheck(snapshot: () => Promise<string>) {
  return async function expectRefused(
    send: (language: DomainLocale) => Promise<LightMyRequestResponse>,
    status: number,
    id: DomainMessageId,
    values: MessageValues = {},
  ): Promise<void> {
    for (const language of LANGUAGES) {
      const before = await snapshot();
      const response = await send(language);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code: String(status), data: null });
      expect(response.json().msg).toBe(translateDomainMessage(language, id, values));
      // The refusal names its message, so that a client never matches on words.
      expect(response.json().msgId).toBe(id);
      expect(response.json().msgValues).toEqual(expect.objectContaining(values));
      expect(await snapshot()).toBe(before);
    }
  };
}

/** The one of `records` that `matches`; fails the test, naming `what` it looked for, when none does. */
export function theOne<R>(records: readonly R[], matches: (record: R) => boolean, what: string): R {
  const found = records.find(matches);
  if (!found) throw new Error(`no ${what}`);
  return found;
}

/** The whole body of a refusal with `status`, message `id` and its words `msg`, without values. */
export function failureBody(status: number, id: DomainMessageId, msg: string) {
  return { code: String(status), msg, data: null, msgId: id, msgValues: {} };
}

/** A line of a streamed export: its total first, then batches of records, then its end (or a failure). */
export type ExportLine<Row = unknown> = { total: number } | Row[] | { end: number } | { failed: unknown };

/** The lines of an export's answer (style `rows`), each read as JSON. */
export function exportLinesOf<Row = unknown>(response: LightMyRequestResponse): ExportLine<Row>[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportLine<Row>);
}
