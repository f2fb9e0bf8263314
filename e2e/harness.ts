import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { GATEWAY_NODE_ARGS } from '../apps/gateway/src/node-args.ts';
import { chromiumArgs, chromiumEnv, chromiumPath } from '../vite.shared.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the product has migrated and seeded, to copy for each journey file (`global-setup.ts`). */
    seededDataDir: string;
  }
}

/** A running product: the gateway serving the built app, on its own port and data directory. */
export interface RunningProduct {
  /** Base URL such as `http://127.0.0.1:41234`. */
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the gateway printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the gateway as `npm start` would (the app must be built), on a free port, and waits until
 * it listens. Its data directory is `dataDir` when given, else a new one: a copy of the run's seeded
 * directory (`global-setup.ts`) where there is one, so that no journey file sees another's writes.
 */
export async function startProduct(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? newDataDir();
  const child = spawn(process.execPath, [...GATEWAY_NODE_ARGS, path.join(repoRoot, 'apps/gateway/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    origin,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A new data directory for a product: a copy of the seeded one when the run made it. */
function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-e2e-'));
  const seeded = inject('seededDataDir');
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Launches Debian's Chromium headless with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs, env: chromiumEnv });
}

/** The captcha code the journeys' gateway accepts (CAPTCHA_TEST_CODE). */
export const JOURNEY_CAPTCHA = 'E2E9';

/** Signs in through the login form, the real captcha flow included. */
export async function signInThroughForm(page: Page, accountNum: string, password = 'Sport@2026'): Promise<void> {
  await page.getByRole('textbox', { name: /账号|帳號|Account/ }).fill(accountNum);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('textbox', { name: /验证码|驗證碼|Verification code/ }).fill(JOURNEY_CAPTCHA);
  await page.getByRole('button', { name: /^(登录|登入|Sign in)$/ }).click();
}

/**
 * Ticks a checkbox by keyboard, as a person does: focus, then one Space. The box must take the
 * focus and keep it, and that one press must tick it. Nothing is pressed twice: a table that lets
 * the focus slip to another row, or a list re-rendering under it, fails here rather than being
 * pressed through.
 */
export async function checkByKeyboard(checkbox: Locator): Promise<void> {
  // A form waits for its data with its boxes disabled: the box is pressed once it can be.
  await expect.poll(() => checkbox.isEnabled(), { message: 'the checkbox can be ticked' }).toBe(true);
  expect(await checkbox.isChecked(), 'the checkbox is unticked before Space').toBe(false);
  await checkbox.focus();
  expect(await checkbox.evaluate((box) => box === document.activeElement), 'the checkbox holds the focus').toBe(true);
  await checkbox.page().keyboard.press('Space');
  await expect.poll(() => checkbox.isChecked(), { message: 'one Space ticks the checkbox' }).toBe(true);
}

/**
 * Picks `option` in the kit's Select labelled `label` (a button that opens a list box) within
 * `scope`, with one press on the button and one on the option. The list opens at once, even in a
 * form still loading its choices, and stays open until they come: only their coming is waited for.
 */
export async function chooseOption(scope: Page | Locator, page: Page, label: RegExp, option: string): Promise<void> {
  const trigger = scope.getByRole('button', { name: label });
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await expect.poll(() => listbox.count(), { message: `one press opens the list of ${label}` }).toBe(1);
  const item = listbox.getByRole('option', { name: option, exact: true });
  await expect.poll(() => item.count(), { message: `the open list offers ${option}` }).toBe(1);
  await item.click();
  await expect.poll(() => listbox.count(), { message: 'the list closes on the pick' }).toBe(0);
  expect(await trigger.textContent(), `${label} shows ${option}`).toContain(option);
}

/**
 * Waits until the page shows a path: a glob ending in `**` matches any rest. Client-side routing
 * changes the address without a load event, so this polls the address rather than waiting for one.
 */
export async function waitForPath(page: Page, path: string, timeout = 20_000): Promise<void> {
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' ? '*' : `\\${c}`)).replace(/\*\*/g, '.*')}$`,
  );
  const deadline = Date.now() + timeout;
  while (!pattern.test(new URL(page.url()).pathname)) {
    if (Date.now() > deadline) throw new Error(`expected the path ${path}, still at ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Waits for the address `path`, then for the screen `screen` (its `data-screen`) to be drawn: the
 * address changes before the new screen replaces the old one, so a control whose name both share
 * (a list's filter and its form's field) is looked for only once the new screen is there.
 */
export async function waitForScreen(page: Page, path: string, screen: string): Promise<void> {
  await waitForPath(page, path);
  await expect.poll(() => page.locator(`[data-screen="${screen}"]`).count()).toBe(1);
}

/** A fresh page with a given language preference, and a time zone where it is not the machine's. */
export async function openPage(
  browser: Browser,
  locale = 'zh-CN',
  timezoneId?: string,
  colorScheme?: 'light' | 'dark',
): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width: 1280, height: 800 },
    ...(timezoneId ? { timezoneId } : {}),
    ...(colorScheme ? { colorScheme } : {}),
  });
  return context.newPage();
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (WCAG 2.1 A and AA, and 2.2 AA, whose rule is the minimum target size) on the page as it
 * is and answers the violations, each as `rule: target html` lines, so a failing journey says what
 * to fix. Empty means none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent: contrast is judged once every animation has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns forever: only animations that end are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Sent once per document: half a megabyte of script to parse again for every check of the same page.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[]; html: string }> }> }>;
        };
      }
    ).axe;
    // react-aria's live announcer keeps spoken announcements a few seconds, some labelled by an
    // element that is already gone: transient speech, not page content.
    const result = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    );
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join(', ')}`,
    );
  });
  return violations;
}

/** The product and browser a file of journeys shares: started before its tests, stopped after. */
export interface Journeys {
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** A fresh page signed in through the form as `accountNum`, once it shows `landing`. */
  signedIn(accountNum: string, landing: string, options?: PageOptions): Promise<Page>;
  /**
   * A fresh page signed in through the form as `accountNum`, opened at the screen `path` (such as
   * `/busi/k12/org/class`) the way a person is sent back to one: the sign-in page's `?redirect=`.
   * One load of the app instead of a landing page and then the screen.
   */
  signedInAt(accountNum: string, path: string, options?: PageOptions): Promise<Page>;
}

/** How a journey's page is opened: the password to sign in with, and the browser's language, zone and theme. */
export interface PageOptions {
  password?: string;
  locale?: string;
  timezoneId?: string;
  colorScheme?: 'light' | 'dark';
}

/** Starts the product (with the journeys' captcha code) and Chromium for the current file. */
export function startJourneys(): Journeys {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct({ env: { GATEWAY_MODE: 'test', CAPTCHA_TEST_CODE: JOURNEY_CAPTCHA } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  // A failed journey prints what each of its open pages showed, as a screen reader reads it (the
  // screen and any open list, menu or dialog; not the menu bar): on a CI machine the log is all
  // there is to see why a control was not there.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async () => {
      for (const context of browser?.contexts() ?? []) {
        for (const page of context.pages()) {
          const parts = await page
            .locator('main, [role="listbox"], [role="menu"], [role="dialog"], [role="alertdialog"]')
            .all()
            .catch(() => []);
          const snapshots = await Promise.all(
            parts.map((part) =>
              part.ariaSnapshot({ timeout: 5_000 }).catch((error: unknown) => `(no snapshot: ${String(error)})`),
            ),
          );
          console.error(`What ${page.url()} showed when the journey failed:\n${snapshots.join('\n').slice(0, 8_000)}`);
        }
      }
    });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journeys have not started');
    return value;
  };
  return {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
    async signedIn(accountNum, landing, options = {}) {
      const page = await openPage(started(browser), options.locale, options.timezoneId, options.colorScheme);
      await page.goto(`${started(product).origin}/busi/`);
      await signInThroughForm(page, accountNum, options.password);
      await waitForPath(page, landing);
      return page;
    },
    async signedInAt(accountNum, path, options = {}) {
      const page = await openPage(started(browser), options.locale, options.timezoneId, options.colorScheme);
      const redirect = encodeURIComponent(path.replace(/^\/busi/, ''));
      await page.goto(`${started(product).origin}/busi/?redirect=${redirect}`);
      await signInThroughForm(page, accountNum, options.password);
      await waitForPath(page, path.split('?')[0] ?? path);
      return page;
    },
  };
}
