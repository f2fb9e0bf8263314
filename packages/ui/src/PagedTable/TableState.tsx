import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { useKitStrings } from '../i18n/strings.ts';
import { EmptyIllustration } from './cells.tsx';
import * as css from './PagedTable.css.ts';
import { pagedTableStrings } from './PagedTable.strings.ts';

/**
 * What a table without rows shows: its loader's failure (announced, with a retry button where the
 * caller can retry), a skeleton while the first page loads, or that there is nothing.
 */
export function TableState({
  error,
  onRetry,
  isLoading,
  pageSize,
  emptyContent,
}: {
  /** The failure, when the loader failed: `true` where there is nothing more to say. */
  error: ReactNode;
  onRetry: (() => void) | undefined;
  isLoading: boolean;
  pageSize: number;
  emptyContent: ReactNode;
}) {
  const t = useKitStrings(pagedTableStrings);
  if (error !== undefined && error !== null && error !== false) {
    return (
      <div className={css.errorState} role="alert">
        <span className={css.errorTitle}>{t('errorTitle')}</span>
        {error === true ? null : <span className={css.errorDetail}>{error}</span>}
        {onRetry ? (
          <Button size="small" onPress={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className={css.skeleton}>
        <span className={css.visuallyHidden}>{t('loading')}</span>
        {Array.from({ length: Math.min(5, Math.max(1, pageSize)) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <span key={index} className={css.skeletonBar} style={{ width: `${100 - (index % 3) * 12}%` }} />
        ))}
      </div>
    );
  }
  return (
    emptyContent ?? (
      <div className={css.emptyState}>
        <EmptyIllustration />
        <span>{t('empty')}</span>
      </div>
    )
  );
}
