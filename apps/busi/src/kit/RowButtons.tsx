import { Button } from '@school-sports/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRowAction } from './useRowAction.ts';

/** A small button of a table row, named after the record it acts on ("编辑：一年级1班"). */
export function RowButton({ action, name, onPress }: { action: string; name: string; onPress: () => void }) {
  const rowAction = useRowAction();
  return (
    <Button size="small" variant="ghost" aria-label={rowAction(action, name)} onPress={onPress}>
      <FormattedMessage id={action} />
    </Button>
  );
}

/** The row button that enables a disabled record or disables an enabled one. */
export function StatusToggleButton({
  status,
  name,
  onToggle,
}: {
  status: 'enabled' | 'disabled';
  name: string;
  onToggle: (next: 'enabled' | 'disabled') => void;
}) {
  const next = status === 'enabled' ? 'disabled' : 'enabled';
  return (
    <RowButton
      action={status === 'enabled' ? 'common.disable' : 'common.enable'}
      name={name}
      onPress={() => onToggle(next)}
    />
  );
}

/** The states of a status filter: enabled, disabled (the filter offers "All" itself). */
export function useStatusFilterOptions(): { value: string; label: string }[] {
  const intl = useIntl();
  return [
    { value: 'enabled', label: intl.formatMessage({ id: 'common.enabled' }) },
    { value: 'disabled', label: intl.formatMessage({ id: 'common.disabled' }) },
  ];
}
