import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, startJourneys, waitForPath } from './harness.ts';

// Issue 46: every route of the sports meets opens its screen in every frame that has the meets, the
// single frame included, in the frame's language and theme: the list, the meet's form, its details,
// its heats and lanes, its calendar and its gallery. Each frame's account opens its own demo meet
// from the list, as staff would, then each screen of that meet; the other journeys work the screens.

/** A frame with the meets: its account, the meet of its organisation, and the language and theme it is read in. */
const FRAMES = [
  { frame: 'k12', account: 'k12admin', meet: '2027 年春季田径运动会', locale: 'zh-TW', colorScheme: 'dark' },
  { frame: 'nf', account: 'nfadmin', meet: '2027 全民健身运动会', locale: 'en-US', colorScheme: 'light' },
  { frame: 'gx', account: 'gxadmin', meet: '第十届校园运动会', locale: 'en-US', colorScheme: 'dark' },
  { frame: 'single', account: 'meetadmin', meet: '校园田径选拔赛', locale: 'zh-CN', colorScheme: 'light' },
] as const;

/** The list's row button that opens a meet's details, in each language. */
const DETAILS: Record<string, (meet: string) => string> = {
  'zh-CN': (meet) => `详情：${meet}`,
  'zh-TW': (meet) => `詳情：${meet}`,
  'en-US': (meet) => `Details ${meet}`,
};

/** Waits for the screen `screen` under `path`, headed once, with nothing for axe to find. */
async function expectScreen(page: Page, path: string, screen: string, where: string) {
  await waitForPath(page, path);
  const shown = page.locator(`main [data-screen="${screen}"]`);
  await expect.poll(() => shown.count(), { message: `${where} shows ${screen}` }).toBe(1);
  await expect.poll(() => shown.getByRole('heading', { level: 1 }).count(), { message: `${where} is headed` }).toBe(1);
  expect(await axeViolations(page), `${where}`).toEqual([]);
}

describe('the sports meets in every frame', () => {
  const journeys = startJourneys();

  for (const { frame, account, meet, locale, colorScheme } of FRAMES) {
    it(`opens every meet screen in the ${frame} frame (${locale}, ${colorScheme})`, async () => {
      const base = `/busi/${frame}/sportsMeet`;
      const page = await journeys.signedInAt(account, base, { locale, colorScheme });
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${page.url()}: ${response.status()} from ${response.url()}`);
      });
      await expect.poll(() => page.locator(`[data-theme="${colorScheme}"]`).count()).toBeGreaterThan(0);
      await expectScreen(page, base, 'sportsMeet', `${frame} list`);

      const details = page.getByRole('button', { name: (DETAILS[locale] as (meet: string) => string)(meet) });
      await expect.poll(() => details.count(), { message: `${meet} is listed in ${frame}` }).toBe(1);
      await details.click();
      await expectScreen(page, `${base}/detail/**`, 'sportsMeet/detail', `${frame} detail`);
      const meetId = new URL(page.url()).pathname.split('/').at(-1) as string;

      for (const [path, screen] of [
        [`${base}/detail/arrange/${meetId}`, 'sportsMeet/detail/arrange'],
        [`${base}/detail/calendar/${meetId}`, 'sportsMeet/detail/calendar'],
        [`${base}/demeanor/${meetId}`, 'sportsMeet/demeanor'],
        [`${base}/add`, 'sportsMeet/add'],
      ] as const) {
        await page.goto(`${journeys.product.origin}${path}`);
        await expectScreen(page, path, screen, `${frame} ${screen}`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
