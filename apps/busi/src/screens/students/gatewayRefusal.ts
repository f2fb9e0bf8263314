import type { DomainMessageId } from '@school-sports/domain';
import { GatewayError } from '@school-sports/gateway-client';
import type { AppLocale } from '../../i18n/locale.ts';
import { domainText } from '../../i18n/translate.ts';

/**
 * Whether a failed call is the gateway's refusal `id` with `values`. The gateway answers a refusal
 * as text in the request's language (the app's), without its message id, so the text is compared.
 */
export function isRefusal(
  error: unknown,
  locale: AppLocale,
  id: DomainMessageId,
  values?: Record<string, string | number>,
): boolean {
  return error instanceof GatewayError && error.msg !== undefined && error.msg === domainText(locale, id, values);
}
