export * from './Button/index.ts';
export { vars } from './theme/contract.css.ts';
export {
  type KitLocale,
  kitLocales,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeNames,
} from './theme/ThemeProvider.tsx';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
