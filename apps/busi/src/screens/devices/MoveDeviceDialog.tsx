import { type DataOf, deviceMove, type deviceVenueOptions } from '@school-sports/gateway-client';
import { Select } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { useGatewayAction } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import type { DeviceRow } from './deviceColumns.tsx';

type VenueOption = DataOf<typeof deviceVenueOptions>[number];

/** Moves a top-level device, with its sub-devices, to another venue of the organisation (issue 9). */
export function MoveDeviceDialog({
  device,
  venues,
  onMoved,
  onClose,
}: {
  device: DeviceRow;
  venues: readonly VenueOption[];
  onMoved: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [venueId, setVenueId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, isPending } = useGatewayAction();

  async function move() {
    const checked = deviceMove.request.safeParse({ deviceId: device.deviceId, venueId });
    if (!checked.success) {
      setError(domainText(locale, checked.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    if (await run(deviceMove, checked.data, 'success.modified')) onMoved();
  }

  return (
    <FormDialog
      title={intl.formatMessage({ id: 'devices.moveTitle' }, { name: device.name })}
      onClose={onClose}
      isPending={isPending}
      onConfirm={move}
    >
      <Select
        label={intl.formatMessage({ id: 'devices.moveTarget' })}
        description={intl.formatMessage({ id: 'devices.moveHelp' })}
        items={venues
          .filter((venue) => venue.venueId !== device.venueId)
          .map((venue) => ({
            id: venue.venueId,
            label: `${venue.code} ${venue.name}`,
            isDisabled: venue.status === 'disabled',
          }))}
        value={venueId || null}
        onChange={(key) => {
          setVenueId(key ? String(key) : '');
          setError(null);
        }}
        isRequired
        autoFocus
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
      />
    </FormDialog>
  );
}
