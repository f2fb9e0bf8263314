/** The locales the app speaks, as BCP 47 tags (the `accept-language` values of SPEC 7). */
export const appLocales = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type AppLocale = (typeof appLocales)[number];

/** The language names as the language dropdown shows them: each in its own script. */
export const localeNames: Record<AppLocale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };

const storageKey = 'busi.locale';

/** The stored language, else the browser's closest one, else simplified Chinese. */
export function initialLocale(): AppLocale {
  const stored = globalThis.localStorage?.getItem(storageKey);
  if (stored && (appLocales as readonly string[]).includes(stored)) return stored as AppLocale;
  for (const language of globalThis.navigator?.languages ?? []) {
    const tag = language.toLowerCase();
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

/** Remembers the chosen language; SPEC 1: a change of language reloads the page. */
export function storeLocale(locale: AppLocale): void {
  globalThis.localStorage?.setItem(storageKey, locale);
}
