import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css.ts';
import { type FieldBaseProps, fieldParts, joinClassNames } from '../Field/Field.tsx';
import { CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { clearButton } from './SearchField.css.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldBaseProps {
  /** Text shown in the empty input. */
  placeholder?: string;
}

/**
 * A search input: Enter submits (`onSubmit`), Escape or the clear button (labelled by react-aria
 * in the locale) empties it (`onClear`).
 *
 * Accessibility: A `searchbox` named by its label: Enter submits, Escape empties it. The clear
 * button is named in the locale and left out of the Tab order, since Escape does the same.
 */
export function SearchField({ size = 'medium', placeholder, ...props }: SearchFieldProps) {
  const iconSize = size === 'small' ? 12 : 14;
  const field = fieldParts(props);
  return (
    <AriaSearchField {...field.rootProps}>
      {field.label}
      <div className={fieldStyles.fieldBox({ size })}>
        <span className={fieldStyles.adornmentIcon}>
          <SearchIcon size={iconSize} />
        </span>
        <Input className={fieldStyles.input} placeholder={placeholder} />
        <Button className={joinClassNames(fieldStyles.adornmentButton, clearButton)}>
          <CloseIcon size={iconSize} />
        </Button>
      </div>
      {field.help}
    </AriaSearchField>
  );
}
