export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button.tsx';
