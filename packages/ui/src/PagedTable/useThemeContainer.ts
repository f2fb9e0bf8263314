import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The nearest themed ancestor (`ThemeProvider`'s root) of an element, for overlays to portal into:
 * portalled into `document.body` they would lose the theme's variables and the kit's reset.
 */
export function useThemeContainer(ref: RefObject<Element | null>): Element | undefined {
  const [container, setContainer] = useState<Element | undefined>(undefined);
  useLayoutEffect(() => {
    setContainer(ref.current?.closest('[data-theme]') ?? undefined);
  }, [ref]);
  return container;
}
