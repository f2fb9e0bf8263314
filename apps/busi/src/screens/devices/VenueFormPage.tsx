import type { VenueType } from '@school-sports/domain';
import { venueAdd, venueDetail, venueEdit } from '@school-sports/gateway-client';
import { NumberField, Select, TextField } from '@school-sports/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { useGatewayAction, useRecordForForm } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { FormPage } from '../shared/FormPage.tsx';
import { fieldErrors } from '../shared/fieldErrors.ts';
import * as styles from '../shared/screens.css.ts';
import { useVenueTypeOptions } from './venueTypes.ts';

type Values = { code: string; name: string; type: VenueType | ''; capacity: number; location: string };

const empty: Values = { code: '', name: '', type: '', capacity: Number.NaN, location: '' };

/** `place/add` and `place/edit/{venueId}`: one venue's form (issue 9). */
export function VenueFormPage() {
  // The record of an edit route (`edit/:id`); none on `add`.
  const venueId = useParams().id;

  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const typeOptions = useVenueTypeOptions();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { run, isPending } = useGatewayAction();

  const { loaded, error: loadError } = useRecordForForm(venueDetail, venueId ? { venueId } : null, (record) =>
    setValues({
      code: record.code,
      name: record.name,
      type: record.type,
      capacity: record.capacity,
      location: record.location,
    }),
  );

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  // Back to the list: from `add`, one level up; from `edit/{id}`, two.
  const back = () => navigate(venueId ? '../..' : '..', { relative: 'path' });

  async function submit() {
    const request = {
      code: values.code.trim(),
      name: values.name,
      type: values.type,
      ...(Number.isNaN(values.capacity) ? {} : { capacity: values.capacity }),
      location: values.location,
    };
    const endpoint = venueId ? venueEdit : venueAdd;
    const checked = endpoint.request.safeParse(venueId ? { venueId, ...request } : request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)) as Partial<Record<keyof Values, string>>);
      return;
    }
    const done = venueId
      ? await run(venueEdit, checked.data as never, 'success.modified')
      : await run(venueAdd, checked.data as never, 'success.added');
    if (done) back();
  }

  const title = intl.formatMessage({ id: venueId ? 'venues.edit' : 'venues.add' });
  return (
    <FormPage
      title={title}
      screen={venueId ? 'place/edit' : 'place/add'}
      onBack={back}
      onSubmit={submit}
      values={values}
      isLoading={!loaded}
      isPending={isPending}
      error={loadError}
    >
      <div className={styles.fieldRow}>
        <TextField
          label={intl.formatMessage({ id: 'venues.code' })}
          description={intl.formatMessage({ id: 'venues.codeHelp' })}
          value={values.code}
          onChange={set('code')}
          inputMode="numeric"
          maxLength={2}
          isRequired
          isInvalid={Boolean(errors.code)}
          errorMessage={errors.code}
        />
        <TextField
          label={intl.formatMessage({ id: 'venues.name' })}
          value={values.name}
          onChange={set('name')}
          maxLength={30}
          isRequired
          isInvalid={Boolean(errors.name)}
          errorMessage={errors.name}
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
          value={values.capacity}
          onChange={set('capacity')}
          minValue={0}
          maxValue={100_000}
          isInvalid={Boolean(errors.capacity)}
          errorMessage={errors.capacity}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'venues.location' })}
        value={values.location}
        onChange={set('location')}
        maxLength={100}
        isInvalid={Boolean(errors.location)}
        errorMessage={errors.location}
      />
    </FormPage>
  );
}
