import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The accessible name of a row's button: the action and the record it acts on ("编辑：一年级1班"),
 * since every row of a table has the same buttons.
 */
export function useRowAction(): (action: string, name: string) => string {
  const intl = useIntl();
  return useCallback(
    (action: string, name: string) =>
      intl.formatMessage({ id: 'common.rowAction' }, { action: intl.formatMessage({ id: action }), name }),
    [intl],
  );
}
