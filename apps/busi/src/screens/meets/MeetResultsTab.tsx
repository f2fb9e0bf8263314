import {
  DomainError,
  formatMark,
  parseMark,
  RESULT_STATUSES,
  type ResultStatus,
  type RoundingDecimals,
} from '@school-sports/domain';
import {
  type DataOf,
  GatewayError,
  meetArrangeList,
  type meetDetail,
  meetResultConfirm,
  meetResultSave,
  meetResultSheet,
} from '@school-sports/gateway-client';
import {
  applyEntryChanges,
  type EntryCell,
  type EntryChange,
  EntryGrid,
  type EntryGridColumn,
  type EntryValues,
} from '@school-sports/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from '../../i18n/translate.ts';
import { RowButton } from '../../kit/RowButtons.tsx';
import { gateway } from '../../session/gateway.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from './arrange.css.ts';
import { useEventTexts } from './eventTexts.ts';
import { EventPlaces, MeetRecords } from './MeetOfficialResults.tsx';

type Meet = DataOf<typeof meetDetail>;
type Sheet = DataOf<typeof meetResultSheet>;
type ResultValue = Sheet['athletes'][number]['result'];
type Measure = Sheet['event']['measure'];

// The grid's two columns: the mark, and how the attempt ended (a status kept as its index).
const MARK = 'mark';
const STATUS = 'status';

/** The words a status is typed as: its code in any case, or its name in the reader's language. */
function statusOf(typed: string, names: Readonly<Record<ResultStatus, string>>): ResultStatus | undefined {
  const text = typed.trim().toLowerCase();
  return RESULT_STATUSES.find((status) => status === text || names[status].toLowerCase() === text);
}

/** The grid's cells of a stored result: its mark and its status, on its version. */
function cellsOf(result: NonNullable<ResultValue>, extra: Partial<EntryCell> = {}): Record<string, EntryCell> {
  return {
    [MARK]: { value: result.mark, version: result.version, ...extra },
    [STATUS]: { value: RESULT_STATUSES.indexOf(result.status), version: result.version, ...extra },
  };
}

/**
 * The result sheet of one heat (or flight): a row per athlete by lane or order, the mark and the
 * status typed by keyboard into the kit's grid (`DNS`, `DNF`, `DQ` in the status column), each row
 * saved as it is committed on the version it was typed over; someone else's change meanwhile comes
 * back as a conflict to settle. Below it, the heat's check by a second person.
 */
