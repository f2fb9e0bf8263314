import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { withParts } from '../../i18n/areas.ts';
import * as screens from '../../kit/screens.css.ts';

// The arrangement and its texts load together, and only here: no other screen of the sports area
// carries the words of heats, lanes and swaps.
const MeetArrangement = lazy(() =>
  withParts(['arrange'], import('./MeetArrangement.tsx')).then((module) => ({ default: module.MeetArrangement })),
);

/**
 * `sportsMeet/detail/arrange/{meetId}` (k12, nf, gx and single frames): a meet's heats and lanes,
 * flights and orders of trial, drawn, adjusted and printed.
 */
export function MeetArrangePage() {
  const meetId = useParams().id ?? '';
  return (
    <section className={screens.screen} data-screen="sportsMeet/detail/arrange">
      {/* No spinner of its own: the arrangement shows one while its data loads, and a kit import
          here alone would split the kit's shared chunk for every other page. */}
      <Suspense fallback={null}>
        <MeetArrangement meetId={meetId} />
      </Suspense>
    </section>
  );
}
