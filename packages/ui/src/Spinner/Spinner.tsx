import { type ReactNode, useEffect, useState } from 'react';
import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Spinner.css.ts';
import { spinnerStrings } from './Spinner.strings.ts';

/** The diameters of a spinner: 16, 24 and 40 pixels. */
export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

/** The loading delay of SPEC 9: loads quicker than this never show a spinner. */
export const defaultSpinnerDelay = 500;

export interface SpinnerProps {
  /**
   * Milliseconds to wait before showing, so quick loads never flash a spinner. `0` shows it at once.
   * @default 500
   */
  delay?: number;
  /**
   * The diameter.
   * @default 'medium'
   */
  size?: SpinnerSize;
  /** A visible text under the spinner, e.g. "正在导入…". */
  tip?: ReactNode;
  /**
   * The accessible name.
   * @default '加载中' / '載入中' / 'Loading' by locale
   */
  'aria-label'?: string;
  /** Extra class names. */
  className?: string;
}

/**
 * Says that something is loading. Render it while loading: it stays invisible for `delay`
 * milliseconds and shows only if the load takes longer. An indeterminate progress bar for
 * screen readers, named "加载中" in the current language.
 *
 * Accessibility: An indeterminate `progressbar` named "加载中" ("Loading") in the current language, so
 * screen readers hear that the content is busy. It takes no focus and shows only after `delay`, so
 * quick loads do not flash.
 */
export function Spinner({
  delay = defaultSpinnerDelay,
  size = 'medium',
  tip,
  'aria-label': ariaLabel,
  className,
}: SpinnerProps) {
  const t = useKitStrings(spinnerStrings);
  const [shown, setShown] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!shown) return null;
  return (
    <AriaProgressBar
      isIndeterminate
      aria-label={ariaLabel ?? t('loading')}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <svg className={styles.icon({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx={12} cy={12} r={9.5} strokeWidth={3} />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
      </svg>
      {tip != null && <span className={styles.tip}>{tip}</span>}
    </AriaProgressBar>
  );
}
