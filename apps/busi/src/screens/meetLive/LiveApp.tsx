import { type DataOf, MEET_LIVE_POLL_MS, meetLivePage } from '@school-sports/gateway-client';
import { Button, type ThemeName } from '@school-sports/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type AppLocale, appLocales, localeNames } from '../../i18n/locale.ts';
import { failureText } from '../../i18n/translate.ts';
import { gateway } from '../../session/gateway.ts';
import { useLocale } from '../../shell/LocaleContext.ts';
import { Providers } from '../../shell/Providers.tsx';
import * as css from './live.css.ts';

type Live = DataOf<typeof meetLivePage>;
type LiveEvent = Live['events'][number];

/** The token of the page's address, `/busi/live/{token}`. */
function tokenOfAddress(): string {
  const [, token = ''] = /\/live\/([^/?#]*)/.exec(globalThis.location.pathname) ?? [];
  return decodeURIComponent(token);
}

const eventKey = (event: LiveEvent) => `${event.name}\u0000${event.sex}`;

/**
 * Asks for the page now, then every {@link MEET_LIVE_POLL_MS} while the page is visible; a hidden
 * page (another tab, a locked phone) asks for nothing and asks again as soon as it is shown.
 */
function useLiveResults(token: string) {
  const { locale } = useLocale();
  const [live, setLive] = useState<Live | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    setPending(true);
    try {
      const answer = await gateway.call(meetLivePage, { token });
      if (ticket !== latest.current) return;
      setLive(answer);
      setError(null);
      setUpdatedAt(new Date());
    } catch (failure) {
      if (ticket !== latest.current) return;
      setError(failureText(locale, failure));
    } finally {
      if (ticket === latest.current) setPending(false);
    }
  }, [token, locale]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      void refresh();
      timer = setInterval(() => void refresh(), MEET_LIVE_POLL_MS);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [refresh]);

  return { live, error, updatedAt, pending, refresh };
}

/** The events that became official since the answer before, for the screen reader's announcement. */
function useNewlyOfficial(live: Live | null): string[] {
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  useEffect(() => {
    if (!live) return;
    const official = live.events.filter((event) => event.official);
    // The first answer is what the page opens with: nothing in it is news.
    if (seen.current) {
      const before = seen.current;
      const added = official.filter((event) => !before.has(eventKey(event)));
      if (added.length > 0) setFresh(added.map((event) => event.name));
    }
    seen.current = new Set(official.map(eventKey));
  }, [live]);
  return fresh;
}

