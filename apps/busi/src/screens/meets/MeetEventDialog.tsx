import {
  EVENT_DISCIPLINES,
  EVENT_LIMITS,
  EVENT_ROUNDS,
  EVENT_SEXES,
  type EventDiscipline,
  type EventMeasure,
  eventKindOf,
  MEASURE_UNITS,
  TEAM_LIMITS,
} from '@school-sports/domain';
import {
  type DataOf,
  type Endpoint,
  GatewayError,
  type meetDetail,
  meetEventAdd,
  meetEventEdit,
  meetEventGrades,
  type meetEventList,
  meetEventVenues,
} from '@school-sports/gateway-client';
import { Checkbox, CheckboxGroup, Select, TextField } from '@school-sports/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { domainText } from '../../i18n/translate.ts';
import { FormDialog } from '../../kit/FormDialog.tsx';
import { type FormErrors, fieldErrors } from '../../kit/fieldErrors.ts';
import * as styles from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useEventTexts } from './eventTexts.ts';

type Meet = DataOf<typeof meetDetail>;
type EventRow = DataOf<typeof meetEventList>[number];

interface Values {
  name: string;
  discipline: EventDiscipline;
  sex: string;
  gradeIds: string[];
  measure: EventMeasure;
  unit: string;
  rounds: string;
  maxEntriesPerClass: string;
  teamSize: string;
  startTime: string;
  durationMinutes: string;
  venueId: string;
}

/** The ways of measuring the form offers each discipline, the first its default. */
const MEASURES_OF: Record<EventDiscipline, readonly EventMeasure[]> = {
  track: ['timed'],
  relay: ['timed'],
  field: ['distance', 'height', 'counted'],
  team: ['counted', 'timed', 'distance', 'height'],
};

