import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { KitLocale } from '../i18n/locales.ts';
import { kitRoot } from './root.css.ts';
import { darkTheme, lightTheme } from './themes.css.ts';

/** The themes the kit ships. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

export interface ThemeProviderProps {
  /**
   * Which theme the subtree uses.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * The locale of the kit's built-in strings and of react-aria's accessibility strings.
   * @default 'zh-CN'
   */
  locale?: KitLocale;
  /** Extra class names for the root element. */
  className?: string;
  /** The content to theme. */
  children: ReactNode;
}

/** Applies a theme, the kit's scoped reset and a locale to everything inside it. */
export function ThemeProvider({ theme = 'light', locale = 'zh-CN', className, children }: ThemeProviderProps) {
  const classes = [themeClass[theme], kitRoot, className].filter(Boolean).join(' ');
  return (
    <I18nProvider locale={locale}>
      <div className={classes} data-theme={theme} lang={locale}>
        {children}
      </div>
    </I18nProvider>
  );
}
