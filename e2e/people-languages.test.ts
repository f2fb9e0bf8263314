import { describe, expect, it } from 'vitest';
import { axeViolations, signInThroughForm, startJourneys, waitForPath } from './harness.ts';

// Issue 7: the people screens in the other two languages and both themes — texts, columns and
// statuses in the chosen language, and no axe violation in either theme.
describe('people screens in English and traditional Chinese, dark and light', () => {
  const journeys = startJourneys();
  const origin = () => journeys.product.origin;

  const cases = [
    {
      locale: 'en-US',
      colorScheme: 'dark',
      account: 'k12admin',
      path: '/busi/k12/user/teacher',
      title: 'Teachers',
      mobile: 'Mobile',
      status: 'Enabled',
    },
    {
      locale: 'zh-TW',
      colorScheme: 'light',
      account: 'k12admin',
      path: '/busi/k12/user/teacher',
      title: '教師管理',
      mobile: '手機號碼',
      status: '啟用',
    },
    {
      locale: 'en-US',
      colorScheme: 'light',
      account: 'sysadmin',
      path: '/busi/admin/user',
      title: 'Users',
      mobile: 'Mobile',
      status: 'Enabled',
    },
    {
      locale: 'zh-TW',
      colorScheme: 'dark',
      account: 'sysadmin',
      path: '/busi/admin/user',
      title: '使用者管理',
      mobile: '手機號碼',
      status: '啟用',
    },
    {
      locale: 'en-US',
      colorScheme: 'dark',
      account: 'nfadmin',
      path: '/busi/nf/user/citizen',
      title: 'Citizens',
      mobile: 'Mobile',
      status: 'Enabled',
    },
    {
      locale: 'zh-TW',
      colorScheme: 'light',
      account: 'k12admin',
      path: '/busi/k12/user/parent',
      title: '家長管理',
      mobile: '手機號碼',
      status: '啟用',
    },
  ] as const;

  for (const screen of cases) {
    it(`shows ${screen.path} in ${screen.locale}, ${screen.colorScheme}`, async () => {
      const context = await journeys.browser.newContext({
        locale: screen.locale,
        colorScheme: screen.colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto(`${origin()}/busi/`);
      await signInThroughForm(page, screen.account);
      await waitForPath(page, `/busi/${screen.path.split('/')[2]}/**`);
      await page.goto(`${origin()}${screen.path}`);
      await expect.poll(() => page.getByRole('heading').allTextContents()).toContain(screen.title);
      await expect.poll(() => page.locator(`[data-theme="${screen.colorScheme}"]`).count()).toBeGreaterThan(0);
      const table = page.getByRole('grid');
      // A loading table has a row too: wait for the records themselves, each with its status.
      await expect.poll(() => table.getByText(screen.status, { exact: true }).count()).toBeGreaterThan(0);
      expect(await table.getByRole('columnheader', { name: screen.mobile }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
