export {
  type LayoutElement,
  type LayoutGap,
  layoutGaps,
  Stack,
  type StackAlign,
  type StackProps,
  stackAligns,
} from './Stack.tsx';
