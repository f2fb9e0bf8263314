import { TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';

/** A device's token, shown once (after activation or a new issue), selected for copying. */
export function DeviceTokenField({ token }: { token: string }) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'devices.token' })}
      description={intl.formatMessage({ id: 'devices.tokenOnce' })}
      value={token}
      isReadOnly
      autoFocus
      onFocus={(event) => (event.target as HTMLInputElement).select()}
    />
  );
}
