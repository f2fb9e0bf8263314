import { Button, PageHeader } from '@school-sports/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A list screen's head: its title and, when the role holds the add button, the add action. */
export function ListHeader({
  title,
  addLabel,
  onAdd,
  actions,
  subtitle,
  onBack,
}: {
  /** The heading, as shown. */
  title: string;
  addLabel: string;
  onAdd?: () => void;
  /** Further actions before the add button, e.g. export. */
  actions?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Back to the list this one belongs to (a role's members lead back to the roles). */
  onBack?: () => void;
}) {
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      onBack={onBack}
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