function HeatSheet({
  eventId,
  heat,
  title,
  onChanged,
}: {
  eventId: string;
  heat: number;
  title: string;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const can = useCan();
  const titleId = useId();
  const sheet = useGatewayQuery(meetResultSheet, { eventId, heat });
  const { run, isPending } = useGatewayAction();
  const [values, setValues] = useState<EntryValues>({});
  const valuesNow = useRef(values);
  valuesNow.current = values;
  const theirs = useRef(new Map<string, NonNullable<ResultValue>>());
  // The stored result of each athlete as the last load or save answered: whether the heat is
  // complete, and whether the reader typed some of it, follow the saves without reloading the sheet
  // (a reload would overwrite the cells typed meanwhile).
  const [stored, setStored] = useState<ReadonlyMap<string, NonNullable<ResultValue>>>(new Map());
  const storedNow = useRef(stored);
  storedNow.current = stored;
  // A result changed since the sheet loaded takes the heat's check away, as the gateway does.
  const [changed, setChanged] = useState(false);
  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const names = Object.fromEntries(
    RESULT_STATUSES.map((status) => [status, text(`meetResults.status.${status}`)]),
  ) as Record<ResultStatus, string>;
  const data = sheet.data;
  const measure: Measure = data?.event.measure ?? 'timed';
  const decimals = (data?.decimals ?? 2) as RoundingDecimals;
  const editable = Boolean(data?.open) && can('resultEnter');

  useEffect(() => {
    if (!sheet.data) return;
    const next: Record<string, Record<string, EntryCell>> = {};
    const results = new Map<string, NonNullable<ResultValue>>();
    for (const athlete of sheet.data.athletes)
      if (athlete.result) {
        next[athlete.entryId] = cellsOf(athlete.result);
        results.set(athlete.entryId, athlete.result);
      }
    setValues(next);
    setStored(results);
    setChanged(false);
  }, [sheet.data]);

  const columns: EntryGridColumn[] = [
    {
      key: MARK,
      label: text('meetResults.mark'),
      readOnly: !editable,
      width: 140,
      parse: (typed) => {
        try {
          return { value: parseMark(typed, measure, { decimals, mode: 'round' }) };
        } catch (error) {
          if (error instanceof DomainError) return { error: text('meetResults.badMark') };
          throw error;
        }
      },
      format: (value) => formatMark(value, measure, decimals),
    },
    {
      key: STATUS,
      label: text('meetResults.statusColumn'),
      readOnly: !editable,
      width: 120,
      parse: (typed) => {
        const status = statusOf(typed, names);
        return status ? { value: RESULT_STATUSES.indexOf(status) } : { error: text('meetResults.badStatus') };
      },
      format: (value) => names[RESULT_STATUSES[value] ?? 'ok'],
    },
  ];

  function update(row: string, make: (current: Record<string, EntryCell | undefined>) => Record<string, EntryCell>) {
    setValues((current) => ({ ...current, [row]: make({ ...(current[row] ?? {}) }) }));
  }

  async function save(changes: readonly EntryChange[]) {
    const rows = [...new Set(changes.map((change) => change.row))];
    const entries = rows.map((row) => {
      const own = changes.filter((change) => change.row === row);
      const cells = valuesNow.current[row] ?? {};
      const markChange = own.find((change) => change.column === MARK);
      const statusChange = own.find((change) => change.column === STATUS);
      // A mark typed alone is an OK result; a DNS, DNF or DQ typed clears the mark.
      const statusIndex = statusChange ? statusChange.value : (cells[STATUS]?.value ?? null);
      const status: ResultStatus =
        markChange && markChange.value !== null && !statusChange ? 'ok' : (RESULT_STATUSES[statusIndex ?? 0] ?? 'ok');
      const mark =
        status !== 'ok'
          ? null
          : markChange
            ? markChange.text.trim()
            : cells[MARK]?.value === null || cells[MARK]?.value === undefined
              ? null
              : (cells[MARK]?.value ?? null);
      const version = cells[MARK]?.version ?? cells[STATUS]?.version;
      return { entryId: row, status, mark, ...(version === undefined ? {} : { version }) };
    });
    for (const row of rows)
      update(row, (current) => ({
        [MARK]: { ...(current[MARK] ?? { value: null }), status: 'saving' },
        [STATUS]: { ...(current[STATUS] ?? { value: null }), status: 'saving' },
      }));
    try {
      const answer = await gateway.call(meetResultSave, { eventId, heat, entries });
      for (const result of answer.saved) update(result.entryId, () => cellsOf(result, { status: 'saved' }));
      if (answer.saved.some((result) => storedNow.current.get(result.entryId)?.version !== result.version))
        setChanged(true);
      setStored((current) => new Map([...current, ...answer.saved.map((result) => [result.entryId, result] as const)]));
      for (const other of answer.conflicts) {
        theirs.current.set(other.entryId, other);
        update(other.entryId, (current) => ({
          [MARK]: {
            ...(current[MARK] ?? { value: null }),
            status: 'dirty',
            conflict: { theirs: other.mark, ...(other.enteredBy ? { by: other.enteredBy } : {}) },
          },
          [STATUS]: { ...(current[STATUS] ?? { value: null }), status: 'dirty' },
        }));
      }
      // A change takes the heat's check away: the sheet says so once reloaded with the check.
      if (answer.saved.length > 0) onChanged();
    } catch (error) {
      // A refusal names the entry it is about (`entries.1.mark`): that row shows it.
      const field = error instanceof GatewayError ? String(error.refusal?.values.field ?? '') : '';
      const index = /^entries\.(\d+)/.exec(field)?.[1];
      const message = failureText(locale, error);
      rows.forEach((row, position) => {
        const about = index === undefined || Number(index) === position;
        update(row, (current) => ({
          [MARK]: {
            ...(current[MARK] ?? { value: null }),
            status: about ? 'error' : 'dirty',
            ...(about ? { error: message } : {}),
          },
          [STATUS]: { ...(current[STATUS] ?? { value: null }), status: 'dirty' },
        }));
      });
    }
  }

  function resolve(row: string, _column: string, choice: 'mine' | 'theirs') {
    const other = theirs.current.get(row);
    theirs.current.delete(row);
    if (!other) return;
    if (choice === 'theirs') {
      update(row, () => cellsOf(other, { status: 'saved' }));
      return;
    }
    // Kept: typed again over their result, on its version.
    const mine = valuesNow.current[row]?.[MARK]?.value ?? null;
    const status = valuesNow.current[row]?.[STATUS]?.value ?? 0;
    const next = {
      ...valuesNow.current,
      [row]: {
        [MARK]: { value: mine, version: other.version },
        [STATUS]: { value: status, version: other.version },
      },
    };
    valuesNow.current = next;
    setValues(next);
    void save([{ row, column: STATUS, text: '', value: status }]);
  }

  const complete = data ? data.athletes.every((athlete) => stored.has(athlete.entryId)) : false;
  const ownMarks = data ? data.athletes.some((athlete) => stored.get(athlete.entryId)?.enteredByCaller) : false;

  return (
    <section aria-labelledby={titleId} className={styles.event}>
      <h3 id={titleId} className={styles.eventTitle}>
        {title}
      </h3>
      {sheet.error ? <p role="alert">{sheet.error}</p> : null}
      {data && !data.open ? <p>{text('meetResults.closed')}</p> : null}
      {data ? (
        <>
          <EntryGrid
            aria-labelledby={titleId}
            rowHeaderLabel={text('meetResults.athlete')}
            rows={data.athletes.map((athlete) => ({
              key: athlete.entryId,
              label: `${athlete.position} ${athlete.name} ${athlete.className}`,
              header: (
                <span>
                  {athlete.position} · {athlete.name} <small>{athlete.className}</small>
                </span>
              ),
            }))}
            columns={columns}
            values={values}
            onCommit={(changes) => {
              if (!editable) return;
              setValues((current) => applyEntryChanges(current, changes));
              valuesNow.current = applyEntryChanges(valuesNow.current, changes);
              void save(changes);
            }}
            onResolveConflict={resolve}
          />
          <p className={styles.buttons}>
            {data.confirmed && !changed ? (
              <span>
                {text('meetResults.confirmedBy', {
                  who: data.confirmed.by ?? text('meetResults.someone'),
                  at: intl.formatDate(data.confirmed.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </span>
            ) : (
              <>
                <span>
                  {complete
                    ? ownMarks
                      ? text('meetResults.secondPerson')
                      : text('meetResults.waiting')
                    : text('meetResults.incomplete')}
                </span>
                {data.open && can('resultConfirm') ? (
                  <RowButton
                    action="meetResults.confirm"
                    name={title}
                    onPress={() =>
                      void run(meetResultConfirm, { eventId, heat }).then((done) => {
                        if (done) {
                          sheet.reload();
                          onChanged();
                        }
                      })
                    }
                  />
                ) : null}
              </>
            )}
            {isPending ? <span>…</span> : null}
          </p>
        </>
      ) : null}
    </section>
  );
}

/**
 * The results tab of a meet's detail page: an event and one of its heats (or flights) chosen, its
 * sheet typed by keyboard and confirmed by a second person; the event's places and points once
 * every heat is confirmed, and the meet's records with any broken one to confirm.
 */
export function MeetResultsTab({ meet }: { meet: Meet }) {
  const intl = useIntl();
  const texts = useEventTexts();
  const events = useGatewayQuery(meetArrangeList, { meetId: meet.meetId });
  const drawn = (events.data ?? []).filter((event) => event.arrangement !== null);
  const [eventId, setEventId] = useState('');
  const [heat, setHeat] = useState(1);
  const [generation, setGeneration] = useState(0);
  const event = drawn.find((one) => one.eventId === eventId) ?? drawn[0];
  const heats = event?.arrangement?.heats ?? [];
  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const heatName = (number: number) =>
    text(event?.arrangement?.kind === 'order' ? 'meetResults.flight' : 'meetResults.heat', { number });

  return (
    <div className={styles.startLists}>
      {events.error ? <p role="alert">{events.error}</p> : null}
      {events.data && drawn.length === 0 ? <p>{text('meetResults.nothingDrawn')}</p> : null}
      {event ? (
        <>
          <div className={styles.buttons}>
            {/* A plain select: the kit's would split its field chunk for the sign-in page too. */}
            <label className={styles.buttons}>
              {text('meetResults.event')}
              <select
                className={styles.picker}
                value={event.eventId}
                onChange={(change) => {
                  setEventId(change.target.value);
                  setHeat(1);
                }}
              >
                {drawn.map((one) => (
                  <option key={one.eventId} value={one.eventId}>
                    {`${one.name} · ${texts.sex(one.sex)}`}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={styles.buttons}>
              <legend>{text('meetResults.heats')}</legend>
              {heats.map((one) => (
                <label key={one.number}>
                  <input
                    type="radio"
                    name={`heat-${event.eventId}`}
                    checked={heat === one.number}
                    onChange={() => setHeat(one.number)}
                  />{' '}
                  {heatName(one.number)}
                </label>
              ))}
            </fieldset>
          </div>
          <HeatSheet
            key={`${event.eventId} ${heat}`}
            eventId={event.eventId}
            heat={heat}
            title={`${event.name} · ${texts.sex(event.sex)} · ${heatName(heat)}`}
            onChanged={() => setGeneration((value) => value + 1)}
          />
          <EventPlaces eventId={event.eventId} generation={generation} />
        </>
      ) : null}
      <MeetRecords meetId={meet.meetId} generation={generation} />
    </div>
  );
}
