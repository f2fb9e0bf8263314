import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a client may choose: a bounded token of safe characters (the app sends a UUID). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request, in its logs and its `x-request-id` answer: the client's `requestid` header
 * when it is a sane token, so a support call can quote what the browser saw; otherwise a new one,
 * so a hostile header never reaches the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers.requestid;
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
