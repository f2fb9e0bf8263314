import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component styles itself with. Themes fill this contract; components
 * only ever read `vars`, so a consumer can add a theme without touching a component.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnAccent: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    accentSubtle: null,
    danger: null,
    dangerHover: null,
    dangerSubtle: null,
    success: null,
    successSubtle: null,
    warning: null,
    warningSubtle: null,
    info: null,
    infoSubtle: null,
    focusRing: null,
    overlay: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null, easing: null },
  zIndex: { dropdown: null, overlay: null, modal: null, toast: null, tooltip: null },
});
