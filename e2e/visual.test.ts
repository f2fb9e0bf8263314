import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { signInThroughForm, startJourneys, waitForPath } from './harness.ts';

// The product's screens as staff see them, held against pictures reviewed and committed beside this
// file: the sign-in page, the shell (its header's account menu open over the home page), the home
// page, a list, a form, a screen of another frame (403) and an address that leads nowhere (404), in
// both themes and the three languages. A change that moves what staff see fails here until its
// pictures are drawn again (`UPDATE_BASELINES=1`) and reviewed in the commit.

const baselines = path.join(path.dirname(fileURLToPath(import.meta.url)), '__screenshots__', 'visual');
const updating = process.env.UPDATE_BASELINES === '1';

/** A colour difference below this is anti-aliasing; the share of pixels that may differ by more. */
const PIXEL_THRESHOLD = 0.05;
const MISMATCH_RATIO = 0.001;

const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
const THEMES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has drawn its data. */
  ready: (page: Page) => Promise<void>;
  /** What the picture adds after the screen is ready (a menu opened). */
  open?: (page: Page) => Promise<void>;
  /** What the picture leaves out, painted over: values that follow the calendar. */
  mask?: (page: Page) => Locator[];
}

/** Waits until `selector` is on the page and nothing in it is still loading. */
const loaded = (selector: string) => async (page: Page) => {
  await expect.poll(() => page.locator(selector).count(), { message: selector }).toBe(1);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { message: 'nothing loading' }).toBe(0);
};

const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/busi/k12/home', ready: loaded('[data-screen="home"]') },
  {
    name: 'shell',
    path: '/busi/k12/home',
    ready: loaded('[data-screen="home"]'),
    open: async (page) => {
      await page.getByRole('button', { name: /(用户菜单|使用者選單|user menu)$/ }).click();
      await expect.poll(() => page.getByRole('menu').count(), { message: 'the account menu' }).toBe(1);
    },
  },
  {
    name: 'list',
    path: '/busi/k12/org/class',
    ready: async (page) => {
      await loaded('[data-screen="org/class"]')(page);
      await expect.poll(() => page.getByRole('row').count(), { message: 'the classes' }).toBeGreaterThan(1);
    },
    // The demo classes open in the academic year of the day the data was made.
    mask: (page) => [page.getByRole('gridcell').filter({ hasText: /^\s*\d{4}-\d{4}\s*$/ })],
  },
  { name: 'form', path: '/busi/k12/org/class/add', ready: loaded('[data-screen="org/class/add"]') },
  { name: 'forbidden', path: '/busi/gx/org/class', ready: loaded('[data-screen="forbidden"]') },
  { name: 'not-found', path: '/busi/k12/no-such-screen', ready: loaded('[data-screen="notFound"]') },
];

/**
 * Whether `actual` matches the committed picture: `null`, or what differs. A missing picture is drawn;
 * with `UPDATE_BASELINES=1` a different one is drawn again, and one within the tolerance is kept.
 */
function compare(name: string, actual: Buffer): string | null {
  const file = path.join(baselines, `${name}.png`);
  const draw = (reason: string | null) => {
    fs.mkdirSync(baselines, { recursive: true });
    fs.writeFileSync(file, actual);
    return updating ? null : reason;
  };
  if (!fs.existsSync(file)) return draw(`${name}: no picture to compare with; drawn now, to be reviewed and committed`);
  const committed = fs.readFileSync(file);
  // Chromium draws an unchanged screen to the same bytes: no need to decode and compare the pixels.
  if (committed.equals(actual)) return null;
  const expected = PNG.sync.read(committed);
  const shown = PNG.sync.read(actual);
  const keep = (reason: string, difference?: PNG) => {
    if (updating) return draw(null);
    fs.writeFileSync(file.replace(/\.png$/, '.actual.png'), actual);
    if (difference) fs.writeFileSync(file.replace(/\.png$/, '.diff.png'), PNG.sync.write(difference));
    return reason;
  };
  if (expected.width !== shown.width || expected.height !== shown.height) {
    return keep(`${name}: ${shown.width}×${shown.height} instead of ${expected.width}×${expected.height}`);
  }
  const difference = new PNG({ width: shown.width, height: shown.height });
  const changed = pixelmatch(expected.data, shown.data, difference.data, shown.width, shown.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (changed <= MISMATCH_RATIO * shown.width * shown.height) return null;
  return keep(`${name}: ${changed} pixels differ (see ${name}.actual.png and ${name}.diff.png)`, difference);
}

describe('the screens as they look', () => {
  const journeys = startJourneys();

  it('match their pictures in both themes and three languages', async () => {
    // One sign-in and one browser for every picture: the language and the theme are chosen as a
    // person's choice is kept (in the page's storage), and the app loaded again, from its cache.
    const context = await journeys.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const differences: string[] = [];

    // The sign-in page first, the page everyone meets: its captcha is new each time, so its picture
    // is painted over (the button around it, its frame and its place stay in the picture).
    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        await page.goto(`${journeys.product.origin}/busi/`);
        await page.evaluate(
          ([locale, scheme]) => {
            globalThis.localStorage.setItem('busi.locale', locale);
            globalThis.localStorage.setItem('busi.theme', scheme);
          },
          [language, theme] as const,
        );
        await page.reload();
        const captcha = page.locator('form button img');
        await expect.poll(() => captcha.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const picture = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [captcha] });
        const difference = compare(`sign-in.${language}.${theme}`, picture);
        if (difference) differences.push(difference);
      }
    }

    await page.evaluate(() => globalThis.localStorage.clear());
    await page.goto(`${journeys.product.origin}/busi/`);
    await signInThroughForm(page, 'k12admin');
    await waitForPath(page, '/busi/k12/home');

    for (const language of LANGUAGES) {
      for (const theme of THEMES) {
        await page.evaluate(
          ([locale, scheme]) => {
            // Each round starts as a new browser would, signed in: no tabs of open pages, no
            // screens counted as most used.
            const token = globalThis.localStorage.getItem('busi.token') ?? '';
            globalThis.localStorage.clear();
            globalThis.sessionStorage.clear();
            globalThis.localStorage.setItem('busi.token', token);
            globalThis.localStorage.setItem('busi.locale', locale);
            globalThis.localStorage.setItem('busi.theme', scheme);
          },
          [language, theme] as const,
        );
        await page.goto(`${journeys.product.origin}/busi/k12/home`);
        for (const screen of SCREENS) {
          // From one screen to the next inside the app, as its links go: one load of the app a round.
          await page.keyboard.press('Escape');
          await page.evaluate((path) => {
            // The focus the last picture left (a menu's button) is not this screen's.
            (document.activeElement as HTMLElement | null)?.blur();
            if (globalThis.location.pathname === path) return;
            globalThis.history.pushState(null, '', path);
            globalThis.dispatchEvent(new PopStateEvent('popstate'));
          }, screen.path);
          await waitForPath(page, screen.path);
          await screen.ready(page);
          await screen.open?.(page);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const picture = await page.screenshot({
            animations: 'disabled',
            caret: 'hide',
            mask: screen.mask?.(page) ?? [],
          });
          const difference = compare(`${screen.name}.${language}.${theme}`, picture);
          if (difference) differences.push(difference);
        }
      }
    }
    await context.close();
    expect(differences).toEqual([]);
  });
});
