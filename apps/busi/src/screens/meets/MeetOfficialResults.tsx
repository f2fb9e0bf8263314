import { formatMark } from '@school-sports/domain';
import {
  type DataOf,
  type meetDetail,
  meetResultEvent,
  meetResultRecordConfirm,
  meetResultRecords,
  meetResultStandings,
} from '@school-sports/gateway-client';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { RowButton } from '../../kit/RowButtons.tsx';
import { useGatewayAction, useGatewayQuery } from '../../session/useGateway.ts';
import { useCan } from '../../shell/permissions.tsx';
import * as styles from './arrange.css.ts';
import { useEventTexts } from './eventTexts.ts';

type Meet = DataOf<typeof meetDetail>;

/** An event's places and points once official, its records beside them. */
export function EventPlaces({ eventId, generation }: { eventId: string; generation: number }) {
  const intl = useIntl();
  const titleId = useId();
  const results = useGatewayQuery(meetResultEvent, { eventId });
  const { reload } = results;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload after a save or a check
  useEffect(() => reload(), [generation, reload]);
  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const data = results.data;
  if (!data) return null;
  const measure = data.event.measure;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text('meetResults.places')}</h3>
      {data.official ? (
        <table className={styles.heat} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{text('meetResults.place')}</th>
              <th scope="col">{text('meetResults.athlete')}</th>
              <th scope="col">{text('meetResults.class')}</th>
              <th scope="col">{text('meetResults.mark')}</th>
              <th scope="col">{text('meetResults.points')}</th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((result) => (
              <tr key={result.entryId}>
                <td>{result.place ?? '—'}</td>
                <th scope="row">{result.name}</th>
                <td>{result.className}</td>
                <td>
                  {result.status === 'ok' && result.mark !== null
                    ? formatMark(result.mark, measure, 2)
                    : text(`meetResults.status.${result.status}`)}
                  {result.newRecord ? <strong> {text('meetResults.newRecord')}</strong> : null}
                </td>
                <td>{intl.formatNumber(result.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{text('meetResults.notOfficial')}</p>
      )}
    </section>
  );
}

/** The records of the meet's events, a broken one flagged and confirmed into the record. */
export function MeetRecords({ meetId, generation }: { meetId: string; generation: number }) {
  const intl = useIntl();
  const can = useCan();
  const texts = useEventTexts();
  const titleId = useId();
  const records = useGatewayQuery(meetResultRecords, { meetId });
  const { reload } = records;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload after a save or a check
  useEffect(() => reload(), [generation, reload]);
  const { run } = useGatewayAction();
  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const lines = records.data ?? [];
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text('meetResults.records')}</h3>
      <table className={styles.heat} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{text('meetResults.event')}</th>
            <th scope="col">{text('meetResults.record')}</th>
            <th scope="col">{text('meetResults.broken')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const name = `${line.name} · ${texts.sex(line.sex)}`;
            return (
              <tr key={`${line.eventId} ${line.sex}`}>
                <th scope="row">{name}</th>
                <td>
                  {line.record
                    ? text('meetResults.recordValue', {
                        mark: formatMark(line.record.mark, line.measure, 2),
                        holder: line.record.holderName,
                        meet: line.record.meetName,
                      })
                    : text('meetResults.noRecord')}
                </td>
                <td>
                  {line.broken ? (
                    <span className={styles.buttons}>
                      <strong>
                        {text('meetResults.brokenValue', {
                          mark: formatMark(line.broken.mark, line.measure, 2),
                          holders: intl.formatList(line.broken.holders),
                        })}
                      </strong>
                      {can('resultConfirm') ? (
                        <RowButton
                          action="meetResults.confirmRecord"
                          name={name}
                          onPress={() =>
                            void run(meetResultRecordConfirm, { eventId: line.eventId, sex: line.sex }).then((done) => {
                              if (done) reload();
                            })
                          }
                        />
                      ) : null}
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** The standings tab: the classes (or grades) by points of the official events, ties sharing a rank. */
export function MeetStandingsTab({ meet }: { meet: Meet }) {
  const intl = useIntl();
  const titleId = useId();
  const standings = useGatewayQuery(meetResultStandings, { meetId: meet.meetId });
  const text = (id: string, params?: Record<string, string | number>) => intl.formatMessage({ id }, params);
  const data = standings.data;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{text(data?.scoring === 'grade' ? 'meetStandings.byGrade' : 'meetStandings.byClass')}</h3>
      {standings.error ? <p role="alert">{standings.error}</p> : null}
      {data ? (
        <>
          <p>{text('meetStandings.official', { official: data.officialEvents, drawn: data.drawnEvents })}</p>
          {data.standings.length ? (
            <table className={styles.heat} aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{text('meetStandings.rank')}</th>
                  <th scope="col">{text(data.scoring === 'grade' ? 'meetStandings.grade' : 'meetStandings.class')}</th>
                  <th scope="col">{text('meetStandings.total')}</th>
                  <th scope="col">{text('meetStandings.bonus')}</th>
                  <th scope="col">{text('meetStandings.places')}</th>
                </tr>
              </thead>
              <tbody>
                {data.standings.map((line) => (
                  <tr key={line.teamId}>
                    <td>{line.rank}</td>
                    <th scope="row">{line.name}</th>
                    <td>{intl.formatNumber(line.total)}</td>
                    <td>{intl.formatNumber(line.bonus)}</td>
                    <td>{line.placeCounts.slice(0, 3).join(' / ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{text('meetStandings.empty')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
