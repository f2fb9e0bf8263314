import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { joinClassNames } from '../Field/Field.tsx';
import { ExternalIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import { isExternalHref } from './external.ts';
import { externalIcon, linkRecipe, visuallyHidden } from './Link.css.ts';
import { linkStrings } from './Link.strings.ts';

/** How a link stands: `inline` in running text (underlined), `standalone` on its own. */
export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` for a link inside a sentence, `standalone` for one on its own (e.g. "Download template").
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Whether the link leaves the app: it then opens in a new tab with `rel="noopener noreferrer"`,
   * shows an icon and tells screen readers it opens a new tab. By default, an absolute http(s)
   * `href` on another origin is external.
   */
  isExternal?: boolean;
}

/**
 * A link, with the app's router when a `RouterProvider` is set, or a plain navigation.
 *
 * Accessibility: A native link: Tab reaches it and Enter follows it. A disabled link is skipped by
 * Tab and says it is disabled; an external one should say so in its text.
 */
export function Link({ variant = 'inline', isExternal, className, children, target, rel, ...props }: LinkProps) {
  const t = useKitStrings(linkStrings);
  const currentOrigin = typeof window === 'undefined' ? undefined : window.location.origin;
  const external = isExternal ?? isExternalHref(props.href, currentOrigin);
  return (
    <AriaLink
      {...props}
      target={target ?? (external ? '_blank' : undefined)}
      rel={rel ?? (external ? 'noopener noreferrer' : undefined)}
      className={composeRenderProps(className, (given) => joinClassNames(linkRecipe({ variant }), given))}
    >
      {composeRenderProps(children, (content) =>
        external ? (
          <>
            {content}
            <ExternalIcon className={externalIcon} size={12} />
            <span className={visuallyHidden}>{t('newTab')}</span>
          </>
        ) : (
          content
        ),
      )}
    </AriaLink>
  );
}
