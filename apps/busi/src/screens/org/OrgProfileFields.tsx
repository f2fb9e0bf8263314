import { TEXT_LIMITS } from '@school-sports/domain';
import { TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import * as styles from '../../kit/screens.css.ts';

/** The texts of an organisation's profile, as its forms edit them. */
export interface OrgProfileValues {
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  /** Degrees as typed; blank for no location. */
  longitude: string;
  latitude: string;
}

export const emptyProfile: OrgProfileValues = {
  name: '',
  contactName: '',
  contactPhone: '',
  address: '',
  longitude: '',
  latitude: '',
};

/** A stored organisation's profile as form texts. */
export function profileOf(record: {
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
}): OrgProfileValues {
  return {
    name: record.name,
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    address: record.address,
    longitude: record.longitude === null ? '' : String(record.longitude),
    latitude: record.latitude === null ? '' : String(record.latitude),
  };
}

interface OrgProfileFieldsProps {
  values: OrgProfileValues;
  errors: Partial<Record<string, string>>;
  onChange: (field: keyof OrgProfileValues, value: string) => void;
}

/**
 * Name, contact, address and map location: what the current-organisation screen and organisation
 * management both edit. No map service is reachable from schools' networks, so the location is typed.
 */
export function OrgProfileFields({ values, errors, onChange }: OrgProfileFieldsProps) {
  const intl = useIntl();
  const field = (name: keyof OrgProfileValues) => ({
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'orgs.name' })}
        isRequired
        maxLength={TEXT_LIMITS.organisationName.max}
        {...field('name')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'orgs.contactName' })}
          maxLength={TEXT_LIMITS.contactName.max}
          {...field('contactName')}
        />
        <TextField label={intl.formatMessage({ id: 'orgs.contactPhone' })} inputMode="tel" {...field('contactPhone')} />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'orgs.address' })}
        maxLength={TEXT_LIMITS.address.max}
        {...field('address')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'orgs.longitude' })}
          description={intl.formatMessage({ id: 'orgs.locationHelp' })}
          inputMode="decimal"
          {...field('longitude')}
        />
        <TextField label={intl.formatMessage({ id: 'orgs.latitude' })} inputMode="decimal" {...field('latitude')} />
      </div>
    </>
  );
}
