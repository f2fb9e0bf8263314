/** The locales the kit's own strings and react-aria's accessibility strings come in. */
export const kitLocales = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type KitLocale = (typeof kitLocales)[number];

/**
 * The kit locale closest to a BCP 47 tag: traditional-script Chinese (zh-TW, zh-HK, zh-MO,
 * zh-Hant-*) to zh-TW, other Chinese to zh-CN, anything else to en-US.
 */
export function kitLocaleOf(tag: string): KitLocale {
  const lower = tag.toLowerCase();
  if (/^zh-(tw|hk|mo)\b|^zh-hant/.test(lower)) return 'zh-TW';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  return 'en-US';
}
