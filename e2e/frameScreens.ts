// Every built screen of a frame, opened from the side menu as a person would: its heading shown, no
// error thrown on the page nor answered by the gateway, and nothing for axe to find. The screens
// walked are the menu's own (whatever the gateway gives the account) that the domain counts as
// built, so the walk grows by itself as screens are built.
import { BUILT_SCREEN_PATHS } from '@school-sports/domain';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, type Journeys, waitForPath } from './harness.ts';

/** The languages a walk may be in: each frame's walk takes the next one each day. */
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;

/** A frame walked by one of its demo accounts. */
export interface FrameWalk {
  /** The frame's path, such as `k12`. */
  frame: string;
  account: string;
  /** Where the account lands after signing in. */
  landing: string;
}

/**
 * The language of the walk of the `index`th frame today: every frame meets every language within
 * three days, and a failure is repeated on the same day by the same run.
 */
export function languageOfDay(index: number, now = Date.now()): (typeof LANGUAGES)[number] {
  return LANGUAGES[(index + Math.floor(now / 86_400_000)) % LANGUAGES.length] as (typeof LANGUAGES)[number];
}

/** A link of the side menu: its name, where it leads, and the group it stands in (none at the top). */
interface MenuLink {
  group: string | null;
  name: string;
  path: string;
}

/** The side menu: the navigation after the menu's search, in whatever language it is named. */
const sideMenu = (page: Page) => page.locator('[data-nav-search] + nav');

/** Every link of the side menu, each group opened in turn to read its links. */
async function menuLinks(page: Page): Promise<MenuLink[]> {
  const nav = sideMenu(page);
  const read = async () =>
    nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        name: (link.textContent ?? '').trim(),
        path: new URL((link as HTMLAnchorElement).href).pathname,
      })),
    );
  // The menu comes with the frame, a moment after the landing page's address.
  await expect
    .poll(() => nav.locator('a, button[aria-expanded]').count(), { message: 'the side menu shows' })
    .toBeGreaterThan(0);
  const found = new Map<string, MenuLink>();
  for (const link of await read()) found.set(link.path, { group: null, ...link });
  const groups = await nav.locator('button[aria-expanded]').allInnerTexts();
  for (const group of groups.map((text) => text.trim())) {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    for (const link of await read()) if (!found.has(link.path)) found.set(link.path, { group, ...link });
  }
  return [...found.values()];
}

/**
 * Signs in as the frame's account in the day's language and opens each built screen of its menu from
 * the menu; answers the paths it opened, after checking each.
 */
export async function walkFrame(journeys: Journeys, walk: FrameWalk, locale: string): Promise<string[]> {
  const page = await journeys.signedIn(walk.account, walk.landing, { locale });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${page.url()}: ${response.status()} from ${response.url()}`);
  });
  const built = new Set<string>(BUILT_SCREEN_PATHS);
  const prefix = `/busi/${walk.frame}/`;
  const screens = (await menuLinks(page)).filter(
    (link) => link.path.startsWith(prefix) && built.has(link.path.slice(prefix.length)),
  );
  const nav = sideMenu(page);
  for (const screen of screens) {
    if (screen.group) {
      const button = nav.getByRole('button', { name: screen.group, exact: true });
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    }
    await nav.getByRole('link', { name: screen.name, exact: true }).click();
    await waitForPath(page, screen.path);
    const shown = page.locator(`main [data-screen="${screen.path.slice(prefix.length)}"]`);
    await expect.poll(() => shown.count(), { message: `${screen.path} shows its screen` }).toBe(1);
    // One heading, naming the menu's entry (it may say more: "Academic years and semesters").
    await expect
      .poll(() => shown.getByRole('heading', { level: 1 }).allInnerTexts(), {
        message: `${screen.path} is headed by its name`,
      })
      .toEqual([expect.stringContaining(screen.name)]);
    expect(await axeViolations(page), `${screen.path} in ${locale}`).toEqual([]);
  }
  expect(problems).toEqual([]);
  await page.context().close();
  return screens.map((screen) => screen.path);
}
