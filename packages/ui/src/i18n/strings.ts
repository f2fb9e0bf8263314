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

// `{count, plural, one {# file} other {# files}}`: a branch per plural category, `#` the number.
const PLURAL = /\{(\w+), plural,((?:\s*(?:zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const BRANCH = /(zero|one|two|few|many|other) \{([^{}]*)\}/g;

/**
 * Fills `{name}` placeholders of a string, and chooses the branch of a
 * `{name, plural, one {…} other {…}}` placeholder by the number's plural category in `locale` (an
 * English "1 file" but "2 files"); `#` in a branch stands for the number.
 */
export function formatString(
  text: string,
  values?: Readonly<Record<string, string | number>>,
  locale = 'en-US',
): string {
  if (!values) return text;
  const plurals = new Intl.PluralRules(locale);
  const chosen = text.replace(PLURAL, (match, name: string, branches: string) => {
    const value = values[name];
    if (typeof value !== 'number') return match;
    const forms = new Map([...branches.matchAll(BRANCH)].map(([, category, form]) => [category, form ?? '']));
    const form = forms.get(plurals.select(value)) ?? forms.get('other') ?? '';
    return form.replaceAll('#', String(value));
  });
  return chosen.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * The strings of a table in the locale of the nearest `ThemeProvider` (react-aria's locale), as
 * a function `t(key, values?)`.
 */
export function useKitStrings<Keys extends string>(
  table: KitStrings<Keys>,
): (key: Keys, values?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useLocale();
  const kitLocale = kitLocaleOf(locale);
  const strings = table[kitLocale];
  return useCallback((key, values) => formatString(strings[key], values, kitLocale), [strings, kitLocale]);
}
