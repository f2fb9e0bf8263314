import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
  type ListBoxItemProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, fieldParts, useFieldPlaceholder } from '../Field/Field.tsx';
import { FieldListBoxItem, FieldOptionsPopover } from '../Field/FieldPopover.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import type { SelectOption } from '../Select/Select.tsx';
import { chevron } from './ComboBox.css.ts';
import { comboBoxStrings } from './ComboBox.strings.ts';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<SelectOption, 'single'>, 'children' | 'items' | 'defaultItems'>,
    FieldBaseProps {
  /** The options, filtered as the user types. Use `children` (`ComboBoxItem`s) for custom content. */
  items?: readonly SelectOption[];
  /** `ComboBoxItem`s, when `items` is not given. */
  children?: ReactNode;
  /** Text shown in the empty input. */
  placeholder?: string;
  /**
   * Text of the list when nothing matches what was typed.
   * @default '无匹配结果' (localised)
   */
  emptyText?: ReactNode;
}

/** An option of a `ComboBox`, for content beyond the `items` prop. */
export function ComboBoxItem(props: ListBoxItemProps<object>) {
  return <FieldListBoxItem {...props} />;
}

/**
 * A text input that filters a list of options as the user types. Arrow keys move through the
 * matches, Enter chooses, Escape closes the list. With `allowsCustomValue` any text is accepted.
 *
 * Accessibility: A `combobox` with a linked `listbox`: screen readers announce how many options
 * match and which one is focused as the arrow keys move; Enter chooses, Escape closes the list and
 * then clears it. The label, description and error are linked to the input.
 */
export function ComboBox({ size = 'medium', placeholder, items, children, emptyText, ...props }: ComboBoxProps) {
  const t = useKitStrings(comboBoxStrings);
  const field = fieldParts(props);
  const shownPlaceholder = useFieldPlaceholder(placeholder, props, t('placeholder'));
  return (
    <AriaComboBox allowsEmptyCollection {...field.rootProps} defaultItems={items}>
      {field.label}
      <div className={fieldStyles.fieldBox({ size })}>
        <Input className={fieldStyles.input} placeholder={shownPlaceholder} />
        <Button className={fieldStyles.adornmentButton}>
          <ChevronDownIcon className={chevron} size={size === 'small' ? 12 : 14} />
        </Button>
      </div>
      {field.help}
      <FieldOptionsPopover items={items} itemsFromField emptyText={emptyText ?? t('empty')}>
        {children}
      </FieldOptionsPopover>
    </AriaComboBox>
  );
}
