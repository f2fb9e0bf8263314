import { OverlayArrow } from 'react-aria-components';

/**
 * The small triangle pointing from a popover or tooltip to its trigger: react-aria places it on the
 * side facing the trigger and turns it. Decorative, so hidden from screen readers.
 */
export function ArrowMark({ size, className }: { size: number; className: string }) {
  const half = size / 2;
  return (
    <OverlayArrow>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className={className} aria-hidden="true">
        <path d={`M0 0 L${half} ${half} L${size} 0`} />
      </svg>
    </OverlayArrow>
  );
}
