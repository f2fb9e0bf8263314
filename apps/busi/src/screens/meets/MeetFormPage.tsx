import { MARK_ROUNDINGS, MEET_LIMITS, POINTS_TABLE_NAMES, TEAM_SCORINGS } from '@school-sports/domain';
import { meetAdd, meetDetail, meetEdit, venuePage } from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, FieldGroup, Select, TextField } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { AttachmentsField } from '../../kit/Attachments.tsx';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import * as styles from '../../kit/screens.css.ts';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { gateway } from '../../session/gateway.ts';

type Values = {
  name: string;
  registrationStart: string;
  registrationEnd: string;
  startDate: string;
  endDate: string;
  venueIds: string[];
  maxEventsPerAthlete: string;
  maxAthletesPerClassPerEvent: string;
  laneCount: string;
  pointsTable: string;
  teamScoring: string;
  markDecimals: string;
  markRounding: string;
  fee: string;
  documentIds: string[];
  /** The documents the meet held when the form opened (their names). */
  saved: { fileId: string; name: string }[];
};

// A new meet starts from the school meet's rules (the domain's defaults).
const empty: Values = {
  name: '',
  registrationStart: '',
  registrationEnd: '',
  startDate: '',
  endDate: '',
  venueIds: [],
  maxEventsPerAthlete: '2',
  maxAthletesPerClassPerEvent: '2',
  laneCount: '8',
  pointsTable: 'top8',
  teamScoring: 'class',
  markDecimals: '2',
  markRounding: 'round',
  fee: '',
  documentIds: [],
  saved: [],
};

/** What the form sends: its values without the names of the documents it opened with. */
function requestOf({ saved: _saved, ...values }: Values) {
  return values;
}

/** The organisation's venues, for the meet's choice of them. */
function useVenues(): { venueId: string; name: string }[] {
  const [venues, setVenues] = useState<{ venueId: string; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    gateway
      .call(venuePage, { pageSize: 80 })
      .then((page) => live && setVenues(page.records.map(({ venueId, name }) => ({ venueId, name }))))
      .catch(() => live && setVenues([]));
    return () => {
      live = false;
    };
  }, []);
  return venues;
}

/** `sportsMeet/add` and `sportsMeet/edit/{id}`: one sports meet's form, its dates, venues and rules (issue 46). */
export function MeetFormPage() {
  const intl = useIntl();
  const venues = useVenues();
  const form = useResourceForm({
    empty,
    detail: {
      load: (meetId) => gateway.call(meetDetail, { meetId }),
      values: (record) => ({
        ...record,
        venueIds: record.venues.map((venue) => venue.venueId),
        maxEventsPerAthlete: String(record.maxEventsPerAthlete),
        maxAthletesPerClassPerEvent: String(record.maxAthletesPerClassPerEvent),
        laneCount: String(record.laneCount),
        markDecimals: String(record.markDecimals),
        fee: record.fee === null ? '' : String(record.fee),
        documentIds: record.documents.map((file) => file.fileId),
        saved: record.documents.map(({ fileId, name }) => ({ fileId, name })),
      }),
    },
    add: { endpoint: meetAdd, request: requestOf },
    edit: { endpoint: meetEdit, request: (meetId, values) => ({ meetId, ...requestOf(values) }) },
  });
  const { values, errors, set, text } = form;
  const label = (id: string) => intl.formatMessage({ id });
  const dateHelp = label('meets.dateHelp');
  const select = (name: 'pointsTable' | 'teamScoring' | 'markRounding', options: readonly string[]) => (
    <Select
      label={label(`meets.${name}`)}
      items={options.map((option) => ({ id: option, label: label(`meets.${name}.${option}`) }))}
      value={values[name] || null}
      onChange={(key) => set(name)(key ? String(key) : '')}
      isRequired
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );

  // A day as `YYYY-MM-DD`, with its example under it.
  const dateField = (name: 'registrationStart' | 'registrationEnd' | 'startDate' | 'endDate') => (
    <TextField label={label(`meets.${name}`)} description={dateHelp} isRequired maxLength={10} {...text(name)} />
  );
  // A whole number of the rules, of one or two digits.
  const wholeField = (name: 'maxEventsPerAthlete' | 'maxAthletesPerClassPerEvent' | 'laneCount' | 'markDecimals') => (
    <TextField label={label(`meets.${name}`)} isRequired inputMode="numeric" maxLength={2} {...text(name)} />
  );

  return (
    <ResourceFormPage
      form={form}
      title={{ add: 'meets.add', edit: 'meets.edit' }}
      screen={{ add: 'sportsMeet/add', edit: 'sportsMeet/edit' }}
    >
      <TextField label={label('meets.name')} isRequired maxLength={50} {...text('name')} />
      <div className={styles.fieldRow}>
        {dateField('registrationStart')}
        {dateField('registrationEnd')}
      </div>
      <div className={styles.fieldRow}>
        {dateField('startDate')}
        {dateField('endDate')}
      </div>
      {venues.length > 0 ? (
        <CheckboxGroup
          label={label('meets.venues')}
          orientation="horizontal"
          value={values.venueIds}
          onChange={(ids) => set('venueIds')(ids.slice(0, MEET_LIMITS.venues))}
          isInvalid={Boolean(errors.venueIds)}
          errorMessage={errors.venueIds}
        >
          {venues.map((venue) => (
            <Checkbox key={venue.venueId} value={venue.venueId}>
              {venue.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      <TextField
        label={label('meets.fee')}
        description={label('meets.feeHelp')}
        inputMode="decimal"
        maxLength={9}
        {...text('fee')}
      />
      <AttachmentsField
        label={label('meets.documents')}
        pickLabel={label('meets.pickDocuments')}
        kind="eventDocument"
        maxCount={MEET_LIMITS.documents}
        value={values.documentIds}
        saved={values.saved}
        onChange={set('documentIds')}
        errorMessage={errors.documentIds}
      />
      <FieldGroup label={label('meets.rules')}>
        <div className={styles.fieldRow}>
          {wholeField('maxEventsPerAthlete')}
          {wholeField('maxAthletesPerClassPerEvent')}
        </div>
        <div className={styles.fieldRow}>
          {wholeField('laneCount')}
          {select('pointsTable', POINTS_TABLE_NAMES)}
        </div>
        <div className={styles.fieldRow}>
          {select('teamScoring', TEAM_SCORINGS)}
          {wholeField('markDecimals')}
          {select('markRounding', MARK_ROUNDINGS)}
        </div>
      </FieldGroup>
    </ResourceFormPage>
  );
}
