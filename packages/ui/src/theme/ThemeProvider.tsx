import { type ReactNode, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { I18nProvider } from 'react-aria-components';
import type { KitLocale } from '../i18n/locales.ts';
import { kitRoot, portalHost } from './root.css.ts';
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

/**
 * Applies a theme, the kit's scoped reset and a locale to everything inside it.
 *
 * Overlays (modals, popovers, tooltips, menus, toasts, drawers) are portalled into a host element
 * at the end of the themed root rather than into `document.body`, so the theme's variables, the
 * reset and the language reach them. The host has no box of its own (`display: contents`) and is
 * not a containing block, so react-aria positions popovers exactly as it would on the body.
 *
 * Accessibility: It passes the locale to react-aria, so every component's built-in labels and
 * announcements, number and date formats follow it. Overlays are portalled inside the themed root,
 * so what a screen reader meets in a dialog or toast has the same language and theme as the page.
 */
export function ThemeProvider({ theme = 'light', locale = 'zh-CN', className, children }: ThemeProviderProps) {
  const classes = [themeClass[theme], kitRoot, className].filter(Boolean).join(' ');
  // State, not a ref: the overlays re-render and portal into the host once it exists.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  // Until then (the first render only; the host arrives before the first paint) there is no
  // container, and react-aria's overlays and toast region render nothing. Falling back to
  // `document.body` would mount an overlay that starts open twice, first there and then in the
  // host, and the second modal would lose the focus the first one moved in.
  const getContainer = useCallback(() => host, [host]);
  return (
    <I18nProvider locale={locale}>
      <div className={classes} data-theme={theme} lang={locale}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
        <div ref={setHost} className={portalHost} data-kit-portal="" />
      </div>
    </I18nProvider>
  );
}
