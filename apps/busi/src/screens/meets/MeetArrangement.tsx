import { arrangementRefusal } from '@school-sports/domain';
import {
  type DataOf,
  meetArrangeDraw,
  meetArrangeList,
  meetArrangeRedraw,
  meetArrangeSwap,
  meetDetail,
} from '@school-sports/gateway-client';
import { Button, ConfirmDialog, PageHeader, Spinner } from '@school-sports/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { domainText } from '../../i18n/translate.ts';
import { RowButton } from '../../kit/RowButtons.tsx';
import * as screens from '../../kit/screens.css.ts';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from './arrange.css.ts';
import { useEventTexts } from './eventTexts.ts';

type EventRow = DataOf<typeof meetArrangeList>[number];
type Drawn = NonNullable<EventRow['arrangement']>;

/** The caller's clock, minutes east of UTC: registration's end is judged on their day. */
const utcOffset = () => -new Date().getTimezoneOffset();

/** Today on the caller's calendar, as the gateway judges it with {@link utcOffset}. */
const today = () => new Date(Date.now() + utcOffset() * 60_000).toISOString().slice(0, 10);

/** The athlete being moved: a second athlete of the same event pressed next swaps places with them. */
interface Moving {
  eventId: string;
  entryId: string;
  name: string;
}

/**
 * The arrangement of the meet `meetId` (its screen, {@link MeetArrangePage}, loads it with its
 * texts): each event's heats and lanes
 * (a race) or flights and order of trial (a field event), drawn by the gateway from the entries once
 * registration has closed, with the seed each draw came from. A referee swaps two athletes with two
 * presses, by keyboard or pointer alike, redraws an event, and prints the start lists.
 */
