import type { DomainMessageId, MessageValues } from '@school-sports/domain';

/**
 * A refusal the client should read: an HTTP status and a message id of the domain catalogue,
 * answered in the envelope in the request's language. Thrown by services, caught by the gateway.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messageId: DomainMessageId;
  readonly values: MessageValues;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    messageId: DomainMessageId,
    values: MessageValues = {},
    headers: Record<string, string> = {},
  ) {
    super(messageId);
    this.name = 'ApiError';
    this.status = status;
    this.messageId = messageId;
    this.values = values;
    this.headers = headers;
  }
}
