import { CERTIFICATE_TYPES, type CertificateType, certificateTypeLabel } from '@school-sports/domain';
import type { AppLocale } from '../../i18n/locale.ts';
import { domainText } from '../../i18n/translate.ts';

/** A teaching certificate type in the app's language; `''` for none or an unknown type. */
export function certificateText(locale: AppLocale, type: string): string {
  return (CERTIFICATE_TYPES as readonly string[]).includes(type)
    ? domainText(locale, certificateTypeLabel(type as CertificateType))
    : '';
}