export function MeetArrangement({ meetId }: { meetId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const can = useCan();
  const texts = useEventTexts();
  const meet = useGatewayQuery(meetDetail, { meetId });
  const events = useGatewayQuery(meetArrangeList, { meetId });
  const { run, isPending } = useGatewayAction();
  const [moving, setMoving] = useState<Moving | null>(null);
  const [redrawing, setRedrawing] = useState<EventRow | null>(null);
  const label = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = events.data ?? [];
  const refusal = meet.data ? arrangementRefusal(meet.data, today()) : null;
  const mayDraw = refusal === null && can('draw');
  const maySwap = refusal === null && can('arrangeSwap');
  const title = (event: EventRow) => `${event.name} · ${texts.sex(event.sex)}`;
  const undrawn = rows.filter((event) => event.arrangement === null && event.entryCount > 0);

  // Escape leaves the choice of whom to swap with, as it closes a dialog.
  useEffect(() => {
    if (!moving) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMoving(null);
    };
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [moving]);

  const draw = async (eventId?: string) => {
    const done = await run(meetArrangeDraw, { meetId, eventId, utcOffset: utcOffset() }, 'success.saved');
    if (done) events.reload();
  };
  const swap = async (withEntryId: string) => {
    if (!moving) return;
    const done = await run(
      meetArrangeSwap,
      { entryId: moving.entryId, withEntryId, utcOffset: utcOffset() },
      'success.modified',
    );
    setMoving(null);
    if (done) events.reload();
  };

  const drawnLine = (drawn: Drawn) =>
    label('arrangement.drawn', {
      method: label(`arrangement.method.${drawn.method}`),
      seed: drawn.seed,
      who: drawn.drawnBy ?? label('arrangement.someone'),
      at: intl.formatDate(drawn.drawnAt, { dateStyle: 'medium', timeStyle: 'short' }),
    });

  const heatTable = (event: EventRow, drawn: Drawn, heat: Drawn['heats'][number]) => (
    <table key={heat.number} className={styles.heat}>
      <caption>
        {label(drawn.kind === 'lanes' ? 'arrangement.heat' : 'arrangement.flight', { number: heat.number })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{label(drawn.kind === 'lanes' ? 'arrangement.lane' : 'arrangement.order')}</th>
          <th scope="col">{label('arrangement.athlete')}</th>
          <th scope="col">{label('arrangement.class')}</th>
          <th scope="col">{label('arrangement.seedMark')}</th>
          {maySwap ? (
            <th scope="col" className={styles.screenOnly}>
              {label('arrangement.actions')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {heat.athletes.map((athlete) => {
          const isMoving = moving?.entryId === athlete.entryId;
          return (
            <tr key={athlete.entryId} className={isMoving ? styles.chosen : undefined}>
              <td>{athlete.position}</td>
              <th scope="row">{athlete.name}</th>
              <td>{athlete.className}</td>
              <td>
                {athlete.seedMark === null ? '—' : `${intl.formatNumber(athlete.seedMark)} ${texts.unit(event.unit)}`}
              </td>
              {maySwap ? (
                <td className={styles.screenOnly}>
                  {moving === null ? (
                    <RowButton
                      action="arrangement.swap"
                      name={athlete.name}
                      onPress={() =>
                        setMoving({ eventId: event.eventId, entryId: athlete.entryId, name: athlete.name })
                      }
                    />
                  ) : moving.eventId === event.eventId && !isMoving ? (
                    <RowButton
                      action="arrangement.swapWith"
                      name={athlete.name}
                      onPress={() => void swap(athlete.entryId)}
                    />
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );

  return (
    <>
      <PageHeader
        title={meet.data ? label('arrangement.title', { name: meet.data.name }) : label('meets.openArrangement')}
        subtitle={meet.data ? `${meet.data.startDate} – ${meet.data.endDate}` : undefined}
        onBack={() => navigate(`../../${meetId}`, { relative: 'path' })}
        actions={
          <span className={`${styles.buttons} ${styles.screenOnly}`}>
            {mayDraw && undrawn.length > 0 ? (
              <Button variant="primary" isDisabled={isPending} onPress={() => void draw()}>
                <FormattedMessage id="arrangement.drawAll" />
              </Button>
            ) : null}
            <Button onPress={() => globalThis.print()}>
              <FormattedMessage id="arrangement.print" />
            </Button>
          </span>
        }
      />
      {meet.error || events.error ? <p role="alert">{meet.error ?? events.error}</p> : null}
      {refusal && meet.data ? (
        <p className={`${screens.muted} ${styles.screenOnly}`}>
          {domainText(locale, refusal, { start: meet.data.registrationStart, end: meet.data.registrationEnd })}
        </p>
      ) : null}
      {moving ? (
        <div className={`${styles.choosing} ${styles.screenOnly}`} role="status">
          <span>{label('arrangement.choosing', { name: moving.name })}</span>
          <Button size="small" onPress={() => setMoving(null)}>
            <FormattedMessage id="arrangement.cancelSwap" />
          </Button>
        </div>
      ) : null}
      {events.isLoading && !events.data ? <Spinner /> : null}
      {events.data && rows.length === 0 ? <p className={screens.muted}>{label('arrangement.empty')}</p> : null}
      <div className={styles.startLists}>
        {meet.data ? (
          <p className={styles.printOnly}>
            {meet.data.name} · {meet.data.startDate} – {meet.data.endDate}
          </p>
        ) : null}
        {rows.map((event) => {
          const drawn = event.arrangement;
          return (
            <section key={event.eventId} className={styles.event} aria-labelledby={`event-${event.eventId}`}>
              <div className={styles.eventHeader}>
                <h2 id={`event-${event.eventId}`} className={styles.eventTitle}>
                  {title(event)}
                </h2>
                {mayDraw && event.entryCount > 0 ? (
                  <span className={`${styles.buttons} ${styles.screenOnly}`}>
                    {drawn ? (
                      <Button
                        size="small"
                        isDisabled={isPending}
                        aria-label={intl.formatMessage(
                          { id: 'common.rowAction' },
                          { action: label('arrangement.redraw'), name: title(event) },
                        )}
                        onPress={() => setRedrawing(event)}
                      >
                        <FormattedMessage id="arrangement.redraw" />
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="primary"
                        isDisabled={isPending}
                        aria-label={intl.formatMessage(
                          { id: 'common.rowAction' },
                          { action: label('arrangement.draw'), name: title(event) },
                        )}
                        onPress={() => void draw(event.eventId)}
                      >
                        <FormattedMessage id="arrangement.draw" />
                      </Button>
                    )}
                  </span>
                ) : null}
              </div>
              {drawn ? (
                <>
                  <p className={screens.muted}>{drawnLine(drawn)}</p>
                  {drawn.unplaced > 0 ? (
                    <p className={`${screens.muted} ${styles.screenOnly}`}>
                      {label('arrangement.unplaced', { count: drawn.unplaced })}
                    </p>
                  ) : null}
                  <div className={styles.heats}>{drawn.heats.map((heat) => heatTable(event, drawn, heat))}</div>
                </>
              ) : (
                <p className={screens.muted}>
                  {event.entryCount > 0
                    ? label('arrangement.notDrawn', { count: event.entryCount })
                    : label('arrangement.noEntries')}
                </p>
              )}
            </section>
          );
        })}
      </div>
      <ConfirmDialog
        isOpen={redrawing !== null}
        onOpenChange={(open) => {
          if (!open) setRedrawing(null);
        }}
        title={label('arrangement.redrawTitle', { event: redrawing ? title(redrawing) : '' })}
        message={label('arrangement.redrawMessage')}
        onConfirm={async () => {
          if (!redrawing) return;
          const done = await run(
            meetArrangeRedraw,
            { eventId: redrawing.eventId, utcOffset: utcOffset() },
            'success.saved',
          );
          if (!done) throw new Error('refused');
          setRedrawing(null);
          events.reload();
        }}
      />
    </>
  );
}
