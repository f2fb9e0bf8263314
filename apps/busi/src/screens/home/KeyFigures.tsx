import type { DataOf, homeCounts } from '@school-sports/gateway-client';
import { Button, Spinner, StatCard } from '@school-sports/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AppMessageId } from '../../i18n/messages.ts';
import type { GatewayQuery } from '../../session/useGateway.ts';
import * as styles from './home.css.ts';

type Counts = DataOf<typeof homeCounts>;

interface Figure {
  label: AppMessageId;
  value: number;
  /** The list the figure counts, below the frame's path. */
  list: string;
}

/** The figures of the counts the gateway gave, each leading to the list that shows its rows. */
export function figuresOf(counts: Counts): Figure[] {
  const figures: Figure[] = [];
  if (counts.students !== undefined)
    figures.push({ label: 'home.students', value: counts.students, list: 'user/student' });
  if (counts.classes !== undefined) figures.push({ label: 'home.classes', value: counts.classes, list: 'org/class' });
  if (counts.teachers !== undefined)
    figures.push({ label: 'home.teachers', value: counts.teachers, list: 'user/teacher' });
  if (counts.devices) {
    figures.push({ label: 'home.devices', value: counts.devices.total, list: 'device' });
    // The device list shows a device polling now as enabled: that filter lists exactly these.
    figures.push({ label: 'home.devicesOnline', value: counts.devices.online, list: 'device?status=enabled' });
  }
  return figures;
}

/** The organisation's key counts the role may see, each card a link to its list. */
export function KeyFigures({ query, typePath }: { query: GatewayQuery<Counts>; typePath: string }) {
  const intl = useIntl();
  const headingId = useId();
  const figures = query.data ? figuresOf(query.data) : [];
  return (
    <section className={styles.part} aria-labelledby={headingId} aria-busy={query.isLoading}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="home.figures" />
      </h2>
      {query.error ? (
        <p role="alert">
          {query.error}{' '}
          <Button size="small" onPress={query.reload}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      ) : null}
      {query.isLoading && !query.data ? (
        <Spinner aria-label={intl.formatMessage({ id: 'home.figuresLoading' })} />
      ) : null}
      {query.data && figures.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="home.figuresNone" />
        </p>
      ) : null}
      {figures.length > 0 ? (
        <ul className={styles.figures}>
          {figures.map((figure) => (
            <li key={figure.label}>
              <StatCard
                href={`${typePath}/${figure.list}`}
                className={styles.figureCard}
                label={intl.formatMessage({ id: figure.label })}
                value={figure.value}
                valueFormat={{ maximumFractionDigits: 0 }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
