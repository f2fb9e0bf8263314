import { type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { type ThemeName, themeNames } from '../theme/ThemeProvider.tsx';
import { darkTheme, lightTheme } from '../theme/themes.css.ts';
import { overlayRoot } from './overlayTheme.css.ts';

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

function themeOf(element: Element): ThemeName {
  const value = element.getAttribute('data-theme');
  return themeNames.find((name) => name === value) ?? 'light';
}

/** What an overlay root needs to look like the `ThemeProvider` it was rendered under. */
export interface OverlayTheme {
  /** A hidden element to render in place (not in the portal): it finds the surrounding theme. */
  probe: ReactElement;
  /** Class names for the overlay's outermost portalled element. */
  className: string;
  /** Attributes for the same element, so overlays opened from inside it find the theme too. */
  attributes: { 'data-theme': ThemeName; lang: string };
}

/**
 * Overlays (modals, popovers, tooltips, toasts) render in a portal on `document.body`, outside
 * the `ThemeProvider` element whose class defines the theme's CSS variables. This reads the
 * theme of the nearest `[data-theme]` ancestor of where the overlay is declared, follows its
 * changes, and gives the portalled root the same theme class, reset and language.
 */
export function useOverlayTheme(): OverlayTheme {
  const probeRef = useRef<HTMLSpanElement>(null);
  const [theme, setTheme] = useState<ThemeName>('light');
  const { locale } = useLocale();

  useLayoutEffect(() => {
    const root = probeRef.current?.parentElement?.closest('[data-theme]');
    if (!root) return;
    const read = () => setTheme(themeOf(root));
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  return {
    probe: <span ref={probeRef} hidden />,
    className: `${themeClass[theme]} ${overlayRoot}`,
    attributes: { 'data-theme': theme, lang: locale },
  };
}
