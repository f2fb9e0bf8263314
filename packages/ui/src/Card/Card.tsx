import { type ReactNode, useId } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './Card.css.ts';

/** The densities of a card: `small` for dashboards and side panels. */
export const cardSizes = ['small', 'medium'] as const;
export type CardSize = (typeof cardSizes)[number];

export interface CardProps {
  /** The heading; with it the card is a named region of the page. */
  title?: ReactNode;
  /** Actions at the right of the header, e.g. a link "查看全部" or a `MenuButton`. */
  extra?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** A bar at the bottom for actions. */
  footer?: ReactNode;
  /**
   * The density of the paddings.
   * @default 'medium'
   */
  size?: CardSize;
  /**
   * Adds a soft shadow.
   * @default false
   */
  elevated?: boolean;
  /**
   * The heading level of the title in the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class names. */
  className?: string;
}

/**
 * A framed block of related content with an optional title, header actions and footer.
 *
 * Accessibility: With a `title` it is a `region` landmark named by that heading, so screen-reader
 * users can list and jump to it; without one it is a plain block. Its actions and footer are
 * reached with Tab in reading order.
 */
export function Card({
  title,
  extra,
  children,
  footer,
  size = 'medium',
  elevated = false,
  headingLevel = 3,
  className,
}: CardProps) {
  const titleId = useId();
  const hasHeader = title != null || extra != null;
  const classes = [styles.card({ elevated }), className].filter(Boolean).join(' ');
  const content = (
    <>
      {hasHeader && (
        <div className={styles.header({ size })}>
          {title != null ? (
            <Heading
              id={titleId}
              level={headingLevel}
              className={[styles.title, size === 'small' && styles.titleSmall].filter(Boolean).join(' ')}
            >
              {title}
            </Heading>
          ) : (
            <span className={styles.title} />
          )}
          {extra != null && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      {children != null && <div className={styles.body({ size })}>{children}</div>}
      {footer != null && <div className={styles.footer({ size })}>{footer}</div>}
    </>
  );
  return title != null ? (
    <section className={classes} aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div className={classes}>{content}</div>
  );
}
