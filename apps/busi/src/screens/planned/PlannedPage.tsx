import { EmptyState } from '@school-sports/ui';
import { FormattedMessage } from 'react-intl';
import { useMatches } from 'react-router';

/** The page of a menu whose screen is not built yet: plain about it, never broken. */
export function PlannedPage() {
  const matches = useMatches();
  const funPath = (matches.at(-1)?.handle as { funPath?: string } | undefined)?.funPath ?? '';
  return (
    <section data-screen-status="planned" data-fun-path={funPath}>
      <EmptyState
        title={<FormattedMessage id="planned.title" />}
        description={<FormattedMessage id="planned.description" />}
      />
    </section>
  );
}
