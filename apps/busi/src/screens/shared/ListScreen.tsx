import { Button, PageHeader } from '@school-sports/ui';
import type { ReactNode } from 'react';
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
