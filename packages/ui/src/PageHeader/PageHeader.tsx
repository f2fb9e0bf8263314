import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './PageHeader.css.ts';
import { pageHeaderStrings } from './PageHeader.strings.ts';

export interface PageHeaderProps {
  /** The page title, rendered as the page's `h1`. */
  title: ReactNode;
  /** A short line beside the title, e.g. the record's code or status. */
  subtitle?: ReactNode;
  /** Called by the back button; the button is shown only when this is given. */
  onBack?: () => void;
  /** The page's actions (buttons), at the end of the title row. */
  actions?: ReactNode;
  /** A `Breadcrumbs` trail shown above the title. */
  breadcrumbs?: ReactNode;
  /** Content under the title row, e.g. a short `Descriptions` summary. */
  children?: ReactNode;
  /** Content at the bottom edge of the header, typically `Tabs`. */
  footer?: ReactNode;
  /** Extra class names for the root element. */
  className?: string;
}

function BackIcon() {
  return <StrokeIcon className={styles.backIcon} d="M19 12H5m6-6-6 6 6 6" box={24} strokeWidth={2} />;
}

/**
 * The head of a business screen: title, optional back button, breadcrumbs, actions and tabs.
 *
 * Accessibility: The title is the page's `h1`; the breadcrumbs are a `nav` landmark and the back
 * button is named "Back" in the locale. Actions and tabs follow the title in Tab order.
 */
export function PageHeader({
  title,
  subtitle,
  onBack,
  actions,
  breadcrumbs,
  children,
  footer,
  className,
}: PageHeaderProps) {
  const t = useKitStrings(pageHeaderStrings);
  return (
    <div
      className={[styles.pageHeader, className].filter(Boolean).join(' ')}
      data-has-footer={footer ? true : undefined}
    >
      {breadcrumbs ? <div>{breadcrumbs}</div> : null}
      <div className={styles.headingRow}>
        {onBack ? (
          <Button variant="ghost" className={styles.backButton} aria-label={t('back')} onPress={onBack}>
            <BackIcon />
          </Button>
        ) : null}
        <div className={styles.titleGroup}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children ? <div className={styles.content}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
