import { vars } from '../theme/contract.css.ts';
import type { ChartColor } from './chartColors.ts';

const strongColor: Record<ChartColor, string> = {
  accent: vars.color.accent,
  success: vars.color.success,
  warning: vars.color.warning,
  info: vars.color.info,
  danger: vars.color.danger,
  muted: vars.color.borderStrong,
};

const subtleColor: Record<ChartColor, string> = {
  accent: vars.color.accentSubtle,
  success: vars.color.successSubtle,
  warning: vars.color.warningSubtle,
  info: vars.color.infoSubtle,
  danger: vars.color.dangerSubtle,
  muted: vars.color.surfaceSunken,
};

/** The CSS value (a theme variable) of a chart colour, for marks, lines and swatches. */
export function chartColorValue(color: ChartColor): string {
  return strongColor[color];
}

/** The muted variation of a chart colour, for tracks, areas and backgrounds behind marks. */
export function chartSubtleColorValue(color: ChartColor): string {
  return subtleColor[color];
}