/** The form of one event of a meet, in a dialog over the events tab: added, or edited. */
export function MeetEventDialog({
  meet,
  event,
  onClose,
  onSaved,
}: {
  meet: Meet;
  event: EventRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const texts = useEventTexts();
  const formId = useId();
  const grades = useGatewayQuery(meetEventGrades, {}).data ?? [];
  const venues = useGatewayQuery(meetEventVenues, {}).data ?? [];
  const { run, isPending } = useGatewayAction();
  const [values, setValues] = useState<Values>(() =>
    event
      ? {
          ...event,
          gradeIds: event.grades.map((grade) => grade.gradeId),
          maxEntriesPerClass: event.maxEntriesPerClass === null ? '' : String(event.maxEntriesPerClass),
          teamSize: event.teamSize === null ? '' : String(event.teamSize),
          startTime: event.startTime ?? '',
          durationMinutes: String(event.durationMinutes),
          venueId: event.venue?.venueId ?? '',
        }
      : {
          name: '',
          discipline: 'track',
          sex: '',
          gradeIds: [],
          measure: 'timed',
          unit: 'second',
          rounds: 'final',
          maxEntriesPerClass: '',
          teamSize: '',
          startTime: '',
          durationMinutes: String(EVENT_LIMITS.durationMinutes.default),
          venueId: '',
        },
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const label = (id: string) => intl.formatMessage({ id });
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  // A discipline brings its first way of measuring, a way of measuring its first unit.
  const setDiscipline = (discipline: EventDiscipline) => {
    const measure = MEASURES_OF[discipline].includes(values.measure) ? values.measure : MEASURES_OF[discipline][0];
    setValues((current) => ({
      ...current,
      discipline,
      measure: measure ?? 'timed',
      unit: MEASURE_UNITS[measure ?? 'timed'][0],
    }));
  };
  const setMeasure = (measure: EventMeasure) =>
    setValues((current) => ({ ...current, measure, unit: MEASURE_UNITS[measure][0] }));

  async function save() {
    // A team size is an event's of relays and team games: an individual event keeps none.
    const sent = { ...values, teamSize: eventKindOf(values.discipline) === 'relay' ? values.teamSize : '' };
    // Either call, as the contract checks it: the checked request is the one sent.
    const call: { endpoint: Endpoint; request: unknown } = event
      ? { endpoint: meetEventEdit, request: { eventId: event.eventId, ...sent } }
      : { endpoint: meetEventAdd, request: { meetId: meet.meetId, ...sent } };
    const checked = call.endpoint.request.safeParse(call.request);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, (id) => domainText(locale, id)));
      return;
    }
    setErrors({});
    const done = await run(call.endpoint, checked.data, event ? 'success.modified' : 'success.added', (error) => {
      const field = error instanceof GatewayError ? error.refusal?.values.field : undefined;
      if (typeof field === 'string' && error instanceof GatewayError) setErrors({ [field]: error.msg ?? '' });
    });
    if (done) onSaved();
  }

  const select = (
    name: 'discipline' | 'sex' | 'measure' | 'unit' | 'rounds',
    options: readonly { id: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <Select
      label={label(`meets.events.${name}`)}
      items={options}
      value={values[name] || null}
      onChange={(key) => onChange(key ? String(key) : '')}
      isRequired
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );
  const textField = (
    name: 'name' | 'maxEntriesPerClass' | 'teamSize' | 'startTime' | 'durationMinutes',
    extra: Record<string, unknown>,
  ) => (
    <TextField
      label={label(`meets.events.${name}`)}
      value={values[name]}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={event ? `${label('meets.events.edit')}：${texts.title(event)}` : label('meets.events.add')}
      onClose={onClose}
      formId={formId}
      isPending={isPending}
      size="medium"
    >
      <form
        id={formId}
        className={styles.formFields}
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void save();
        }}
      >
        {textField('name', { isRequired: true, autoFocus: true, maxLength: EVENT_LIMITS.nameLength })}
        <div className={styles.fieldRow}>
          {select(
            'discipline',
            EVENT_DISCIPLINES.map((id) => ({ id, label: texts.discipline(id) })),
            (value) => setDiscipline(value as EventDiscipline),
          )}
          {select(
            'sex',
            EVENT_SEXES.map((id) => ({ id, label: texts.sex(id) })),
            set('sex'),
          )}
        </div>
        <div className={styles.fieldRow}>
          {select(
            'measure',
            MEASURES_OF[values.discipline].map((id) => ({ id, label: texts.measure(id) })),
            (value) => setMeasure(value as EventMeasure),
          )}
          {select(
            'unit',
            MEASURE_UNITS[values.measure].map((id) => ({ id, label: texts.unit(id) })),
            set('unit'),
          )}
          {select(
            'rounds',
            EVENT_ROUNDS.map((id) => ({ id, label: texts.rounds(id) })),
            set('rounds'),
          )}
        </div>
        {grades.length > 0 ? (
          <CheckboxGroup
            label={label('meets.events.grades')}
            description={label('meets.events.gradesHelp')}
            orientation="horizontal"
            value={values.gradeIds}
            onChange={(ids) => set('gradeIds')(ids.slice(0, EVENT_LIMITS.grades))}
            isInvalid={Boolean(errors.gradeIds)}
            errorMessage={errors.gradeIds}
          >
            {grades.map((grade) => (
              <Checkbox key={grade.gradeId} value={grade.gradeId}>
                {grade.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : null}
        {eventKindOf(values.discipline) === 'relay'
          ? textField('teamSize', {
              inputMode: 'numeric',
              maxLength: 2,
              description: intl.formatMessage(
                { id: 'meets.events.teamSizeHelp' },
                { legs: TEAM_LIMITS.relayLegs, most: TEAM_LIMITS.gameMax },
              ),
            })
          : null}
        <div className={styles.fieldRow}>
          {textField('maxEntriesPerClass', {
            inputMode: 'numeric',
            maxLength: 2,
            description: intl.formatMessage(
              { id: 'meets.events.maxEntriesHelp' },
              { max: meet.maxAthletesPerClassPerEvent },
            ),
          })}
          {textField('startTime', {
            maxLength: 16,
            description: intl.formatMessage(
              { id: 'meets.events.startTimeHelp' },
              { example: `${meet.startDate}T09:00` },
            ),
          })}
          {textField('durationMinutes', {
            inputMode: 'numeric',
            maxLength: 3,
            description: intl.formatMessage(
              { id: 'meets.events.durationHelp' },
              { min: EVENT_LIMITS.durationMinutes.min, max: EVENT_LIMITS.durationMinutes.max },
            ),
          })}
        </div>
        <Select
          label={label('meets.events.venue')}
          description={label('meets.events.venueHelp')}
          items={[
            { id: 'none', label: label('meets.events.noVenue') },
            ...venues.map((one) => ({ id: one.venueId, label: one.name })),
          ]}
          value={values.venueId || 'none'}
          onChange={(key) => set('venueId')(key === null || key === 'none' ? '' : String(key))}
          isInvalid={Boolean(errors.venueId)}
          errorMessage={errors.venueId}
        />
      </form>
    </FormDialog>
  );
}
