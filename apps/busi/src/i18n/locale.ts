import { type AppLocale, appLocales } from './messages.ts';

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
