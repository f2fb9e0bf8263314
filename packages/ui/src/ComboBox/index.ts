export { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox.tsx';
