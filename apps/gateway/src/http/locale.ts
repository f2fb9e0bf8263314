import {
  acceptLanguageOf,
  type DomainLocale,
  type DomainMessageId,
  languageOfAcceptLanguage,
  type MessageValues,
  translateDomainMessage,
} from '@school-sports/domain';
import type { FastifyRequest } from 'fastify';

/** The locale a request is answered in, from its `accept-language` header (SPEC 7). */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): DomainLocale {
  const header = request.headers['accept-language'];
  return acceptLanguageOf(languageOfAcceptLanguage(typeof header === 'string' ? header : undefined));
}

/** A message of the domain catalogue in the language of `request`. */
export function localise(
  request: Pick<FastifyRequest, 'headers'>,
  id: DomainMessageId,
  values?: MessageValues,
): string {
  return translateDomainMessage(requestLocale(request), id, values);
}
