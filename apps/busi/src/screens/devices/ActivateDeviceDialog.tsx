import { type DataOf, deviceActivate, devicePage, type deviceVenueOptions } from '@school-sports/gateway-client';
import { Select, TextField } from '@school-sports/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { fieldErrors } from '../../kit/fieldErrors.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { DeviceTokenField } from './DeviceTokenField.tsx';

type VenueOption = DataOf<typeof deviceVenueOptions>[number];
type Values = {
  activationCode: string;
  name: string;
  serialNumber: string;
  macAddress: string;
  venueId: string;
  parentId: string;
};

const empty: Values = { activationCode: '', name: '', serialNumber: '', macAddress: '', venueId: '', parentId: '' };
/** The parent option meaning "a top-level device". */
const topLevel = '-';

/**
 * Activates a device into the organisation with its device activation code: into a venue, or under
 * a top-level device as its sub-device. Once activated, it shows the device's token, which the
 * gateway answers this once only (issue 9).
 */
export function ActivateDeviceDialog({
  venues,
  onActivated,
  onClose,
}: {
  venues: readonly VenueOption[];
  onActivated: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [token, setToken] = useState<string | null>(null);
  const formId = useId();
  const { run, isPending } = useGatewayAction();
  // The devices a sub-device can hang under: the top-level ones (80 a page is the most the list answers).
  const devices = useGatewayQuery(devicePage, { pageNum: 1, pageSize: 80 });
  const parents = (devices.data?.records ?? []).filter((device) => device.parentId === '');

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  async function activate() {
    const request = values.parentId ? { ...values, venueId: '' } : values;
    const checked = deviceActivate.request.safeParse(request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<keyof Values, string>>);
      return;
    }
    const done = await run(deviceActivate, checked.data, 'success.added');
    if (done) {
      setToken(done.data.deviceToken);
      onActivated();
    }
  }

  const title = intl.formatMessage({ id: token ? 'devices.activated' : 'devices.activate' });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="medium"
      doneLabel={token ? <FormattedMessage id="devices.close" /> : undefined}
      formId={formId}
      isPending={isPending}
      confirmLabel={<FormattedMessage id="devices.activate" />}
    >
      {token ? (
        <div className={styles.formFields}>
          <DeviceTokenField token={token} />
        </div>
      ) : (
        <form
          id={formId}
          className={styles.formFields}
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!isPending) activate();
          }}
        >
          <TextField
            label={intl.formatMessage({ id: 'devices.activationCode' })}
            value={values.activationCode}
            onChange={set('activationCode')}
            autoComplete="off"
            isRequired
            autoFocus
            isInvalid={Boolean(errors.activationCode)}
            errorMessage={errors.activationCode}
          />
          <div className={styles.fieldRow}>
            <TextField
              label={intl.formatMessage({ id: 'devices.name' })}
              value={values.name}
              onChange={set('name')}
              maxLength={30}
              isRequired
              isInvalid={Boolean(errors.name)}
              errorMessage={errors.name}
            />
            <TextField
              label={intl.formatMessage({ id: 'devices.serialNumber' })}
              description={intl.formatMessage({ id: 'devices.serialHelp' })}
              value={values.serialNumber}
              onChange={set('serialNumber')}
              maxLength={64}
              isRequired
              isInvalid={Boolean(errors.serialNumber)}
              errorMessage={errors.serialNumber}
            />
          </div>
          <TextField
            label={intl.formatMessage({ id: 'devices.macAddress' })}
            description={intl.formatMessage({ id: 'devices.macHelp' })}
            value={values.macAddress}
            onChange={set('macAddress')}
            isRequired
            isInvalid={Boolean(errors.macAddress)}
            errorMessage={errors.macAddress}
          />
          <div className={styles.fieldRow}>
            <Select
              label={intl.formatMessage({ id: 'devices.parent' })}
              description={intl.formatMessage({ id: 'devices.parentHelp' })}
              items={[
                { id: topLevel, label: intl.formatMessage({ id: 'devices.parentNone' }) },
                ...parents.map((device) => ({ id: device.deviceId, label: `${device.name} (${device.serialNumber})` })),
              ]}
              value={values.parentId || topLevel}
              onChange={(key) => set('parentId')(key && key !== topLevel ? String(key) : '')}
              isInvalid={Boolean(errors.parentId)}
              errorMessage={errors.parentId}
            />
            <Select
              label={intl.formatMessage({ id: 'devices.venue' })}
              items={venues.map((venue) => ({
                id: venue.venueId,
                label: `${venue.code} ${venue.name}`,
                isDisabled: venue.status === 'disabled',
              }))}
              value={values.parentId ? null : values.venueId || null}
              onChange={(key) => set('venueId')(key ? String(key) : '')}
              isDisabled={values.parentId !== ''}
              isRequired={values.parentId === ''}
              isInvalid={Boolean(errors.venueId)}
              errorMessage={errors.venueId}
            />
          </div>
        </form>
      )}
    </FormDialog>
  );
}
