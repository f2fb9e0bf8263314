import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption, startJourneys, waitForPath } from './harness.ts';

/**
 * Holds the page's requests to `path` until {@link release}: the journey decides when the gateway's
 * answer may arrive, so what the screen shows meanwhile is seen without any timing. Every held
 * request goes on to the real gateway.
 */
async function holdRequests(page: Page, path: string) {
  const held: Route[] = [];
  const state = { holding: true, asked: 0 };
  await page.route(
    (url) => url.pathname === path,
    (route) => {
      state.asked += 1;
      if (!state.holding) return route.continue();
      held.push(route);
      return undefined;
    },
  );
  return {
    held,
    /** How many requests to `path` the page has made since the holding began. */
    asked: () => state.asked,
    async release() {
      state.holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

// Issue 44: the app's reads go through one query cache. Two parts of a screen asking for the same
// thing make one request; a write forgets the reads of its screen, so the list a form returns to
// shows no rows from before the save.
describe('the query cache', () => {
  const journeys = startJourneys();

  it('asks the gateway once for what the list and its import dialog both show', async () => {
    const page = await journeys.signedInAt('k12admin', '/busi/k12/user/student');
    await expect.poll(() => page.getByRole('grid').getByRole('rowheader').count()).toBeGreaterThan(0);
    // A reload of the screen starts with an empty memory: its filters ask for the options again.
    const options = await holdRequests(page, '/api/busi/web/student/options');
    await page.reload();
    await expect.poll(() => options.held.length).toBe(1);

    // The import dialog needs the same options (its school years) while the list's are on the way.
    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '导入学生' });
    await expect.poll(() => dialog.count()).toBe(1);

    await options.release();
    await chooseOption(dialog, page, /学年$/, '2026-2027');
    expect(options.asked()).toBe(1);
    await page.context().close();
  });

  it('shows the list a form returns to without the rows from before the save', async () => {
    const page = await journeys.signedInAt('nfadmin', '/busi/nf/user/citizen');
    const table = page.getByRole('grid');
    await expect.poll(() => table.getByRole('rowheader', { name: '孙健' }).count()).toBe(1);

    await page.getByRole('button', { name: '新增市民' }).click();
    await waitForPath(page, '/busi/nf/user/citizen/add');
    await page.getByRole('textbox', { name: '姓名' }).fill('郭靖');
    await page.getByRole('radiogroup', { name: '性别' }).getByText('男', { exact: true }).click();
    await page.getByRole('textbox', { name: '手机号' }).fill('13900000020');
    await page.getByRole('textbox', { name: '出生日期' }).fill('1988-03-08');
    const list = await holdRequests(page, '/api/busi/web/citizen/page');
    await page.getByRole('button', { name: '保存' }).click();
    await waitForPath(page, '/busi/nf/user/citizen');
    await expect.poll(() => list.held.length).toBe(1);
    // The list remembered before the save is forgotten: it says it is loading, and shows none of
    // the rows from before, until the gateway answers.
    await expect.poll(() => table.getByRole('rowheader', { name: '加载中…' }).count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: '孙健' }).count()).toBe(0);

    await list.release();
    await expect.poll(() => table.getByRole('rowheader', { name: '郭靖' }).count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: '孙健' }).count()).toBe(1);
    await page.context().close();
  });
});
