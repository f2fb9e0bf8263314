/** The answer shape of every gateway call (SPEC 7): success only when `code` is the string '200'. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
  /** A refusal's message id of the domain catalogue, so that a client never matches on words. */
  msgId?: string;
  /** The values of the refusal's message placeholders. */
  msgValues?: Readonly<Record<string, string | number>>;
}

/** A successful answer. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: '200', msg, data };
}

/**
 * A failed answer whose `code` repeats the HTTP status, as a string; `refusal` names the message
 * `msg` was written from, with its values.
 */
export function fail(
  status: number,
  msg: string,
  refusal?: { id: string; values?: Readonly<Record<string, string | number>> },
): Envelope<null> {
  if (!refusal) return { code: String(status), msg, data: null };
  return { code: String(status), msg, data: null, msgId: refusal.id, msgValues: refusal.values ?? {} };
}
