import type { ReactNode } from 'react';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './EmptyState.css.ts';
import { emptyStateStrings } from './EmptyState.strings.ts';

/** The sizes of an empty state: `small` inside tables and cards, `medium` for a whole page. */
export const emptyStateSizes = ['small', 'medium'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps {
  /**
   * What is missing.
   * @default '暂无数据' / '暫無資料' / 'No data' by locale
   */
  title?: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** Actions such as "新增学生" or "重置筛选". */
  action?: ReactNode;
  /** A picture to use instead of the built-in empty box; `null` shows none. */
  illustration?: ReactNode;
  /**
   * The size.
   * @default 'medium'
   */
  size?: EmptyStateSize;
  /** Extra class names. */
  className?: string;
}

function EmptyBox({ size }: { size: EmptyStateSize }) {
  return (
    <svg className={styles.illustration({ size })} viewBox="0 0 112 72" aria-hidden="true">
      <ellipse className={styles.shapeBase} cx={56} cy={62} rx={48} ry={8} />
      <path className={styles.shapeBox} d="M24 34 L36 18 H76 L88 34 V58 a3 3 0 0 1 -3 3 H27 a3 3 0 0 1 -3 -3 Z" />
      <path
        className={styles.shapeLid}
        d="M24 34 H44 a3 3 0 0 1 3 3 a9 9 0 0 0 18 0 a3 3 0 0 1 3 -3 H88 V58 a3 3 0 0 1 -3 3 H27 a3 3 0 0 1 -3 -3 Z"
      />
      <path className={styles.shapeLine} d="M52 6 L54 12 M72 9 L67 14 M38 9 L43 14" />
    </svg>
  );
}

/**
 * Says that a list, table or page has nothing to show, and what the user can do about it.
 *
 * Accessibility: Plain text with a heading-like title; the illustration is decorative and hidden
 * from screen readers. Any action passed in is an ordinary button or link reached with Tab.
 */
export function EmptyState({ title, description, action, illustration, size = 'medium', className }: EmptyStateProps) {
  const t = useKitStrings(emptyStateStrings);
  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      {illustration === undefined ? <EmptyBox size={size} /> : illustration}
      <div className={styles.title}>{title ?? t('title')}</div>
      {description != null && <div className={styles.description}>{description}</div>}
      {action != null && <div className={styles.actions}>{action}</div>}
    </div>
  );
}
