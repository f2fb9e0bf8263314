import { useCallback } from 'react';
import { useLocale } from 'react-aria-components';
import { type KitLocale, kitLocaleOf } from './locales.ts';

/** A component's built-in strings: English defines the keys, both Chinese locales must match. */
export type KitStrings<Keys extends string> = Readonly<Record<KitLocale, Readonly<Record<Keys, string>>>>;

/**
 * Declares a component's strings in the three locales. The types refuse a table where a locale
 * lacks a key of the English one. Placeholders are written `{name}`.
 */
export function defineStrings<const English extends Record<string, string>>(table: {
  'en-US': English;
  'zh-CN': Record<keyof English, string>;
  'zh-TW': Record<keyof English, string>;
}): KitStrings<Extract<keyof English, string>> {
  return table as KitStrings<Extract<keyof English, string>>;
}

/** Fills `{name}` placeholders of a string. */
export function formatString(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * The strings of a table in the locale of the nearest `ThemeProvider` (react-aria's locale), as
 * a function `t(key, values?)`.
 */
export function useKitStrings<Keys extends string>(
  table: KitStrings<Keys>,
): (key: Keys, values?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useLocale();
  const strings = table[kitLocaleOf(locale)];
  return useCallback((key, values) => formatString(strings[key], values), [strings]);
}
