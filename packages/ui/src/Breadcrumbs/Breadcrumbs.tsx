import type { ReactNode } from 'react';
import {
  Breadcrumb as AriaBreadcrumb,
  type BreadcrumbProps as AriaBreadcrumbProps,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  composeRenderProps,
  Link,
  type LinkProps,
} from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Breadcrumbs.css.ts';
import { breadcrumbsStrings } from './Breadcrumbs.strings.ts';

export interface BreadcrumbsProps<T extends object> extends Omit<AriaBreadcrumbsProps<T>, 'className'> {
  /**
   * The name of the navigation landmark.
   * @default '面包屑导航' / '導覽路徑' / 'Breadcrumbs' by locale
   */
  'aria-label'?: string;
  /** Extra class names for the list. */
  className?: string;
}

/**
 * Where the current page sits in the hierarchy: a navigation landmark with a list of links, the
 * last one being the current page (`aria-current="page"`, not a link). Links go to their `href`
 * through the application's `RouterProvider`, or call `onAction` with the item's `id`.
 *
 * Accessibility: A `nav` landmark named for the trail; each crumb is a link reached with Tab and
 * followed with Enter. The last crumb is the current page (`aria-current="page"`), not a link; the
 * separators are hidden from screen readers.
 */
export function Breadcrumbs<T extends object>({ 'aria-label': ariaLabel, className, ...props }: BreadcrumbsProps<T>) {
  const t = useKitStrings(breadcrumbsStrings);
  return (
    <nav aria-label={ariaLabel ?? t('label')}>
      <AriaBreadcrumbs {...props} className={[styles.list, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<AriaBreadcrumbProps, 'children'> {
  /** Where the link goes; leave it out for the current page or to use `onAction`. */
  href?: LinkProps['href'];
  /** Options for the application's router, passed through `RouterProvider`. */
  routerOptions?: LinkProps['routerOptions'];
  /** The text. */
  children?: ReactNode;
}

function Chevron() {
  return <StrokeIcon d="M4.5 2.5L8 6l-3.5 3.5" box={12} size={12} strokeWidth={1.4} />;
}

/** One level in `Breadcrumbs`. */
export function Breadcrumb({ href, routerOptions, children, className, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb
      {...props}
      className={composeRenderProps(className, (given) => [styles.item, given].filter(Boolean).join(' '))}
    >
      {({ isCurrent }) => (
        <>
          <Link href={href} routerOptions={routerOptions} className={styles.link}>
            {children}
          </Link>
          {!isCurrent && (
            <span className={styles.separator}>
              <Chevron />
            </span>
          )}
        </>
      )}
    </AriaBreadcrumb>
  );
}
