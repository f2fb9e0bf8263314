import { useTooltip } from '@visx/tooltip';
import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { nextPointIndex } from './chartData.ts';

/** The props that make one data point (or a category's band) a roving focus target with a tooltip. */
export interface ChartPointProps {
  tabIndex: number;
  ref: (element: SVGElement | null) => void;
  onFocus: (event: FocusEvent<SVGElement>) => void;
  onBlur: (event: FocusEvent<SVGElement>) => void;
  onKeyDown: (event: KeyboardEvent<SVGElement>) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  'data-active'?: true;
}

/** Which data point's tooltip shows, and the props that drive it by pointer and keyboard. */
export interface ChartPoints {
  /** The point whose tooltip shows, if any. */
  activeIndex: number | null;
  /** Whether the tooltip came from keyboard focus: then it is announced and the point shows a focus ring. */
  fromFocus: boolean;
  /** Props for the element of point `index`. */
  pointProps: (index: number) => ChartPointProps;
}

/**
 * One roving tab stop over `count` data points: Tab reaches the chart once, arrow keys, Home,
 * End and Page keys move between points, Escape hides the tooltip. Hover shows the same tooltip
 * as focus, so pointer and keyboard users read the same thing.
 */
export function useChartPoints(count: number): ChartPoints {
  const { tooltipOpen, tooltipData, showTooltip, hideTooltip } = useTooltip<{ index: number; fromFocus: boolean }>();
  const [rovingIndex, setRovingIndex] = useState(0);
  const elements = useRef<(SVGElement | null)[]>([]);
  const focused = useRef<number | null>(null);
  const roving = Math.max(0, Math.min(rovingIndex, count - 1));

  const show = useCallback(
    (index: number, fromFocus: boolean) => showTooltip({ tooltipData: { index, fromFocus } }),
    [showTooltip],
  );

  const pointProps = (index: number): ChartPointProps => ({
    tabIndex: index === roving ? 0 : -1,
    ref: (element) => {
      elements.current[index] = element;
    },
    onFocus: (event) => {
      focused.current = index;
      setRovingIndex(index);
      show(index, isFocusVisible(event.currentTarget));
    },
    onBlur: () => {
      focused.current = null;
      hideTooltip();
    },
    onKeyDown: (event) => {
      if (event.key === 'Escape') {
        if (tooltipOpen) {
          // Only this Escape is ours; with no tooltip open it may close a dialog around the chart.
          event.stopPropagation();
          hideTooltip();
        }
        return;
      }
      const next = nextPointIndex(event.key, index, count);
      if (next === null) return;
      event.preventDefault();
      if (next === index) show(index, true);
      else elements.current[next]?.focus();
    },
    onPointerEnter: () => show(index, false),
    onPointerLeave: () => {
      if (focused.current !== null) show(focused.current, true);
      else hideTooltip();
    },
    ...(tooltipOpen && tooltipData?.index === index ? { 'data-active': true as const } : {}),
  });

  const activeIndex = tooltipOpen && tooltipData && tooltipData.index < count ? tooltipData.index : null;
  return { activeIndex, fromFocus: activeIndex !== null && (tooltipData?.fromFocus ?? false), pointProps };
}

/** Whether focus should show, as the browser decides for `:focus-visible` (keyboard, not a click). */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
