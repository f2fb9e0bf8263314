import {
  PARENT_RELATIONSHIPS,
  type ParentRelationship,
  relationshipLabel,
  SEXES,
  type Sex,
  sexLabel,
} from '@school-sports/domain';
import type { AppLocale } from '../../i18n/locale.ts';
import { domainText } from '../../i18n/translate.ts';

/** A sex in the app's language. */
export function sexText(locale: AppLocale, sex: Sex): string {
  return domainText(locale, sexLabel(sex));
}

/** A parent's relationship to a student in the app's language. */
export function relationshipText(locale: AppLocale, relationship: ParentRelationship): string {
  return domainText(locale, relationshipLabel(relationship));
}

/** The choices of a sex picker. */
export function sexOptions(locale: AppLocale): { id: Sex; label: string }[] {
  return SEXES.map((sex) => ({ id: sex, label: sexText(locale, sex) }));
}

/** The choices of a relationship picker. */
export function relationshipOptions(locale: AppLocale): { id: ParentRelationship; label: string }[] {
  return PARENT_RELATIONSHIPS.map((relationship) => ({
    id: relationship,
    label: relationshipText(locale, relationship),
  }));
}

/** The sex a relationship implies, if any: a father is male, a grandmother female. */
export function sexOfRelationship(relationship: ParentRelationship): Sex | undefined {
  if (relationship === 'father' || relationship === 'grandfather') return 'male';
  if (relationship === 'mother' || relationship === 'grandmother') return 'female';
  return undefined;
}
