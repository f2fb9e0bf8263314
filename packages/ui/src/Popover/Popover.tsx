import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  Heading,
} from 'react-aria-components';
import { ArrowMark } from './ArrowMark.tsx';
import * as styles from './Popover.css.ts';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** The content: a `PopoverDialog` for free content, or a collection such as a `Menu` or list box. */
  children?: ReactNode;
  /**
   * Draws an arrow pointing at the trigger.
   * @default false
   */
  showArrow?: boolean;
}

/**
 * A floating surface anchored to its trigger (a `DialogTrigger`, `MenuTrigger`, `Select`...):
 * positioned, flipped when short of space, closed by Escape or a click outside, focus returned to
 * the trigger. It takes the theme of the `ThemeProvider` it is declared in.
 *
 * Accessibility: A `dialog` anchored to its trigger: focus moves into it, Escape or a click outside
 * closes it, and focus returns to the trigger. Give it an `aria-label` when it has no visible
 * heading.
 */
export function Popover({ children, showArrow = false, className, offset, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset ?? (showArrow ? 10 : 4)}
      {...props}
      className={composeRenderProps(className, (given) =>
        [styles.popover, showArrow && styles.withArrow, given].filter(Boolean).join(' '),
      )}
    >
      {showArrow && <ArrowMark size={12} className={styles.arrow} />}
      {children}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends Omit<AriaDialogProps, 'children'> {
  /** A heading for the content; it also names the dialog for screen readers. */
  title?: ReactNode;
  /** The content, or a function of `{ close }` to close the popover from inside. */
  children?: AriaDialogProps['children'];
}

/** Free content inside a `Popover`: a non-modal dialog with padding and an optional title. */
export function PopoverDialog({ title, children, className, ...props }: PopoverDialogProps) {
  return (
    <AriaDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
      {(renderProps) => (
        <>
          {title != null && (
            <Heading slot="title" level={3} className={styles.title}>
              {title}
            </Heading>
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaDialog>
  );
}
