import { NATIONS, nationName } from '@school-sports/domain';
import type { AppLocale } from '../i18n/locale.ts';

/** The 57 entries of the nation dictionary, named in the app's language, in the standard's order. */
export function nationOptions(locale: AppLocale): { id: string; label: string }[] {
  return NATIONS.map((nation) => ({ id: nation[0], label: nationName(nation[0], locale) }));
}
