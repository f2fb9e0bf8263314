import type { DomainLocale } from './messages/index.ts';

/** The interface languages a person chooses on the login page, as the app stores them. */
export const LANGUAGES = ['zh_cn', 'zh_tw', 'en_us'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when none is chosen or none can be matched: simplified Chinese. */
export const DEFAULT_LANGUAGE: Language = 'zh_cn';

/** The `accept-language` value every request carries for each language, so the gateway answers in it. */
export const ACCEPT_LANGUAGE_BY_LANGUAGE = {
  zh_cn: 'zh-CN',
  zh_tw: 'zh-TW',
  en_us: 'en-US',
} as const satisfies Record<Language, DomainLocale>;

/** Each language's name in itself, as a language picker shows it (the same in every locale). */
export const LANGUAGE_NAMES = {
  zh_cn: '简体中文',
  zh_tw: '繁體中文',
  en_us: 'English',
} as const satisfies Record<Language, string>;

/** Whether `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `accept-language` value (and message locale) of a language: `zh_tw` → `zh-TW`. */
export function acceptLanguageOf(language: Language): DomainLocale {
  return ACCEPT_LANGUAGE_BY_LANGUAGE[language];
}

// Traditional script is written in Taiwan, Hong Kong and Macao, or asked for by script subtag.
const TRADITIONAL_CHINESE = /^zh-(tw|hk|mo|hant)(-|$)/;

function languageOfTag(tag: string): Language | undefined {
  if (TRADITIONAL_CHINESE.test(tag)) return 'zh_tw';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh_cn';
  if (tag === 'en' || tag.startsWith('en-')) return 'en_us';
  return undefined;
}

/**
 * The language of an `accept-language` header or a single tag (`zh-TW`, `zh-Hant-HK`,
 * `en-GB,en;q=0.8`): the highest-weighted tag we speak; ties keep header order. Traditional
 * Chinese regions and scripts map to `zh_tw`, other Chinese to `zh_cn`, any English to `en_us`.
 *
 * @returns the matched language, or {@link DEFAULT_LANGUAGE} for an empty, missing or foreign header.
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const candidates = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      const weight = quality === undefined ? 1 : Number(quality);
      return { language: languageOfTag(tag.trim()), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((candidate) => candidate.language !== undefined && candidate.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return candidates[0]?.language ?? DEFAULT_LANGUAGE;
}
