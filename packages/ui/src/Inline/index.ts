export {
  Inline,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
  inlineAligns,
  inlineJustifies,
} from './Inline.tsx';
