import type { VenueType } from '@school-sports/domain';
import { venueAdd, venueDetail, venueEdit } from '@school-sports/gateway-client';
import { NumberField, Select, TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';
import { useVenueTypeOptions } from './venueTypes.ts';

type Values = { code: string; name: string; type: VenueType | ''; capacity: number; location: string };

const empty: Values = { code: '', name: '', type: '', capacity: Number.NaN, location: '' };

/** The venue's fields as the form holds them: an empty capacity is left out, a code trimmed. */
function requestOf(values: Values) {
  return {
    code: values.code.trim(),
    name: values.name,
    type: values.type,
    ...(Number.isNaN(values.capacity) ? {} : { capacity: values.capacity }),
    location: values.location,
  };
}

/** `place/add` and `place/edit/{venueId}`: one venue's form (issue 9). */
export function VenueFormPage() {
  const intl = useIntl();
  const typeOptions = useVenueTypeOptions();
  const form = useResourceForm({
    empty,
    detail: { load: (venueId) => gateway.call(venueDetail, { venueId }), values: (record) => record },
    add: { endpoint: venueAdd, request: requestOf },
    edit: { endpoint: venueEdit, request: (venueId, values) => ({ venueId, ...requestOf(values) }) },
  });
  const { values, errors, set } = form;

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'venues.add', edit: 'venues.edit' }}
      screen={{ add: 'place/add', edit: 'place/edit' }}
    >
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'venues.code' })}
          description={intl.formatMessage({ id: 'venues.codeHelp' })}
          inputMode="numeric"
          maxLength={2}
          isRequired
          {...form.field('code')}
        />
        <TextField
          label={intl.formatMessage({ id: 'venues.name' })}
          maxLength={30}
          isRequired
          {...form.field('name')}
        />
      </div>
      <div className={styles.fieldRow}>
        <Select
          label={intl.formatMessage({ id: 'venues.type' })}
          items={typeOptions}
          value={values.type || null}
          onChange={(key) => set('type')(key ? (String(key) as VenueType) : '')}
          isRequired
          isInvalid={Boolean(errors.type)}
          errorMessage={errors.type}
        />
        <NumberField
          label={intl.formatMessage({ id: 'venues.capacity' })}
          description={intl.formatMessage({ id: 'venues.capacityHelp' })}
          minValue={0}
          maxValue={100_000}
          {...form.field('capacity')}
        />
      </div>
      <TextField label={intl.formatMessage({ id: 'venues.location' })} maxLength={100} {...form.field('location')} />
    </ResourceFormPage>
  );
}
