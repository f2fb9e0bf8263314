import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  Header,
  MenuTrigger,
  type MenuTriggerProps,
  Separator,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';
import { itemProps, withKitClass } from '../Field/classNames.ts';
import { StrokeIcon } from '../Field/icons.tsx';
import { Popover, type PopoverProps } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';

/** The looks of a menu item: `danger` for destructive actions such as delete. */
export const menuItemVariants = ['default', 'danger'] as const;
export type MenuItemVariant = (typeof menuItemVariants)[number];

export interface MenuProps<T> extends AriaMenuProps<T> {}

/**
 * A list of actions. Arrow keys move between items (skipping disabled ones), Home and End jump,
 * typing a letter finds an item, Enter or Space activates it.
 *
 * Accessibility: A `menu` of `menuitem`s: arrow keys move between items (skipping disabled ones),
 * Home and End jump, typing a letter finds an item, Enter or Space activates it. Section headings
 * and separators are read as such.
 */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return <AriaMenu {...props} className={withKitClass(styles.menu, className)} />;
}

export interface MenuItemProps<T = object> extends Omit<AriaMenuItemProps<T>, 'children'> {
  /** The item's label. */
  children?: ReactNode;
  /**
   * `danger` colours a destructive action.
   * @default 'default'
   */
  variant?: MenuItemVariant;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
}

function CheckIcon() {
  return <StrokeIcon d="M3 8.5l3.2 3L13 4.5" size={14} strokeWidth={1.8} />;
}

/** An action in a `Menu`. Its `id` is what `onAction` receives. */
export function MenuItem<T extends object>({
  children,
  variant = 'default',
  icon,
  description,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem {...itemProps(styles.item({ variant }), props, children)}>
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && <span className={styles.check}>{isSelected && <CheckIcon />}</span>}
          {icon != null && <span className={styles.itemIcon}>{icon}</span>}
          <span className={styles.itemLabel}>
            {children}
            {description != null && <span className={styles.itemDescription}>{description}</span>}
          </span>
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'children'> {
  /** A heading shown above the section's items. */
  title?: ReactNode;
  /** The section's items. */
  children?: ReactNode;
}

/** A group of items in a `Menu`, with an optional heading. */
export function MenuSection<T extends object>({ title, children, className, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={[styles.section, className].filter(Boolean).join(' ')}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items in a `Menu`. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

function ChevronDown() {
  return <StrokeIcon className={styles.chevron} d="M3 4.5L6 7.5L9 4.5" box={12} size={12} />;
}

export interface MenuButtonProps<T> extends Omit<MenuProps<T>, 'className' | 'style'> {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when `label` is only an icon. */
  'aria-label'?: string;
  /**
   * The button's look.
   * @default 'secondary'
   */
  buttonVariant?: ButtonVariant;
  /**
   * The button's size.
   * @default 'medium'
   */
  buttonSize?: ButtonSize;
  /**
   * Shows a chevron after the label.
   * @default true
   */
  showChevron?: boolean;
  /** Disables the button. */
  isDisabled?: boolean;
  /**
   * Where the menu opens relative to the button.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
  /** Whether the menu is open (controlled). */
  isOpen?: MenuTriggerProps['isOpen'];
  /** Whether the menu is open at first (uncontrolled). */
  defaultOpen?: MenuTriggerProps['defaultOpen'];
  /** Called when the menu opens or closes. */
  onOpenChange?: MenuTriggerProps['onOpenChange'];
}

/**
 * A button that opens a menu of actions: Enter, Space or Arrow Down open it with the first item
 * focused, Arrow Up with the last; Escape closes it and returns focus to the button.
 *
 * Accessibility: The button says it has a menu (`aria-haspopup`) and whether it is open. Enter,
 * Space or Arrow Down open the menu with the first item focused, Arrow Up with the last; arrow keys
 * and type-ahead move, Enter chooses, Escape closes and returns focus to the button.
 */
export function MenuButton<T extends object>({
  label,
  'aria-label': ariaLabel,
  buttonVariant = 'secondary',
  buttonSize = 'medium',
  showChevron = true,
  isDisabled,
  placement = 'bottom start',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...menuProps
}: MenuButtonProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant={buttonVariant} size={buttonSize} isDisabled={isDisabled} aria-label={ariaLabel}>
        {label}
        {showChevron && <ChevronDown />}
      </Button>
      <Popover placement={placement}>
        <Menu {...menuProps} />
      </Popover>
    </MenuTrigger>
  );
}
