import type { DomainMessageId } from '@school-sports/domain';

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

  constructor(init: {
    kind: GatewayErrorKind;
    status: number;
    code?: string | undefined;
    msg?: string | undefined;
    messageId: DomainMessageId;
    cause?: unknown;
  }) {
    super(init.msg ?? init.messageId, { cause: init.cause });
    this.name = 'GatewayError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.messageId = init.messageId;
  }
}
