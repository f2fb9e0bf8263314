import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components';

export function joinClassNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The `className` of a react-aria component: the kit's class first, then the caller's class,
 * given as a string or as a function of the component's render state.
 */
export function withKitClass<State>(
  kitClass: string,
  className: string | ((state: State & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(className, (given) => joinClassNames(kitClass, given));
}

/**
 * The props of an item of a list box, menu or tag group: the caller's, with the kit's class first,
 * and with the item's content as the text it is typed to and read by when that content is plain
 * text and no `textValue` is given.
 */
export function itemProps<State, Props extends { textValue?: string }>(
  kitClass: string,
  {
    className,
    textValue,
    ...props
  }: Props & { className?: string | ((state: State & { defaultClassName: string | undefined }) => string) },
  children: ReactNode | ((...args: never[]) => ReactNode),
) {
  return {
    ...props,
    textValue: textValue ?? (typeof children === 'string' ? children : undefined),
    className: withKitClass(kitClass, className),
  };
}
