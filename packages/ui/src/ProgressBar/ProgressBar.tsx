import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './ProgressBar.css.ts';
import { progressBarStrings } from './ProgressBar.strings.ts';

/** The colour of the bar: `success` when finished, `danger` when it failed. */
export const progressBarTones = ['accent', 'success', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

/** The thickness of the bar. */
export const progressBarSizes = ['small', 'medium'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** A visible label; without it the bar is named by `aria-label` or a localised "Progress". */
  label?: ReactNode;
  /**
   * Shows the value (a percentage by default, formatted for the locale) beside the bar.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * The colour of the bar.
   * @default 'accent'
   */
  tone?: ProgressBarTone;
  /**
   * The thickness of the bar.
   * @default 'medium'
   */
  size?: ProgressBarSize;
}

/**
 * How far a task has come (`value` from `minValue` to `maxValue`), or that it is running with
 * no known end (`isIndeterminate`). Screen readers read the value as a percentage.
 *
 * Accessibility: A `progressbar` named by its label: screen readers read the value as a percentage,
 * or that it is busy when indeterminate. It takes no focus.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = 'accent',
  size = 'medium',
  className,
  ...props
}: ProgressBarProps) {
  const t = useKitStrings(progressBarStrings);
  const named = label != null || props['aria-label'] != null || props['aria-labelledby'] != null;
  return (
    <AriaProgressBar
      {...props}
      aria-label={named ? props['aria-label'] : t('progress')}
      className={composeRenderProps(className, (given) =>
        [styles.root, label == null && styles.inline, given].filter(Boolean).join(' '),
      )}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label != null && <Label className={styles.label}>{label}</Label>}
          {showValueLabel && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track({ size })}>
            <div
              className={styles.fill({ tone, indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
