// The table's two behaviours over time: a loading overlay that waits before it shows, and full
// screen with its way out.
import { useEffect, useState } from 'react';
import { usePreventScroll } from 'react-aria';

/** The delay before a loading indicator shows, so fast loads do not flash (SPEC 9). */
export const loadingDelayMs = 500;

/** `flag`, once it has held for `delayMs`; false at once when it stops. */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}

/**
 * Full screen for a long look at many columns, and its setter. The page behind does not scroll
 * meanwhile; Escape brings the page back, unless a menu or dialog of the table took that Escape for
 * itself (it prevents the default).
 */
export function useFullScreen(): [boolean, (fullScreen: boolean) => void] {
  const [fullScreen, setFullScreen] = useState(false);
  usePreventScroll({ isDisabled: !fullScreen });
  useEffect(() => {
    if (!fullScreen) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFullScreen(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [fullScreen]);
  return [fullScreen, setFullScreen];
}
