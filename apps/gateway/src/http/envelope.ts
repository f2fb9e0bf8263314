/** The answer shape of every gateway call (SPEC 7): success only when `code` is the string '200'. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** A successful answer. */
export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: '200', msg, data };
}

/** A failed answer whose `code` repeats the HTTP status, as a string. */
export function fail(status: number, msg: string): Envelope<null> {
  return { code: String(status), msg, data: null };
}
