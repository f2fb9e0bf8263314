import { Button, PageHeader } from '@school-sports/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** A list screen's head: its title and, when the role holds the add button, the add action. */
export function ListHeader({
  title,
  addLabel,
  onAdd,
  actions,
  subtitle,
}: {
  title: string;
  addLabel: string;
  onAdd?: () => void;
  /** Further actions before the add button, e.g. export. */
  actions?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PageHeader
      title={intl.formatMessage({ id: title })}
      subtitle={subtitle}
      actions={
        onAdd || actions ? (
          <>
            {actions}
            {onAdd ? (
              <Button variant="primary" onPress={onAdd}>
                <FormattedMessage id={addLabel} />
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}

/** A list's filters and page: a change of filters goes back to the first page. */
export function useListState<Filters>(initial: Filters) {
  const [filters, setFilters] = useState<Filters>(initial);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const changeFilters = useCallback((next: Filters) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, []);
  const changePage = useCallback((pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }), []);
  return { filters, page, changeFilters, changePage };
}
