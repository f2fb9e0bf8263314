import { type DomainMessageId, isDomainMessageId, translateDomainMessage } from '@school-sports/domain';
import { GatewayError } from '@school-sports/gateway-client';
import type { AppLocale } from './messages.ts';

/** A domain message (validation, SPEC 8) in the app's language; unknown ids pass through. */
export function domainText(locale: AppLocale, id: string, values?: Record<string, string | number>): string {
  return isDomainMessageId(id) ? translateDomainMessage(locale, id as DomainMessageId, values) : id;
}

/** What to tell a person about a failed call: the server's message when it gave one (SPEC 8). */
export function failureText(locale: AppLocale, error: unknown): string {
  if (error instanceof GatewayError) return error.msg ?? domainText(locale, error.messageId);
  return domainText(locale, 'request.networkError');
}
