export {
  Description,
  type FieldBaseProps,
  FieldError,
  type FieldErrorMessage,
  type FieldSize,
  fieldSizes,
  Label,
  type LabelProps,
  RequiredMarker,
} from './Field.tsx';
export { FieldGroup, type FieldGroupProps } from './FieldGroup.tsx';
