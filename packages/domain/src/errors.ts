import type { DomainMessageId, MessageValues } from './messages/index.ts';

/**
 * The error every rule throws when its input makes no sense (an unknown grade, a negative time,
 * a malformed time string, NaN...). `code` is a message id of {@link domainMessages}, so the app
 * and the gateway can show it in the user's language; `message` is the id with its values, for
 * logs (`translateDomainMessage('en-US', error.code, error.values)` gives the English words). It
 * names no text of its own, so a bundle that throws carries no catalogue of texts.
 */
export class DomainError extends Error {
  /** The message id naming what was wrong, e.g. `physique.error.grade`. */
  readonly code: DomainMessageId;
  /** The values for the `{placeholders}` of the message. */
  readonly values: MessageValues;

  /**
   * @param code the message id.
   * @param values values for the message's placeholders (default none).
   */
  constructor(code: DomainMessageId, values: MessageValues = {}) {
    super(Object.keys(values).length > 0 ? `${code} ${JSON.stringify(values)}` : code);
    this.name = 'DomainError';
    this.code = code;
    this.values = values;
  }
}

/** Whether `value` is a {@link DomainError} (also across bundles, by name and code). */
export function isDomainError(value: unknown): value is DomainError {
  return (
    value instanceof DomainError ||
    (value instanceof Error && value.name === 'DomainError' && typeof (value as { code?: unknown }).code === 'string')
  );
}
