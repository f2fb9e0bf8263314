import { describe, expect, it } from 'vitest';
import { type FrameWalk, languageOfDay, walkFrame } from './frameScreens.ts';
import { startJourneys } from './harness.ts';

// The management, fitness-centre and enterprise frames, each walked through every built screen of
// its menu in one of the three languages (the next one each day): a break that shows in one frame
// only cannot land unseen.
const WALKS: (FrameWalk & { expected: string })[] = [
  { frame: 'admin', account: 'sysadmin', landing: '/busi/admin/home', expected: '/busi/admin/orgManage/orgInfo' },
  { frame: 'nf', account: 'nfadmin', landing: '/busi/nf/home', expected: '/busi/nf/user/citizen' },
  // An enterprise works in the fitness centre's frame, without grades, classes or parents.
  { frame: 'nf', account: 'entadmin', landing: '/busi/nf/home', expected: '/busi/nf/user/citizen' },
];

describe('every built screen of the other frames, from the menu', () => {
  const journeys = startJourneys();

  it.each(WALKS.map((walk, index) => ({ ...walk, locale: languageOfDay(index + 2) })))(
    'opens each of $frame as $account in $locale',
    async ({ locale, expected, ...walk }) => {
      const opened = await walkFrame(journeys, walk, locale);
      expect(opened).toContain(expected);
      if (walk.account === 'entadmin') expect(opened).not.toContain('/busi/nf/org/class');
    },
  );
});
