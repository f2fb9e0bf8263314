import { canEditEvents } from '@school-sports/domain';
import { type DataOf, meetDetail, meetEventCalendar } from '@school-sports/gateway-client';
import { Button, PageHeader, Spinner } from '@school-sports/ui';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as screens from '../../kit/screens.css.ts';
import { useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from './arrange.css.ts';
import { useEventTexts } from './eventTexts.ts';

const MeetEventDialog = lazy(async () => ({ default: (await import('./MeetEventDialog.tsx')).MeetEventDialog }));

type Programme = DataOf<typeof meetEventCalendar>;
type ProgrammeEvent = Programme['events'][number];

/** `HH:mm` of a start time `YYYY-MM-DDTHH:mm`, and of its end `minutes` later (past midnight, as it reads). */
function span(startTime: string, minutes: number): string {
  const start = Date.parse(`${startTime}:00Z`);
  const end = new Date(start + minutes * 60_000).toISOString().slice(11, 16);
  return `${startTime.slice(11, 16)}–${end}`;
}

/**
 * `sportsMeet/detail/calendar/{meetId}` (k12, nf and single frames): a meet's programme, day by day
 * in start order, each event with its time, venue and athletes, the events without a time after
 * them, and every clash (a venue used twice at once, athletes entered in two events at once) said
 * in words and marked on its events. Before the meet starts an event is rescheduled from its row;
 * the gateway refuses a change that makes a new clash. The programme prints.
 */
export function MeetCalendarPage() {
  const meetId = useParams().id ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const can = useCan();
  const texts = useEventTexts();
  const meet = useGatewayQuery(meetDetail, { meetId });
  const programme = useGatewayQuery(meetEventCalendar, { meetId });
  const [editing, setEditing] = useState<ProgrammeEvent | null>(null);
  const label = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const events = programme.data?.events ?? [];
  const clashes = programme.data?.clashes ?? [];
  const clashing = new Set(clashes.flatMap((clash) => clash.eventIds));
  const mayEdit = Boolean(meet.data && canEditEvents(meet.data.status)) && can('eventEdit');
  const days = new Map<string, ProgrammeEvent[]>();
  for (const event of events) {
    if (event.startTime === null) continue;
    const day = event.startTime.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  const unscheduled = events.filter((event) => event.startTime === null);

  const table = (caption: string, rows: readonly ProgrammeEvent[]) => (
    <table className={styles.heat} key={caption}>
      <caption className={styles.eventTitle}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label('meets.calendar.time')}</th>
          <th scope="col">{label('meets.calendar.event')}</th>
          <th scope="col">{label('meets.calendar.venue')}</th>
          <th scope="col">{label('meets.calendar.entries')}</th>
          {mayEdit ? (
            <th scope="col" className={styles.screenOnly}>
              {label('meets.calendar.actions')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((event) => (
          <tr key={event.eventId}>
            <td>{event.startTime ? span(event.startTime, event.durationMinutes) : '—'}</td>
            <th scope="row">
              {texts.title(event)}
              {clashing.has(event.eventId) ? (
                <strong className={styles.clash}> {label('meets.calendar.clashMark')}</strong>
              ) : null}
            </th>
            <td>{event.venue?.name ?? '—'}</td>
            <td>{event.entryCount}</td>
            {mayEdit ? (
              <td className={styles.screenOnly}>
                <RowButton
                  action="meets.calendar.reschedule"
                  name={texts.title(event)}
                  onPress={() => setEditing(event)}
                />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <section className={screens.screen} data-screen="sportsMeet/detail/calendar">
      <PageHeader
        title={meet.data ? label('meets.calendar.title', { name: meet.data.name }) : label('meets.openCalendar')}
        subtitle={meet.data ? `${meet.data.startDate} – ${meet.data.endDate}` : undefined}
        onBack={() => navigate(`../../${meetId}`, { relative: 'path' })}
        actions={
          <span className={`${styles.buttons} ${styles.screenOnly}`}>
            <Button onPress={() => globalThis.print()}>
              <FormattedMessage id="meets.calendar.print" />
            </Button>
          </span>
        }
      />
      {meet.error || programme.error ? <p role="alert">{meet.error ?? programme.error}</p> : null}
      {programme.isLoading && !programme.data ? <Spinner /> : null}
      {programme.data ? (
        <section aria-labelledby="calendar-clashes" className={styles.screenOnly}>
          <h2 id="calendar-clashes" className={styles.eventTitle}>
            {label('meets.calendar.clashes')}
          </h2>
          {clashes.length > 0 ? (
            <ul>
              {clashes.map((clash) => (
                <li key={`${clash.kind} ${clash.eventIds.join(' ')}`}>{clash.message}</li>
              ))}
            </ul>
          ) : (
            <p className={screens.muted}>{label('meets.calendar.noClash')}</p>
          )}
        </section>
      ) : null}
      {programme.data && events.length === 0 ? <p className={screens.muted}>{label('meets.calendar.empty')}</p> : null}
      <div className={styles.startLists}>
        {meet.data ? (
          <p className={styles.printOnly}>
            {meet.data.name} · {meet.data.startDate} – {meet.data.endDate}
          </p>
        ) : null}
        {[...days].map(([day, rows]) => table(label('meets.calendar.day', { day }), rows))}
        {unscheduled.length > 0 ? table(label('meets.calendar.unscheduled'), unscheduled) : null}
      </div>
      {editing && meet.data ? (
        <Suspense fallback={null}>
          <MeetEventDialog
            meet={meet.data}
            event={editing}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              programme.reload();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
