import { describe, expect, it } from 'vitest';
import { type FrameWalk, languageOfDay, walkFrame } from './frameScreens.ts';
import { startJourneys } from './harness.ts';

// The school frames, each walked through every built screen of its menu in one of the three
// languages (the next one each day): a break that shows in one frame only cannot land unseen.
const WALKS: FrameWalk[] = [
  { frame: 'k12', account: 'k12admin', landing: '/busi/k12/home' },
  { frame: 'gx', account: 'gxadmin', landing: '/busi/gx/home' },
];

describe('every built screen of the school frames, from the menu', () => {
  const journeys = startJourneys();

  it.each(WALKS.map((walk, index) => ({ ...walk, locale: languageOfDay(index) })))(
    'opens each of $frame in $locale',
    async ({ locale, ...walk }) => {
      const opened = await walkFrame(journeys, walk, locale);
      expect(opened).toEqual(expect.arrayContaining([`/busi/${walk.frame}/user/student`, `/busi/${walk.frame}/role`]));
    },
  );
});
