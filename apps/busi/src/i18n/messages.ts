import { auditMessages } from './catalogues/audit.ts';
import { certificateMessages } from './catalogues/certificates.ts';
import { commonMessages } from './catalogues/common.ts';
import { deviceMessages } from './catalogues/devices.ts';
import { homeMessages } from './catalogues/home.ts';
import { importMessages } from './catalogues/imports.ts';
import { jobMessages } from './catalogues/jobs.ts';
import { liveMessages } from './catalogues/live.ts';
import { meetMessages } from './catalogues/meets.ts';
import { menuMessages } from './catalogues/menus.ts';
import { myInfoMessages } from './catalogues/myInfo.ts';
import { orgMessages } from './catalogues/orgs.ts';
import { partnerMessages } from './catalogues/partners.ts';
import { peopleMessages } from './catalogues/people.ts';
import { physiqueMessages } from './catalogues/physique.ts';
import { lessonMessages, resourceMessages, wikiMessages } from './catalogues/resources.ts';
import { roleMessages } from './catalogues/roles.ts';
import { schoolMessages } from './catalogues/school.ts';
import { scoreMessages } from './catalogues/scores.ts';
import { shellMessages } from './catalogues/shell.ts';
import { signinMessages } from './catalogues/signin.ts';
import { structureMessages } from './catalogues/structure.ts';
import { studentMessages } from './catalogues/students.ts';
import { testPlanMessages } from './catalogues/testPlans.ts';
import type { AppLocale } from './locale.ts';

export { type AppLocale, appLocales, localeNames } from './locale.ts';

// The source of the app's texts. The browser never loads this file: `npm run messages -w
// @school-sports/busi` compiles it, with the domain's messages, into a file per locale and part
// under `compiled/` (see `compile.ts`), and the app loads the files it needs (`load.ts`).

// Each area keeps its texts in a file of its own under catalogues/; which part of the compiled
// texts one loads with is its id's prefix (`APP_PARTS` in compile.ts), not its file.
const catalogue = {
  ...signinMessages,
  ...shellMessages,
  ...myInfoMessages,
  ...commonMessages,
  ...schoolMessages,
  ...orgMessages,
  ...structureMessages,
  ...roleMessages,
  ...deviceMessages,
  ...peopleMessages,
  ...studentMessages,
  ...importMessages,
  ...homeMessages,
  ...auditMessages,
  ...jobMessages,
  ...meetMessages,
  ...certificateMessages,
  ...resourceMessages,
  ...wikiMessages,
  ...lessonMessages,
  ...scoreMessages,
  ...testPlanMessages,
  ...physiqueMessages,
  ...partnerMessages,
  ...liveMessages,
  ...menuMessages,
};

export type AppMessageId = keyof typeof catalogue;

/** The message table of one locale, as react-intl takes it. */
export function messagesFor(locale: AppLocale): Record<AppMessageId, string> {
  const table = {} as Record<AppMessageId, string>;
  for (const id of Object.keys(catalogue) as AppMessageId[]) table[id] = catalogue[id][locale];
  return table;
}

/** Every message id with its entry, for completeness checks and extraction. */
export const appCatalogue: Readonly<Record<AppMessageId, { description: string } & Record<AppLocale, string>>> =
  catalogue;
