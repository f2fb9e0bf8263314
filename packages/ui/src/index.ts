export * from './Button/index.ts';
export { type KitLocale, kitLocaleOf, kitLocales } from './i18n/locales.ts';
export { defineStrings, formatString, type KitStrings, useKitStrings } from './i18n/strings.ts';
export { vars } from './theme/contract.css.ts';
export { type ThemeName, ThemeProvider, type ThemeProviderProps, themeNames } from './theme/ThemeProvider.tsx';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
