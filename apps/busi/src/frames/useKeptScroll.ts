import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Each page of the frame comes back scrolled where it was left (by its tab, the menu or Back), and a
 * page seen for the first time starts at the top. `anchor` is an element around the page inside
 * the scrolling `main`. A list fills in after its rows load, so the position is restored once the
 * page is tall enough, unless the user scrolls, presses a key or clicks first.
 */
export function useKeptScroll(pathname: string): RefObject<HTMLDivElement | null> {
  const anchor = useRef<HTMLDivElement>(null);
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const page = anchor.current;
    const main = page?.closest('main');
    if (!page || !main) return;
    const wanted = positions.current.get(pathname) ?? 0;
    let restoring = wanted > 0;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => restore());
    const stop = () => {
      restoring = false;
      observer?.disconnect();
    };
    const restore = () => {
      if (restoring && main.scrollHeight - main.clientHeight >= wanted) {
        main.scrollTop = wanted;
        stop();
      }
    };
    const remember = () => {
      if (!restoring) positions.current.set(pathname, main.scrollTop);
    };
    if (restoring) {
      observer?.observe(page);
      restore();
    } else main.scrollTop = 0;
    main.addEventListener('scroll', remember, { passive: true });
    for (const event of ['wheel', 'keydown', 'pointerdown'] as const)
      main.addEventListener(event, stop, { passive: true });
    return () => {
      observer?.disconnect();
      main.removeEventListener('scroll', remember);
      for (const event of ['wheel', 'keydown', 'pointerdown'] as const) main.removeEventListener(event, stop);
    };
  }, [pathname]);
  return anchor;
}
