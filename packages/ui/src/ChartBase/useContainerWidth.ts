import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The width of an element as it resizes, measured with a `ResizeObserver`, when `enabled`;
 * otherwise always `fallback`. Before the first measure the width is `fallback` too.
 */
export function useContainerWidth<Element extends HTMLElement>(
  enabled: boolean,
  fallback: number,
): [RefCallback<Element>, number] {
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const observer = useRef<ResizeObserver | undefined>(undefined);

  const ref = useCallback<RefCallback<Element>>(
    (element) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || !enabled || typeof ResizeObserver === 'undefined') return;
      const resize = new ResizeObserver((entries) => {
        const width = entries[0]?.contentRect.width;
        // Sub-pixel changes would re-render the chart for nothing.
        if (width !== undefined && width > 0) setMeasured(Math.floor(width));
      });
      resize.observe(element);
      observer.current = resize;
    },
    [enabled],
  );

  useEffect(() => () => observer.current?.disconnect(), []);

  return [ref, enabled && measured !== undefined ? measured : fallback];
}
