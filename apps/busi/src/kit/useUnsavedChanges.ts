import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type BlockerFunction, useBlocker } from 'react-router';

/**
 * Guards a form with changes not yet saved (DESIGN 9): while `isDirty`, a navigation inside the app
 * (the back button, a menu link, the browser's back and forward) is held as `blocker` until the
 * person confirms or stays, and a reload or closing the tab asks through the browser's own
 * `beforeunload` prompt. What runs inside `leaveDeliberately` (saving, Cancel) leaves without asking.
 */
export function useUnsavedChanges(isDirty: boolean): {
  blocker: Blocker;
  leaveDeliberately: (leave: () => unknown) => unknown;
} {
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  // How many deliberate leaves are under way (a save may still be waiting for the gateway).
  const deliberate = useRef(0);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      deliberate.current === 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (deliberate.current > 0) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    globalThis.addEventListener('beforeunload', ask);
    return () => globalThis.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  // Changes undone while the question is open: nothing is lost any more, so the navigation goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  const leaveDeliberately = useCallback((leave: () => unknown) => {
    deliberate.current += 1;
    // The router checks its blockers a moment after `navigate` is called, so the permission ends
    // one task after the leave (or the save) has settled, never in the middle of it.
    const release = () => {
      setTimeout(() => {
        deliberate.current -= 1;
      }, 0);
    };
    let result: unknown;
    try {
      result = leave();
    } catch (error) {
      release();
      throw error;
    }
    if (result instanceof Promise) {
      return result.finally(release);
    }
    release();
    return result;
  }, []);

  return { blocker, leaveDeliberately };
}
