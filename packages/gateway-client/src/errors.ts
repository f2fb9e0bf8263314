import type { DomainMessageId } from '@school-sports/domain';

/** A refusal as the gateway names it: a message id of the domain catalogue and its values. */
export interface GatewayRefusal {
  id: string;
  values: Readonly<Record<string, string | number>>;
}

/** Why a call failed, as the app needs to tell it apart. */
export type GatewayErrorKind =
  /** No answer: network down, server unreachable, timeout, or an answer that is not our envelope. */
  | 'network'
  /** HTTP 401: the session is missing or expired; the app clears it and goes to login. */
  | 'unauthorized'
  /** Any other failure the server explained in its `msg`. */
  | 'server';

/**
 * A failed call. `msg` is the server's localised text where it gave one; `messageId` the catalogue
 * id to show when it did not (SPEC 8: network or server exception, expired session).
 */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  /** HTTP status, 0 when no answer came. */
  readonly status: number;
  /** The envelope's `code`, when there was one. */
  readonly code: string | undefined;
  /** The server's message, already in the request's language. */
  readonly msg: string | undefined;
  /** The message to show when the server gave none. */
  readonly messageId: DomainMessageId;
  /**
   * The server's refusal as a message id and its values, when it named one: what a screen
   * compares, never the words of `msg`.
   */
  readonly refusal: GatewayRefusal | undefined;

  constructor(init: {
    kind: GatewayErrorKind;
    status: number;
    code?: string | undefined;
    msg?: string | undefined;
    messageId: DomainMessageId;
    refusal?: GatewayRefusal | undefined;
    cause?: unknown;
  }) {
    super(init.msg ?? init.messageId, { cause: init.cause });
    this.name = 'GatewayError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.messageId = init.messageId;
    this.refusal = init.refusal;
  }

  /** Whether the server refused with message `id` (and, when given, these placeholder values). */
  isRefusal(id: string, values?: Readonly<Record<string, string | number>>): boolean {
    if (this.refusal?.id !== id) return false;
    if (!values) return true;
    return Object.entries(values).every(([name, value]) => String(this.refusal?.values[name]) === String(value));
  }
}
