// The table's behaviours over time: a loading overlay that waits before it shows, full screen with
// its way out, and the measured places of the columns pinned to its start.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { usePreventScroll } from 'react-aria';
import { pinInsetProperty } from './columns.ts';

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

/**
 * Keeps each column stuck at the table's start at the summed widths of those before it: measures
 * the header cells marked `data-pin` inside `scroller` once laid out and again whenever one changes
 * size (a font arriving, a wider value on the next page, a column shown), and sets the distances
 * as custom properties on `scroller`, which the cells read. Setting them on the element rather
 * than through state spares every row a render per change. `pins` names the stuck columns; when it
 * is empty (nothing pinned) the table does no work at all.
 */
export function usePinnedInsets(scroller: RefObject<HTMLElement | null>, pins: string): void {
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || pins === '') return;
    let headers: HTMLElement[] = [];
    const measure = () => {
      let inset = 0;
      headers.forEach((header, index) => {
        box.style.setProperty(pinInsetProperty(index), `${inset}px`);
        // The box's own width, fractions kept: rounded widths would leave a gap or an overlap
        // growing with each pinned column.
        inset += header.getBoundingClientRect().width;
      });
    };
    const resized = new ResizeObserver(measure);
    // react-aria renders the header cells after this effect has run, and may put new ones in
    // their place later (when the columns change), so they are looked for again on each change
    // of the table's elements, and followed only when they are others than before.
    const follow = () => {
      const found = [...box.querySelectorAll<HTMLElement>('[role="columnheader"][data-pin]')].sort(
        (a, b) => Number(a.dataset.pin) - Number(b.dataset.pin),
      );
      if (found.length === headers.length && found.every((header, index) => header === headers[index])) return;
      for (let index = 0; index < headers.length; index += 1) box.style.removeProperty(pinInsetProperty(index));
      resized.disconnect();
      headers = found;
      for (const header of headers) resized.observe(header, { box: 'border-box' });
      measure();
    };
    const changed = new MutationObserver(follow);
    changed.observe(box, { childList: true, subtree: true, attributeFilter: ['data-pin'] });
    follow();
    return () => {
      changed.disconnect();
      resized.disconnect();
      for (let index = 0; index < headers.length; index += 1) box.style.removeProperty(pinInsetProperty(index));
    };
  }, [scroller, pins]);
}
