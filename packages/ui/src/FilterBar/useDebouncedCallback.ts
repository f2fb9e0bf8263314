import { useEffect, useMemo, useRef } from 'react';
import { createDebouncer, type Debouncer } from './debounce.ts';

/**
 * A debounced version of `callback` that always calls its latest version, keeps the same identity
 * across renders (until `delayMs` changes) and drops a waiting call on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): Debouncer<Args> {
  const latest = useRef(callback);
  latest.current = callback;
  const debouncer = useMemo(() => createDebouncer<Args>((...args) => latest.current(...args), delayMs), [delayMs]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return debouncer;
}
