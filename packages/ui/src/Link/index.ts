export { isExternalHref } from './external.ts';
export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link.tsx';
