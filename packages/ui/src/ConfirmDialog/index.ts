export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
  confirmDialogVariants,
} from './ConfirmDialog.tsx';
