import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { ArrowMark } from '../Popover/ArrowMark.tsx';
import * as styles from './Tooltip.css.ts';

export { TooltipTrigger, type TooltipTriggerComponentProps } from 'react-aria-components';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The hint shown on hover and keyboard focus. Keep it short; it must not hold actions. */
  content: ReactNode;
  /** The trigger: one focusable react-aria element such as a `Button` or `Link`. */
  children: ReactNode;
  /**
   * Where the hint appears relative to the trigger; flipped when short of space.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /**
   * Milliseconds of hovering before the hint shows. Keyboard focus shows it at once.
   * @default 300
   */
  delay?: number;
  /**
   * Draws an arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** Extra class names for the hint. */
  className?: string;
}

/**
 * A short hint about its trigger: shown on hover after `delay` and at once on keyboard focus,
 * hidden by Escape, blur or leaving. Screen readers get it as the trigger's description.
 *
 * Accessibility: Shown at once on keyboard focus and after `delay` on hover; hidden by Escape, blur
 * or leaving. Screen readers read it as the trigger's description, so the trigger still needs its
 * own name. It never holds focus, so it must not contain links or buttons.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 300,
  showArrow = true,
  className,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...triggerProps}>
      {children}
      <TooltipContent placement={placement} showArrow={showArrow} className={className}>
        {content}
      </TooltipContent>
    </TooltipTrigger>
  );
}

interface TooltipContentProps {
  placement: AriaTooltipProps['placement'];
  showArrow: boolean;
  className: string | undefined;
  children: ReactNode;
}

function TooltipContent({ placement, showArrow, className, children }: TooltipContentProps) {
  return (
    <AriaTooltip
      placement={placement}
      offset={showArrow ? 8 : 4}
      className={[styles.tooltip, className].filter(Boolean).join(' ')}
    >
      {showArrow && <ArrowMark size={8} className={styles.arrow} />}
      {children}
    </AriaTooltip>
  );
}
