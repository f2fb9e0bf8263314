import { enUS } from './en-US.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The locales messages exist in, as the `accept-language` values requests carry. */
export const DOMAIN_LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;

/** One of {@link DOMAIN_LOCALES}. */
export type DomainLocale = (typeof DOMAIN_LOCALES)[number];

/** A message id of the domain catalogue, e.g. `validation.password.length`. */
export type DomainMessageId = keyof typeof enUS;

/** Values for a message's `{placeholders}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The texts of every domain message id in the three locales: validation messages, the product's
 * error and success messages, labels (organisation and role types, grades, semesters, physique
 * items and bands, statuses) and the texts of `DomainError` codes. Placeholders are `{name}`.
 */
export const domainMessages: Readonly<Record<DomainLocale, Readonly<Record<DomainMessageId, string>>>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};

/** Every message id, in catalogue order. */
export const DOMAIN_MESSAGE_IDS = /*#__PURE__*/ Object.keys(enUS) as DomainMessageId[];

/** Whether `value` is a message id of the catalogue. */
export function isDomainMessageId(value: unknown): value is DomainMessageId {
  return typeof value === 'string' && Object.hasOwn(enUS, value);
}

/**
 * The text of a message in a locale, with `{name}` placeholders replaced from `values`. A
 * placeholder without a value stays as written; an id that is not in the catalogue (such as a
 * message the server sent) is returned as it is; an unknown locale falls back to `zh-CN`, the
 * product's default language.
 */
export function translateDomainMessage(locale: DomainLocale, id: DomainMessageId, values: MessageValues = {}): string {
  const catalogue = domainMessages[locale] ?? domainMessages['zh-CN'];
  return fillPlaceholders(isDomainMessageId(id) ? catalogue[id] : String(id), values);
}

/**
 * A message's text with its `{name}` placeholders replaced from `values`; a placeholder without a
 * value stays as written. For callers holding one locale's catalogue (the app loads only its own).
 */
export function fillPlaceholders(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