function EventTable({ event }: { event: LiveEvent }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const caption = text('liveResults.eventCaption', { event: event.name, sex: text(`liveResults.sex.${event.sex}`) });
  if (!event.official)
    return (
      <section className={css.card} aria-label={caption} data-event={event.name}>
        <h3 className={css.heading}>{caption}</h3>
        <p className={css.muted}>{text('liveResults.notOfficial')}</p>
      </section>
    );
  return (
    <section className={css.card} aria-label={caption} data-event={event.name}>
      <table className={css.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text('liveResults.place')}</th>
            <th scope="col">{text('liveResults.athlete')}</th>
            <th scope="col">{text('liveResults.class')}</th>
            <th scope="col">{text('liveResults.mark')}</th>
          </tr>
        </thead>
        <tbody>
          {event.results.map((result, index) => (
            // A result has no id here (the page names no row); its place in the list is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is the results' order
            <tr key={index}>
              <td>{result.place ?? '—'}</td>
              <th scope="row">{result.name}</th>
              <td>{result.className}</td>
              <td>
                {result.status === 'ok' ? result.mark : text(`liveResults.status.${result.status}`)}
                {result.newRecord ? <strong> {text('liveResults.newRecord')}</strong> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The page: the meet's events with their official results, the team standings, the records broken. */
function LivePage() {
  const intl = useIntl();
  const { locale, changeLocale, theme, changeTheme } = useLocale();
  const id = useId();
  const [token] = useState(tokenOfAddress);
  const { live, error, updatedAt, pending, refresh } = useLiveResults(token);
  const fresh = useNewlyOfficial(live);
  const text = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const title = live ? text('liveResults.title', { meet: live.meet.name }) : text('liveResults.loadingTitle');

  useEffect(() => {
    document.title = title;
  }, [title]);

  const span = (start: string, end: string) => (start === end ? start : text('liveResults.span', { start, end }));

  return (
    <main className={css.page} data-screen="meetLive">
      <div className={css.column}>
        <header className={css.header}>
          <h1 className={css.title}>{title}</h1>
          {live ? (
            <p className={css.muted}>
              {text('liveResults.days', { days: span(live.meet.startDate, live.meet.endDate) })}
            </p>
          ) : null}
          <p className={css.muted}>{text('liveResults.hint')}</p>
          <div className={css.controls}>
            {/* The browser's own select: the kit's would split the sign-in page's code into more files. */}
            <label className={css.choice}>
              {text('liveResults.language')}
              <select
                className={css.select}
                value={locale}
                onChange={(event) => changeLocale(event.target.value as AppLocale)}
              >
                {appLocales.map((option) => (
                  <option key={option} value={option}>
                    {localeNames[option]}
                  </option>
                ))}
              </select>
            </label>
            <label className={css.choice}>
              {text('liveResults.theme')}
              <select
                className={css.select}
                value={theme}
                onChange={(event) => changeTheme(event.target.value as ThemeName)}
              >
                {(['light', 'dark'] as const).map((option) => (
                  <option key={option} value={option}>
                    {text(`liveResults.theme.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button onPress={() => void refresh()} isPending={pending}>
              {text('liveResults.refresh')}
            </Button>
          </div>
          {updatedAt ? (
            <p className={css.muted} data-updated>
              {text('liveResults.updated', { time: intl.formatTime(updatedAt, { timeStyle: 'medium' }) })}
            </p>
          ) : null}
          {/* Polite: a new official result is told after what the person is reading. */}
          <p className={css.muted} aria-live="polite" aria-atomic="true" id={`${id}-news`}>
            {fresh.length > 0 ? text('liveResults.announce', { events: intl.formatList(fresh) }) : ''}
          </p>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
        </header>
        {live ? (
          <>
            {live.truncated ? <p className={css.muted}>{text('liveResults.truncated')}</p> : null}
            <section aria-labelledby={`${id}-results`} className={css.header}>
              <h2 id={`${id}-results`} className={css.heading}>
                {text('liveResults.results')}
              </h2>
              {live.events.length === 0 ? <p className={css.muted}>{text('liveResults.noEvents')}</p> : null}
              {live.events.map((event) => (
                <EventTable key={eventKey(event)} event={event} />
              ))}
            </section>
            <section className={css.card} aria-labelledby={`${id}-standings`}>
              <h2 id={`${id}-standings`} className={css.heading}>
                {text('liveResults.standings')}
              </h2>
              <p className={css.muted}>
                {text('liveResults.standingsCount', {
                  official: live.standings.officialEvents,
                  drawn: live.standings.drawnEvents,
                })}
              </p>
              {live.standings.teams.length === 0 ? (
                <p className={css.muted}>{text('liveResults.noStandings')}</p>
              ) : (
                <table className={css.table}>
                  <caption>{text('liveResults.standings')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{text('liveResults.rank')}</th>
                      <th scope="col">{text(`liveResults.team.${live.standings.scoring}`)}</th>
                      <th scope="col">{text('liveResults.points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {live.standings.teams.map((team) => (
                      <tr key={team.name}>
                        <td>{team.rank}</td>
                        <th scope="row">{team.name}</th>
                        <td>{intl.formatNumber(team.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <section className={css.card} aria-labelledby={`${id}-records`}>
              <h2 id={`${id}-records`} className={css.heading}>
                {text('liveResults.records')}
              </h2>
              {live.records.length === 0 ? (
                <p className={css.muted}>{text('liveResults.noRecords')}</p>
              ) : (
                <table className={css.table}>
                  <caption>{text('liveResults.records')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{text('liveResults.event')}</th>
                      <th scope="col">{text('liveResults.mark')}</th>
                      <th scope="col">{text('liveResults.holder')}</th>
                      <th scope="col">{text('liveResults.class')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {live.records.map((record) => (
                      <tr key={`${record.eventName} ${record.sex} ${record.mark} ${record.holderName}`}>
                        <th scope="row">
                          {text('liveResults.eventCaption', {
                            event: record.eventName,
                            sex: text(`liveResults.sex.${record.sex}`),
                          })}
                        </th>
                        <td>{record.mark}</td>
                        <td>{record.holderName}</td>
                        <td>{record.className}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </>
        ) : null}
      </div>
    </main>
  );
}

/**
 * `/busi/live/{token}` (issue 46): a meet's live results page, shared by its organiser, read by
 * anyone with the address and no session. A page of its own, like the sign-in page: no router,
 * nothing of the signed-in app, the sign-in page's texts and its own.
 */
export function LiveApp() {
  return (
    <Providers>
      <LivePage />
    </Providers>
  );
}
