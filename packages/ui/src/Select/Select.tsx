import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  type ListBoxItemProps,
  SelectValue,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, fieldParts, joinClassNames } from '../Field/Field.tsx';
import { FieldListBoxItem, FieldOptionsPopover } from '../Field/FieldPopover.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Select.css.ts';
import { selectStrings } from './Select.strings.ts';

/** An option given through the `items` prop of `Select` or `ComboBox`. */
export interface SelectOption {
  /** The option's key: what `value` and `onChange` carry. */
  id: Key;
  /** The text shown, and the text typed to jump to it. */
  label: string;
  /** Whether the option cannot be chosen. */
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption, 'single'>, 'children' | 'items' | 'placeholder'>,
    FieldBaseProps {
  /** The options. Use `children` (`SelectItem`s) instead for custom content. */
  items?: readonly SelectOption[];
  /** `SelectItem`s, when `items` is not given. */
  children?: ReactNode;
  /**
   * Text shown while nothing is chosen.
   * @default '请选择' (localised)
   */
  placeholder?: string;
  /**
   * Whether the options are still being loaded: the list opens all the same and says so, and
   * shows the options where they arrive.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text of the list when there are no options.
   * @default '无可选项' (localised)
   */
  emptyText?: ReactNode;
}

/** An option of a `Select`, for content beyond the `items` prop. */
export function SelectItem(props: ListBoxItemProps<object>) {
  return <FieldListBoxItem {...props} />;
}

/**
 * A dropdown to choose one option from a list: opens with Enter, Space or the arrow keys, moves
 * with the arrow keys and type-ahead, closes with Escape. It opens even while it has no options
 * (a form still loading them): react-aria's own Select ignores the press then, so the person's
 * press was lost and the list never came, even once the options were there.
 *
 * Accessibility: A button that opens a `listbox`: Enter, Space or the arrow keys open it, the arrow
 * keys and type-ahead move, Enter chooses, Escape closes and focus returns to the button. The
 * button reads the label and the chosen option; the description and error are linked to it.
 */
export function Select({
  size = 'medium',
  placeholder,
  items,
  children,
  isLoading = false,
  emptyText,
  ...props
}: SelectProps) {
  const t = useKitStrings(selectStrings);
  const field = fieldParts(props);
  return (
    <AriaSelect allowsEmptyCollection {...field.rootProps} placeholder={placeholder ?? t('placeholder')}>
      {field.label}
      <Button className={joinClassNames(fieldStyles.fieldBox({ size }), styles.trigger)}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}>
          <ChevronDownIcon size={size === 'small' ? 12 : 14} />
        </span>
      </Button>
      {field.help}
      <FieldOptionsPopover items={items} emptyText={isLoading ? t('loading') : (emptyText ?? t('empty'))}>
        {children}
      </FieldOptionsPopover>
    </AriaSelect>
  );
}
