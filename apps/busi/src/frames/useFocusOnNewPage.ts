import { useEffect, useRef } from 'react';

/** How long a lazily loaded screen may take to show its heading before the focus stops waiting. */
const WAIT_MS = 5_000;

/**
 * Gives the focus to the new page's heading when a move to another page left it nowhere: the
 * button that opened a form, or the row action that went to a record's page, is gone with the page
 * it stood on, and the focus fell back to the document. A screen reader then says where the person
 * is, and Tab goes on from the page's top. Focus that is still somewhere (a menu link, a tab, a
 * dialog that took it) stays there. The first page of a visit is left as the browser opens it, so
 * the skip link stays the first stop of Tab.
 */
export function useFocusOnNewPage(pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move to another page
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const lost = () => {
      const active = document.activeElement;
      return !active || active === document.body || !active.isConnected;
    };
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (lost()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    // The new screen may still be loading: its heading is waited for, a few seconds at most.
    const frame = requestAnimationFrame(() => {
      if (focusHeading()) return;
      const main = document.querySelector('main');
      if (!main) return;
      const observer = new MutationObserver(() => {
        if (focusHeading()) stop();
      });
      const timer = setTimeout(() => stop(), WAIT_MS);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
      };
      observer.observe(main, { childList: true, subtree: true });
      cleanup = stop;
    });
    let cleanup = () => cancelAnimationFrame(frame);
    return () => cleanup();
  }, [pathname]);
}
