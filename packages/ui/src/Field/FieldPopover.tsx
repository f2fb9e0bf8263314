import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
} from 'react-aria-components';
import { itemProps, withKitClass } from './classNames.ts';
import * as styles from './Field.css.ts';
import { CheckIcon } from './icons.tsx';

// The popover and list of the fields that open one (select, combo box, date pickers), apart from
// Field.tsx so a page with only text fields never loads the collection and overlay machinery.

/** The popover of a field (list, calendar). */
export function FieldPopover({ className, ...props }: AriaPopoverProps) {
  return <AriaPopover offset={4} {...props} className={withKitClass(styles.popover, className)} />;
}

/** The list inside a select's or combo box's popover. */
export function FieldListBox<T extends object>({ className, ...props }: AriaListBoxProps<T>) {
  return <AriaListBox {...props} className={withKitClass(styles.listBox, className)} />;
}

/** The text of an empty list. */
export function FieldListBoxEmpty({ children }: { children: ReactNode }) {
  return <div className={styles.listBoxEmpty}>{children}</div>;
}

/** An option of a select or combo box, with a check mark when selected. */
export function FieldListBoxItem<T extends object>({ children, ...props }: AriaListBoxItemProps<T>) {
  return (
    <AriaListBoxItem {...itemProps(styles.listBoxItem(), props, children)}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={styles.listBoxItemText}>{content}</span>
          {isSelected && <CheckIcon className={styles.listBoxCheck} size={14} />}
        </>
      ))}
    </AriaListBoxItem>
  );
}

/** An option of a select's or combo box's `items`: its key, its text and whether it can be chosen. */
interface FieldOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface FieldOptionsPopoverProps {
  /** The options to list; without them the list shows `children`. */
  items?: readonly FieldOption[];
  /** Whether the field hands the list its items itself (a combo box passes the filtered ones). */
  itemsFromField?: boolean;
  /** The caller's own list items, when there are no `items`. */
  children?: ReactNode;
  /** What the list says when it has nothing to show. */
  emptyText: ReactNode;
}

/**
 * The popover list of a select or combo box: the `items` as options (label, disabled state, check
 * mark), or the caller's own items, and a text when the list is empty.
 */
export function FieldOptionsPopover({ items, itemsFromField = false, children, emptyText }: FieldOptionsPopoverProps) {
  const renderEmptyState = () => <FieldListBoxEmpty>{emptyText}</FieldListBoxEmpty>;
  return (
    <FieldPopover placement="bottom start">
      {items ? (
        <FieldListBox<FieldOption> items={itemsFromField ? undefined : items} renderEmptyState={renderEmptyState}>
          {(item) => (
            <FieldListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
              {item.label}
            </FieldListBoxItem>
          )}
        </FieldListBox>
      ) : (
        <FieldListBox renderEmptyState={renderEmptyState}>{children}</FieldListBox>
      )}
    </FieldPopover>
  );
}
