import type { DataOf, homeCounts } from '@school-sports/gateway-client';
import { Button, Spinner, StatCard } from '@school-sports/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GatewayQuery } from '../../session/useGateway.ts';
import { figuresOf } from './figures.ts';
import * as styles from './home.css.ts';

type Counts = DataOf<typeof homeCounts>;

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
        <div className={styles.figuresLoading}>
          <Spinner aria-label={intl.formatMessage({ id: 'home.figuresLoading' })} />
        </div>
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
