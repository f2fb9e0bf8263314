import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Fonts with good CJK coverage first for Chinese text, then the platform's UI fonts. Traditional
// Chinese and English text choose their own first (see `root.css.ts`).
const fontBody =
  '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Traditional Chinese in its own glyph forms: the simplified fonts draw some shared characters the
 * mainland way (骨, 角, 述).
 */
export const fontBodyTraditional =
  '"Noto Sans CJK TC", "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Source Han Sans TC", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * English in the platform's UI font where it has one, Chinese names in it falling back to the CJK
 * fonts, whose Latin letters are also the best a bare Linux desktop has.
 */
export const fontBodyLatin =
  '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

const shared = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  font: { body: fontBody, mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.3', normal: '1.5715' },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { dropdown: '1000', overlay: '1100', modal: '1200', toast: '1300', tooltip: '1400' },
};

/** The light theme: the default. Text and accent pairs meet WCAG AA contrast. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f5',
    border: '#d5dbe3',
    borderStrong: '#8a94a3',
    text: '#1b2230',
    textMuted: '#4f5b6d',
    textOnAccent: '#ffffff',
    accent: '#1756c7',
    accentHover: '#124aad',
    accentPressed: '#0e3c8f',
    accentSubtle: '#e6efff',
    danger: '#b42318',
    dangerHover: '#991b12',
    dangerSubtle: '#fdecea',
    success: '#1a7f37',
    successSubtle: '#e6f6ea',
    warning: '#8a5a00',
    warningSubtle: '#fff4d6',
    info: '#0b6e99',
    infoSubtle: '#e3f4fb',
    focusRing: '#1756c7',
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
});

/** The dark theme. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0f141b',
    surface: '#171d26',
    surfaceRaised: '#1e2631',
    surfaceSunken: '#121820',
    border: '#2c3644',
    borderStrong: '#6b7789',
    text: '#e6ebf2',
    textMuted: '#a8b3c2',
    textOnAccent: '#0b1220',
    accent: '#6ea0ff',
    accentHover: '#8ab2ff',
    accentPressed: '#a5c4ff',
    accentSubtle: '#1b2b48',
    danger: '#ff8a80',
    dangerHover: '#ffa39b',
    dangerSubtle: '#3a1d1b',
    success: '#5fd38a',
    successSubtle: '#173325',
    warning: '#f2c14e',
    warningSubtle: '#3a2f12',
    info: '#5cc4f0',
    infoSubtle: '#11303d',
    focusRing: '#8ab2ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});
