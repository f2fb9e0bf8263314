import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { buttonRecipe } from './Button.css.ts';

/** The visual variants of a button, declared once for the component, its recipe and its stories. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
/** The sizes of a button. */
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /**
   * The emphasis: `primary` for the one main action of a view, `danger` for destructive ones.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The height and padding.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/**
 * A button: pressable by pointer, keyboard and screen reader, styled by variant and size.
 *
 * Accessibility: A native button: Tab reaches it, Enter and Space press it, and it keeps its focus
 * ring on keyboard focus only. A disabled button is skipped by Tab. An icon-only button needs an
 * `aria-label`.
 */
export function Button({ variant = 'secondary', size = 'medium', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (given) =>
        [buttonRecipe({ variant, size }), given].filter(Boolean).join(' '),
      )}
    />
  );
}
