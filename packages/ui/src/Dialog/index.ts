export {
  Dialog,
  type DialogContent,
  type DialogProps,
  type DialogRenderProps,
  type DialogSize,
  DialogTrigger,
  type DialogTriggerProps,
  dialogSizes,
} from './Dialog.tsx';
