export { CheckboxGroup, type CheckboxGroupProps, type GroupOrientation, groupOrientations } from './CheckboxGroup.tsx';
