import { fillPlaceholders } from '@school-sports/domain';
import { GatewayError } from '@school-sports/gateway-client';
import { loadedDomainMessages } from './load.ts';
import type { AppLocale } from './locale.ts';

/**
 * A domain message (validation, SPEC 8) in the app's language, `{name}` placeholders filled from
 * `values`; an id the catalogue does not know (such as a server's own text) passes through.
 * `locale` names the language the caller renders in: the loaded one, as the app loads one at a time.
 */
export function domainText(_locale: AppLocale, id: string, values?: Record<string, string | number>): string {
  const table = loadedDomainMessages();
  if (!Object.hasOwn(table, id)) return id;
  return fillPlaceholders(table[id] as string, values);
}

/** What to tell a person about a failed call: the server's message when it gave one (SPEC 8). */
export function failureText(locale: AppLocale, error: unknown): string {
  if (error instanceof GatewayError) return error.msg ?? domainText(locale, error.messageId);
  return domainText(locale, 'request.networkError');
}
